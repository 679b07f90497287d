import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { RegisterForm } from "./_components/register-form";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("auth.register");
  return { title: t("title") };
}

export default function RegisterPage() {
  return <RegisterForm />;
}
