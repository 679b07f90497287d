import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Env } from "./processes";
import { createRestartTracker, DEFAULT_RESTART_POLICY, type RestartPolicy } from "./restart-policy";

export type ChildSpec = { name: string; command: string; args: string[]; env: Env };

export type SupervisorOptions = {
  /** Each child's current pid goes to `<runDir>/<name>.pid` (the resilience test kills by it). */
  runDir?: string;
  policy?: RestartPolicy;
  /** Called once when a child keeps dying; the caller stops the rest and exits. */
  onGiveUp?: (name: string, reason: string) => void;
  log?: (line: string) => void;
  /** How long a child may take to stop after SIGTERM before its group gets SIGKILL. */
  stopTimeoutMs?: number;
};

type Slot = { spec: ChildSpec; child: ChildProcess; startedAt: number; timer?: NodeJS.Timeout };

const describeExit = (code: number | null, signal: NodeJS.Signals | null) =>
  signal ? `was killed by ${signal}` : `exited with code ${code}`;

/** Signals a child's whole process group (it runs detached), so nothing it spawned is left behind. */
function signalGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (!child.pid) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // the group is gone already
  }
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once("exit", () => resolve()));

/**
 * Runs the stack's children and restarts any that dies, with exponential backoff (restart-policy.ts),
 * while the others keep serving; `stop()` ends them all and no restart happens after it.
 */
export function createSupervisor(opts: SupervisorOptions = {}) {
  const { runDir, policy = DEFAULT_RESTART_POLICY, stopTimeoutMs = 10_000 } = opts;
  const log = opts.log ?? ((line: string) => console.error(`[supervisor] ${line}`));
  const slots = new Map<string, Slot>();
  let stopping = false;
  let gaveUp: string | null = null;
  if (runDir) mkdirSync(runDir, { recursive: true });

  function spawnChild(spec: ChildSpec): ChildProcess {
    const child = spawn(spec.command, spec.args, {
      env: spec.env as NodeJS.ProcessEnv,
      stdio: "inherit",
      detached: true,
    });
    if (runDir && child.pid) {
      // Written aside and renamed, so a reader never sees a half-written pid.
      const file = path.join(runDir, `${spec.name}.pid`);
      writeFileSync(`${file}.tmp`, String(child.pid));
      renameSync(`${file}.tmp`, file);
    }
    return child;
  }

  function watch(slot: Slot, tracker: ReturnType<typeof createRestartTracker>) {
    slot.child.once("exit", (code, signal) => {
      // Whatever the dead child spawned must not keep its port.
      signalGroup(slot.child, "SIGKILL");
      if (stopping) return;
      const ranForMs = Date.now() - slot.startedAt;
      const how = `${slot.spec.name} (pid ${slot.child.pid}) ${describeExit(code, signal)} after ${(ranForMs / 1000).toFixed(1)} s`;
      const decision = tracker.onExit(ranForMs);
      if (!decision.restart) {
        gaveUp = `${slot.spec.name} keeps dying (${decision.reason}); giving up. Its output above says why.`;
        log(`${how}. ${gaveUp}`);
        opts.onGiveUp?.(slot.spec.name, gaveUp);
        return;
      }
      log(`${how}; restarting in ${(decision.delayMs / 1000).toFixed(1)} s`);
      slot.timer = setTimeout(() => {
        if (stopping) return;
        slot.child = spawnChild(slot.spec);
        slot.startedAt = Date.now();
        log(`${slot.spec.name} restarted (pid ${slot.child.pid})`);
        watch(slot, tracker);
      }, decision.delayMs);
    });
  }

  return {
    /** Starts `spec` under supervision (names are unique). */
    start(spec: ChildSpec) {
      if (stopping) return;
      const slot: Slot = { spec, child: spawnChild(spec), startedAt: Date.now() };
      slots.set(spec.name, slot);
      watch(slot, createRestartTracker(policy));
    },
    /** The current pid of a child (it changes with each restart). */
    pid: (name: string) => slots.get(name)?.child.pid,
    /** Why the supervisor gave up, or null while every child is looked after. */
    gaveUp: () => gaveUp,
    /** SIGTERM to every child's group, SIGKILL after `stopTimeoutMs`; resolves when all are gone. */
    async stop() {
      stopping = true;
      const all = [...slots.values()];
      for (const slot of all) {
        clearTimeout(slot.timer);
        signalGroup(slot.child, "SIGTERM");
      }
      const killer = setTimeout(() => all.forEach((s) => signalGroup(s.child, "SIGKILL")), stopTimeoutMs);
      await Promise.all(all.map((s) => exited(s.child)));
      clearTimeout(killer);
      if (runDir) for (const slot of all) rmSync(path.join(runDir, `${slot.spec.name}.pid`), { force: true });
    },
  };
}

export type Supervisor = ReturnType<typeof createSupervisor>;
