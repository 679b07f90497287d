"use client";
import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import useSWR from "swr";
import { EmptyState } from "@/components/room/empty-state";
import { ListPager } from "@/components/room/list-pager";
import { parseRoomListParams, roomListHref } from "@/components/room/list-params";
import { RoomGrid } from "@/components/room/room-grid";
import { useSession } from "@/components/room/use-session";
import { Button, buttonClass } from "@/components/ui/button";
import { livePersonalApi } from "@/lib/api/live-personal";
import { useUserStore } from "@/stores/user-store";
import { LiveStatus } from "@/lib/codes/rooms";

async function loadFollowed([, , page]: [string, number, number]) {
  const res = await livePersonalApi.followedRooms(page);
  if (res.code !== 200 || !res.data) throw new Error(res.message);
  return res.data;
}

/** The rooms of the anchors I follow: live ones first, then the rest; 30 a page. */
export function FollowedRooms() {
  const t = useTranslations("liveFollow");
  const session = useSession();
  const openLogin = useUserStore((s) => s.openLogin);
  const { page } = parseRoomListParams(Object.fromEntries(useSearchParams()));
  const userId = session.status === "user" ? session.user.id : 0;
  const { data, error, mutate } = useSWR(userId ? ["followed-rooms", userId, page] : null, loadFollowed);

  if (session.status === "visitor")
    return (
      <EmptyState
        title={t("signIn")}
        hint={t("signInHint")}
        action={<Button onClick={openLogin}>{t("signInButton")}</Button>}
      />
    );
  if (error)
    return (
      <EmptyState
        title={error.message || t("failed")}
        action={
          <Button variant="outline" onClick={() => void mutate()}>
            {t("retry")}
          </Button>
        }
      />
    );
  if (!data) return <p className="py-16 text-center text-sm text-ink-mute">{t("loading")}</p>;
  if (!data.total)
    return (
      <EmptyState
        title={t("empty")}
        hint={t("emptyHint")}
        action={
          <Link href="/anchor" className={buttonClass()}>
            {t("browse")}
          </Link>
        }
      />
    );

  const live = data.list.filter((r) => r.liveStatus === LiveStatus.Live);
  const offline = data.list.filter((r) => r.liveStatus !== LiveStatus.Live);
  return (
    <div className="space-y-6">
      {live.length ? (
        <section aria-label={t("liveNow")}>
          <h2 className="mb-3 font-semibold">{t("liveCount", { count: live.length })}</h2>
          <RoomGrid rooms={live} />
        </section>
      ) : (
        <p className="rounded-lg bg-white px-5 py-4 text-sm text-ink-soft ring-1 ring-black/5">
          {t("noneLive")}
        </p>
      )}
      {offline.length ? (
        <section aria-label={t("offline")}>
          <h2 className="mb-3 font-semibold text-ink-soft">{t("offlineCount", { count: offline.length })}</h2>
          <RoomGrid rooms={offline} />
        </section>
      ) : null}
      <ListPager
        page={data.page}
        total={data.total}
        pageSize={data.pageSize}
        hrefOf={(p) => roomListHref("/live/follow", { page: p })}
      />
    </div>
  );
}
