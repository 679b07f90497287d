"use client";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { LiveBadge } from "@/components/room/live-badge";
import { roomHref } from "@/components/room/room-card";
import { Button } from "@/components/ui/button";
import { UserAvatar } from "@/components/user/user-avatar";
import type { ReservedMatch } from "@/lib/api/live-personal";
import { useUserStore } from "@/stores/user-store";
import { MatchTeams } from "./match-teams";
import { useReservations } from "./use-reservations";
import { LiveStatus } from "@/lib/codes/rooms";

function CommentaryRooms({ rooms }: { rooms: ReservedMatch["rooms"] }) {
  const t = useTranslations("liveReserve");
  if (!rooms.length) return <p className="text-xs text-ink-mute">{t("noRooms")}</p>;
  return (
    <ul className="flex flex-wrap gap-2">
      {rooms.map((r) => (
        <li key={r.roomId}>
          <Link
            href={roomHref(r.roomId)}
            prefetch={false}
            className="flex items-center gap-1.5 rounded-full bg-surface py-1 pr-3 pl-1 text-xs hover:text-brand"
          >
            <UserAvatar src={r.portrait} name={r.nickName} size={20} />
            {r.nickName}
            {r.liveStatus === LiveStatus.Live ? <LiveBadge live /> : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The matches I reserved, the rooms that will commentate each, and a cancel button. */
export function MyReservations() {
  const t = useTranslations("liveReserve");
  const { session, reserved, error, reload, setReserved } = useReservations();
  const openLogin = useUserStore((s) => s.openLogin);

  let body: React.ReactNode;
  if (session.status === "visitor") {
    body = (
      <div className="flex flex-col items-center gap-3 py-10 text-center">
        <p className="text-sm text-ink-soft">{t("signInHint")}</p>
        <Button onClick={openLogin}>{t("signIn")}</Button>
      </div>
    );
  } else if (error) {
    body = (
      <p className="py-10 text-center text-sm text-brand">
        {error.message || t("loadFailed")}
        <button type="button" onClick={reload} className="ml-2 underline">
          {t("retry")}
        </button>
      </p>
    );
  } else if (!reserved) {
    body = <p className="py-10 text-center text-sm text-ink-mute">{t("loading")}</p>;
  } else if (!reserved.length) {
    body = <p className="py-10 text-center text-sm text-ink-mute">{t("empty")}</p>;
  } else {
    body = (
      <ul className="mt-3 divide-y divide-black/5">
        {reserved.map((m) => (
          <li key={`${m.sportId}-${m.id}`} className="space-y-2 py-3">
            <div className="flex items-center gap-4">
              <MatchTeams match={m} />
              <Button size="sm" variant="ghost" onClick={() => void setReserved(m, false)}>
                {t("cancel")}
              </Button>
            </div>
            <div className="flex items-center gap-2 pl-28">
              <span className="shrink-0 text-xs text-ink-mute">{t("rooms")}</span>
              <CommentaryRooms rooms={m.rooms} />
            </div>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section aria-labelledby="my-reservations" className="rounded-lg bg-white p-6 ring-1 ring-black/5">
      <h2 id="my-reservations" className="border-l-4 border-brand pl-2 text-lg font-semibold">
        {t("mine")}
        {reserved?.length ? (
          <span className="ml-2 text-sm font-normal text-ink-mute">{reserved.length}</span>
        ) : null}
      </h2>
      {body}
    </section>
  );
}
