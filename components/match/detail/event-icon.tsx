import { MatchEventType } from "@/lib/codes/match-events";

type Props = { type: number; className?: string };

const Ball = ({ own = false }: { own?: boolean }) => (
  <>
    <circle cx="10" cy="10" r="8.2" fill="#fff" stroke={own ? "#e8372c" : "#1f2330"} strokeWidth="1.4" />
    <path
      d="m10 6.2 3.3 2.4-1.3 3.9H8l-1.3-3.9Z"
      fill={own ? "#e8372c" : "#1f2330"}
      stroke={own ? "#e8372c" : "#1f2330"}
      strokeWidth="0.6"
    />
    <path
      d="M10 6.2V2m3.3 6.6 3.9-1.4M12 12.5l2.4 3.4M8 12.5l-2.4 3.4M6.7 8.6 2.8 7.2"
      stroke={own ? "#e8372c" : "#1f2330"}
      strokeWidth="1"
    />
  </>
);

const Card = ({ fill, offset = 0 }: { fill: string; offset?: number }) => (
  <rect
    x={5.5 + offset}
    y={3 - offset / 2}
    width="8.5"
    height="13"
    rx="1.4"
    fill={fill}
    stroke="rgba(0,0,0,.15)"
  />
);

/** Timeline icons: a ball for goals, card rectangles, substitution arrows, a corner flag. */
export function EventIcon({ type, className = "h-5 w-5" }: Props) {
  let body: React.ReactNode;
  switch (type) {
    case MatchEventType.Goal:
    case MatchEventType.PenaltyGoal:
    case MatchEventType.ShootoutScored:
      body = <Ball />;
      break;
    case MatchEventType.OwnGoal:
      body = <Ball own />;
      break;
    case MatchEventType.PenaltyMissed:
    case MatchEventType.ShootoutMissed:
      body = (
        <>
          <circle cx="10" cy="10" r="8" fill="#fff" stroke="#9aa0ad" strokeWidth="1.4" />
          <path d="m6 6 8 8m0-8-8 8" stroke="#e8372c" strokeWidth="1.8" />
        </>
      );
      break;
    case MatchEventType.YellowCard:
      body = <Card fill="#f6c244" />;
      break;
    case MatchEventType.SecondYellow:
      body = (
        <>
          <Card fill="#f6c244" offset={-2.5} />
          <Card fill="#e8372c" offset={2.5} />
        </>
      );
      break;
    case MatchEventType.RedCard:
      body = <Card fill="#e8372c" />;
      break;
    case MatchEventType.Substitution:
      body = (
        <>
          <path d="M6 16V5m-3.5 3.5L6 5l3.5 3.5" stroke="#1a9c5b" strokeWidth="2" fill="none" />
          <path d="M14 4v11m3.5-3.5L14 15l-3.5-3.5" stroke="#e8372c" strokeWidth="2" fill="none" />
        </>
      );
      break;
    case MatchEventType.Corner:
      body = (
        <>
          <path d="M5 18V3" stroke="#1f2330" strokeWidth="1.6" />
          <path d="M5.8 3.5h9l-2.6 3.2 2.6 3.2h-9Z" fill="#e8372c" />
        </>
      );
      break;
    default:
      body = <circle cx="10" cy="10" r="3.5" fill="#9aa0ad" />;
  }
  return (
    <svg viewBox="0 0 20 20" className={`shrink-0 ${className}`} aria-hidden="true" data-event-type={type}>
      {body}
    </svg>
  );
}
