import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { SignedInGate } from "@/components/anchor/anchor-gate";
import { WalletView } from "@/components/wallet/wallet-view";
import { getPaySetting } from "@/lib/api/pay-server";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("wallet.wallet");
  return { title: t("title"), robots: { index: false } };
}

/** Guarded by middleware (SPEC §6): the wallet is the signed-in user's own. */
export default async function WalletPage() {
  const setting = await getPaySetting();
  if (!setting) throw new Error("钱包设置加载失败");
  return (
    <div className="mx-auto max-w-5xl px-4">
      <SignedInGate>
        <WalletView setting={setting} />
      </SignedInGate>
    </div>
  );
}
