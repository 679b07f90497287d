import { notFoundError } from "../../errors/biz-error";

export const noticeErrors = {
  notFound: () => notFoundError("通知不存在"),
};
