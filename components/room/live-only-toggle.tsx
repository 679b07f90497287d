import Link from "next/link";

/** A switch-looking link that adds or drops the list's live-only filter. */
export function LiveOnlyToggle({ on, href, label }: { on: boolean; href: string; label: string }) {
  return (
    <Link
      href={href}
      role="switch"
      aria-checked={on}
      className="flex items-center gap-2 text-sm text-ink-soft hover:text-brand"
    >
      <span
        className={`relative inline-block h-5 w-9 rounded-full transition-colors ${on ? "bg-brand" : "bg-black/15"}`}
      >
        <span
          className={`absolute top-0.5 size-4 rounded-full bg-white shadow transition-all ${on ? "left-4.5" : "left-0.5"}`}
        />
      </span>
      {label}
    </Link>
  );
}
