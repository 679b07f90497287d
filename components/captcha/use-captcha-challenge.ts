"use client";
import { useCallback, useEffect, useRef, useState } from "react";

import {
  CAPTCHA_GET_LIMIT,
  CAPTCHA_OK,
  type CaptchaChallenge,
  type CaptchaType,
  captchaApi,
} from "@/lib/api/captcha";

type ChallengeState = { challenge: CaptchaChallenge | null; notice: string; loading: boolean };

/** Fetches an AJ-Captcha challenge; any other repCode becomes the notice, and 6201 also clears the images. */
export function useCaptchaChallenge(type: CaptchaType) {
  const [state, setState] = useState<ChallengeState>({ challenge: null, notice: "", loading: true });
  const latest = useRef(0);

  const fetchNext = useCallback(async () => {
    const id = ++latest.current;
    const res = await captchaApi.get(type);
    if (id !== latest.current) return;
    setState((prev) =>
      res.repCode === CAPTCHA_OK && res.repData
        ? { challenge: res.repData, notice: "", loading: false }
        : {
            challenge: res.repCode === CAPTCHA_GET_LIMIT ? null : prev.challenge,
            notice: res.repMsg,
            loading: false,
          },
    );
  }, [type]);

  useEffect(() => {
    void fetchNext();
  }, [fetchNext]);

  const reload = useCallback(() => {
    setState((prev) => ({ ...prev, loading: true }));
    void fetchNext();
  }, [fetchNext]);

  return { ...state, reload };
}
