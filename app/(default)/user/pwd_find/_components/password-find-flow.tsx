"use client";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState } from "react";

import { ResetPasswordStep } from "./reset-password-step";
import { VerifyPhoneStep } from "./verify-phone-step";

import { AuthCard } from "@/components/auth/auth-card";
import { CheckIcon } from "@/components/captcha/captcha-icons";
import { useUserStore } from "@/stores/user-store";

type Step = { name: "verify" } | { name: "reset"; mobile: string; verifyCode: string } | { name: "done" };

const STEPS = ["verify", "reset", "done"] as const;

/** 找回密码: prove the phone (slider + SMS code), set a new password, then sign in. */
export function PasswordFindFlow() {
  const t = useTranslations("auth.pwdFind");
  const openLogin = useUserStore((s) => s.openLogin);
  const [step, setStep] = useState<Step>({ name: "verify" });
  const current = STEPS.indexOf(step.name);
  const labels = [t("stepVerify"), t("stepReset"), t("stepDone")];

  return (
    <AuthCard title={t("title")}>
      <ol className="mb-8 flex items-center justify-between text-xs text-ink-mute">
        {labels.map((label, i) => (
          <li
            key={label}
            aria-current={i === current ? "step" : undefined}
            className={`flex flex-1 flex-col items-center gap-1.5 ${i <= current ? "text-brand" : ""}`}
          >
            <span
              className={`flex size-7 items-center justify-center rounded-full border text-sm ${
                i <= current ? "border-brand bg-brand text-white" : "border-[#dcdfe6]"
              }`}
            >
              {i + 1}
            </span>
            {label}
          </li>
        ))}
      </ol>

      {step.name === "verify" && (
        <VerifyPhoneStep
          onVerified={(mobile, verifyCode) => setStep({ name: "reset", mobile, verifyCode })}
        />
      )}
      {step.name === "reset" && (
        <ResetPasswordStep
          mobile={step.mobile}
          verifyCode={step.verifyCode}
          onDone={() => {
            setStep({ name: "done" });
            openLogin();
          }}
        />
      )}
      {step.name === "done" && (
        <div className="flex flex-col items-center gap-3 py-4 text-center">
          <span className="flex size-14 items-center justify-center rounded-full bg-lose text-3xl text-white">
            <CheckIcon />
          </span>
          <p className="text-lg text-ink">{t("done")}</p>
          <p className="text-sm text-ink-mute">{t("doneHint")}</p>
          <button
            type="button"
            onClick={openLogin}
            className="mt-4 h-11 w-full rounded bg-brand text-white transition-colors hover:bg-brand-dark"
          >
            {t("toLogin")}
          </button>
          <Link href="/" className="text-sm text-ink-soft hover:text-brand">
            {t("backHome")}
          </Link>
        </div>
      )}
    </AuthCard>
  );
}
