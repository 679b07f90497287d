import { Sport, type SportId } from "../../../lib/codes/sports";

/**
 * Real titles of well-known teams (sport + catalogue English name). For the domestic leagues `base`
 * counts the titles up to the season ending in BASE_YEAR and `recent` names the winner of each
 * later season (by the year it ended) up to 2025; from the first season the seed stores, the stored
 * results decide instead (team-honours.ts), so counts and stored tables never disagree. Titles no
 * stored season awards (欧冠, 欧联, the NBA and CBA finals: the seed keeps no play-offs) count to 2025
 * in `base`; the World Cup's count to 2022, the seed playing 2026.
 */
export const BASE_YEAR = 2015;

export type RealTitle = {
  title: string;
  /** The competition in the catalogue whose stored seasons also award it; null if none can. */
  leagueId: number | null;
  sportId: SportId;
  base: Readonly<Record<string, number>>;
  recent: Readonly<Record<number, string>>;
};

const F = Sport.Football;
const B = Sport.Basketball;
const years = (from: number, winners: readonly string[]) =>
  Object.fromEntries(winners.map((w, i) => [from + i, w]));

const CITY = "Manchester City";
const RM = "Real Madrid";
const BARCA = "FC Barcelona";
const BAYERN = "FC Bayern München";
const JUVE = "Juventus";
const PSG = "Paris Saint-Germain";

