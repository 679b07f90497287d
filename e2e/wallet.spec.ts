import { execFileSync } from "node:child_process";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { demoAccount, newFan, signInContext, type Account } from "./support/accounts";
import { API_URL } from "./support/api";

const BASE_URL = process.env.E2E_BASE_URL ?? "http://127.0.0.1:3100";
const PAY_PASSWORD = "258036";
const ROCKET = { id: 14, price: 2888 };

let idSeq = 0;
/** A valid PRC ID number (region, birth date, sequence, check digit), different each call. */
function idCard(): string {
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const first17 = `11010519900307${String((Date.now() + ++idSeq) % 1000).padStart(3, "0")}`;
  const sum = weights.reduce((acc, w, i) => acc + w * Number(first17[i]), 0);
  return first17 + "10X98765432"[sum % 11];
}

/** A card number of a bank in the BIN table with its Luhn check digit. */
function cardNumber(prefix = "622202", body = "123456789012"): string {
  const digits = prefix + body;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return digits + String((10 - (sum % 10)) % 10);
}

const call = async (request: APIRequestContext, who: Account, path: string, data?: unknown) => {
  const headers = { accessToken: who.token };
  const res =
    data === undefined
      ? await request.get(`${API_URL}${path}`, { headers })
      : await request.post(`${API_URL}${path}`, { headers, data });
  return (await res.json()) as { code: number; message: string; data: any };
};

async function verifyRealName(request: APIRequestContext, who: Account, realName: string) {
  const res = await call(request, who, "/user/center/real-name", { realName, idCard: idCard() });
  expect(res.code, res.message).toBe(200);
}

/** The diamonds the header's account panel shows (it opens on hover). */
async function headerDiamonds(page: Page) {
  await page.getByTestId("user-menu").hover();
  const value = page
    .getByTestId("user-menu")
    .locator("dt", { hasText: "钻石" })
    .locator("xpath=following-sibling::dd");
  return value;
}

async function bindCardThroughPage(page: Page, number: string, holder: string) {
  await page.getByLabel("银行卡号").fill(number);
  await page.getByLabel("持卡人").fill(holder);
  await page.getByRole("button", { name: "绑定银行卡" }).click();
}

async function setPayPasswordThroughPage(page: Page) {
  await page.getByLabel("新支付密码", { exact: true }).fill(PAY_PASSWORD);
  await page.getByLabel("确认新支付密码").fill(PAY_PASSWORD);
  await page.getByRole("button", { name: "设置支付密码" }).click();
  await expect(page.getByText("支付密码已设置").first()).toBeVisible();
}

test("a visitor is sent home from the wallet pages", async ({ page }) => {
  for (const path of ["/v/pay", "/v/wallet", "/v/wallet-forget-password"]) {
    await page.goto(path);
    await expect(page).toHaveURL(`${BASE_URL}/`);
  }
});

test("a fan tops up through the sandbox cashier and sees the diamonds rise in the header without reload", async ({
  page,
  context,
  request,
}) => {
  const fan = await newFan(request);
  const before = (await call(request, fan, "/pay/balances")).data.balance as number;
  await signInContext(context, fan, BASE_URL);
  await page.goto("/v/pay");
  await expect(await headerDiamonds(page)).toHaveText(before.toLocaleString("en-US"));
  await page.getByRole("button", { name: /^60 钻石/ }).click();
  await page.getByRole("radio", { name: "微信支付" }).check();
  await page.getByRole("button", { name: "立即充值" }).click();
  await expect(page).toHaveURL(/\/v\/pay\/cashier\/R\d{20}$/);
  await expect(page.getByRole("img", { name: "微信支付付款二维码" })).toBeVisible();
  await expect(page.getByText("¥6.00")).toBeVisible();

  // A marker on the window survives only if the page is never reloaded.
  await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
  await page.getByRole("button", { name: "模拟支付" }).click();
  await expect(page.getByText("支付成功，60 钻石已到账")).toBeVisible();
  await expect(await headerDiamonds(page)).toHaveText((before + 60).toLocaleString("en-US"));
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
});

test("a fan binds a card (a wrong number is refused) and sets a pay password", async ({
  page,
  context,
  request,
}) => {
  const fan = await newFan(request);
  await verifyRealName(request, fan, "王小明");
  await signInContext(context, fan, BASE_URL);
  await page.goto("/v/wallet");
  const good = cardNumber();
  const wrong = good.slice(0, -1) + String((Number(good.at(-1)) + 1) % 10);
  await bindCardThroughPage(page, wrong, "王小明");
  await expect(page.getByRole("alert").filter({ hasText: "银行卡号有误，请核对后重新输入" })).toBeVisible();
  await bindCardThroughPage(page, good, "王小明");
  const cards = page.getByRole("list", { name: "银行卡" });
  await expect(cards).toContainText("中国工商银行");
  await expect(cards).toContainText(`**** **** **** ${good.slice(-4)}`);
  await expect(cards).not.toContainText(good);
  await setPayPasswordThroughPage(page);
  // Set: the form now asks for the old one to change it.
  await expect(page.getByRole("button", { name: "修改支付密码" })).toBeVisible();
});

test("an anchor withdraws gift income, the operator approves it, the record shows 提现 and its status", async ({
  page,
  context,
  request,
}) => {
  // A fan tops up through the sandbox (its notification reaches the api over HTTP) and sends a rocket.
  const fan = await newFan(request);
  const anchor = await demoAccount(request, "13900139000");
  const order = await call(request, fan, "/pay/recharge", { amount: 328, channel: "alipay" });
  await call(request, fan, "/pay/sandbox/pay", { orderNo: order.data.orderNo });
  await expect
    .poll(async () => (await call(request, fan, "/pay/balances")).data.balance)
    .toBeGreaterThanOrEqual(3280);
  const gift = await call(request, fan, "/pay/gift", { roomId: anchor.roomId, giftId: ROCKET.id, count: 1 });
  expect(gift.code, gift.message).toBe(200);

  await verifyRealName(request, anchor, "李解说");
  await signInContext(context, anchor, BASE_URL);
  await page.goto("/v/wallet");
  await bindCardThroughPage(page, cardNumber("621700", "987654321098"), "李解说");
  await expect(page.getByRole("list", { name: "银行卡" })).toContainText("中国建设银行");
  await setPayPasswordThroughPage(page);

  const withdraw = page.getByRole("form", { name: "申请提现" });
  await withdraw.getByLabel("提现数量（收益钻石）").fill("1000");
  await expect(withdraw.getByText("手续费 20 钻石，预计到账 ¥98.00")).toBeVisible();
  await withdraw.getByLabel("支付密码").fill(PAY_PASSWORD);
  await withdraw.getByRole("button", { name: "提交提现" }).click();
  await expect(page.getByText("提现申请已提交，等待审核").first()).toBeVisible();

  const records = await call(request, anchor, "/pay/record/withdraw", { page: 1, pageSize: 10 });
  const pending = records.data.list[0];
  expect(pending).toMatchObject({ amount: 1000, status: "pending" });
  const output = execFileSync("npx", ["tsx", "scripts/ops.ts", "approve-withdrawal", String(pending.id)], {
    env: process.env,
    encoding: "utf8",
  });
  expect(output).toContain(`Withdrawal #${pending.id}`);

  await page.reload();
  const trades = page.getByTestId("trade-records");
  await expect(trades.getByRole("row").filter({ hasText: "提现至中国建设银行" }).first()).toContainText(
    "提现",
  );
  await page.getByRole("tab", { name: "提现记录" }).click();
  await expect(page.getByTestId("withdraw-records").getByRole("row").nth(1)).toContainText("已打款");
});
