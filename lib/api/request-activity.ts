type Listener = (state: { pending: number; failed: boolean }) => void;

/** Counts requests in flight so the loading bar can start, finish or fail with them. */
function createRequestActivity() {
  let pending = 0;
  const listeners = new Set<Listener>();
  const emit = (failed: boolean) => listeners.forEach((l) => l({ pending, failed }));
  return {
    start() {
      pending += 1;
      emit(false);
    },
    done(failed: boolean) {
      pending = Math.max(0, pending - 1);
      emit(failed);
    },
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const requestActivity = createRequestActivity();
