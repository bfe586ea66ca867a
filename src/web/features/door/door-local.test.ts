import { describe, expect, it } from 'vitest';
import type { DoorList, DoorTicket } from '../../../shared/contracts/door.ts';
import {
  decideLocally,
  newClientId,
  withoutAnswered,
  withQueuedAdmissions,
  withServerAnswer,
} from './door-local.ts';

const ticket = (barcode: string, more: Partial<DoorTicket> = {}): DoorTicket => ({
  barcode,
  seat: 'Orchestra, row A, seat 1',
  priceType: 'Adult',
  name: 'Ana Okafor',
  accessNotes: [],
  state: 'valid',
  admittedAt: null,
  admittedBy: null,
  ...more,
});

const A = '99000000000000000001';
const B = '99000000000000000002';
const C = '99000000000000000003';
const list: DoorList = {
  performance: { id: 7, title: 'Hamlet', startsAt: '2026-11-27T00:30:00.000Z', venue: 'Main' },
  tickets: [
    ticket(A),
    ticket(B, { admittedAt: '2026-11-27T00:10:00.000Z', admittedBy: 'Dana' }),
    ticket(C, { state: 'refunded' }),
  ],
  counts: { admitted: 1, expected: 2 },
  generatedAt: '2026-11-27T00:00:00.000Z',
};
const at = new Date('2026-11-27T00:20:00.000Z');

describe('a scan decided on the phone', () => {
  it('admits a valid ticket not yet in, once, and counts it', () => {
    const first = decideLocally(list, A, at, 'Sam');
    expect(first.admitted).toBe(true);
    expect(first.answer).toMatchObject({ outcome: 'admitted', local: true });
    expect(first.answer.ticket).toMatchObject({ admittedAt: at.toISOString(), admittedBy: 'Sam' });
    expect(first.list.counts).toEqual({ admitted: 2, expected: 2 });
    const again = decideLocally(first.list, A, at, 'Sam');
    expect(again.admitted).toBe(false);
    expect(again.answer.outcome).toBe('already-admitted');
    expect(again.list.counts).toEqual({ admitted: 2, expected: 2 });
  });

  it('says already admitted (when, by whom), refunded, and not found', () => {
    expect(decideLocally(list, B, at, 'Sam').answer).toMatchObject({
      outcome: 'already-admitted',
      ticket: { admittedBy: 'Dana' },
    });
    expect(decideLocally(list, C, at, 'Sam').answer.outcome).toBe('refunded');
    const missing = decideLocally(list, '99000000000000000009', at, 'Sam');
    expect(missing.answer).toMatchObject({ outcome: 'not-found', ticket: null });
    expect(missing.admitted).toBe(false);
  });
});

describe('the kept list and the server', () => {
  it('takes the server’s ticket and counts, plus the scans still queued', () => {
    const next = withServerAnswer(
      list,
      {
        outcome: 'admitted',
        ticket: ticket(A, { admittedAt: at.toISOString(), admittedBy: 'Lee' }),
        otherPerformance: null,
        counts: { admitted: 2, expected: 2 },
      },
      3,
    );
    expect(next.tickets.find((t) => t.barcode === A)?.admittedBy).toBe('Lee');
    expect(next.counts).toEqual({ admitted: 5, expected: 2 });
  });

  it('keeps another performance’s ticket out of the list', () => {
    const next = withServerAnswer(
      list,
      {
        outcome: 'other-performance',
        ticket: ticket('99000000000000000042'),
        otherPerformance: list.performance,
        counts: list.counts,
      },
      0,
    );
    expect(next.tickets).toHaveLength(3);
  });

  it('lays queued admissions over a fresh list until the server has them', () => {
    const mine = decideLocally(list, A, at, 'Sam').list;
    const queue = [{ clientId: 'x1', barcode: A, scannedAt: at.toISOString() }];
    const merged = withQueuedAdmissions(list, mine, queue);
    expect(merged.tickets.find((t) => t.barcode === A)?.admittedBy).toBe('Sam');
    expect(merged.counts.admitted).toBe(2);
    // Once the server has it (admitted by whoever), the server's word stands.
    const fresh = {
      ...list,
      tickets: [ticket(A, { admittedAt: '2026-11-27T00:05:00.000Z', admittedBy: 'Door 2' })],
      counts: { admitted: 1, expected: 1 },
    };
    expect(withQueuedAdmissions(fresh, mine, queue).tickets[0]?.admittedBy).toBe('Door 2');
    expect(withQueuedAdmissions(fresh, mine, queue).counts.admitted).toBe(1);
  });

  it('takes out of the queue only the scans the server answered', () => {
    const queue = ['a', 'b', 'c'].map((clientId) => ({ clientId, barcode: A, scannedAt: '' }));
    expect(withoutAnswered(queue, ['a', 'c']).map((scan) => scan.clientId)).toEqual(['b']);
  });

  it('makes client ids the sync contract accepts', () => {
    const id = newClientId();
    expect(id).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    expect(newClientId()).not.toBe(id);
  });
});
