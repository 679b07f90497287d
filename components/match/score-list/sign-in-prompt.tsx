"use client";
import { useRouter } from "next/navigation";
import { useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
import { useUserStore } from "@/stores/user-store";

type Props = { title: string; hint: string; button: string };

/** The collect page for a visitor: opens the login modal, and renders the page again once signed in. */
export function SignInPrompt({ title, hint, button }: Props) {
  const router = useRouter();
  const auth = useUserStore((s) => s.auth);
  const openLogin = useUserStore((s) => s.openLogin);
  const wasSignedIn = useRef(Boolean(auth));
  useEffect(() => {
    if (auth && !wasSignedIn.current) router.refresh();
    wasSignedIn.current = Boolean(auth);
  }, [auth, router]);
  return (
    <div className="flex flex-col items-center gap-3 rounded-md bg-white py-16 text-center ring-1 ring-black/5">
      <p className="text-base font-medium text-ink">{title}</p>
      <p className="max-w-md text-sm text-ink-mute">{hint}</p>
      <Button onClick={openLogin}>{button}</Button>
    </div>
  );
}
