import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { documentHref, DOCUMENT_GROUPS, type DocumentGroup, type DocumentRef } from "./about-catalog";
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

export async function pageMetadata(title: string, description: string): Promise<Metadata> {
  const t = await getTranslations("common");
  // absolute: the page name already carries the site name, whatever template a layout sets.
  return { title: { absolute: `${title} - ${t("siteName")}` }, description };
}

export async function aboutDocumentMetadata(ref: DocumentRef): Promise<Metadata> {
  const doc = await getAboutDocument(ref);
  return pageMetadata(doc.title, doc.description);
}
