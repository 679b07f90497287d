import type { BasketDetail } from "@/lib/contracts/basketball";
import { JsonLd } from "@/lib/seo/json-ld";
import { matchJsonLd } from "@/lib/seo/match-seo";
import { basketMatchSeo } from "./match-page";
import { BasketMatchHeader } from "./basket-match-header";
import { BasketMatchTabs, type BasketMatchTab } from "./basket-match-tabs";

/** Header and tabs around a basketball match tab's content. */
export function BasketMatchShell({
  detail,
  tab,
  children,
}: {
  detail: BasketDetail;
  tab: BasketMatchTab;
  children: React.ReactNode;
}) {
  return (
    <div className="px-4">
      <JsonLd nodes={matchJsonLd(basketMatchSeo(detail))} />
      <div className="overflow-hidden rounded-xl shadow-sm ring-1 ring-black/5">
        <BasketMatchHeader detail={detail} />
        <BasketMatchTabs matchId={detail.match.id} active={tab} />
      </div>
      <div className="mt-4">{children}</div>
    </div>
  );
}
