/**
 * Counts requests in flight and remembers the last failure, for the progress indicator.
 * A plain external store: no React here, so the HTTP client can report into it.
 */
export interface ProgressSnapshot {
  active: number;
  failed: boolean;
}

type Listener = () => void;

export function createProgressStore() {
  let snapshot: ProgressSnapshot = { active: 0, failed: false };
  const listeners = new Set<Listener>();
  const set = (next: ProgressSnapshot) => {
    snapshot = next;
    for (const listener of listeners) listener();
  };
  return {
    start: () => set({ active: snapshot.active + 1, failed: false }),
    finish: (ok: boolean) =>
      set({ active: Math.max(0, snapshot.active - 1), failed: snapshot.failed || !ok }),
    clearFailure: () => set({ ...snapshot, failed: false }),
    subscribe: (listener: Listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
  };
}

export type ProgressStore = ReturnType<typeof createProgressStore>;
