/** Demo-loop viewers by stream name, so a room its anchor took down can be ended for all of them. */
export function createDemoViewers() {
  const byName = new Map<string, Set<() => void>>();
  return {
    /** Registers a viewer's way to end; the returned function forgets it (on close). */
    track(name: string, end: () => void): () => void {
      const set = byName.get(name) ?? new Set();
      set.add(end);
      byName.set(name, set);
      return () => {
        set.delete(end);
        if (!set.size && byName.get(name) === set) byName.delete(name);
      };
    },
    endAll(name: string) {
      const set = byName.get(name);
      byName.delete(name);
      for (const end of set ?? []) end();
    },
    count: (name: string) => byName.get(name)?.size ?? 0,
  };
}

export type DemoViewers = ReturnType<typeof createDemoViewers>;
