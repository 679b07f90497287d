import { useTranslations } from "next-intl";

export const TH = "border-b border-black/5 px-1.5 py-1.5 font-medium";

/** The four leading header cells every odds table shares: league, time, match, company. */
export function MatchHeadCells({ withCompany }: { withCompany: boolean }) {
  const t = useTranslations("odds.columns");
  return (
    <>
      <th rowSpan={2} className={TH}>
        {t("league")}
      </th>
      <th rowSpan={2} className={TH}>
        {t("time")}
      </th>
      <th rowSpan={2} className={TH}>
        {t("match")}
      </th>
      <th rowSpan={2} className={TH}>
        {withCompany ? t("company") : null}
      </th>
    </>
  );
}
