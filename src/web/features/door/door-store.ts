/**
 * What the door page keeps on the phone, per performance: the ticket list (to decide scans
 * offline) and the queue of offline scans not yet sent. IndexedDB (idb-keyval), which survives a
 * reload and holds a full house's list (a few hundred kilobytes) where localStorage might not.
 */
import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import type { DoorList } from '../../../shared/contracts/door.ts';
import type { QueuedScan } from './door-local.ts';

export interface DoorStore {
  list(performanceId: number): Promise<DoorList | undefined>;
  saveList(performanceId: number, list: DoorList): Promise<void>;
  queue(performanceId: number): Promise<QueuedScan[]>;
  saveQueue(performanceId: number, queue: QueuedScan[]): Promise<void>;
}

let shared: UseStore | undefined;

/** The phone's IndexedDB store (one database, "houselights-door"). */
export function indexedDbDoorStore(): DoorStore {
  shared ??= createStore('houselights-door', 'kept');
  const store = shared;
  return {
    list: (id) => get<DoorList>(`list:${id}`, store),
    saveList: (id, list) => set(`list:${id}`, list, store),
    queue: async (id) => (await get<QueuedScan[]>(`queue:${id}`, store)) ?? [],
    saveQueue: (id, queue) =>
      queue.length === 0 ? del(`queue:${id}`, store) : set(`queue:${id}`, queue, store),
  };
}

/** A store in memory: for tests, and for a browser whose IndexedDB is unavailable. */
export function memoryDoorStore(): DoorStore {
  const lists = new Map<number, DoorList>();
  const queues = new Map<number, QueuedScan[]>();
  return {
    list: async (id) => lists.get(id),
    saveList: async (id, list) => {
      lists.set(id, list);
    },
    queue: async (id) => [...(queues.get(id) ?? [])],
    saveQueue: async (id, queue) => {
      queues.set(id, [...queue]);
    },
  };
}
