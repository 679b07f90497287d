import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { privateMetadata } from "@/lib/seo/section-seo";

import { RegisterForm } from "./_components/register-form";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("auth.register");
  return privateMetadata({ title: t("title"), description: t("description") });
}

export default function RegisterPage() {
  return <RegisterForm />;
}
