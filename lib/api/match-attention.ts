"use client";
import { AttentionOperation, AttentionType } from "@/lib/codes/attention-types";
import { Sport } from "@/lib/codes/sports";
import type { FollowedMatch } from "@/lib/contracts/match-attention";
import { http } from "./http";

/** Browser calls of `/api/attention/*` for matches (through the gateway, with the auth cookie). */
export const matchAttentionApi = {
  followed: (sportId: number = Sport.Football) =>
    http.get<FollowedMatch[]>("/api/attention/getAttentionMatchByUser", { matchType: sportId }),
  setFollowed: (matchId: number, follow: boolean, sportId: number = Sport.Football) =>
    http.get<{ targetId: number; followed: boolean }>("/api/attention/operAttention", {
      type: AttentionType.Match,
      matchType: sportId,
      targetId: matchId,
      operateType: follow ? AttentionOperation.Follow : AttentionOperation.Unfollow,
    }),
};
