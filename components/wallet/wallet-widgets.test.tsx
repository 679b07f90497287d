// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { RechargeOrder } from "@/lib/contracts/payments";
import { useUserStore } from "@/stores/user-store";
import { renderWithIntl } from "@/tests/support/render-with-intl";
import { CardsPanel } from "./cards-panel";
import { CashierStatus } from "./cashier-status";

const api = vi.hoisted(() => ({
  order: vi.fn(),
  sandboxPay: vi.fn(),
  bindCard: vi.fn(),
  unbindCard: vi.fn(),
}));
vi.mock("@/lib/api/pay", () => ({ payApi: api }));
vi.mock("next/link", () => ({
  default: ({
    href,
    children,
    prefetch: _p,
    ...rest
  }: {
    href: string;
    children: React.ReactNode;
    prefetch?: unknown;
  }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

const order = (over: Partial<RechargeOrder> = {}): RechargeOrder => ({
  orderNo: "R20261124120000000001",
  amount: 6,
  diamonds: 60,
  channel: "wechat",
  channelName: "微信支付",
  status: "pending",
  statusName: "待支付",
  expiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
  createdAt: new Date().toISOString(),
  paidAt: null,
  payUrl: "/v/pay/cashier/R20261124120000000001",
  qrContent: "weixin://wxpay/bizpayurl?pr=R20261124120000000001",
  sandbox: true,
  ...over,
});
const ok = <T,>(data: T) => ({ code: 200, message: "success", data });

describe("the cashier", () => {
  const loadBalances = vi.fn(async () => {});
  beforeEach(() => {
    vi.clearAllMocks();
    useUserStore.setState({ loadBalances });
  });
  afterEach(cleanup);

  it("plays the payer, then shows the credit once the order is paid and reloads the header's balances", async () => {
    api.order.mockResolvedValue(ok(order()));
    api.sandboxPay.mockResolvedValue(ok(null));
    renderWithIntl(<CashierStatus initial={order()} />);
    expect(screen.getByText(/剩余支付时间 \d\d:\d\d/)).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "模拟支付" })));
    expect(api.sandboxPay).toHaveBeenCalledWith("R20261124120000000001");
    expect(screen.getByText("已支付，等待支付平台通知到账…")).toBeTruthy();
    expect(loadBalances).not.toHaveBeenCalled();
    api.order.mockResolvedValue(ok(order({ status: "paid", statusName: "已支付" })));
    await waitFor(() => expect(screen.getByText("支付成功，60 钻石已到账")).toBeTruthy(), { timeout: 5000 });
    // The reload runs in an effect after the paid state commits, so it may land a tick later.
    await waitFor(() => expect(loadBalances).toHaveBeenCalled());
    expect(screen.getByRole("link", { name: "查看钱包" }).getAttribute("href")).toBe("/v/wallet");
  });

  it("shows the gateway's refusal, and an expired order sends the payer back to order again", async () => {
    api.order.mockResolvedValue(ok(order()));
    api.sandboxPay.mockResolvedValue({ code: 30503, message: "订单已支付或已关闭", data: null });
    renderWithIntl(<CashierStatus initial={order()} />);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "模拟支付" })));
    expect(screen.getByRole("alert").textContent).toBe("订单已支付或已关闭");
    cleanup();

    const expired = order({ expiresAt: new Date(Date.now() - 1000).toISOString() });
    api.order.mockResolvedValue(ok(expired));
    renderWithIntl(<CashierStatus initial={expired} />);
    expect(screen.getByText("订单已过期，请重新下单")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "模拟支付" })).toBeNull();
    expect(screen.getByRole("link", { name: "重新充值" }).getAttribute("href")).toBe("/v/pay");
  });
});

describe("the cards panel", () => {
  afterEach(cleanup);

  it("checks the number's shape before asking, and shows the api's reason for a refused card", async () => {
    const onChange = vi.fn(async () => {});
    renderWithIntl(<CardsPanel cards={[]} realNameDone onChange={onChange} />);
    fireEvent.change(screen.getByLabelText("银行卡号"), { target: { value: "6222 0212" } });
    fireEvent.change(screen.getByLabelText("持卡人"), { target: { value: "张三" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "绑定银行卡" })));
    expect(screen.getByRole("alert").textContent).toBe("银行卡号为16-19位数字");
    expect(api.bindCard).not.toHaveBeenCalled();

    api.bindCard.mockResolvedValue({ code: 30521, message: "银行卡号有误，请核对后重新输入", data: null });
    fireEvent.change(screen.getByLabelText("银行卡号"), { target: { value: "6222 0212 3456 7890 124" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "绑定银行卡" })));
    expect(api.bindCard).toHaveBeenCalledWith("6222021234567890124", "张三");
    expect(screen.getByRole("alert").textContent).toBe("银行卡号有误，请核对后重新输入");
    expect(onChange).not.toHaveBeenCalled();
  });

  it("lists bound cards masked and asks for real-name verification first", () => {
    const card = {
      id: 3,
      bankName: "招商银行",
      cardNumber: "**** **** **** 1234",
      tail: "1234",
      holder: "张*",
      createdAt: "",
    };
    renderWithIntl(<CardsPanel cards={[card]} realNameDone={false} onChange={async () => {}} />);
    expect(screen.getByRole("list", { name: "银行卡" }).textContent).toContain(
      "招商银行 **** **** **** 1234",
    );
    expect(screen.getByRole("link", { name: "去实名认证" }).getAttribute("href")).toBe(
      "/user/comFormPage?type=realName",
    );
  });
});
