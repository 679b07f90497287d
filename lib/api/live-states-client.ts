"use client";
import type { MatchLive } from "@/lib/contracts/match-list";
import { http } from "./http";

/** The live columns of these matches now (the browser's call, through the gateway). */
export const fetchLiveStates = (ids: readonly number[]) =>
  http.get<MatchLive[]>("/live/data/schedule/states", { ids: ids.join(",") });
