/**
 * The door session of the page's performance (door-session.ts) as React state: opened once,
 * told when the browser goes on- or offline, its list refreshed every so often (other doors'
 * admissions, for deciding offline) and its queue sent again while scans are waiting.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { doorApi } from './door-api.ts';
import { DoorSession } from './door-session.ts';
import { indexedDbDoorStore, memoryDoorStore } from './door-store.ts';

/** Other doors' admissions reach this phone's list within a minute. */
const REFRESH_MS = 60_000;
/** While scans wait, the queue is tried this often (the browser may think it is online). */
const RETRY_MS = 10_000;

function doorStore() {
  try {
    return typeof indexedDB === 'undefined' ? memoryDoorStore() : indexedDbDoorStore();
  } catch {
    return memoryDoorStore();
  }
}

export function useDoorSession(performanceId: number, doorName: () => string) {
  const [session] = useState(
    () => new DoorSession({ performanceId, api: doorApi, store: doorStore(), doorName }),
  );
  const state = useSyncExternalStore(session.subscribe, session.snapshot, session.snapshot);

  useEffect(() => {
    void session.open();
    const back = () => {
      void session.sync().then(() => session.refresh());
    };
    const gone = () => session.refresh();
    window.addEventListener('online', back);
    window.addEventListener('offline', gone);
    const refresh = setInterval(() => {
      if (session.snapshot().waiting === 0) void session.refresh();
    }, REFRESH_MS);
    const retry = setInterval(() => {
      if (session.snapshot().waiting > 0) void session.sync();
    }, RETRY_MS);
    return () => {
      window.removeEventListener('online', back);
      window.removeEventListener('offline', gone);
      clearInterval(refresh);
      clearInterval(retry);
    };
  }, [session]);

  return { state, session };
}
