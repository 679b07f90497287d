import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { SignedInGate } from "@/components/anchor/anchor-gate";
import { RechargeView } from "@/components/wallet/recharge-view";
import { getPaySetting } from "@/lib/api/pay-server";
import { privateMetadata } from "@/lib/seo/section-seo";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("wallet.pay");
  const heads = await getTranslations("privateHeads");
  return privateMetadata({ title: t("title"), description: heads("pay") });
}

/** Guarded by middleware (SPEC §6); the settings are public and cached, the order is the user's. */
export default async function PayPage() {
  const setting = await getPaySetting();
  if (!setting) throw new Error("充值设置加载失败");
  return (
    <div className="mx-auto max-w-4xl px-4">
      <SignedInGate>
        <RechargeView setting={setting} />
      </SignedInGate>
    </div>
  );
}
