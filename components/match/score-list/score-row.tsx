"use client";
import { useTranslations } from "next-intl";
import { SCORE_FLASH } from "@/components/match/score-flash";
import { memo, useEffect, useRef } from "react";
import { isFootballLive } from "@/lib/codes/football-states";
import type { ColumnKey, ListRow } from "./list-types";
import { RowActions } from "./row-actions";
import { CELL_CLASS, cellContent } from "./row-cells";
import { prefersReducedMotion } from "@/lib/a11y/reduced-motion";

type Props = {
  row: ListRow;
  columns: ColumnKey[];
  pinned: boolean;
  followed: boolean;
  /** Goals seen for this match: each new one flashes the row. */
  flash: number;
  timeZone: string;
  multiDay: boolean;
  onPin: (matchId: number) => void;
  onFollow: (matchId: number) => void;
};

const FLASH_MS = 4_000;

export const ScoreRow = memo(function ScoreRow({
  row,
  columns,
  pinned,
  followed,
  flash,
  timeZone,
  multiDay,
  onPin,
  onFollow,
}: Props) {
  const t = useTranslations("match");
  const ref = useRef<HTMLTableRowElement>(null);

  useEffect(() => {
    const el = ref.current;
    if (flash > 0 && el && typeof el.animate === "function" && !prefersReducedMotion())
      el.animate(SCORE_FLASH, { duration: FLASH_MS, easing: "ease-out" });
  }, [flash]);

  const ctx = { row, t, timeZone, multiDay };
  const live = isFootballLive(row.state);
  return (
    <tr ref={ref} data-match-id={row.id} data-live={live || undefined} className="score-row">
      {columns.map((key) =>
        key === "pick" ? (
          <td key={key}>
            <RowActions
              pinned={pinned}
              followed={followed}
              labels={{
                pin: t("row.pin"),
                unpin: t("row.unpin"),
                follow: t("row.follow"),
                unfollow: t("row.unfollow"),
              }}
              onPin={() => onPin(row.id)}
              onFollow={() => onFollow(row.id)}
            />
          </td>
        ) : (
          <td key={key} data-testid={key === "score" ? "score" : undefined} className={CELL_CLASS[key]}>
            {cellContent(key, ctx)}
          </td>
        ),
      )}
    </tr>
  );
});
