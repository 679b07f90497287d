import { getTranslations } from "next-intl/server";

type Step = { title: string; items: string[] };

/** The OBS walk-through, one numbered card per step. */
export async function ObsSteps() {
  const t = await getTranslations("liveManual.obs");
  const steps = t.raw("steps") as Step[];
  return (
    <section aria-labelledby="obs-steps" className="rounded-lg bg-white p-6 ring-1 ring-black/5">
      <h2 id="obs-steps" className="border-l-4 border-brand pl-2 text-lg font-semibold">
        {t("title")}
      </h2>
      <p className="mt-2 text-sm text-ink-soft">{t("intro")}</p>
      <ol className="mt-5 space-y-5">
        {steps.map((step, i) => (
          <li key={step.title} className="flex gap-4">
            <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand font-semibold text-white">
              {i + 1}
            </span>
            <div className="min-w-0 flex-1">
              <h3 className="font-medium">{step.title}</h3>
              <ul className="mt-1.5 list-disc space-y-1 pl-5 text-sm text-ink-soft marker:text-ink-mute">
                {step.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
