import { z } from "zod";
import { Sport } from "@/lib/codes/sports";
import { idInput, intInput } from "./fields";

/** One match (`matchId`) or the next upcoming one of a sport (and league) to kick off now in feed time. */
export const kickoffNowBody = z
  .object({
    matchId: idInput("比赛编号不正确").optional(),
    sportId: intInput(
      z
        .number()
        .refine((v) => v === Sport.Football || v === Sport.Basketball, "sportId须为1（足球）或2（篮球）"),
    ).optional(),
    leagueId: idInput("联赛编号不正确").optional(),
  })
  .refine((b) => b.matchId !== undefined || b.sportId !== undefined, {
    message: "须提供matchId或sportId",
    path: ["matchId"],
  });

export const kickoffNowData = z.object({
  matchId: z.number().int(),
  /** The new kick-off: the feed clock's now (ISO). */
  kickoff: z.string(),
});
export type KickoffNowData = z.infer<typeof kickoffNowData>;

/** The demo room on the air (`roomId`) that now calls `matchId`, kicked off now in feed time. */
export const callNextData = z.object({
  roomId: z.number().int(),
  matchId: z.number().int(),
  sportId: z.number().int(),
});
export type CallNextData = z.infer<typeof callNextData>;
