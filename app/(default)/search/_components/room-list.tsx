import Link from "next/link";
import { useTranslations } from "next-intl";
import { UserAvatar } from "@/components/user/user-avatar";
import type { RoomHit } from "@/lib/contracts/search";
import { formatCompact } from "@/lib/format/number";

export function RoomList({ rooms }: { rooms: RoomHit[] }) {
  const t = useTranslations("search");
  if (!rooms.length) return null;
  return (
    <section className="mt-6">
      <h2 className="mb-3 font-semibold">{t("rooms", { count: rooms.length })}</h2>
      <ul className="grid gap-3 md:grid-cols-3">
        {rooms.map((r) => (
          <li key={r.roomId}>
            <Link
              href={`/live/room/${r.roomId}`}
              className="block rounded-lg p-3 ring-1 ring-black/5 hover:ring-brand/40"
            >
              <div className="flex items-center gap-2">
                <UserAvatar src={r.portrait} name={r.nickName} size={32} />
                <span className="truncate text-sm">{r.nickName}</span>
                <span
                  className={`ml-auto rounded px-1.5 text-xs leading-5 ${r.liveStatus === 1 ? "bg-brand text-white" : "bg-surface text-ink-mute"}`}
                >
                  {r.liveStatus === 1 ? t("live") : t("offline")}
                </span>
              </div>
              <p className="mt-2 truncate font-medium">{r.title}</p>
              <p className="text-xs text-ink-mute">{t("heat", { value: formatCompact(r.heat) })}</p>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
