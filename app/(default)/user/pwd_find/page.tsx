import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { PasswordFindFlow } from "./_components/password-find-flow";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("auth.pwdFind");
  return { title: t("title") };
}

export default function PasswordFindPage() {
  return <PasswordFindFlow />;
}
