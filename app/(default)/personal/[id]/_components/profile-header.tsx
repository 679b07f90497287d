import { useTranslations } from "next-intl";
import { UserAvatar } from "@/components/user/user-avatar";
import type { PersonalInfo } from "@/lib/contracts/rooms";
import { formatCompact } from "@/lib/format/number";
import { FollowPersonButton } from "./follow-person-button";

/** Who this is: avatar, name, level, signature, follows and fans, and the follow button. */
export function ProfileHeader({ person }: { person: PersonalInfo }) {
  const t = useTranslations("personal");
  return (
    <section className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-black/5">
      <div className="h-24 bg-gradient-to-r from-brand to-[#ff7a45]" />
      <div className="flex flex-wrap items-end gap-5 px-6 pb-5">
        <div className="-mt-12 rounded-full bg-white p-1 shadow">
          <UserAvatar src={person.portrait} name={person.nickName} size={96} />
        </div>
        <div className="min-w-0 flex-1 pt-3">
          <h1 className="flex flex-wrap items-center gap-2 text-xl font-semibold">
            {person.nickName}
            <span className="rounded bg-surface px-1.5 text-xs font-normal text-ink-soft">
              LV{person.level}
            </span>
            {person.isAnchor === 1 ? (
              <span className="rounded bg-brand-light px-1.5 text-xs font-normal text-brand">
                {t("anchorTag")}
              </span>
            ) : null}
          </h1>
          <p className="mt-1 text-sm text-ink-soft">{person.signature || t("noSignature")}</p>
        </div>
        <dl className="flex gap-6 text-center">
          <div>
            <dt className="text-xs text-ink-mute">{t("follows")}</dt>
            <dd className="text-lg font-semibold tabular-nums">{formatCompact(person.followCount)}</dd>
          </div>
          <div>
            <dt className="text-xs text-ink-mute">{t("fans")}</dt>
            <dd className="text-lg font-semibold tabular-nums">{formatCompact(person.fansCount)}</dd>
          </div>
        </dl>
        <FollowPersonButton userId={person.id} />
      </div>
    </section>
  );
}
