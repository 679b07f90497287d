import { notFoundError } from "../../errors/biz-error";

export const basketErrors = {
  matchNotFound: () => notFoundError("比赛不存在"),
  companyNotFound: () => notFoundError("该公司没有这场比赛的盘口"),
};
