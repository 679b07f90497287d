import Link from "next/link";
import { buttonClass } from "@/components/ui/button";

type Option = { id: number; label: string; colour?: string };

type Props = {
  summary: string;
  /** The page to submit to; `hidden` carries the other choices of the URL. */
  action: string;
  hidden: Record<string, string | undefined>;
  name: "company" | "league";
  options: Option[];
  checked: ReadonlySet<number>;
  applyLabel: string;
  resetLabel: string;
  resetHref: string;
  testId: string;
};

/**
 * A checkbox list in a disclosure, submitted as a plain GET form: the choice lands in the URL and the
 * page renders on the server, so it works before (and without) any JavaScript.
 */
export function FilterMenu(p: Props) {
  return (
    <details className="group relative" data-testid={p.testId}>
      <summary className="flex h-8 cursor-pointer list-none items-center gap-1 rounded border border-black/10 bg-white px-3 text-sm hover:border-brand hover:text-brand">
        {p.summary}
        <span className="text-[10px] transition-transform group-open:rotate-180">▼</span>
      </summary>
      <form
        method="get"
        action={p.action}
        className="absolute top-9 left-0 z-20 w-96 rounded-lg bg-white p-3 shadow-lg ring-1 ring-black/10"
      >
        {Object.entries(p.hidden).map(([name, value]) =>
          value ? <input key={name} type="hidden" name={name} value={value} /> : null,
        )}
        <div className="grid max-h-72 grid-cols-3 gap-x-2 gap-y-1.5 overflow-y-auto text-sm">
          {p.options.map((o) => (
            <label key={o.id} className="flex cursor-pointer items-center gap-1.5 truncate hover:text-brand">
              <input
                type="checkbox"
                name={p.name}
                value={o.id}
                defaultChecked={p.checked.has(o.id)}
                className="accent-brand"
              />
              {o.colour ? (
                <span className="size-2 shrink-0 rounded-full" style={{ backgroundColor: o.colour }} />
              ) : null}
              {o.label}
            </label>
          ))}
        </div>
        <div className="mt-3 flex items-center justify-end gap-3 border-t border-black/5 pt-3">
          <Link href={p.resetHref} className="text-sm text-ink-soft hover:text-brand">
            {p.resetLabel}
          </Link>
          <button type="submit" className={buttonClass({ size: "sm" })}>
            {p.applyLabel}
          </button>
        </div>
      </form>
    </details>
  );
}
