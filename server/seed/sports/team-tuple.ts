/** [中文名, 简称 ("" = same), English, strength 40..95, colour, colour2, home venue, city]. */
export type TeamTuple = readonly [string, string, string, number, string, string, string, string];

/** A club outside the catalogued leagues (European and Asian cup entrants): the tuple plus its country. */
export type ForeignTeam = readonly [country: string, team: TeamTuple];
