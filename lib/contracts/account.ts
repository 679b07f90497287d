import { z } from "zod";
import { FollowRole, isFollowRole } from "@/lib/codes/follow-roles";
import { isOrderKind, type OrderKind } from "@/lib/codes/order-kinds";
import { intInput, pageOf, pageQuery } from "./fields";

export const gradeData = z.object({
  level: z.number().int(),
  experience: z.number().int(),
  maxLevel: z.number().int(),
  currentLevelExperience: z.number().int(),
  nextLevelExperience: z.number().int().nullable().describe("null at the top level"),
  progress: z.number().int().describe("0-100 towards the next level"),
  sources: z.array(
    z.object({
      source: z.number().int(),
      label: z.string(),
      how: z.string(),
      dailyCap: z.number().int(),
      today: z.number().int(),
    }),
  ),
  levels: z.array(z.object({ level: z.number().int(), experience: z.number().int() })),
  privileges: z.array(z.object({ level: z.number().int(), text: z.string() })),
});
export type GradeData = z.infer<typeof gradeData>;

export const orderListQuery = pageQuery.extend({
  kind: z
    .string()
    .default("all")
    .refine(isOrderKind, "kind 只能是 all、recharge、plan、nobility、highlight、gift")
    .transform((v) => v as OrderKind),
});

export const orderItem = z.object({
  id: z.number().int(),
  kind: z.string(),
  tradeType: z.number().int(),
  tradeLabel: z.string(),
  title: z.string(),
  amount: z.number().int().describe("diamonds; positive for top-ups, negative for purchases"),
  currency: z.string(),
  status: z.string().describe("done | refunded"),
  statusLabel: z.string(),
  time: z.string(),
});
export type OrderItem = z.infer<typeof orderItem>;
export const orderPage = pageOf(orderItem);
export type OrderPage = z.infer<typeof orderPage>;

/** My follows by who they are (lib/codes/follow-roles.ts). */
export const myFollowsQuery = pageQuery.extend({
  role: intInput(
    z.number().refine(isFollowRole, "role 只能是1（主播）、2（专家）或3（用户）"),
    FollowRole.Anchor,
  ),
});
