import Link from "next/link";
import { useTranslations } from "next-intl";
import { UserAvatar } from "@/components/user/user-avatar";
import type { UserCard } from "@/lib/contracts/user";
import { SectionTitle } from "./section-title";

export function ExpertsSection({ experts }: { experts: UserCard[] }) {
  const t = useTranslations("home");
  if (!experts.length) return null;
  return (
    <section>
      <SectionTitle title={t("experts")} moreHref="/guide/expert" moreLabel={t("allExperts")} />
      <div className="grid gap-3 md:grid-cols-3">
        {experts.map((e) => (
          <Link
            key={e.id}
            href={`/guide/expert/info/${e.id}`}
            className="flex gap-3 rounded-lg bg-white p-4 shadow-sm ring-1 ring-black/5 hover:ring-brand/40"
          >
            <UserAvatar src={e.portrait} name={e.nickName} size={56} />
            <div className="min-w-0">
              <p className="font-medium">{e.nickName}</p>
              <p className="mt-1 line-clamp-2 text-sm text-ink-soft">{e.signature}</p>
            </div>
          </Link>
        ))}
      </div>
    </section>
  );
}
