import type { Metadata } from "next";
import { cookies } from "next/headers";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";

import { AccountForm } from "./_components/account-form";
import { parseAccountFormType } from "./_components/account-form-type";

import { AUTH_COOKIE_NAME } from "@/lib/constants";
import { privateMetadata } from "@/lib/seo/section-seo";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("auth.account");
  const heads = await getTranslations("privateHeads");
  return privateMetadata({ title: t("title"), description: heads("accountSettings") });
}

/** Not a guarded path: a visitor gets a sign-in prompt instead of a redirect. */
export default async function AccountFormPage({ searchParams }: Props) {
  const type = parseAccountFormType((await searchParams).type);
  if (!type) notFound();
  const signedIn = Boolean((await cookies()).get(AUTH_COOKIE_NAME)?.value);
  return <AccountForm type={type} initialSignedIn={signedIn} />;
}
