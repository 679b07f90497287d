import { SiteLink } from "@/components/layout/site-link";
import { ConfiguredContactChannels } from "./contact-channels";
import type { Clause, DocumentLink, DocumentSection } from "./document-schema";
import { chineseNumeral } from "./numbering";

type Props = { section: DocumentSection; index: number; numbered: boolean };

export function sectionAnchor(section: DocumentSection, index: number): string {
  return section.anchor ?? `section-${index + 1}`;
}

export async function DocumentSectionView({ section, index, numbered }: Props) {
  const clauseNumber = (i: number) => (numbered ? `${index + 1}.${i + 1}` : `${i + 1}.`);
  return (
    <section id={sectionAnchor(section, index)} className="mt-8 scroll-mt-20 text-sm leading-7">
      <h2 className="mb-3 text-lg font-semibold text-ink">
        {numbered ? `${chineseNumeral(index + 1)}、${section.heading}` : section.heading}
      </h2>
      {section.contactChannels && <ConfiguredContactChannels />}
      {section.paragraphs?.map((paragraph) => (
        <p key={paragraph} className="mb-3">
          {paragraph}
        </p>
      ))}
      {section.clauses && (
        <ol className="space-y-2">
          {section.clauses.map((clause, i) => (
            <li key={i} className="flex gap-2">
              <span className="shrink-0 text-ink-mute tabular-nums">{clauseNumber(i)}</span>
              <ClauseText clause={clause} />
            </li>
          ))}
        </ol>
      )}
      {section.table && (
        <div className="my-4 overflow-x-auto">
          <table className="w-full border-collapse text-left text-sm">
            <thead>
              <tr>
                {section.table.head.map((cell) => (
                  <th key={cell} className="border border-gray-200 bg-gray-50 px-3 py-2 font-medium text-ink">
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {section.table.rows.map((row) => (
                <tr key={row.join("|")}>
                  {row.map((cell, i) => (
                    <td
                      key={i}
                      className="border border-gray-200 px-3 py-2 align-top break-all first:whitespace-nowrap"
                    >
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {section.faqs && (
        <div className="divide-y divide-gray-100 rounded-md border border-gray-100">
          {section.faqs.map(({ q, a }) => (
            <details key={q} className="group px-4 py-3">
              <summary className="flex cursor-pointer list-none items-start justify-between gap-4 font-medium text-ink group-open:text-brand">
                <span>{q}</span>
                <span aria-hidden className="text-ink-mute transition-transform group-open:rotate-45">
                  +
                </span>
              </summary>
              <p className="mt-2 text-ink-soft">{a}</p>
            </details>
          ))}
        </div>
      )}
      {section.links && <SectionLinks links={section.links} />}
    </section>
  );
}

function ClauseText({ clause }: { clause: Clause }) {
  if (typeof clause === "string") return <p>{clause}</p>;
  return (
    <div>
      <p>{clause.text}</p>
      <ul className="mt-1 space-y-1">
        {clause.items.map((item, i) => (
          <li key={item} className="flex gap-1">
            <span className="shrink-0 text-ink-mute">{`（${chineseNumeral(i + 1)}）`}</span>
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function SectionLinks({ links }: { links: DocumentLink[] }) {
  if (links.some((link) => link.note)) {
    return (
      <ul className="mt-3 space-y-2">
        {links.map((link) => (
          <li key={link.href}>
            <SiteLink
              href={link.href}
              className="block rounded-md border border-gray-200 px-4 py-3 hover:border-brand"
            >
              <span className="font-medium text-brand">{link.label}</span>
              {link.note && <span className="ml-3 text-ink-mute">{link.note}</span>}
            </SiteLink>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3 md:grid-cols-4">
      {links.map((link) => (
        <li key={link.href}>
          <SiteLink
            href={link.href}
            className="block truncate rounded bg-gray-50 px-3 py-1.5 text-ink-soft hover:bg-brand-light hover:text-brand"
          >
            {link.label}
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}
