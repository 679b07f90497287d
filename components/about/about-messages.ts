import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { documentHref, DOCUMENT_GROUPS, type DocumentGroup, type DocumentRef } from "./about-catalog";
import { sectionMetadata } from "@/lib/seo/section-seo";
import type { AboutDocumentContent } from "./document-schema";

// Documents are objects, read with t.raw; next-intl's typed keys only accept string leaves.
async function readRaw(key: string): Promise<unknown> {
  const t = await getTranslations("about");
  return (t.raw as unknown as (path: string) => unknown)(key);
}

export async function getAboutDocument(ref: DocumentRef): Promise<AboutDocumentContent> {
  return (await readRaw(`${ref.group}.${ref.id}`)) as AboutDocumentContent;
}

export type NavGroup = { group: DocumentGroup; items: { href: string; title: string }[] };

export async function getDocumentNav(): Promise<NavGroup[]> {
  return Promise.all(
    DOCUMENT_GROUPS.map(async ({ group, ids }) => ({
      group,
      items: await Promise.all(
        ids.map(async (id) => ({
          href: documentHref({ group, id }),
          title: (await readRaw(`${group}.${id}.title`)) as string,
        })),
      ),
    })),
  );
}

/** An about page's head: canonical on its own path; the group (服务协议, 帮助中心…) joins the keywords. */
export async function aboutMetadata(
  page: { title: string; description: string; path: string },
  group: string,
) {
  return sectionMetadata({ ...page, keywords: [group] });
}

export async function aboutDocumentMetadata(ref: DocumentRef): Promise<Metadata> {
  const [doc, t] = await Promise.all([getAboutDocument(ref), getTranslations("about.ui.groups")]);
  return aboutMetadata(
    { title: doc.title, description: doc.description, path: documentHref(ref) },
    t(ref.group),
  );
}
