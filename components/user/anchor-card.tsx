import Link from "next/link";
import { useTranslations } from "next-intl";
import type { UserCard } from "@/lib/contracts/user";
import { formatCompact } from "@/lib/format/number";
import { UserAvatar } from "./user-avatar";
import { personalHref } from "@/lib/codes/personal-tabs";

export function AnchorCard({ anchor }: { anchor: UserCard }) {
  const t = useTranslations("home");
  return (
    <Link
      href={personalHref(anchor)}
      className="flex items-center gap-3 rounded-lg bg-white p-3 shadow-sm ring-1 ring-black/5 hover:ring-brand/40"
    >
      <UserAvatar src={anchor.portrait} name={anchor.nickName} size={52} />
      <div className="min-w-0 flex-1">
        <div className="flex items-center gap-2">
          <span className="truncate font-medium">{anchor.nickName}</span>
          {anchor.liveStatus === 1 && (
            <span className="rounded bg-brand px-1.5 text-xs leading-5 text-white">{t("live")}</span>
          )}
        </div>
        <p className="truncate text-xs text-ink-mute">
          LV{anchor.level ?? 0} · {t("fans", { count: formatCompact(anchor.fans) })}
        </p>
      </div>
    </Link>
  );
}
