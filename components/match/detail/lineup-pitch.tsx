import type { LineupPlayer, TeamLineup } from "@/lib/contracts/match-detail";
import { Sport } from "@/lib/codes/sports";
import { playerHref } from "@/lib/database-links";
import { shortPlayerNames } from "@/lib/format/player-names";
import { placeStarters } from "./pitch-layout";

const W = 700;
const H = 450;
const PAD = 16;

type Kit = { colour: string; colour2: string };
type Props = { home: TeamLineup; away: TeamLineup; homeKit: Kit; awayKit: Kit };

// Keeper first, whatever order the lineup lists its starters in.
function keeperFirst(starters: readonly LineupPlayer[]): LineupPlayer[] {
  const k = starters.findIndex((p) => p.position === "GK" || p.position === "G");
  return k <= 0 ? [...starters] : [starters[k], ...starters.slice(0, k), ...starters.slice(k + 1)];
}

function Markings() {
  const w = W - PAD * 2;
  const h = H - PAD * 2;
  const box = (x: number, bw: number, bh: number) => (
    <rect x={x} y={PAD + (h - bh) / 2} width={bw} height={bh} />
  );
  return (
    <g fill="none" stroke="rgba(255,255,255,.75)" strokeWidth="2">
      <rect x={PAD} y={PAD} width={w} height={h} />
      <line x1={W / 2} y1={PAD} x2={W / 2} y2={H - PAD} />
      <circle cx={W / 2} cy={H / 2} r={h * 0.135} />
      {box(PAD, w * 0.157, h * 0.593)}
      {box(W - PAD - w * 0.157, w * 0.157, h * 0.593)}
      {box(PAD, w * 0.052, h * 0.27)}
      {box(W - PAD - w * 0.052, w * 0.052, h * 0.27)}
    </g>
  );
}

function Side({ lineup, kit, side }: { lineup: TeamLineup; kit: Kit; side: "home" | "away" }) {
  const players = keeperFirst(lineup.starters);
  const spots = placeStarters(players.length, lineup.formation, side);
  const names = shortPlayerNames(players.map((p) => p.name));
  return (
    <g>
      {players.map((p, i) => {
        const x = PAD + spots[i].x * (W - PAD * 2);
        const y = PAD + spots[i].y * (H - PAD * 2);
        return (
          <g key={p.id} data-testid={`pitch-${side}`}>
            <circle cx={x} cy={y} r="14" fill={kit.colour} stroke={kit.colour2} strokeWidth="2" />
            <text
              x={x}
              y={y + 4.5}
              textAnchor="middle"
              fontSize="12"
              fontWeight="700"
              fill="#fff"
              stroke="#000"
              strokeOpacity=".25"
              strokeWidth=".6"
            >
              {p.shirtNumber}
            </text>
            <a href={playerHref(Sport.Football, p.id)}>
              <text x={x} y={y + 29} textAnchor="middle" fontSize="11.5" fill="#fff">
                {names[i]}
                {p.captain ? " ©" : ""}
              </text>
            </a>
          </g>
        );
      })}
    </g>
  );
}

/** Both starting elevens on a pitch drawing, placed by formation: home on the left, away on the right. */
export function LineupPitch({ home, away, homeKit, awayKit }: Props) {
  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      className="w-full rounded-lg"
      role="group"
      aria-label={`${home.formation} vs ${away.formation}`}
    >
      {Array.from({ length: 10 }, (_, i) => (
        <rect key={i} x={(W / 10) * i} y="0" width={W / 10} height={H} fill={i % 2 ? "#2f8f46" : "#349b4c"} />
      ))}
      <Markings />
      <Side lineup={home} kit={homeKit} side="home" />
      <Side lineup={away} kit={awayKit} side="away" />
    </svg>
  );
}
