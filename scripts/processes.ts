export type Env = Record<string, string | undefined>;

import { spawn } from "node:child_process";

/**
 * Resolves once `url` answers 2xx; rejects after `timeoutMs`, or at once when `failure()` names a
 * reason to stop waiting (the supervisor gave up on the process).
 */
export async function waitForHttp(url: string, timeoutMs: number, failure: () => string | null = () => null) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const reason = failure();
    if (reason) throw new Error(reason);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000}s`);
}

export function runToEnd(command: string, args: string[], env: Env): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: env as NodeJS.ProcessEnv, stdio: "inherit" });
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} exited ${code}`)),
    );
  });
}
