import "server-only";
import type { OddsBoardData, OddsCompany, OddsCompareData, OddsJoinData } from "@/lib/contracts/odds-board";
import type { FootballModelData } from "@/lib/contracts/odds-model";
import { isOk } from "./envelope";
import { apiGet } from "./server-fetch";

/** Odds pages change every few seconds in play; thirty seconds is the SSR cache window. */
export const ODDS_REVALIDATE_SECONDS = 30;

type Params = Record<string, string | number | undefined>;

const defined = (p: Params) =>
  Object.fromEntries(
    Object.entries(p).filter((e): e is [string, string | number] => e[1] !== undefined && e[1] !== ""),
  );

async function get<T>(path: string, params: Params): Promise<T | null> {
  try {
    const res = await apiGet<T>(path, defined(params), { revalidate: ODDS_REVALIDATE_SECONDS });
    return isOk(res) ? res.data : null;
  } catch {
    return null;
  }
}

const list = (ids: readonly number[] | undefined) => (ids?.length ? ids.join(",") : undefined);

export type DayParams = { sportId: number; date?: string; leagueIds?: readonly number[] };

export const getOddsCompanies = (sportId: number) =>
  get<OddsCompany[]>("/live/odds/companies", { sportId }).then((r) => r ?? []);

export const getOddsBoard = (p: DayParams & { market: number; companyIds?: readonly number[] }) =>
  get<OddsBoardData>("/live/odds/board", {
    sportId: p.sportId,
    market: p.market,
    date: p.date,
    companyIds: list(p.companyIds),
    leagueIds: list(p.leagueIds),
  });

export const getOddsJoin = (p: DayParams & { companyId?: number }) =>
  get<OddsJoinData>("/live/odds/join", {
    sportId: p.sportId,
    date: p.date,
    companyId: p.companyId,
    leagueIds: list(p.leagueIds),
  });

export const getOddsCompare = (p: DayParams & { market: number }) =>
  get<OddsCompareData>("/live/odds/compare", {
    sportId: p.sportId,
    market: p.market,
    date: p.date,
    leagueIds: list(p.leagueIds),
  });

export const getFootballModel = (p: { date?: string; leagueIds?: readonly number[] }) =>
  get<FootballModelData>("/live/football/model", { date: p.date, leagueIds: list(p.leagueIds) });
