import { useTranslations } from "next-intl";

/** 免费 or 58钻石. */
export function PlanPrice({ price }: { price: number }) {
  const t = useTranslations("expert.plan");
  return (
    <span className="font-semibold text-brand tabular-nums">
      {price > 0 ? t("price", { price }) : t("free")}
    </span>
  );
}
