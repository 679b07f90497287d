/**
 * Bookmakers with 球探's ids. Payout = the share of stakes returned at fair prices
 * (1X2 and Asian markets); `lean` shades the home side a little, `main` marks the ones
 * that move early and often.
 */
// prettier-ignore
export const COMPANIES = [
  { id: 1, name: "澳门", nameEn: "Macauslot", payout1x2: 0.895, payoutAsian: 0.955, lean: 0.01, main: true },
  { id: 3, name: "皇冠", nameEn: "Crown", payout1x2: 0.935, payoutAsian: 0.965, lean: 0, main: true },
  { id: 8, name: "Bet365", nameEn: "Bet365", payout1x2: 0.945, payoutAsian: 0.955, lean: -0.005, main: true },
  { id: 4, name: "立博", nameEn: "Ladbrokes", payout1x2: 0.915, payoutAsian: 0.94, lean: 0.005, main: false },
  { id: 9, name: "威廉希尔", nameEn: "William Hill", payout1x2: 0.93, payoutAsian: 0.945, lean: 0, main: true },
  { id: 12, name: "易胜博", nameEn: "Easybets", payout1x2: 0.945, payoutAsian: 0.965, lean: -0.01, main: false },
  { id: 14, name: "伟德", nameEn: "Betvictor", payout1x2: 0.94, payoutAsian: 0.962, lean: 0.005, main: false },
  { id: 17, name: "明陞", nameEn: "M88", payout1x2: 0.945, payoutAsian: 0.965, lean: 0, main: false },
  { id: 22, name: "10BET", nameEn: "10BET", payout1x2: 0.935, payoutAsian: 0.96, lean: -0.005, main: false },
  { id: 23, name: "金宝博", nameEn: "188Bet", payout1x2: 0.95, payoutAsian: 0.965, lean: 0.005, main: true },
  { id: 24, name: "12BET", nameEn: "12BET", payout1x2: 0.945, payoutAsian: 0.962, lean: 0, main: false },
  { id: 31, name: "利记", nameEn: "SBOBET", payout1x2: 0.95, payoutAsian: 0.968, lean: -0.005, main: false },
  { id: 47, name: "平博", nameEn: "Pinnacle", payout1x2: 0.97, payoutAsian: 0.975, lean: 0, main: false },
] as const;

export type Company = (typeof COMPANIES)[number];

/** Ten companies quote football, eight basketball (立博 and 威廉希尔 carry no basketball here). */
export const FOOTBALL_COMPANIES: readonly Company[] = COMPANIES.filter((c) =>
  [1, 3, 8, 4, 9, 12, 14, 17, 22, 23].includes(c.id),
);
export const BASKETBALL_COMPANIES: readonly Company[] = COMPANIES.filter((c) =>
  [1, 3, 8, 12, 14, 17, 23, 47].includes(c.id),
);

export const companyRows = COMPANIES.map((c, i) => ({
  id: c.id,
  name: c.name,
  nameEn: c.nameEn,
  hasAsian: true,
  sort: i + 1,
}));
