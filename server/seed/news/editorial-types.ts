/**
 * An editorial piece of the seed. `teams` are catalogue names (teams.name) and `players` squad
 * names (players.name); the seed tags the article with the ones it finds. `hoursAgo` dates it
 * relative to the seed's now, so a fresh start always has recent news.
 */
export type EditorialPiece = {
  columnNo: number;
  title: string;
  author: string;
  hoursAgo: number;
  headline?: boolean;
  teams: readonly string[];
  players?: readonly string[];
  /** Markdown. */
  body: string;
};
