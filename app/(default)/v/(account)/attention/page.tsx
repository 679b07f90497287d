import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AccountSection, EmptyState } from "@/components/account/account-section";
import { FollowList } from "@/components/account/follow-list";
import { Pager } from "@/components/account/pager";
import { choiceParam, pageParam } from "@/components/account/search-params";
import { TabLinks } from "@/components/account/tab-links";
import { accountServer, accountToken } from "@/lib/api/account-server";
import { FollowRole } from "@/lib/codes/follow-roles";
import { FOLLOW_PAGE_SIZE } from "@/lib/constants";
import { privateMetadata } from "@/lib/seo/section-seo";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };
const ROLES = [FollowRole.Anchor, FollowRole.Expert, FollowRole.User] as const;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("account.attention");
  const heads = await getTranslations("privateHeads");
  return privateMetadata({ title: t("title"), description: heads("attention") });
}

/** 我的关注: anchors, experts and users I follow (?role=1|2|3), with 取消关注. */
export default async function AttentionPage({ searchParams }: Props) {
  const params = await searchParams;
  const role = choiceParam(params, "role", ROLES);
  const page = pageParam(params);
  const token = await accountToken();
  const [t, data] = await Promise.all([getTranslations("account"), accountServer.follows(token, role, page)]);
  const roleLabel = t(`attention.roles.${role}`);
  return (
    <AccountSection title={t("attention.title")}>
      <TabLinks
        label={t("attention.title")}
        active={String(role)}
        tabs={ROLES.map((r) => ({
          key: String(r),
          label: t(`attention.roles.${r}`),
          href: `/v/attention?role=${r}`,
        }))}
      />
      {data ? (
        <>
          <FollowList
            key={`${role}-${page}`}
            initial={data.list}
            emptyText={t("attention.empty", { role: roleLabel })}
          />
          <Pager
            path="/v/attention"
            query={{ role }}
            page={page}
            pageSize={FOLLOW_PAGE_SIZE}
            total={data.total}
          />
        </>
      ) : (
        <EmptyState text={t("common.loadFailed")} />
      )}
    </AccountSection>
  );
}
