import { notFoundError } from "../../errors/biz-error";

export const matchErrors = {
  matchNotFound: () => notFoundError("比赛不存在"),
  noQuote: () => notFoundError("该公司未开出此盘口"),
};
