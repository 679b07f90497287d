type Props = { yellow: number; red: number; yellowLabel: string; redLabel: string };

/** Yellow and red card counts as the small coloured cards a score list shows beside a team. */
export function CardCounts({ yellow, red, yellowLabel, redLabel }: Props) {
  return (
    <>
      {red > 0 ? (
        <span title={redLabel} className="card-count red">
          {red}
        </span>
      ) : null}
      {yellow > 0 ? (
        <span title={yellowLabel} className="card-count yellow">
          {yellow}
        </span>
      ) : null}
    </>
  );
}
