"use client";
import { useTranslations } from "next-intl";
import { useNavList } from "@/lib/api/use-anchor";
import { Select } from "./form-row";

type Props = { id: string; value: number; invalid: boolean; onChange: (navId: number) => void };

/** The live category (直播分类) picker of the anchor forms, filled from /api/nav/list. */
export function NavSelect({ id, value, invalid, onChange }: Props) {
  const t = useTranslations("anchor.navSelect");
  const navs = useNavList();
  return (
    <Select id={id} value={value} invalid={invalid} onChange={(e) => onChange(Number(e.target.value))}>
      <option value={0}>{navs.data ? t("placeholder") : t("loading")}</option>
      {navs.data?.map((nav) => (
        <option key={nav.navId} value={nav.navId}>
          {nav.name}
        </option>
      ))}
    </Select>
  );
}
