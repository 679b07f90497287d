"use client";
import dynamic from "next/dynamic";
import { useState } from "react";
import { useUserStore } from "@/stores/user-store";

// The login form and its captchas load on first open, not with every page.
const LoginModal = dynamic(() => import("@/components/auth/login-modal").then((m) => m.LoginModal), {
  ssr: false,
});

/** Mounts the login modal once the store first asks for it (header button, guarded actions). */
export function LoginModalSlot() {
  const open = useUserStore((s) => s.showLoginModel);
  const [requested, setRequested] = useState(open);
  if (open && !requested) setRequested(true);
  return requested ? <LoginModal /> : null;
}
