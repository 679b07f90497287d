import {
  BASKETBALL_POSITION_LABELS,
  FOOTBALL_POSITION_LABELS,
  type BasketballPosition,
  type FootballPosition,
} from "../../../../lib/codes/positions";

/**
 * A real squad as one line per player, so the data reads like a team sheet:
 * `number|position|中文名|English name|国籍|YYYY-MM-DD|heightCm|rating`.
 * Names are those Chinese media use (full name with "·"); rating 40..99 drives the engine.
 */
export type SquadSheet = Readonly<Record<string, string>>;

export type SquadPlayer = {
  number: number;
  position: FootballPosition | BasketballPosition;
  name: string;
  nameEn: string;
  nationality: string;
  birthDate: string;
  heightCm: number;
  rating: number;
};

const DATE = /^(19[6-9]\d|20[01]\d)-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

function fail(team: string, line: string, why: string): never {
  throw new Error(`squad of ${team}: ${why} in "${line}"`);
}

/** Parses one team's sheet; throws on any malformed or duplicate entry so bad data never seeds. */
export function parseSquad(team: string, sheet: string, sport: "football" | "basketball"): SquadPlayer[] {
  const positions: Record<string, string> =
    sport === "football" ? FOOTBALL_POSITION_LABELS : BASKETBALL_POSITION_LABELS;
  const players: SquadPlayer[] = [];
  for (const raw of sheet.split("\n")) {
    const line = raw.trim();
    if (!line) continue;
    const cells = line.split("|").map((c) => c.trim());
    if (cells.length !== 8) fail(team, line, `expected 8 cells, got ${cells.length}`);
    const [no, position, name, nameEn, nationality, birthDate, height, rating] = cells;
    const number = Number(no);
    if (!/^\d{1,2}$/.test(no) || number > 99) fail(team, line, "bad shirt number");
    if (!Object.hasOwn(positions, position)) fail(team, line, `unknown position ${position}`);
    if (!name || name.length > 24 || /[A-Za-z]/.test(name)) fail(team, line, "bad Chinese name");
    if (!nameEn || nameEn.length > 40) fail(team, line, "bad English name");
    if (!nationality || nationality.length > 16) fail(team, line, "bad nationality");
    if (!DATE.test(birthDate)) fail(team, line, "bad birth date");
    if (!/^\d{3}$/.test(height) || +height < 160 || +height > 230) fail(team, line, "bad height");
    if (!/^\d{2}$/.test(rating) || +rating < 40) fail(team, line, "bad rating");
    if (players.some((p) => p.number === number)) fail(team, line, "duplicate shirt number");
    if (players.some((p) => p.name === name)) fail(team, line, "duplicate name");
    players.push({
      number,
      position: position as SquadPlayer["position"],
      name,
      nameEn,
      nationality,
      birthDate,
      heightCm: Number(height),
      rating: Number(rating),
    });
  }
  return players;
}

const GROUP: Record<string, "G" | "D" | "M" | "F"> = {
  GK: "G",
  G: "G",
  DL: "D",
  DC: "D",
  DR: "D",
  D: "D",
  DM: "M",
  MC: "M",
  ML: "M",
  MR: "M",
  AM: "M",
  M: "M",
  LW: "F",
  RW: "F",
  ST: "F",
  F: "F",
};
const FOOTBALL_MINIMUM = { G: 2, D: 6, M: 6, F: 3 } as const;

/**
 * Parses a league's sheets and checks them against the teams the catalogue names (English names):
 * every team present and no other, a football squad of 21-32 with a real spread of positions,
 * a basketball roster of 13-18 with guards, forwards and centres.
 */
export function checkLeagueSquads(
  sheets: SquadSheet,
  teamsEn: readonly string[],
  sport: "football" | "basketball",
): Map<string, SquadPlayer[]> {
  const missing = teamsEn.filter((t) => !Object.hasOwn(sheets, t));
  const extra = Object.keys(sheets).filter((t) => !teamsEn.includes(t));
  if (missing.length || extra.length)
    throw new Error(
      `squad sheets: missing ${missing.join(", ") || "none"}; unknown ${extra.join(", ") || "none"}`,
    );
  const squads = new Map<string, SquadPlayer[]>();
  for (const team of teamsEn) {
    const players = parseSquad(team, sheets[team], sport);
    const [min, max] = sport === "football" ? [21, 32] : [13, 18];
    if (players.length < min || players.length > max)
      throw new Error(`squad of ${team}: ${players.length} players, expected ${min}-${max}`);
    if (sport === "football") {
      for (const [group, least] of Object.entries(FOOTBALL_MINIMUM)) {
        const n = players.filter((p) => GROUP[p.position] === group).length;
        if (n < least)
          throw new Error(`squad of ${team}: ${n} players in group ${group}, expected ${least}+`);
      }
    } else {
      for (const letter of ["G", "F", "C"]) {
        if (!players.some((p) => p.position.includes(letter)))
          throw new Error(`squad of ${team}: no ${letter} position`);
      }
    }
    squads.set(team, players);
  }
  return squads;
}
