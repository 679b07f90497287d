import { notFoundError } from "../../errors/biz-error";

export const databaseErrors = {
  leagueNotFound: () => notFoundError("赛事不存在"),
  seasonNotFound: () => notFoundError("赛季不存在"),
  teamNotFound: () => notFoundError("球队不存在"),
  playerNotFound: () => notFoundError("球员不存在"),
};
