import type { z } from "zod";
import type { reservedMatch } from "@/lib/contracts/anchor";
import type { UserCard } from "@/lib/contracts/user";

/** Types of the account area's answers, shared by its server pages and client parts. */
export type ReservedMatchRow = z.infer<typeof reservedMatch>;
export type FollowCard = UserCard & { followedAt: string };
