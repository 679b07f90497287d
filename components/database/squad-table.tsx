import Link from "next/link";
import { useTranslations } from "next-intl";
import type { SquadPlayer } from "@/lib/contracts/database";
import { playerHref } from "@/lib/database-links";
import { ROW, TABLE } from "./section";

/** Players with number, position (Chinese label), nationality, age and build; names link to their pages. */
export function SquadTable({
  sportId,
  players,
  positionLabel,
}: {
  sportId: number;
  players: readonly SquadPlayer[];
  positionLabel: (code: string) => string;
}) {
  const t = useTranslations("database.team");
  return (
    <table className={TABLE}>
      <thead>
        <tr>
          <th className="w-14">{t("number")}</th>
          <th className="text-left">{t("squad")}</th>
          <th>{t("position")}</th>
          <th>{t("nationality")}</th>
          <th>{t("age")}</th>
          <th>{t("height")}</th>
          <th>{t("weight")}</th>
        </tr>
      </thead>
      <tbody className="text-center">
        {players.map((p) => (
          <tr key={p.id} className={ROW}>
            <td className="text-ink-mute tabular-nums">{p.number}</td>
            <td className="text-left">
              <Link
                href={playerHref(sportId, p.id)}
                prefetch={false}
                className="hover:text-brand"
                data-testid="squad-player"
              >
                {p.name}
              </Link>
              <span className="ml-2 text-xs text-ink-mute">{p.nameEn}</span>
            </td>
            <td>{positionLabel(p.position)}</td>
            <td>{p.nationality}</td>
            <td className="tabular-nums">{p.age}</td>
            <td className="tabular-nums">{p.heightCm}cm</td>
            <td className="tabular-nums">{p.weightKg}kg</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
