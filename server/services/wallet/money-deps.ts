import type { AppDeps } from "../../context";

/** What the money features need from the process: the database, clock, bus and log. */
export type MoneyDeps = Pick<AppDeps, "db" | "now" | "bus" | "log" | "env">;

/**
 * Money has already moved when an event is published, so a bus failure is logged, not thrown:
 * an error answer would invite the user to pay again.
 */
export async function publishAfterCommit(deps: MoneyDeps, channel: string, type: string, data: unknown) {
  try {
    await deps.bus.publish(channel, { type, data, at: deps.now() });
  } catch (error) {
    deps.log.error("publish failed", { channel, type, error: String(error) });
  }
}
