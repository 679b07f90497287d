type ErrorLike = {
  status?: unknown;
  statusCode?: unknown;
  response?: { status?: unknown } | null;
  message?: unknown;
  digest?: unknown;
};

const asStatus = (value: unknown): number | undefined =>
  typeof value === "number" && Number.isInteger(value) && value >= 100 && value <= 599 ? value : undefined;

/** SPEC §8: the error's status, else its response's status, else 500. */
export function errorStatus(error: unknown): number {
  if (!error || typeof error !== "object") return 500;
  const e = error as ErrorLike;
  return asStatus(e.status) ?? asStatus(e.statusCode) ?? asStatus(e.response?.status) ?? 500;
}

/** The error's own message; server errors arrive redacted (with a digest), so those get none. */
export function errorMessage(error: unknown): string | null {
  if (typeof error === "string") return error.trim() || null;
  if (!error || typeof error !== "object") return null;
  const { message, digest } = error as ErrorLike;
  if (typeof digest === "string" && digest) return null;
  return typeof message === "string" && message.trim() ? message.trim() : null;
}

export function errorDigest(error: unknown): string | null {
  if (!error || typeof error !== "object") return null;
  const { digest } = error as ErrorLike;
  return typeof digest === "string" && digest ? digest : null;
}
