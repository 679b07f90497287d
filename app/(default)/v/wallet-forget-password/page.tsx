import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { SignedInGate } from "@/components/anchor/anchor-gate";
import { ForgetPayPassword } from "@/components/wallet/forget-pay-password";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("wallet.forget");
  return { title: t("title"), robots: { index: false } };
}

/** Guarded by middleware (SPEC §6). */
export default function WalletForgetPasswordPage() {
  return (
    <div className="mx-auto max-w-3xl px-4">
      <SignedInGate>
        <ForgetPayPassword />
      </SignedInGate>
    </div>
  );
}
