/** The five bookmakers an odds page shows before the visitor picks: 澳门, 皇冠, Bet365, 立博, 威廉希尔. */
export const DEFAULT_ODDS_COMPANY_IDS = [1, 3, 8, 4, 9] as const;

/** The one company of the 欧亚大 page by default (皇冠, as the score lists). */
export const DEFAULT_JOIN_COMPANY_ID = 3;

export const MAX_ODDS_COMPANIES = 20;

export const MAX_ODDS_LEAGUES = 50;
