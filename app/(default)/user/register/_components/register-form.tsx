"use client";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { type FormEvent, useState } from "react";

import { AgreementLinks } from "@/components/auth/agreement-links";
import { AuthCard, SubmitButton } from "@/components/auth/auth-card";
import { FieldError, TextField } from "@/components/auth/form-field";
import { NewPasswordFields, passwordPairErrors } from "@/components/auth/new-password-fields";
import { PhoneField } from "@/components/auth/phone-field";
import { SmsCodeField } from "@/components/auth/sms-code-field";
import { NICKNAME_MAX_LENGTH, useNicknameCheck } from "@/components/auth/use-nickname-check";
import { BlockPuzzleCaptcha } from "@/components/captcha/block-puzzle-captcha";
import { accountApi, dynamicCipher } from "@/lib/api/account";
import { SmsType } from "@/lib/codes/sms-types";
import { KEEP_LOGIN_DEFAULT } from "@/lib/constants";
import { validateCode, validatePhoneForCode } from "@/lib/validation";
import { useUserStore } from "@/stores/user-store";

type Field = "phone" | "slider" | "code" | "password" | "confirm" | "agreement";
type Errors = Partial<Record<Field, string>>;

export function RegisterForm() {
  const t = useTranslations("auth.register");
  const tf = useTranslations("auth.field");
  const tc = useTranslations("auth.captcha");
  const tl = useTranslations("auth.login");
  const router = useRouter();
  const signIn = useUserStore((s) => s.signIn);
  const openLogin = useUserStore((s) => s.openLogin);
  const nickname = useNicknameCheck();
  const [phone, setPhone] = useState("");
  const [code, setCode] = useState("");
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [nickName, setNickName] = useState("");
  const [agreed, setAgreed] = useState(false);
  // The slider's captchaVerification is single-use; a new round remounts the slider with a fresh challenge.
  const [verification, setVerification] = useState<string | null>(null);
  const [sliderRound, setSliderRound] = useState(0);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState("");
  const [submitting, setSubmitting] = useState(false);

  const edit = (field: Field, set: (value: string) => void) => (value: string) => {
    set(value);
    setErrors((e) => ({ ...e, [field]: undefined }));
    setFormError("");
  };

  function validate(): Errors {
    return {
      phone: validatePhoneForCode(phone) ?? undefined,
      slider: verification ? undefined : tc("dragPrompt"),
      code: validateCode(code) ?? undefined,
      ...passwordPairErrors(password, confirm, tf("passwordMismatch")),
      agreement: agreed ? undefined : t("agreementRequired"),
    };
  }

  async function register(captchaVerification: string) {
    if (nickName && !(await nickname.check(nickName))) return;
    const dynamic = await dynamicCipher();
    if (!dynamic.ok) return setFormError(dynamic.message || tl("error"));
    const { cipher } = dynamic;
    const res = await accountApi.register({
      mobile: phone,
      verifyCode: code,
      password: cipher.encrypt(password),
      key: cipher.key,
      iv: cipher.iv,
      nickName: nickName || undefined,
      captchaVerification,
      auto: KEEP_LOGIN_DEFAULT ? 1 : 0,
    });
    if (res.code === 200) {
      await signIn();
      router.push("/");
      return;
    }
    setFormError(res.message || tl("error"));
    setVerification(null);
    setSliderRound((r) => r + 1);
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (submitting) return;
    const found = validate();
    setErrors(found);
    if (Object.values(found).some(Boolean) || !verification) return;
    setSubmitting(true);
    await register(verification);
    setSubmitting(false);
  }

  return (
    <AuthCard title={t("heading")}>
      <form onSubmit={submit} noValidate>
        <PhoneField value={phone} onChange={edit("phone", setPhone)} error={errors.phone} />
        <div className="mt-4">
          <BlockPuzzleCaptcha
            key={sliderRound}
            onSuccess={(captchaVerification) => {
              setVerification(captchaVerification);
              setErrors((e) => ({ ...e, slider: undefined }));
            }}
          />
          <FieldError message={errors.slider} />
        </div>
        <div className="mt-4">
          <SmsCodeField
            phone={phone}
            type={SmsType.Register}
            value={code}
            onChange={edit("code", setCode)}
            error={errors.code}
            onPhoneError={(message) => setErrors((e) => ({ ...e, phone: message }))}
          />
        </div>
        <NewPasswordFields
          label={tf("password")}
          password={password}
          confirm={confirm}
          onPassword={edit("password", setPassword)}
          onConfirm={edit("confirm", setConfirm)}
          errors={errors}
        />
        <TextField
          label={tf("nicknameOptional")}
          placeholder={tf("nicknameOptional")}
          maxLength={NICKNAME_MAX_LENGTH}
          value={nickName}
          onChange={(value) => {
            setNickName(value);
            nickname.clear();
          }}
          onBlur={() => nickName && void nickname.check(nickName)}
          error={nickname.error}
          hint={
            nickname.available ? <p className="mt-1 text-xs text-lose">{tf("nicknameAvailable")}</p> : null
          }
          className="mt-4"
        />
        <label className="mt-4 flex cursor-pointer items-center gap-2 text-sm text-ink-soft">
          <input
            type="checkbox"
            checked={agreed}
            onChange={(e) => {
              setAgreed(e.target.checked);
              setErrors((prev) => ({ ...prev, agreement: undefined }));
            }}
            className="size-4 accent-brand"
          />
          <span>
            {t("agreementPrefix")}
            <AgreementLinks />
          </span>
        </label>
        <FieldError message={errors.agreement || formError} />
        <SubmitButton disabled={submitting}>{submitting ? t("submitting") : t("submit")}</SubmitButton>
        <p className="mt-4 text-center text-sm text-ink-mute">
          {t("haveAccount")}
          <button type="button" onClick={openLogin} className="text-brand hover:underline">
            {t("toLogin")}
          </button>
        </p>
      </form>
    </AuthCard>
  );
}
