import { getMessages } from "next-intl/server";
import { AddMessages } from "@/components/i18n/add-messages";
import { pickMessages } from "@/lib/i18n/client-messages";
import type { MatchDetail } from "@/lib/contracts/match-detail";
import { JsonLd } from "@/lib/seo/json-ld";
import { matchJsonLd } from "@/lib/seo/match-seo";
import { footballMatchSeo } from "./match-metadata";
import { MatchHeader } from "./match-header";
import { MatchTabs, type MatchTab } from "./match-tabs";

/**
 * Header and tabs around a match tab's content. The matchDetail texts are kept out of every other
 * page's payload (SERVER_ONLY_NAMESPACES), so the match pages hand them to their client parts here.
 */
export async function MatchShell({
  match,
  tab,
  children,
}: {
  match: MatchDetail;
  tab: MatchTab;
  children: React.ReactNode;
}) {
  const messages = await getMessages();
  return (
    <AddMessages messages={pickMessages(messages, ["matchDetail"])}>
      <JsonLd nodes={matchJsonLd(footballMatchSeo(match))} />
      <div className="overflow-hidden rounded-xl shadow-sm ring-1 ring-black/5">
        <MatchHeader match={match} tab={tab} />
        <MatchTabs matchId={match.id} active={tab} />
      </div>
      <div className="mt-4">{children}</div>
    </AddMessages>
  );
}
