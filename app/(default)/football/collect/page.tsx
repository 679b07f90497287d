import type { Metadata } from "next";
import { cookies } from "next/headers";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { buttonClass } from "@/components/ui/button";
import { ScoreTabs } from "@/components/match/score-list/score-tabs";
import { ServerScoreBoard } from "@/components/match/score-list/server-score-board";
import { SignInPrompt } from "@/components/match/score-list/sign-in-prompt";
import { getFollowedMatches } from "@/lib/api/match-lists";
import { AUTH_COOKIE_NAME } from "@/lib/constants";
import { privateMetadata } from "@/lib/seo/section-seo";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("matchPages");
  const heads = await getTranslations("privateHeads");
  return privateMetadata({ title: t("titles.collect"), description: heads("collect") });
}

/** My followed matches: per user, so rendered per request (the other lists stay static). */
export default async function FootballCollectPage() {
  const t = await getTranslations("matchPages");
  const token = (await cookies()).get(AUTH_COOKIE_NAME)?.value;
  const rows = token ? await getFollowedMatches(token) : null;
  return (
    <div className="space-y-3 px-4">
      <ScoreTabs active="collect" title={t("titles.collect")} />
      {!rows ? (
        <SignInPrompt
          title={t("collect.signIn")}
          hint={t("collect.signInHint")}
          button={t("collect.signInButton")}
        />
      ) : rows.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-md bg-white py-16 text-center ring-1 ring-black/5">
          <p className="text-base font-medium text-ink">{t("collect.empty")}</p>
          <p className="text-sm text-ink-mute">{t("collect.emptyHint")}</p>
          <Link href="/football" className={buttonClass()}>
            {t("collect.browse")}
          </Link>
        </div>
      ) : (
        <ServerScoreBoard variant="collect" rows={rows} live />
      )}
    </div>
  );
}
