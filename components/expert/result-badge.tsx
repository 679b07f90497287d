import { PlanResult, planResultLabel } from "@/lib/codes/expert-plans";

const TONES: Record<number, string> = {
  [PlanResult.Win]: "bg-brand text-white",
  [PlanResult.WinHalf]: "bg-brand-light text-brand-dark ring-1 ring-inset ring-brand",
  [PlanResult.Lose]: "bg-ink text-white",
  [PlanResult.LoseHalf]: "bg-ink/70 text-white",
  [PlanResult.Push]: "bg-ink-mute text-white",
  [PlanResult.Void]: "bg-surface text-ink-soft",
};

/** 红 / 黑 / 走 / 赢半 / 输半 / 无效 of a settled plan; nothing while it waits. */
export function ResultBadge({ result, size = "md" }: { result: number; size?: "sm" | "md" }) {
  const label = planResultLabel(result);
  if (!label || result === PlanResult.Pending) return null;
  const box = size === "sm" ? "min-w-5 px-1 text-xs leading-5" : "min-w-8 px-2 text-sm leading-7";
  return (
    <span
      data-result={result}
      className={`inline-block rounded text-center font-semibold ${box} ${TONES[result] ?? ""}`}
    >
      {label}
    </span>
  );
}
