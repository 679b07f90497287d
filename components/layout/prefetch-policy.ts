/** The bits of navigator.connection (Network Information API) that decide prefetching. */
export type ConnectionHints = { effectiveType?: string; saveData?: boolean };

const SLOW_CONNECTIONS: ReadonlySet<string> = new Set(["slow-2g", "2g"]);

/** SPEC §2: prefetch visible links except offline, on 2g or with data saver on. */
export function canPrefetch(onLine: boolean, connection?: ConnectionHints | null): boolean {
  if (!onLine) return false;
  if (connection?.saveData) return false;
  return !SLOW_CONNECTIONS.has(connection?.effectiveType ?? "");
}
