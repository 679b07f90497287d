import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../support/fixtures";
import { createTestApi, type TestApi } from "../support/test-api";
import { encryptPasswords, latestCode, passCaptcha, requestCode } from "./auth-helpers";
import { bindCard, luhnCard, setPayPassword, verifiedUser } from "./pay-support";

describe("bank cards and the pay password", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
  });
  afterAll(() => api.close());

  it("binds a card named after its BIN, shows it masked, and unbinds it", async () => {
    const owner = await verifiedUser(api);
    const number = luhnCard("621700");
    const card = await bindCard(api, owner, number);
    expect(card).toMatchObject({
      bankName: "中国建设银行",
      cardNumber: `**** **** **** ${number.slice(-4)}`,
    });
    const list = await api.get(`/pay/card-list/${owner.user.id}`, {}, owner);
    expect(list.body.data).toEqual([expect.objectContaining({ id: card.id, holder: "张*" })]);
    expect(JSON.stringify(list.body)).not.toContain(number);

    const twice = await api.postJson("/pay/bind-card", { cardNumber: number, holder: "张三" }, owner);
    expect(twice.body).toMatchObject({ code: 30525, message: "该银行卡已绑定" });
    const gone = await api.postJson(`/pay/unbind-card/${card.id}`, {}, owner);
    expect(gone.body.code).toBe(200);
    expect((await api.get(`/pay/card-list/${owner.user.id}`, {}, owner)).body.data).toEqual([]);
    const again = await api.postJson(`/pay/unbind-card/${card.id}`, {}, owner);
    expect(again.body).toMatchObject({ code: 30527, message: "银行卡不存在或已解绑" });
  });

  it("refuses a wrong number, an unknown bank, a stranger's name and an unverified user", async () => {
    const owner = await verifiedUser(api);
    const good = luhnCard();
    const wrongDigit = good.slice(0, -1) + String((Number(good.at(-1)) + 1) % 10);
    const cases: [Record<string, string>, number, string][] = [
      [{ cardNumber: wrongDigit, holder: "张三" }, 30521, "银行卡号有误，请核对后重新输入"],
      [{ cardNumber: luhnCard("999999"), holder: "张三" }, 30522, "暂不支持该银行的银行卡，请更换其他银行卡"],
      [{ cardNumber: good, holder: "李四" }, 30524, "持卡人姓名须与实名认证姓名一致"],
    ];
    for (const [body, code, message] of cases) {
      expect((await api.postJson("/pay/bind-card", body, owner)).body).toMatchObject({ code, message });
    }
    const unverified = await createUser(api);
    const res = await api.postJson("/pay/bind-card", { cardNumber: good, holder: "张三" }, unverified);
    expect(res.body).toMatchObject({ code: 30523, message: "请先完成实名认证再绑定银行卡" });
  });

  it("caps the cards at five", async () => {
    const owner = await verifiedUser(api);
    for (let i = 0; i < 5; i++) await bindCard(api, owner, luhnCard("622202", 19, `11111111111${i}`));
    const sixth = await api.postJson(
      "/pay/bind-card",
      { cardNumber: luhnCard("622848"), holder: "张三" },
      owner,
    );
    expect(sixth.body).toMatchObject({ code: 30526 });
  });

  it("answers malformed card input with the field named", async () => {
    const owner = await verifiedUser(api);
    const cases: [unknown, string][] = [
      [{ cardNumber: "6222abc", holder: "张三" }, "银行卡号为16-19位数字（cardNumber）"],
      [{ cardNumber: "62220200000", holder: "张三" }, "银行卡号为16-19位数字（cardNumber）"],
      [{ holder: "张三" }, "请输入银行卡号（cardNumber）"],
      [{ cardNumber: luhnCard(), holder: "" }, "请输入持卡人姓名（holder）"],
    ];
    for (const [body, message] of cases) {
      expect(await api.postJson("/pay/bind-card", body, owner)).toMatchObject({
        status: 400,
        body: { message },
      });
    }
    expect((await api.postJson("/pay/unbind-card/abc", {}, owner)).status).toBe(400);
    expect((await api.get("/pay/card-list/0", {}, owner)).status).toBe(400);
  });

  it("keeps cards private: visitors and other users neither read nor unbind them", async () => {
    const owner = await verifiedUser(api);
    const card = await bindCard(api, owner);
    const other = await verifiedUser(api);
    expect((await api.get(`/pay/card-list/${owner.user.id}`)).status).toBe(401);
    const peek = await api.get(`/pay/card-list/${owner.user.id}`, {}, other);
    expect(peek).toMatchObject({ status: 403, body: { code: 403, message: "只能查看自己的银行卡" } });
    expect((await api.postJson(`/pay/unbind-card/${card.id}`, {})).status).toBe(401);
    const steal = await api.postJson(`/pay/unbind-card/${card.id}`, {}, other);
    expect(steal.body.code).toBe(30527);
    expect((await api.get(`/pay/card-list/${owner.user.id}`, {}, owner)).body.data).toHaveLength(1);
    expect((await api.postJson("/pay/bind-card", { cardNumber: luhnCard(), holder: "张三" })).status).toBe(
      401,
    );
  });

  it("sets a six-digit pay password sent encrypted, and changes it only with the old one", async () => {
    const owner = await createUser(api);
    const before = await api.get("/pay/account", {}, owner);
    expect(before.body.data).toMatchObject({ payPasswordSet: false, income: 0 });
    await setPayPassword(api, owner, "135790");
    expect((await api.get("/pay/account", {}, owner)).body.data.payPasswordSet).toBe(true);

    const noOld = await encryptPasswords(api, "246802");
    const missing = await api.postJson(
      "/pay/change/pay-pass",
      { newPassword: noOld.values[0], key: noOld.key, iv: noOld.iv },
      owner,
    );
    expect(missing).toMatchObject({ status: 400, body: { message: "请输入原支付密码（oldPassword）" } });

    const wrong = await encryptPasswords(api, "246802", "000000");
    const res = await api.postJson(
      "/pay/change/pay-pass",
      { newPassword: wrong.values[0], oldPassword: wrong.values[1], key: wrong.key, iv: wrong.iv },
      owner,
    );
    expect(res.body).toMatchObject({ code: 30512, message: "支付密码错误，还可尝试4次" });

    const right = await encryptPasswords(api, "246802", "135790");
    const changed = await api.postJson(
      "/pay/change/pay-pass",
      { newPassword: right.values[0], oldPassword: right.values[1], key: right.key, iv: right.iv },
      owner,
    );
    expect(changed.body.code).toBe(200);

    const letters = await encryptPasswords(api, "abcdef");
    const bad = await api.postJson(
      "/pay/change/pay-pass",
      { newPassword: letters.values[0], key: letters.key, iv: letters.iv },
      await createUser(api),
    );
    expect(bad).toMatchObject({ status: 400, body: { message: "支付密码须为6位数字" } });
    expect((await api.postJson("/pay/change/pay-pass", { newPassword: "x" }, owner)).status).toBe(400);
    expect((await api.postJson("/pay/change/pay-pass", { newPassword: "x", key: "k", iv: "i" })).status).toBe(
      401,
    );
  });

  it("locks after five wrong tries and resets with an SMS code to the owner's own phone", async () => {
    const owner = await createUser(api);
    await setPayPassword(api, owner, "135790");
    for (let i = 0; i < 5; i++) {
      const wrong = await encryptPasswords(api, "246802", "111111");
      await api.postJson(
        "/pay/change/pay-pass",
        { newPassword: wrong.values[0], oldPassword: wrong.values[1], key: wrong.key, iv: wrong.iv },
        owner,
      );
    }
    const right = await encryptPasswords(api, "246802", "135790");
    const locked = await api.postJson(
      "/pay/change/pay-pass",
      { newPassword: right.values[0], oldPassword: right.values[1], key: right.key, iv: right.iv },
      owner,
    );
    expect(locked.body.code).toBe(30513);
    expect((await api.get("/pay/account", {}, owner)).body.data.payPasswordLockedUntil).not.toBeNull();

    const sent = await requestCode(api, owner.user.mobile, 5, await passCaptcha(api, "clickWord"));
    expect(sent.body).toMatchObject({ code: 200, message: "已发送" });
    const verifyCode = await latestCode(api, owner.user.mobile);
    const fresh = await encryptPasswords(api, "246802");
    const other = await createUser(api);
    const stranger = await api.postJson(
      "/pay/reset/pay-pass",
      { verifyCode, newPassword: fresh.values[0], key: fresh.key, iv: fresh.iv },
      other,
    );
    expect(stranger.body.code).not.toBe(200);
    const again = await encryptPasswords(api, "246802");
    const reset = await api.postJson(
      "/pay/reset/pay-pass",
      { verifyCode, newPassword: again.values[0], key: again.key, iv: again.iv },
      owner,
    );
    expect(reset.body).toMatchObject({ code: 200, message: "支付密码已重置" });
    expect((await api.get("/pay/account", {}, owner)).body.data.payPasswordLockedUntil).toBeNull();
    expect((await api.postJson("/pay/reset/pay-pass", { verifyCode: "12" }, owner)).status).toBe(400);
  });
});
