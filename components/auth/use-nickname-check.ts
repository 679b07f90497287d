"use client";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";

import { accountApi } from "@/lib/api/account";
import { validateNickname } from "@/lib/validation";

/** lib/validation allows 2-16 characters. */
export const NICKNAME_MAX_LENGTH = 16;

type NicknameState = { error?: string; available?: boolean };

/** Validates a nickname, then asks the api whether it is free (GET /user/check/nick-name). */
export function useNicknameCheck() {
  const t = useTranslations("auth.field");
  const tl = useTranslations("auth.login");
  const [state, setState] = useState<NicknameState>({});
  const latest = useRef(0);

  async function check(nickName: string): Promise<boolean> {
    const id = ++latest.current;
    const invalid = validateNickname(nickName);
    if (invalid) {
      setState({ error: invalid });
      return false;
    }
    const res = await accountApi.checkNickName(nickName);
    const next: NicknameState =
      res.code !== 200 || !res.data
        ? { error: res.message || tl("error") }
        : res.data.available
          ? { available: true }
          : { error: t("nicknameTaken") };
    if (id === latest.current) setState(next);
    return next.available === true;
  }

  function clear() {
    latest.current++;
    setState({});
  }

  return { ...state, check, clear };
}
