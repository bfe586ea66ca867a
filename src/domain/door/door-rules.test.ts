import { describe, expect, it } from 'vitest';
import {
  doorDayStart,
  doorTicketState,
  firstScanOfEachTicket,
  isSameOfflineScan,
  OFFLINE_CLOCK_AHEAD_MS,
  OFFLINE_SCAN_MAX_AGE_MS,
  offlineScanTime,
  scanDecision,
} from './door-rules.ts';

const HERE = 7;
const valid = { performanceId: HERE, state: 'valid' as const, admitted: false };

describe('doorTicketState', () => {
  it('admits a confirmed order’s tickets and voids a returned one’s', () => {
    expect(doorTicketState('confirmed')).toBe('valid');
    expect(doorTicketState('returned')).toBe('refunded');
  });
  it('knows no ticket of an order not sold (no barcode was ever issued to it)', () => {
    for (const state of ['completing', 'verifying', 'failed', 'reserved'] as const)
      expect(doorTicketState(state)).toBeNull();
  });
});

describe('scanDecision', () => {
  it('admits a valid ticket of this performance not let in yet', () => {
    expect(scanDecision(valid, HERE)).toBe('admit');
  });
  it('finds no ticket', () => {
    expect(scanDecision(null, HERE)).toBe('not-found');
  });
  it('refuses a ticket let in already', () => {
    expect(scanDecision({ ...valid, admitted: true }, HERE)).toBe('already-admitted');
  });
  it('sends a ticket of another performance there', () => {
    expect(scanDecision({ ...valid, performanceId: 8 }, HERE)).toBe('other-performance');
    expect(scanDecision({ ...valid, performanceId: 8, admitted: true }, HERE)).toBe(
      'other-performance',
    );
  });
  it('calls a void ticket refunded, wherever it was for and whether or not it was let in', () => {
    const refunded = { ...valid, state: 'refunded' as const };
    expect(scanDecision(refunded, HERE)).toBe('refunded');
    expect(scanDecision({ ...refunded, performanceId: 8 }, HERE)).toBe('refunded');
    expect(scanDecision({ ...refunded, admitted: true }, HERE)).toBe('refunded');
  });
});

describe('offlineScanTime', () => {
  const now = new Date('2026-11-22T19:30:00Z');
  const at = (ms: number) => new Date(now.getTime() + ms);

  it('keeps the time the door saw the ticket', () => {
    expect(offlineScanTime(at(-45 * 60_000), now)).toEqual(at(-45 * 60_000));
    expect(offlineScanTime(now, now)).toEqual(now);
  });
  it('takes a phone clock running a little ahead as now', () => {
    expect(offlineScanTime(at(90_000), now)).toEqual(now);
    expect(offlineScanTime(at(OFFLINE_CLOCK_AHEAD_MS), now)).toEqual(now);
  });
  it('refuses a time far ahead, more than a day back, or no time at all', () => {
    expect(offlineScanTime(at(OFFLINE_CLOCK_AHEAD_MS + 1), now)).toBeNull();
    expect(offlineScanTime(at(-OFFLINE_SCAN_MAX_AGE_MS), now)).toEqual(
      at(-OFFLINE_SCAN_MAX_AGE_MS),
    );
    expect(offlineScanTime(at(-OFFLINE_SCAN_MAX_AGE_MS - 1), now)).toBeNull();
    expect(offlineScanTime(new Date(Number.NaN), now)).toBeNull();
  });
});

describe('isSameOfflineScan', () => {
  const scannedAt = new Date('2026-11-22T19:01:02.345Z');
  const recorded = { staffId: 4, scannedAt, offline: true };

  it('knows a scan sent again (same door member, offline, same instant)', () => {
    expect(isSameOfflineScan(recorded, { staffId: 4, scannedAt: new Date(scannedAt) })).toBe(true);
  });
  it('tells it from another door, another moment, or an online admission', () => {
    expect(isSameOfflineScan(recorded, { staffId: 5, scannedAt })).toBe(false);
    expect(isSameOfflineScan(recorded, { staffId: 4, scannedAt: new Date(0) })).toBe(false);
    expect(isSameOfflineScan({ ...recorded, offline: false }, { staffId: 4, scannedAt })).toBe(
      false,
    );
  });
});

describe('firstScanOfEachTicket', () => {
  it('keeps the earliest scan of each ticket, the first sent on a tie', () => {
    const t = (s: number) => new Date(Date.UTC(2026, 10, 22, 19, 0, s));
    const scans = [
      { id: 'a', key: '1', scannedAt: t(5) },
      { id: 'b', key: '2', scannedAt: t(1) },
      { id: 'c', key: '1', scannedAt: t(2) },
      { id: 'd', key: '2', scannedAt: t(1) },
    ];
    const first = firstScanOfEachTicket(scans);
    expect([...first.values()].map((scan) => scan.id).sort()).toEqual(['b', 'c']);
  });
});

describe('doorDayStart', () => {
  it('is midnight of the venue’s day, across the UTC date line and daylight saving', () => {
    // 00:30 UTC on 23 November is still the evening of 22 November in New York (EST, UTC−5).
    expect(doorDayStart(new Date('2026-11-23T00:30:00Z'))).toEqual(
      new Date('2026-11-22T05:00:00Z'),
    );
    // Summer: EDT, UTC−4.
    expect(doorDayStart(new Date('2026-07-04T23:00:00Z'))).toEqual(
      new Date('2026-07-04T04:00:00Z'),
    );
  });
});
