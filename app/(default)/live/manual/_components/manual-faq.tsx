import { getTranslations } from "next-intl/server";

type Entry = { q: string; a: string[] };

/** 常见问题, each answer folded under its question. */
export async function ManualFaq() {
  const t = await getTranslations("liveManual.faq");
  const entries = t.raw("entries") as Entry[];
  return (
    <section aria-labelledby="manual-faq" className="rounded-lg bg-white p-6 ring-1 ring-black/5">
      <h2 id="manual-faq" className="border-l-4 border-brand pl-2 text-lg font-semibold">
        {t("title")}
      </h2>
      <div className="mt-4 divide-y divide-black/5">
        {entries.map((e) => (
          <details key={e.q} className="group py-3">
            <summary className="flex cursor-pointer list-none items-center justify-between font-medium hover:text-brand">
              {e.q}
              <span className="text-ink-mute transition-transform group-open:rotate-90">›</span>
            </summary>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-ink-soft">
              {e.a.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </details>
        ))}
      </div>
    </section>
  );
}
