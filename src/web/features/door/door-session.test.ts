import { describe, expect, it } from 'vitest';
import type { DoorList, DoorScanResult, DoorTicket } from '../../../shared/contracts/door.ts';
import { ApiError } from '../../lib/http-client.ts';
import type { DoorApi, DoorSyncResult } from './door-api.ts';
import { DoorSession } from './door-session.ts';
import { memoryDoorStore } from './door-store.ts';

const code = (n: number) => `99${String(n).padStart(18, '0')}`;
const ticket = (n: number, more: Partial<DoorTicket> = {}): DoorTicket => ({
  barcode: code(n),
  seat: `Orchestra, row A, seat ${n}`,
  priceType: 'Adult',
  name: 'Ana Okafor',
  accessNotes: [],
  state: 'valid',
  admittedAt: null,
  admittedBy: null,
  ...more,
});

/** A server of the door's API in memory: admits once, answers syncs, or is unreachable. */
function fakeServer(count = 5) {
  const tickets = new Map(
    Array.from({ length: count }, (_, i) => [code(i + 1), ticket(i + 1)] as const),
  );
  let reachable = true;
  const syncs: string[][] = [];
  const counts = () => ({
    admitted: [...tickets.values()].filter((t) => t.admittedAt).length,
    expected: tickets.size,
  });
  const admit = (barcode: string, by: string, at: string): DoorScanResult => {
    const found = tickets.get(barcode);
    if (!found)
      return { outcome: 'not-found', ticket: null, otherPerformance: null, counts: counts() };
    if (found.admittedAt)
      return {
        outcome: 'already-admitted',
        ticket: found,
        otherPerformance: null,
        counts: counts(),
      };
    const admitted = { ...found, admittedAt: at, admittedBy: by };
    tickets.set(barcode, admitted);
    return { outcome: 'admitted', ticket: admitted, otherPerformance: null, counts: counts() };
  };
  const down = () => {
    if (!reachable) throw new ApiError(0, 'NETWORK_ERROR', 'Network error');
  };
  const api: DoorApi = {
    async list(id): Promise<DoorList> {
      down();
      return {
        performance: { id, title: 'Hamlet', startsAt: '2026-11-27T00:30:00.000Z', venue: 'Main' },
        tickets: [...tickets.values()],
        counts: counts(),
        generatedAt: new Date().toISOString(),
      };
    },
    async scan(_id, barcode) {
      down();
      return admit(barcode, 'Sam', new Date().toISOString());
    },
    async sync(_id, body): Promise<DoorSyncResult> {
      down();
      syncs.push(body.scans.map((scan) => scan.clientId));
      const results = body.scans.map((scan) => {
        const result = admit(scan.barcode, 'Sam', scan.scannedAt);
        return { ...result, clientId: scan.clientId, conflict: result.outcome !== 'admitted' };
      });
      return { results, counts: counts() };
    },
  };
  return {
    api,
    syncs,
    tickets,
    admit,
    set reachable(value: boolean) {
      reachable = value;
    },
  };
}

function door(server: ReturnType<typeof fakeServer>, store = memoryDoorStore()) {
  let online = true;
  const session = new DoorSession({
    performanceId: 7,
    api: server.api,
    store,
    doorName: () => 'Sam',
    browserOnline: () => online,
  });
  return {
    session,
    store,
    setOnline(value: boolean) {
      online = value;
    },
  };
}

describe('a door session', () => {
  it('answers scans from the server and keeps the list', async () => {
    const server = fakeServer();
    const { session, store } = door(server);
    await session.open();
    await session.scan(code(1));
    expect(session.snapshot().answer).toMatchObject({ outcome: 'admitted', local: false });
    await session.scan(code(1));
    expect(session.snapshot().answer?.outcome).toBe('already-admitted');
    expect(session.snapshot().recent).toHaveLength(1);
    expect(session.snapshot().list?.counts).toEqual({ admitted: 1, expected: 5 });
    expect((await store.list(7))?.tickets[0]?.admittedBy).toBe('Sam');
  });

  it('decides offline from the kept list, queues admissions, and syncs them once back', async () => {
    const server = fakeServer();
    const { session, store, setOnline } = door(server);
    await session.open();
    setOnline(false);
    server.reachable = false;
    await session.scan(code(2));
    await session.scan(code(3));
    await session.scan(code(2));
    expect(session.snapshot().answer).toMatchObject({ outcome: 'already-admitted', local: true });
    expect(session.snapshot()).toMatchObject({ online: false, waiting: 2 });
    expect(session.snapshot().list?.counts.admitted).toBe(2);
    expect(await store.queue(7)).toHaveLength(2);
    // Another door admits ticket 3 meanwhile: a conflict at the sync.
    server.admit(code(3), 'Door 2', new Date().toISOString());
    setOnline(true);
    server.reachable = true;
    await session.sync();
    expect(session.snapshot()).toMatchObject({ online: true, waiting: 0 });
    expect(await store.queue(7)).toEqual([]);
    expect(session.snapshot().conflicts).toHaveLength(1);
    expect(session.snapshot().conflicts[0]?.result.ticket?.admittedBy).toBe('Door 2');
    expect(server.tickets.get(code(2))?.admittedAt).toBeTruthy();
    expect(session.snapshot().list?.counts).toEqual({ admitted: 2, expected: 5 });
  });

  it('keeps the queue when the sync fails, and across a reload', async () => {
    const server = fakeServer();
    const first = door(server);
    await first.session.open();
    server.reachable = false;
    await first.session.scan(code(4));
    expect(first.session.snapshot().waiting).toBe(1);
    await first.session.sync();
    expect(first.session.snapshot()).toMatchObject({ waiting: 1, online: false });
    // The page reloads while the server is still away: the list and queue come from the phone.
    const again = door(server, first.store);
    await again.session.open();
    expect(again.session.snapshot()).toMatchObject({ waiting: 1, online: false });
    expect(again.session.snapshot().list?.tickets[3]?.admittedBy).toBe('Sam');
    server.reachable = true;
    await again.session.sync();
    expect(again.session.snapshot().waiting).toBe(0);
    expect(server.syncs).toHaveLength(1);
  });

  it('sends the queue by itself after the next scan the server answers', async () => {
    const server = fakeServer();
    const { session } = door(server);
    await session.open();
    server.reachable = false;
    await session.scan(code(1));
    server.reachable = true;
    await session.scan(code(2));
    await new Promise((resolve) => setTimeout(resolve, 0));
    await session.sync();
    expect(session.snapshot().waiting).toBe(0);
    expect(server.tickets.get(code(1))?.admittedAt).toBeTruthy();
  });

  it('says so when the sign-in has ended', async () => {
    const server = fakeServer();
    const { session } = door(server);
    await session.open();
    server.api.scan = async () => {
      throw new ApiError(401, 'STAFF_SIGN_IN_REQUIRED', 'Sign in');
    };
    await session.scan(code(1));
    expect(session.snapshot().signedOut).toBe(true);
    expect(session.snapshot().waiting).toBe(0);
  });
});
