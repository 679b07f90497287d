import Link from "next/link";
import { useTranslations } from "next-intl";
import { UserAvatar } from "@/components/user/user-avatar";
import { AttentionListType, getAttentionUsers } from "@/lib/api/rooms";
import { personalHref } from "@/lib/codes/personal-tabs";
import type { PersonalInfo } from "@/lib/contracts/rooms";
import type { UserCard } from "@/lib/contracts/user";

function PeopleList({
  title,
  people,
  total,
  empty,
}: {
  title: string;
  people: UserCard[];
  total: number;
  empty: string;
}) {
  return (
    <section aria-label={title} className="rounded-lg bg-white p-5 ring-1 ring-black/5">
      <h2 className="border-l-4 border-brand pl-2 font-semibold">
        {title}
        <span className="ml-2 text-sm font-normal text-ink-mute">{total}</span>
      </h2>
      {people.length ? (
        <ul className="mt-4 grid grid-cols-3 gap-4 sm:grid-cols-4 lg:grid-cols-6">
          {people.map((p) => (
            <li key={p.id}>
              <Link
                href={personalHref(p)}
                prefetch={false}
                className="flex flex-col items-center gap-1.5 text-center hover:text-brand"
              >
                <UserAvatar src={p.portrait} name={p.nickName} size={52} />
                <span className="w-full truncate text-xs">{p.nickName}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="py-8 text-center text-sm text-ink-mute">{empty}</p>
      )}
    </section>
  );
}

/** A person's profile face: whom they follow and who follows them. */
export async function UserSpace({ person }: { person: PersonalInfo }) {
  const [follows, fans] = await Promise.all([
    getAttentionUsers(person.id, AttentionListType.Follows),
    getAttentionUsers(person.id, AttentionListType.Fans),
  ]);
  return <UserLists follows={follows.list} fans={fans.list} person={person} />;
}

function UserLists({
  follows,
  fans,
  person,
}: {
  follows: UserCard[];
  fans: UserCard[];
  person: PersonalInfo;
}) {
  const t = useTranslations("personal");
  return (
    <div className="grid gap-5 md:grid-cols-2">
      <PeopleList
        title={t("followsTitle")}
        people={follows}
        total={person.followCount}
        empty={t("noFollows")}
      />
      <PeopleList title={t("fansTitle")} people={fans} total={person.fansCount} empty={t("noFans")} />
    </div>
  );
}
