"use client";
import type {
  ExpertApplication,
  ExpertIncome,
  ExpertRecords,
  MyPlanRow,
  PickerRow,
  PlanDetail,
  PublishPlanBody,
} from "@/lib/contracts/expert-plans";
import type { Page } from "@/lib/contracts/fields";
import { AttentionOperation, AttentionType } from "@/lib/codes/attention-types";
import { http } from "./http";

type LeagueCount = { id: number; name: string; colour: string; count: number };

/** Browser calls of the expert area (through the gateway, with the viewer's session). */
export const expertPlansApi = {
  /** The plan as this viewer may see it: content only for its author, a buyer, or once settled. */
  plan: (code: string) => http.get<PlanDetail>(`/tj/recommend/${encodeURIComponent(code)}`),
  buy: (code: string) => http.postJson<{ balance: number; plan: PlanDetail }>("/tj/recommend/buy", { code }),
  follow: (expertId: number, follow: boolean) =>
    http.get<{ targetId: number; followed: boolean }>("/api/attention/operAttention", {
      type: AttentionType.Anchor,
      targetId: expertId,
      operateType: follow ? AttentionOperation.Follow : AttentionOperation.Unfollow,
    }),
  picker: (sportId: number, playType: number, leagueId?: number) =>
    http.get<Page<PickerRow>>("/tj/match", { sportId, playType, leagueId, pageSize: 50 }),
  pickerLeagues: (sportId: number, playType: number) =>
    http.get<LeagueCount[]>("/tj/match/filter", { sportId, playType }),
  publish: (body: PublishPlanBody) => http.postJson<PlanDetail>("/tj/expert/pc/publish", body),
  myPlans: (page: number, status?: number) =>
    http.postJson<Page<MyPlanRow>>("/tj/expert/pc/list", { page, pageSize: 20, status }),
  myRecords: () => http.postJson<ExpertRecords>("/tj/expert/pc/records", {}),
  income: () => http.postJson<ExpertIncome>("/tj/expert/pc/income", { page: 1, pageSize: 1 }),
  apply: (body: { title: string; intro: string; tags: string }) =>
    http.postJson<ExpertApplication>("/tj/expert/apply", body),
  application: () => http.postJson<ExpertApplication>("/tj/expert/apply/info", {}),
};
