type Props = { yellow: number; red: number; yellowLabel: string; redLabel: string };

/** Yellow and red card counts as the small coloured cards a score list shows beside a team. */
export function CardCounts({ yellow, red, yellowLabel, redLabel }: Props) {
  return (
    <>
      {red > 0 ? (
        <span
          title={redLabel}
          className="inline-block rounded-[2px] bg-brand px-[3px] text-[10px] leading-[14px] text-white"
        >
          {red}
        </span>
      ) : null}
      {yellow > 0 ? (
        <span
          title={yellowLabel}
          className="inline-block rounded-[2px] bg-amber-400 px-[3px] text-[10px] leading-[14px] text-ink"
        >
          {yellow}
        </span>
      ) : null}
    </>
  );
}
