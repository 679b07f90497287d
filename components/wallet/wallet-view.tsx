"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { PanelMessage } from "@/components/anchor/panel";
import type { PaySetting } from "@/lib/contracts/payments";
import { useUserStore } from "@/stores/user-store";
import { BalanceSummary } from "./balance-summary";
import { CardsPanel } from "./cards-panel";
import { IncomeToWallet } from "./income-to-wallet";
import { PayPasswordPanel } from "./pay-password-panel";
import { RecordsPanel } from "./records-panel";
import { useWallet } from "./use-wallet";
import { WalletPanel } from "./wallet-panel";
import { WithdrawForm } from "./withdraw-form";

/** /v/wallet: balances, income out (withdraw or into diamonds), cards, pay password, records. */
export function WalletView({ setting }: { setting: PaySetting }) {
  const t = useTranslations("wallet");
  const user = useUserStore((s) => s.userInfo)!;
  const wallet = useWallet(user.id);
  const [version, setVersion] = useState(0);
  const refresh = async () => {
    await wallet.refresh();
    setVersion((v) => v + 1);
  };

  if (wallet.error)
    return <PanelMessage title={t("common.failed")} text={String(wallet.error.message ?? "")} />;
  if (!wallet.account || !wallet.cards) return <PanelMessage title={t("common.loading")} />;
  const { account, cards } = wallet;
  return (
    <div className="space-y-4">
      <BalanceSummary account={account} setting={setting} />
      <WalletPanel title={t("withdraw.title")}>
        <div className="grid gap-8 md:grid-cols-[3fr_2fr]">
          <WithdrawForm account={account} cards={cards} setting={setting} onDone={refresh} />
          <IncomeToWallet income={account.income} onDone={refresh} />
        </div>
      </WalletPanel>
      <CardsPanel
        cards={cards}
        realNameDone={user.realNameVerified ?? account.realName !== ""}
        onChange={refresh}
      />
      <PayPasswordPanel account={account} onDone={refresh} />
      <RecordsPanel version={version} />
    </div>
  );
}
