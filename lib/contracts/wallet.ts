import { z } from "zod";

export const balancesData = z.object({
  balance: z.number().int().describe("diamonds"),
  ticket: z.number().int().describe("tickets"),
});
export type Balances = z.infer<typeof balancesData>;

export const coinUserData = z.object({
  userId: z.number().int(),
  nickName: z.string(),
  portrait: z.string(),
  level: z.number().int().nullable(),
  balance: z.number().int(),
  coin: z.number().int().describe("same as balance"),
});

export const coinData = z.object({ coin: z.number().int() });
