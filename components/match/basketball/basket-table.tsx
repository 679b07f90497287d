"use client";
import { useTranslations } from "next-intl";
import { Fragment } from "react";
import { QUARTER_KEYS, type BasketColumn } from "./basket-columns";
import { BasketRowView } from "./basket-row";
import type { BasketGroup } from "./basket-sections";

type Props = {
  groups: BasketGroup[];
  columns: BasketColumn[];
  pins: readonly number[];
  flashes: Record<number, number>;
  timeZone: string;
  onPin: (matchId: number) => void;
};

const WIDTH: Partial<Record<BasketColumn, string>> = {
  pick: "w-10",
  no: "w-16",
  league: "w-20",
  time: "w-14",
  state: "w-20",
  total: "w-12",
  diffSum: "w-20",
  live: "w-10",
  links: "w-24",
};

/** The basketball score table: a header, then each group (置顶, 进行中…) with its games on two lines each. */
export function BasketTable({ groups, columns, pins, flashes, timeZone, onPin }: Props) {
  const t = useTranslations("basketball");
  const tm = useTranslations("match.sections");
  const width = columns.reduce((n, c) => n + (c === "quarters" ? QUARTER_KEYS.length : 1), 0);
  return (
    <table className="w-full border-collapse bg-white text-sm">
      <thead>
        <tr className="bg-[#f0f2f5] text-xs text-ink-soft">
          {columns.map((key) =>
            key === "quarters" ? (
              QUARTER_KEYS.map((q) => (
                <th key={q} scope="col" className="w-9 px-1 py-2 font-medium">
                  {t(`quarters.${q}`)}
                </th>
              ))
            ) : (
              <th key={key} scope="col" className={`px-1.5 py-2 font-medium ${WIDTH[key] ?? ""}`}>
                {key === "pick" ? "" : t(`columns.${key}`)}
              </th>
            ),
          )}
        </tr>
      </thead>
      {groups.map((group) => (
        <Fragment key={group.key}>
          {group.key === "all" ? null : (
            <tbody>
              <tr>
                <th
                  colSpan={width}
                  scope="colgroup"
                  className="bg-surface px-3 py-1.5 text-left text-xs font-medium text-ink-soft"
                >
                  {tm(group.key)}
                  <span className="ml-1 text-ink-mute">({group.rows.length})</span>
                </th>
              </tr>
            </tbody>
          )}
          {group.rows.map((row) => (
            <BasketRowView
              key={row.id}
              row={row}
              columns={columns}
              pinned={pins.includes(row.id)}
              flash={flashes[row.id] ?? 0}
              timeZone={timeZone}
              onPin={onPin}
            />
          ))}
        </Fragment>
      ))}
    </table>
  );
}
