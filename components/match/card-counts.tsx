type Props = { yellow: number; red: number; yellowLabel: string; redLabel: string };

/** Yellow and red card counts as the small coloured cards a score list shows beside a team. */
export function CardCounts({ yellow, red, yellowLabel, redLabel }: Props) {
  return (
    <>
      {red > 0 ? (
        <span title={redLabel} className="card-count bg-brand text-white">
          {red}
        </span>
      ) : null}
      {yellow > 0 ? (
        <span title={yellowLabel} className="card-count bg-amber-400 text-ink">
          {yellow}
        </span>
      ) : null}
    </>
  );
}
