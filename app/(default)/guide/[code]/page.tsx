import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { planHead } from "@/components/expert/expert-seo";
import { GuideNav } from "@/components/expert/guide-nav";
import { PlanAccess } from "@/components/expert/plan-access";
import { PlanHeader } from "@/components/expert/plan-header";
import { getPlanForVisitor } from "@/lib/api/expert-plans";
import { parseId } from "@/lib/parse-id";
import { BreadcrumbJsonLd } from "@/lib/seo/breadcrumb-json-ld";

export const revalidate = 30;

// Plans render on their first visit and are then cached (ISR) as a visitor sees them; none at build time.
export function generateStaticParams() {
  return [];
}

async function planOf(raw: string) {
  const id = parseId(raw);
  return id ? getPlanForVisitor(String(id)) : null;
}

export async function generateMetadata({ params }: PageProps<"/guide/[code]">): Promise<Metadata> {
  const plan = await planOf((await params).code);
  return plan ? (await planHead(plan)).metadata : {};
}

/**
 * One plan (jump id 5 appends the plan's code to /guide). The cached HTML is the visitor's view, which
 * has no pick or analysis before settlement; a buyer's content is fetched in the browser.
 */
export default async function PlanPage({ params }: PageProps<"/guide/[code]">) {
  const plan = await planOf((await params).code);
  if (!plan) notFound();
  const { crumbs } = await planHead(plan);
  return (
    <div className="space-y-4">
      <BreadcrumbJsonLd crumbs={crumbs} />
      <GuideNav />
      <div className="space-y-6 rounded-lg bg-white p-6 shadow-sm">
        <PlanHeader plan={plan} />
        <PlanAccess initial={plan} />
      </div>
    </div>
  );
}
