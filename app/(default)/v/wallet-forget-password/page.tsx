import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { SignedInGate } from "@/components/anchor/anchor-gate";
import { ForgetPayPassword } from "@/components/wallet/forget-pay-password";
import { privateMetadata } from "@/lib/seo/section-seo";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("wallet.forget");
  const heads = await getTranslations("privateHeads");
  return privateMetadata({ title: t("title"), description: heads("walletForget") });
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
