type Raw = Record<string, string | string[] | undefined>;

/** ?page=N from a page's search params: a positive whole number, else 1. */
export function pageParam(params: Raw): number {
  const raw = Array.isArray(params.page) ? params.page[0] : params.page;
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
}

/** One of `allowed`, else the first. */
export function choiceParam<T extends string | number>(params: Raw, name: string, allowed: readonly T[]): T {
  const raw = Array.isArray(params[name]) ? params[name][0] : params[name];
  return allowed.find((a) => String(a) === raw) ?? allowed[0];
}
