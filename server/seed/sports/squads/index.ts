import { Sport, type SportId } from "../../../../lib/codes/sports";
import { bundesligaSquads } from "./bundesliga";
import { cbaSquads } from "./cba";
import { championsLeagueClubSquads } from "./champions-league-clubs";
import { chineseSuperLeagueSquads } from "./chinese-super-league";
import { laLigaSquads } from "./la-liga";
import { ligue1Squads } from "./ligue-1";
import { nbaSquads } from "./nba";
import { premierLeagueSquads } from "./premier-league";
import { serieASquads } from "./serie-a";
import { parseSquad, type SquadPlayer, type SquadSheet } from "./squad-sheet";
import { worldCupSquads } from "./world-cup-nations";

/** The team a sheet belongs to: the catalogue's English name, within its sport, club or nation. */
export type SheetTeam = { sportId: SportId; isNational: boolean; nameEn: string };

const CLUB_SHEETS: readonly (readonly [SportId, SquadSheet])[] = [
  [Sport.Basketball, nbaSquads],
  [Sport.Basketball, cbaSquads],
  [Sport.Football, premierLeagueSquads],
  [Sport.Football, laLigaSquads],
  [Sport.Football, bundesligaSquads],
  [Sport.Football, serieASquads],
  [Sport.Football, ligue1Squads],
  [Sport.Football, chineseSuperLeagueSquads],
  [Sport.Football, championsLeagueClubSquads],
];

const keyOf = (t: SheetTeam) => `${t.sportId}|${t.isNational ? "nation" : "club"}|${t.nameEn}`;

function parseAll() {
  const squads = new Map<string, { team: SheetTeam; players: SquadPlayer[] }>();
  const add = (team: SheetTeam, sheet: string) => {
    const key = keyOf(team);
    if (squads.has(key)) throw new Error(`two squad sheets for ${team.nameEn}`);
    const sport = team.sportId === Sport.Football ? "football" : "basketball";
    squads.set(key, { team, players: parseSquad(team.nameEn, sheet, sport) });
  };
  for (const [sportId, sheets] of CLUB_SHEETS)
    for (const [nameEn, sheet] of Object.entries(sheets)) add({ sportId, isNational: false, nameEn }, sheet);
  for (const [nameEn, sheet] of Object.entries(worldCupSquads))
    add({ sportId: Sport.Football, isNational: true, nameEn }, sheet);
  return squads;
}

let parsed: ReturnType<typeof parseAll> | undefined;
const all = () => (parsed ??= parseAll());

/** The real squad of a team, or null when it has no sheet (its players are generated). */
export function sheetSquadOf(team: SheetTeam): readonly SquadPlayer[] | null {
  return all().get(keyOf(team))?.players ?? null;
}

/** Every sheet with its team, clubs first, in a fixed order. */
export function allSheetSquads(): readonly { team: SheetTeam; players: readonly SquadPlayer[] }[] {
  return [...all().values()];
}
