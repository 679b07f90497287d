// Test-only: renders anchor components with the real zh-CN messages, a fresh SWR cache and a signed-in user.
import { render } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import type { ReactElement } from "react";
import { SWRConfig } from "swr";
import type { UserInfo } from "@/lib/api/user";
import anchor from "@/messages/zh-CN/anchor.json";
import auth from "@/messages/zh-CN/auth.json";
import common from "@/messages/zh-CN/common.json";
import layout from "@/messages/zh-CN/layout.json";
import { useUserStore } from "@/stores/user-store";
import { AnchorGate } from "../anchor-gate";

const fail = (error: Error) => {
  throw error;
};

export const DEMO_ANCHOR: UserInfo = {
  id: 7,
  nickName: "解说老李",
  portrait: "",
  level: 12,
  isAnchor: 1,
  isExpert: 0,
  roomId: 1001,
};

export function renderWithProviders(ui: ReactElement) {
  return render(
    <NextIntlClientProvider
      locale="zh-CN"
      timeZone="Asia/Shanghai"
      messages={{ ...anchor, ...auth, ...common, ...layout }}
      onError={fail}
    >
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{ui}</SWRConfig>
    </NextIntlClientProvider>,
  );
}

export function signIn(user: UserInfo | null) {
  useUserStore.setState({ auth: user ? "token" : "", userInfo: user, showLoginModel: false });
}

/** Renders inside the anchor pages' gate, signed in as the demo anchor. */
export function renderAsAnchor(ui: ReactElement, user: UserInfo = DEMO_ANCHOR) {
  signIn(user);
  return renderWithProviders(<AnchorGate>{ui}</AnchorGate>);
}
