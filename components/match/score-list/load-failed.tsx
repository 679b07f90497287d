import { useTranslations } from "next-intl";

/** A list or match page whose data did not load: the message, or the score lists' own. */
export function LoadFailed({ message }: { message?: string }) {
  const t = useTranslations("matchPages");
  return (
    <p className="rounded-md bg-white py-16 text-center text-sm text-ink-mute ring-1 ring-black/5">
      {message ?? t("loadFailed")}
    </p>
  );
}
