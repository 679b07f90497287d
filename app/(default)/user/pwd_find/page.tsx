import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { privateMetadata } from "@/lib/seo/section-seo";

import { PasswordFindFlow } from "./_components/password-find-flow";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("auth.pwdFind");
  return privateMetadata({ title: t("title"), description: t("description") });
}

export default function PasswordFindPage() {
  return <PasswordFindFlow />;
}
