import { useTranslations } from "next-intl";

export function LoadFailed() {
  const t = useTranslations("matchPages");
  return (
    <p className="rounded-md bg-white py-16 text-center text-sm text-ink-mute ring-1 ring-black/5">
      {t("loadFailed")}
    </p>
  );
}
