import { BreadcrumbJsonLd } from "@/lib/seo/breadcrumb-json-ld";
import { documentHref, type DocumentRef } from "./about-catalog";
import { getAboutDocument } from "./about-messages";
import { AboutSideNav } from "./about-side-nav";
import { DocumentHeader } from "./document-header";
import { DocumentSectionView } from "./document-section";

export { aboutDocumentMetadata } from "./about-messages";

// One renderer for every legal text, help article and anchor guide.
export async function AboutDocument({ documentRef }: { documentRef: DocumentRef }) {
  const doc = await getAboutDocument(documentRef);
  return (
    <div className="mx-auto my-6 flex w-full max-w-[960px] flex-col overflow-hidden rounded-lg bg-white shadow-sm md:flex-row">
      <BreadcrumbJsonLd crumbs={[{ name: doc.title, path: documentHref(documentRef) }]} />
      <aside className="shrink-0 border-b border-gray-100 p-4 md:w-52 md:border-r md:border-b-0 md:py-8">
        <AboutSideNav currentHref={documentHref(documentRef)} />
      </aside>
      <article className="min-w-0 flex-1 px-5 py-6 text-ink-soft md:px-10 md:py-8">
        <DocumentHeader doc={doc} />
        {doc.sections.map((section, index) => (
          <DocumentSectionView
            key={section.heading}
            section={section}
            index={index}
            numbered={doc.numbered ?? false}
          />
        ))}
      </article>
    </div>
  );
}
