// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PaySetting } from "@/lib/contracts/payments";
import { useUserStore } from "@/stores/user-store";
import { renderWithIntl } from "@/tests/support/render-with-intl";
import { RechargeView } from "./recharge-view";

const api = vi.hoisted(() => ({ recharge: vi.fn() }));
const router = vi.hoisted(() => ({ push: vi.fn() }));
vi.mock("@/lib/api/pay", () => ({ payApi: api }));
vi.mock("next/navigation", () => ({ useRouter: () => router }));
vi.mock("next/link", () => ({
  default: ({ href, children }: { href: string; children: React.ReactNode }) => <a href={href}>{children}</a>,
}));

const setting: PaySetting = {
  packs: [6, 30, 648].map((yuan) => ({ yuan, diamonds: yuan * 10 })),
  diamondsPerYuan: 10,
  rechargeMin: 6,
  rechargeMax: 5000,
  channels: [
    { code: "wechat", name: "微信支付" },
    { code: "alipay", name: "支付宝" },
  ],
  orderTtlMinutes: 15,
  withdrawMin: 1000,
  withdrawMax: 500000,
  withdrawFeePercent: 2,
  withdrawDailyLimit: 200000,
  payPasswordMaxTries: 5,
};

describe("the recharge page", () => {
  beforeEach(() => {
    vi.clearAllMocks();
    useUserStore.setState({ balancesInfo: { balance: 1234, ticket: 0 } });
  });
  afterEach(cleanup);

  it("orders the chosen pack with the chosen channel and goes to the cashier", async () => {
    api.recharge.mockResolvedValue({
      code: 200,
      message: "订单已创建",
      data: { payUrl: "/v/pay/cashier/R1" },
    });
    renderWithIntl(<RechargeView setting={setting} />);
    expect(screen.getByText("1,234")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: /^300 钻石/ }));
    fireEvent.click(screen.getByRole("radio", { name: "支付宝" }));
    expect(screen.getByText("应付 30 元，到账 300 钻石")).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "立即充值" })));
    expect(api.recharge).toHaveBeenCalledWith(30, "alipay");
    expect(router.push).toHaveBeenCalledWith("/v/pay/cashier/R1");
  });

  it("refuses an amount outside the limits before ordering, and shows the api's refusal", async () => {
    renderWithIntl(<RechargeView setting={setting} />);
    fireEvent.click(screen.getByRole("button", { name: "其他金额" }));
    fireEvent.change(screen.getByLabelText("自定义充值金额（元）"), { target: { value: "5" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "立即充值" })));
    expect(screen.getByRole("alert").textContent).toBe("请输入 6-5000 元的整数");
    expect(api.recharge).not.toHaveBeenCalled();

    api.recharge.mockResolvedValue({ code: 429, message: "下单太频繁，请稍后再试", data: null });
    fireEvent.change(screen.getByLabelText("自定义充值金额（元）"), { target: { value: "100" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "立即充值" })));
    expect(api.recharge).toHaveBeenCalledWith(100, "wechat");
    expect(screen.getByRole("alert").textContent).toBe("下单太频繁，请稍后再试");
    expect(router.push).not.toHaveBeenCalled();
  });
});
