// Test-only: renders anchor components signed in (the messages and SWR cache come from renderWithIntl).
import type { ReactElement } from "react";
import type { UserInfo } from "@/lib/api/user";
import { useUserStore } from "@/stores/user-store";
import { renderWithIntl } from "@/tests/support/render-with-intl";
import { AnchorGate } from "../anchor-gate";

export const DEMO_ANCHOR: UserInfo = {
  id: 7,
  nickName: "解说老李",
  portrait: "",
  level: 12,
  isAnchor: 1,
  isExpert: 0,
  roomId: 1001,
};

export function signIn(user: UserInfo | null) {
  useUserStore.setState({ auth: user ? "token" : "", userInfo: user, showLoginModel: false });
}

/** Renders inside the anchor pages' gate, signed in as the demo anchor. */
export function renderAsAnchor(ui: ReactElement, user: UserInfo = DEMO_ANCHOR) {
  signIn(user);
  return renderWithIntl(<AnchorGate>{ui}</AnchorGate>);
}
