"use client";
import type { MatchLiveData } from "@/lib/contracts/match-detail";
import type { MatchOdds } from "@/lib/contracts/match-odds";
import { http } from "./http";

/** One company's change history in a market (the browser's call, through the gateway). */
export const fetchOddsHistory = (matchId: number, market: number, companyId: number) =>
  http.get<MatchOdds>(`/live/odds/${matchId}`, { market, companyId });

/** The live page's data again, after the stream asked for a resync. */
export const fetchFootballMatchLive = (matchId: number) =>
  http.get<MatchLiveData>("/live/football/match/live", { matchId });
