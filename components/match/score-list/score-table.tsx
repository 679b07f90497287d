"use client";
import { useTranslations } from "next-intl";
import type { ColumnKey, ListRow, ListVariant } from "./list-types";
import type { RowGroup } from "./list-order";
import { ScoreRow } from "./score-row";

type Props = {
  variant: ListVariant;
  groups: RowGroup[];
  columns: ColumnKey[];
  pins: readonly number[];
  followed: ReadonlySet<number> | null;
  flashes: Record<number, number>;
  timeZone: string;
  multiDay: boolean;
  onPin: (matchId: number) => void;
  onFollow: (matchId: number) => void;
};

const WIDTH: Partial<Record<ColumnKey, string>> = {
  pick: "w-14",
  no: "w-16",
  league: "w-20",
  time: "w-20",
  state: "w-12",
  score: "w-16",
  half: "w-12",
  corner: "w-12",
  live: "w-10",
  links: "w-28",
};

// A result's cells in these columns show 初 and 终: the heading says what they are.
const QUOTED: ReadonlySet<ColumnKey> = new Set(["handicap", "total"]);

export function ScoreTable({ variant, groups, columns, pins, followed, flashes, ...rowProps }: Props) {
  const t = useTranslations("match");
  const header = (key: ColumnKey) => {
    if (key === "no") return t(variant === "zc" ? "columns.zcNo" : "columns.no");
    if (key === "sp") return `${t("columns.giveaway")} ${t("columns.sp")}`;
    return t(`columns.${key}`);
  };
  return (
    <table className="w-full border-collapse bg-white text-sm">
      <thead>
        <tr className="bg-[#f0f2f5] text-xs text-ink-soft">
          {columns.map((key) => (
            <th
              key={key}
              scope="col"
              title={QUOTED.has(key) ? t("row.quotesTitle") : undefined}
              className={`px-1.5 py-2 font-medium whitespace-nowrap ${WIDTH[key] ?? ""}`}
            >
              {header(key)}
            </th>
          ))}
        </tr>
      </thead>
      {groups.map((group) => (
        <tbody key={group.key}>
          {group.key === "all" ? null : (
            <tr>
              <th
                colSpan={columns.length}
                scope="colgroup"
                className="bg-surface px-3 py-1.5 text-left text-xs font-medium text-ink-soft"
              >
                {t(`sections.${group.key}`)}
                <span className="ml-1 text-ink-mute">({group.rows.length})</span>
              </th>
            </tr>
          )}
          {group.rows.map((row: ListRow) => (
            <ScoreRow
              key={row.id}
              row={row}
              columns={columns}
              pinned={pins.includes(row.id)}
              followed={followed?.has(row.id) ?? false}
              flash={flashes[row.id] ?? 0}
              {...rowProps}
            />
          ))}
        </tbody>
      ))}
    </table>
  );
}
