"use client";
import { useCallback, useEffect, useRef } from "react";

/** setTimeout that is cancelled when the component unmounts (a closed popup must not fire late). */
export function useTimeouts() {
  const pending = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const ids = pending.current;
    return () => {
      ids.forEach(clearTimeout);
      ids.clear();
    };
  }, []);

  return useCallback((run: () => void, ms: number) => {
    const id = setTimeout(() => {
      pending.current.delete(id);
      run();
    }, ms);
    pending.current.add(id);
  }, []);
}
