"use client";
import { useCallback, useEffect, useState } from "react";

import { SMS_COUNTDOWN_SECONDS } from "@/lib/constants";

const TICK_MS = 1_000;

/** Seconds left before a code may be sent again (0: the send button is back). Counted against a deadline, so a throttled background tab stays right. */
export function useCountdown() {
  const [deadline, setDeadline] = useState(0);
  const [remaining, setRemaining] = useState(0);

  useEffect(() => {
    if (!deadline) return;
    const id = setInterval(() => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / TICK_MS));
      setRemaining(left);
      if (left === 0) setDeadline(0);
    }, TICK_MS);
    return () => clearInterval(id);
  }, [deadline]);

  const start = useCallback((seconds: number = SMS_COUNTDOWN_SECONDS) => {
    setDeadline(Date.now() + seconds * TICK_MS);
    setRemaining(seconds);
  }, []);

  return { remaining, counting: remaining > 0, start };
}
