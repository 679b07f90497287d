import { getTranslations } from "next-intl/server";
import { accountServer, accountToken } from "@/lib/api/account-server";
import { NOTICE_PAGE_SIZE, NoticeBox, type NoticeBoxCode } from "@/lib/codes/notice-kinds";
import { AccountSection, EmptyState } from "./account-section";
import { NoticeList } from "./notice-list";
import { Pager } from "./pager";

/** /v/information and /v/message: one box of the user's notices, server-rendered, newest first. */
export async function NoticeBoxPage({ box, page }: { box: NoticeBoxCode; page: number }) {
  const token = await accountToken();
  const [t, data] = await Promise.all([getTranslations("account"), accountServer.notices(token, box, page)]);
  const info = box === NoticeBox.Information;
  const path = info ? "/v/information" : "/v/message";
  return (
    <AccountSection
      title={t(info ? "notices.informationTitle" : "notices.messageTitle")}
      intro={t(info ? "notices.informationIntro" : "notices.messageIntro")}
    >
      {data ? (
        <>
          <NoticeList
            key={`${box}-${page}`}
            box={box}
            initial={data.list}
            emptyText={t(info ? "notices.empty" : "notices.emptyMessages")}
          />
          <Pager path={path} page={page} pageSize={NOTICE_PAGE_SIZE} total={data.total} />
        </>
      ) : (
        <EmptyState text={t("common.loadFailed")} />
      )}
    </AccountSection>
  );
}
