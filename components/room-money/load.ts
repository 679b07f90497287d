import { type ApiResult, isOk } from "@/lib/api/envelope";

/** SWR fetcher body: the data of a successful answer, otherwise an error carrying the server's message. */
export async function dataOf<T>(call: Promise<ApiResult<T>>): Promise<T> {
  const result = await call;
  if (!isOk(result)) throw new Error(result.message);
  return result.data;
}
