import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { MODERATION_NICKNAME_MAX, MUTE_CHOICES, SIGNATURE_MAX } from "./anchor-limits";
import { validateApply, validateDynamic, validateRoomSettings } from "./anchor-validation";
import { auditSubmitBody, dynamicBody, roomSettingsBody } from "@/lib/contracts/anchor";
import { DEFAULT_MUTE_MINUTES, MAX_MUTE_MINUTES } from "@/lib/codes/moderation-limits";
import * as moderation from "@/lib/contracts/moderation";
import { updateInfoBody } from "@/lib/contracts/user";

/** The first message zod gives for each top-level field, as the api would answer it. */
function contractErrors(schema: z.ZodType, input: unknown): Record<string, string> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

const text = (n: number) => "球".repeat(n);

describe("anchor form validation agrees with the contract", () => {
  const apply = { navId: 1, roomTitle: "老李聊球", intro: text(10), experience: "", contact: "" };
  it.each([
    apply,
    { ...apply, navId: 0 },
    { ...apply, roomTitle: "李" },
    { ...apply, roomTitle: text(31) },
    { ...apply, roomTitle: `  ${text(30)}  ` },
    { ...apply, intro: text(9) },
    { ...apply, intro: text(301) },
    { ...apply, experience: text(301), contact: text(41) },
    { navId: 0, roomTitle: "", intro: "", experience: "", contact: "" },
  ])("apply %#", (input) => {
    expect(validateApply(input)).toEqual(contractErrors(auditSubmitBody, input));
  });

  const room = { title: "今晚英超", navId: 1, notice: "", cover: "", matchId: 0 };
  it.each([
    room,
    { ...room, title: "x" },
    { ...room, title: text(31) },
    { ...room, navId: 0, notice: text(201) },
  ])("room settings %#", (input) => {
    expect(validateRoomSettings(input)).toEqual(contractErrors(roomSettingsBody, input));
  });

  it.each([
    { content: "赢球了", images: [] },
    { content: "   ", images: [] },
    { content: text(501), images: [] },
    { content: "九张以上", images: Array.from({ length: 10 }, (_, i) => `/uploads/${i}.png`) },
  ])("dynamic %#", (input) => {
    expect(validateDynamic(input)).toEqual(contractErrors(dynamicBody, input));
  });
});

describe("the other limits agree with their contracts", () => {
  it("signature, nickname and mute lengths", () => {
    expect(updateInfoBody.safeParse({ signature: text(SIGNATURE_MAX) }).success).toBe(true);
    expect(updateInfoBody.safeParse({ signature: text(SIGNATURE_MAX + 1) }).success).toBe(false);
    const nick = (n: number) =>
      moderation.managerAddQuery.safeParse({ nickName: text(n), roomId: 1 }).success;
    expect([nick(MODERATION_NICKNAME_MAX), nick(MODERATION_NICKNAME_MAX + 1)]).toEqual([true, false]);
    expect(MUTE_CHOICES).toContain(DEFAULT_MUTE_MINUTES);
    expect(Math.max(...MUTE_CHOICES)).toBeLessThanOrEqual(MAX_MUTE_MINUTES);
  });
});
