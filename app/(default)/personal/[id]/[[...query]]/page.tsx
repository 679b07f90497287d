import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { mediaUrl } from "@/lib/api/envelope";
import { getPersonalInfo } from "@/lib/api/rooms";
import { BreadcrumbJsonLd } from "@/lib/seo/breadcrumb-json-ld";
import { pageMetadata, SITE_NAME } from "@/lib/seo/page-metadata";
import { PersonalTab, personalHref } from "@/lib/codes/personal-tabs";
import { queryOfPage } from "@/lib/page-query-server";
import { AnchorSpace } from "../_components/anchor-space";
import { PersonalTabs } from "../_components/personal-tabs";
import { ProfileHeader } from "../_components/profile-header";
import { UserSpace } from "../_components/user-space";
import { parseId } from "@/lib/parse-id";

export const revalidate = 15;

export { generateStaticParams } from "@/lib/page-query-server";

async function personOf(segment: string) {
  const id = parseId(segment);
  return id ? getPersonalInfo(id) : null;
}

type Person = NonNullable<Awaited<ReturnType<typeof personOf>>>;

/** One head for both tabs of a person: canonical on the link every page uses (an anchor's space). */
async function headOf(person: Person) {
  const t = await getTranslations("personal");
  const anchor = person.isAnchor === 1;
  const title = anchor ? t("anchorTitle", { name: person.nickName }) : t("title", { name: person.nickName });
  const path = personalHref(person);
  const metadata = pageMetadata({
    title,
    description: person.signature || t("description", { name: person.nickName }),
    keywords: [person.nickName, title, ...(anchor ? [`${person.nickName}直播`, "主播"] : []), SITE_NAME],
    path,
    image: person.portrait ? mediaUrl(person.portrait) : null,
    imageAlt: person.nickName,
    type: "profile",
  });
  const anchors = await getTranslations("anchorDirectory");
  const crumbs = [...(anchor ? [{ name: anchors("title"), path: "/anchor" }] : []), { name: title, path }];
  return { metadata, crumbs };
}

export async function generateMetadata({
  params,
}: PageProps<"/personal/[id]/[[...query]]">): Promise<Metadata> {
  const person = await personOf((await params).id);
  return person ? (await headOf(person)).metadata : {};
}

/** /personal/{id}: headerNavIndex 0 is the profile with follows and fans, 2 an anchor's space. */
export default async function PersonalPage(props: PageProps<"/personal/[id]/[[...query]]">) {
  const [{ id }, query] = await Promise.all([props.params, queryOfPage(props.params, "personal")]);
  const person = await personOf(id);
  if (!person) notFound();
  const isAnchor = person.isAnchor === 1;
  const asked = query.headerNavIndex === undefined ? null : Number(query.headerNavIndex);
  const tab = asked === PersonalTab.User || asked === PersonalTab.Anchor ? asked : null;
  // Only anchors have a space; any other index lands on the page that person has.
  if (tab === null || (tab === PersonalTab.Anchor && !isAnchor)) redirect(personalHref(person));
  const { crumbs } = await headOf(person);
  return (
    <div className="space-y-5 px-4">
      <BreadcrumbJsonLd crumbs={crumbs} />
      <ProfileHeader person={person} />
      {isAnchor ? <PersonalTabs userId={person.id} active={tab} /> : null}
      {tab === PersonalTab.Anchor ? <AnchorSpace person={person} /> : <UserSpace person={person} />}
    </div>
  );
}
