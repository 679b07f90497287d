export const ACCOUNT_FORM_TYPES = ["password", "initPassword", "realName", "nickname"] as const;
export type AccountFormType = (typeof ACCOUNT_FORM_TYPES)[number];

/** ?type=…: missing means 修改密码; anything unknown is not a page. */
export function parseAccountFormType(raw: string | string[] | undefined): AccountFormType | null {
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined || value === "") return "password";
  return (ACCOUNT_FORM_TYPES as readonly string[]).includes(value) ? (value as AccountFormType) : null;
}
