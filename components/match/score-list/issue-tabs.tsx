import Link from "next/link";

type Props = {
  issues: { issue: string; note?: string }[];
  current: string;
  hrefOf: (issue: string) => string;
  label: string;
  issueLabel: (issue: string) => string;
};

/** Links to a lottery's recent issues (北单, 足彩), newest first. */
export function IssueTabs({ issues, current, hrefOf, label, issueLabel }: Props) {
  return (
    <nav
      aria-label={label}
      className="flex flex-wrap gap-2 rounded-md bg-white px-4 py-2.5 text-sm ring-1 ring-black/5"
    >
      <span className="self-center text-ink-soft">{label}</span>
      {issues.map(({ issue, note }) => (
        <Link
          key={issue}
          href={hrefOf(issue)}
          prefetch={false}
          aria-current={issue === current ? "page" : undefined}
          className={`rounded-full px-3 py-1 ${issue === current ? "bg-brand text-white" : "bg-surface text-ink hover:text-brand"}`}
        >
          {issueLabel(issue)}
          {note ? (
            <span className={`ml-1 text-xs ${issue === current ? "text-white" : "text-ink-mute"}`}>
              {note}
            </span>
          ) : null}
        </Link>
      ))}
    </nav>
  );
}
