import { BizError } from "../../errors/biz-error";

/** Business failures of the user centre; codes 101xx, HTTP 200 as DESIGN §3 asks. */
export const userErrors = {
  nickNameTaken: () => new BizError(10101, "该昵称已被使用"),
  nickNameReserved: () => new BizError(10102, "该昵称不可使用，请换一个"),
  portraitRefused: () => new BizError(10103, "只能使用系统头像或自己上传的图片"),
  realNameDone: () => new BizError(10104, "已完成实名认证，认证信息不可修改"),
  idCardUsed: () => new BizError(10105, "该身份证号已被其他账号认证"),
  underAge: () => new BizError(10106, "未满18周岁，无法完成实名认证"),
  userNotFound: () => new BizError(404, "用户不存在", 404),
};

/** Postgres unique violation, whichever driver wrapped it. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === "23505") return true;
  }
  return false;
}
