"use client";
import Link from "next/link";
import { useTranslations } from "next-intl";

/** 《用户服务协议》《隐私政策》, opened beside the form so typed input survives. */
export function AgreementLinks() {
  const t = useTranslations("auth.login");
  return (
    <>
      <Link href="/about/agreement" target="_blank" className="text-brand hover:underline">
        {t("userAgreement")}
      </Link>
      <Link href="/about/privacy" target="_blank" className="text-brand hover:underline">
        {t("privacyPolicy")}
      </Link>
    </>
  );
}
