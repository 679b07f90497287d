import type { ReactNode } from "react";
import type { PlanTeaser } from "@/lib/contracts/expert-plans";
import { PlanCard } from "./plan-card";

/** A titled block of a list page, with an optional link on the right. */
export function ListSection({
  title,
  aside,
  children,
}: {
  title: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="space-y-3">
      <div className="flex items-center justify-between">
        <h2 className="text-lg font-semibold text-ink">{title}</h2>
        {aside}
      </div>
      {children}
    </section>
  );
}

export function PlanGrid({ plans }: { plans: PlanTeaser[] }) {
  return (
    <div className="grid gap-3 md:grid-cols-2">
      {plans.map((plan) => (
        <PlanCard key={plan.id} plan={plan} />
      ))}
    </div>
  );
}

export function EmptyNote({ text }: { text: string }) {
  return <p className="rounded-lg bg-white py-10 text-center text-sm text-ink-mute shadow-sm">{text}</p>;
}
