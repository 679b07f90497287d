import { getTranslations } from "next-intl/server";

type Row = { item: string; hd: string; sd: string; note: string };

/** Recommended encoder settings for 1080p and 720p. */
export async function SettingsTable() {
  const t = await getTranslations("liveManual.settings");
  const rows = t.raw("rows") as Row[];
  return (
    <section aria-labelledby="obs-settings" className="rounded-lg bg-white p-6 ring-1 ring-black/5">
      <h2 id="obs-settings" className="border-l-4 border-brand pl-2 text-lg font-semibold">
        {t("title")}
      </h2>
      <p className="mt-2 text-sm text-ink-soft">{t("intro")}</p>
      <div className="mt-4 overflow-x-auto">
        <table className="w-full min-w-[560px] text-left text-sm">
          <thead className="bg-surface text-ink-soft">
            <tr>
              <th className="px-3 py-2 font-medium">{t("item")}</th>
              <th className="px-3 py-2 font-medium">1080p</th>
              <th className="px-3 py-2 font-medium">720p</th>
              <th className="px-3 py-2 font-medium">{t("note")}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.item} className="border-b border-black/5 last:border-0">
                <th scope="row" className="px-3 py-2 font-medium whitespace-nowrap">
                  {r.item}
                </th>
                <td className="px-3 py-2 tabular-nums">{r.hd}</td>
                <td className="px-3 py-2 tabular-nums">{r.sd}</td>
                <td className="px-3 py-2 text-ink-mute">{r.note}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
