import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { SignedInGate } from "@/components/anchor/anchor-gate";
import { WalletView } from "@/components/wallet/wallet-view";
import { getPaySetting } from "@/lib/api/pay-server";
import { privateMetadata } from "@/lib/seo/section-seo";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("wallet.wallet");
  const heads = await getTranslations("privateHeads");
  return privateMetadata({ title: t("title"), description: heads("wallet") });
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
