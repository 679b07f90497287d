import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createSupervisor, type Supervisor } from "./supervisor";

const FAST = { minDelayMs: 20, maxDelayMs: 200, stableAfterMs: 60_000, giveUpAfter: 4 };
const node = (name: string, code: string) => ({
  name,
  command: process.execPath,
  args: ["-e", code],
  env: process.env,
});
const SERVES = "setInterval(() => {}, 1000)";

// A zombie counts as gone: in a container nobody may reap an orphan's exit status.
function alive(pid: number) {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, "utf8"));
  } catch {
    return false;
  }
}

// Starting node takes a while on a busy machine.
const SLOW = { timeout: 15_000 };

let supervisor: Supervisor | undefined;
let runDir = "";
afterEach(async () => {
  await supervisor?.stop();
  rmSync(runDir, { force: true, recursive: true });
});

function supervise(onGiveUp = vi.fn()) {
  runDir = mkdtempSync(path.join(tmpdir(), "supervisor-"));
  const lines: string[] = [];
  supervisor = createSupervisor({ runDir, policy: FAST, onGiveUp, log: (l) => lines.push(l) });
  const pidFile = (name: string) => Number(readFileSync(path.join(runDir, `${name}.pid`), "utf8"));
  return { supervisor, lines, pidFile, onGiveUp };
}

describe("supervisor", () => {
  it("restarts a child killed with SIGKILL while the others keep running, and logs it", async () => {
    const { supervisor, lines, pidFile } = supervise();
    supervisor.start(node("api", SERVES));
    supervisor.start(node("web", SERVES));
    const [api, web] = [pidFile("api"), pidFile("web")];
    process.kill(api, "SIGKILL");
    await vi.waitFor(() => expect(pidFile("api")).not.toBe(api), SLOW);
    expect(alive(pidFile("api"))).toBe(true);
    expect(pidFile("web")).toBe(web);
    expect(lines[0]).toMatch(
      new RegExp(`^api \\(pid ${api}\\) was killed by SIGKILL after [\\d.]+ s; restarting in 0.0 s$`),
    );
    expect(lines[1]).toBe(`api restarted (pid ${pidFile("api")})`);
  });

  it("gives up on a child that dies at once, after backing off, and leaves the others alone", async () => {
    const { supervisor, lines, pidFile, onGiveUp } = supervise();
    supervisor.start(node("web", SERVES));
    supervisor.start(node("api", "process.exit(3)"));
    await vi.waitFor(() => expect(onGiveUp).toHaveBeenCalledOnce(), SLOW);
    expect(onGiveUp.mock.calls[0][1]).toBe(
      "api keeps dying (it died 4 times in a row, each within 60 s of starting); giving up. Its output above says why.",
    );
    expect(lines.filter((l) => l.includes("exited with code 3"))).toHaveLength(4);
    expect(lines.filter((l) => /restarting in/.test(l)).map((l) => l.split("restarting in ")[1])).toEqual([
      "0.0 s",
      "0.0 s",
      "0.1 s",
    ]);
    expect(supervisor.gaveUp()).toContain("api keeps dying");
    expect(alive(pidFile("web"))).toBe(true);
  });

  it("stops every child with what it spawned, and restarts nothing afterwards", async () => {
    const { supervisor, lines, pidFile } = supervise();
    // The child starts a grandchild and prints its pid, as `next` or `tsx` would spawn workers.
    const parent = `const c = require("node:child_process").spawn(process.execPath, ["-e", ${JSON.stringify(SERVES)}], { stdio: "ignore" });
      require("node:fs").writeFileSync(process.env.GRANDCHILD_FILE, String(c.pid)); ${SERVES}`;
    const grandchildFile = path.join(runDir, "grandchild");
    supervisor.start({ ...node("media", parent), env: { ...process.env, GRANDCHILD_FILE: grandchildFile } });
    const child = pidFile("media");
    await vi.waitFor(() => expect(Number(readFileSync(grandchildFile, "utf8"))).toBeGreaterThan(0), SLOW);
    const grandchild = Number(readFileSync(grandchildFile, "utf8"));

    await supervisor.stop();
    expect(alive(child)).toBe(false);
    await vi.waitFor(() => expect(alive(grandchild)).toBe(false), SLOW);
    await new Promise((r) => setTimeout(r, FAST.maxDelayMs));
    expect(lines).toEqual([]);
  });
});
