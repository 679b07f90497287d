import { getTranslations } from "next-intl/server";
import type { AboutDocumentContent } from "./document-schema";
import { sectionAnchor } from "./document-section";

export async function DocumentHeader({ doc }: { doc: AboutDocumentContent }) {
  const t = await getTranslations("about.ui");
  return (
    <header className="border-b border-gray-100 pb-5">
      <h1 className="text-2xl font-bold text-ink">{doc.title}</h1>
      {(doc.effectiveDate || doc.updatedDate) && (
        <p className="mt-2 flex flex-wrap gap-x-6 text-xs text-ink-mute">
          {doc.updatedDate && <span>{`${t("updatedDate")}：${doc.updatedDate}`}</span>}
          {doc.effectiveDate && <span>{`${t("effectiveDate")}：${doc.effectiveDate}`}</span>}
        </p>
      )}
      {doc.intro?.map((paragraph) => (
        <p key={paragraph} className="mt-4 text-sm leading-7">
          {paragraph}
        </p>
      ))}
      {doc.showToc && (
        <nav aria-label={t("contents")} className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-3">
          {doc.sections.map((section, index) => (
            <a
              key={section.heading}
              href={`#${sectionAnchor(section, index)}`}
              className="rounded-md border border-gray-200 px-4 py-3 hover:border-brand hover:text-brand"
            >
              <span className="block font-medium text-ink">{section.heading}</span>
              {section.faqs && (
                <span className="text-xs text-ink-mute">
                  {t("questionCount", { count: section.faqs.length })}
                </span>
              )}
            </a>
          ))}
        </nav>
      )}
    </header>
  );
}
