export type Env = Record<string, string | undefined>;

import { spawn, type ChildProcess } from "node:child_process";

export type Running = { name: string; child: ChildProcess };

/** Starts a child in its own process group so Ctrl-C can stop it with everything it spawned. */
export function run(name: string, command: string, args: string[], env: Env): Running {
  const child = spawn(command, args, { env: env as NodeJS.ProcessEnv, stdio: "inherit", detached: true });
  return { name, child };
}

export function stopAll(processes: Running[]) {
  for (const { child } of processes) {
    if (child.pid && child.exitCode === null) {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // already gone
      }
    }
  }
}

export async function waitForHttp(url: string, timeoutMs: number, isAlive: () => boolean = () => true) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`process for ${url} exited before it was ready`);
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