// prettier-ignore
export const REAL_TITLES: readonly RealTitle[] = [
  { title: "英格兰顶级联赛冠军", leagueId: 36, sportId: F,
    base: { "Manchester United": 20, Liverpool: 18, Arsenal: 13, Everton: 9, "Aston Villa": 7, Sunderland: 6, Chelsea: 5, [CITY]: 4, "Newcastle United": 4, "Sheffield Wednesday": 4, "Huddersfield Town": 3, "Leeds United": 3, "Wolverhampton Wanderers": 3, "Blackburn Rovers": 3, "Preston North End": 2, "Tottenham Hotspur": 2, "Derby County": 2, Burnley: 2, Portsmouth: 2, "Ipswich Town": 1, "Nottingham Forest": 1, "Sheffield United": 1, "West Bromwich Albion": 1 },
    recent: years(2016, ["Leicester City", "Chelsea", CITY, CITY, "Liverpool", CITY, CITY, CITY, CITY, "Liverpool"]) },
  { title: "西甲冠军", leagueId: 31, sportId: F,
    base: { [RM]: 32, [BARCA]: 23, "Atlético Madrid": 10, "Athletic Club": 8, Valencia: 6, "Real Sociedad": 2, Sevilla: 1, "Real Betis": 1, "Deportivo La Coruña": 1 },
    recent: years(2016, [BARCA, RM, BARCA, BARCA, RM, "Atlético Madrid", RM, BARCA, RM, BARCA]) },
  { title: "德国顶级联赛冠军", leagueId: 8, sportId: F,
    base: { [BAYERN]: 25, "1. FC Nürnberg": 9, "Borussia Dortmund": 8, "FC Schalke 04": 7, "Hamburger SV": 6, "Borussia Mönchengladbach": 5, "VfB Stuttgart": 5, "SV Werder Bremen": 4, "1. FC Kaiserslautern": 4, "1. FC Köln": 3, "Hertha BSC": 2, "Hannover 96": 2, "VfL Wolfsburg": 1, "Eintracht Braunschweig": 1, "Eintracht Frankfurt": 1 },
    recent: years(2016, [BAYERN, BAYERN, BAYERN, BAYERN, BAYERN, BAYERN, BAYERN, BAYERN, "Bayer 04 Leverkusen", BAYERN]) },
  { title: "意甲冠军", leagueId: 34, sportId: F,
    base: { [JUVE]: 31, Inter: 18, "AC Milan": 18, Genoa: 9, Torino: 7, Bologna: 7, "AS Roma": 3, "SSC Napoli": 2, "SS Lazio": 2, "ACF Fiorentina": 2, Cagliari: 1 },
    recent: years(2016, [JUVE, JUVE, JUVE, JUVE, JUVE, "Inter", "AC Milan", "SSC Napoli", "Inter", "SSC Napoli"]) },
  { title: "法甲冠军", leagueId: 11, sportId: F,
    base: { "AS Saint-Étienne": 10, "Olympique de Marseille": 9, "FC Nantes": 8, "AS Monaco": 7, "Olympique Lyonnais": 7, [PSG]: 5, "OGC Nice": 4, "LOSC Lille": 3, "RC Lens": 1, "RC Strasbourg": 1 },
    recent: years(2016, [PSG, "AS Monaco", PSG, PSG, PSG, "LOSC Lille", PSG, PSG, PSG, PSG]) },
  { title: "中超冠军", leagueId: 60, sportId: F,
    base: { "Shandong Taishan": 3, "Beijing Guoan": 1 },
    recent: years(2018, ["Shanghai Port"]) },
  { title: "欧冠冠军", leagueId: null, sportId: F,
    base: { [RM]: 15, "AC Milan": 7, [BAYERN]: 6, Liverpool: 6, [BARCA]: 5, Ajax: 4, Inter: 3, "Manchester United": 3, [JUVE]: 2, "SL Benfica": 2, "FC Porto": 2, Chelsea: 2, "Nottingham Forest": 2, Celtic: 1, "Hamburger SV": 1, "Olympique de Marseille": 1, "PSV Eindhoven": 1, Feyenoord: 1, "Aston Villa": 1, "Borussia Dortmund": 1, "Crvena zvezda": 1, FCSB: 1, [CITY]: 1, [PSG]: 1 },
    recent: {} },
  { title: "欧联冠军", leagueId: null, sportId: F,
    base: { Sevilla: 7, Inter: 3, Liverpool: 3, [JUVE]: 3, "Atlético Madrid": 3, "Tottenham Hotspur": 3, Chelsea: 2, "Eintracht Frankfurt": 2, [RM]: 2, Feyenoord: 2, "FC Porto": 2, "Borussia Mönchengladbach": 2, "Manchester United": 1, Villarreal: 1, Atalanta: 1, Ajax: 1, "SSC Napoli": 1, [BAYERN]: 1, "FC Schalke 04": 1, "PSV Eindhoven": 1, Galatasaray: 1, "Bayer 04 Leverkusen": 1, Valencia: 1, "Shakhtar Donetsk": 1, "Ipswich Town": 1 },
    recent: {} },
  { title: "世界杯冠军", leagueId: 75, sportId: F,
    base: { Brazil: 5, Germany: 4, Italy: 4, Argentina: 3, France: 2, Uruguay: 2, England: 1, Spain: 1 },
    recent: {} },
  { title: "NBA总冠军", leagueId: null, sportId: B,
    base: { "Boston Celtics": 18, "Los Angeles Lakers": 17, "Golden State Warriors": 7, "Chicago Bulls": 6, "San Antonio Spurs": 5, "Philadelphia 76ers": 3, "Detroit Pistons": 3, "Miami Heat": 3, "New York Knicks": 2, "Houston Rockets": 2, "Milwaukee Bucks": 2, "Cleveland Cavaliers": 1, "Dallas Mavericks": 1, "Toronto Raptors": 1, "Denver Nuggets": 1, "Atlanta Hawks": 1, "Sacramento Kings": 1, "Washington Wizards": 1, "Portland Trail Blazers": 1, "Oklahoma City Thunder": 1 },
    recent: {} },
  { title: "CBA总冠军", leagueId: null, sportId: B,
    base: { "Guangdong Southern Tigers": 11, "Liaoning Flying Leopards": 4, "Beijing Ducks": 3, "Xinjiang Flying Tigers": 1, "Sichuan Blue Whales": 1, "Shanghai Sharks": 1, "Zhejiang Lions": 1 },
    recent: {} },
];
