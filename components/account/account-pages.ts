/** Every page of the account area, in side-menu order (labels: messages account.menu). */
export const ACCOUNT_PAGES = [
  { key: "home", href: "/v/home" },
  { key: "personalData", href: "/v/personal-data" },
  { key: "information", href: "/v/information" },
  { key: "message", href: "/v/message" },
  { key: "attention", href: "/v/attention" },
  { key: "concern", href: "/v/concern" },
  { key: "reserve", href: "/v/reserve" },
  { key: "order", href: "/v/order" },
  { key: "wallet", href: "/v/wallet" },
  { key: "pay", href: "/v/pay" },
  { key: "collection", href: "/v/collection" },
  { key: "posting", href: "/v/posting" },
  { key: "grade", href: "/v/grade" },
] as const;

export type AccountPageKey = (typeof ACCOUNT_PAGES)[number]["key"];
