import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AccountSection } from "@/components/account/account-section";
import { AvatarPicker } from "@/components/account/avatar-picker";
import { SiteLink } from "@/components/layout/site-link";
import { accountServer, accountToken } from "@/lib/api/account-server";
import { personalHref } from "@/lib/codes/personal-tabs";
import { privateMetadata } from "@/lib/seo/section-seo";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("account.personal");
  const heads = await getTranslations("privateHeads");
  return privateMetadata({ title: t("title"), description: heads("personalData") });
}

const ACTION = "text-sm text-brand hover:underline";

/** 个人资料: avatar, nickname, bound mobile (masked), real-name status, password and profile fields. */
export default async function PersonalDataPage() {
  const token = await accountToken();
  const [t, info, realName] = await Promise.all([
    getTranslations("account.personal"),
    accountServer.info(token),
    accountServer.realName(token),
  ]);
  if (!info) throw new Error("个人资料加载失败");
  const verified = realName?.status === 1;
  const rows: { label: string; value: string; action?: React.ReactNode }[] = [
    {
      label: t("nickName"),
      value: info.nickName,
      action: (
        <SiteLink href="/user/comFormPage?type=nickname" className={ACTION}>
          {t("changeNickName")}
        </SiteLink>
      ),
    },
    { label: t("mobile"), value: info.mobile },
    {
      label: t("realName"),
      value: verified ? t("realNameDone", { name: realName.realName }) : t("realNameNone"),
      action: verified ? undefined : (
        <SiteLink href="/user/comFormPage?type=realName" className={ACTION}>
          {t("verify")}
        </SiteLink>
      ),
    },
    {
      label: t("password"),
      value: info.hasPassword ? t("passwordSet") : t("passwordNone"),
      action: (
        <SiteLink
          href={`/user/comFormPage?type=${info.hasPassword ? "password" : "initPassword"}`}
          className={ACTION}
        >
          {info.hasPassword ? t("changePassword") : t("setPassword")}
        </SiteLink>
      ),
    },
    { label: t("signature"), value: info.signature || t("unset") },
    { label: t("gender"), value: t(`genders.${info.gender === 1 ? "1" : info.gender === 2 ? "2" : "0"}`) },
    { label: t("birthday"), value: info.birthday || t("unset") },
    { label: t("city"), value: info.city || t("unset") },
  ];
  return (
    <AccountSection
      title={t("title")}
      action={
        <SiteLink href={personalHref(info)} className={ACTION}>
          {t("space")}
        </SiteLink>
      }
    >
      <div className="border-b border-black/5 pb-5">
        <p className="mb-3 text-sm text-ink-mute">{t("avatar")}</p>
        <AvatarPicker portrait={info.portrait} nickName={info.nickName} />
      </div>
      <dl className="divide-y divide-black/5">
        {rows.map((r) => (
          <div key={r.label} className="flex items-center gap-4 py-3 text-sm">
            <dt className="w-24 shrink-0 text-ink-mute">{r.label}</dt>
            <dd className="min-w-0 flex-1 break-words text-ink">{r.value}</dd>
            {r.action ? <dd className="shrink-0">{r.action}</dd> : null}
          </div>
        ))}
      </dl>
    </AccountSection>
  );
}
