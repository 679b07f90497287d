import { notFoundError } from "../../errors/biz-error";

export const listErrors = {
  matchNotFound: () => notFoundError("比赛不存在"),
  issueNotFound: () => notFoundError("期号不存在"),
  companyNotFound: () => notFoundError("公司不存在"),
};
