import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

/** A port the OS says is free right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export type Health = { status: string; db: string; leader: boolean };
export type ApiProcess = Awaited<ReturnType<typeof startApiProcess>>;

/**
 * A real api process (`server/main.ts` under node, without the tsx wrapper, so a signal reaches the
 * api itself), its output kept for the test's failure message.
 */
export async function startApiProcess(name: string, env: Record<string, string>) {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: ROOT,
    env: { ...process.env, ...env, API_HOST: "127.0.0.1", API_PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => output.push(...chunk.toString().split("\n").filter(Boolean));
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return {
    name,
    port,
    output,
    get alive() {
      return child.exitCode === null && child.signalCode === null;
    },
    /** `/healthz`'s data, or null while the process does not answer. */
    async health(): Promise<Health | null> {
      try {
        const res = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(2000) });
        return res.ok ? ((await res.json()) as { data: Health }).data : null;
      } catch {
        return null;
      }
    },
    async kill(signal: NodeJS.Signals = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
    /** The last lines of output, for a failure message. */
    tail: (lines = 30) => `--- ${name} (port ${port}) ---\n${output.slice(-lines).join("\n")}`,
  };
}
