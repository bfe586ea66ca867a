/**
 * What every DoorCheckIn implementation must do (issue 13): list a performance's tickets, admit
 * each ticket once whoever scans it and however many doors scan it at once, say why a ticket is
 * refused (admitted before, when and by whom; another performance; refunded; not found), and
 * sync a door's offline scans without losing any, reporting the conflicts, as often as the door
 * sends them. The built-in engine runs it (adapters/ticketing/builtin-door-check-in.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DoorSyncBody } from '../../shared/contracts/door.ts';
import type { DoorActor, DoorCheckIn } from './door-check-in.ts';

/**
 * A fresh implementation on its own data: two performances (not cancelled, each with at least
 * 100 free seats, on sale and more than two days ahead, so an order of them can be cancelled),
 * and two door members.
 */
export interface DoorCheckInFixture {
  door: DoorCheckIn;
  performanceId: number;
  otherPerformanceId: number;
  /** Sells `count` tickets of a performance, two to an order; answers their barcodes. */
  sell(performanceId: number, count: number): Promise<string[]>;
  /** Cancels the order of a ticket into credit, as its buyer does in their account. */
  refund(barcode: string): Promise<void>;
  doorOne: DoorActor;
  doorTwo: DoorActor;
  /** The implementation's clock, which stands still. */
  now: Date;
  close(): Promise<void>;
}

const NOBODY = '99000000000000000000';

export function doorCheckInContract(name: string, make: () => Promise<DoorCheckInFixture>) {
  describe(`DoorCheckIn contract: ${name}`, () => {
    let f: DoorCheckInFixture;
    // A copy of a seeded database: a minute or more on a busy machine.
    beforeAll(async () => {
      f = await make();
    }, 180_000);
    afterAll(() => f?.close());

    const counts = async (performanceId = f.performanceId) =>
      (await f.door.list(performanceId, 'en-US')).counts;
    const scan = (barcode: string, by = f.doorOne) =>
      f.door.scan(f.performanceId, barcode, by, 'en-US');
    const ago = (seconds: number) => new Date(f.now.getTime() - seconds * 1000).toISOString();

    it('lists every ticket sold for the performance, with seat, price type and buyer', async () => {
      const before = await counts();
      const codes = await f.sell(f.performanceId, 4);
      const list = await f.door.list(f.performanceId, 'en-US');
      expect(list.performance.id).toBe(f.performanceId);
      expect(list.counts).toEqual({ admitted: before.admitted, expected: before.expected + 4 });
      expect(list.generatedAt).toBe(f.now.toISOString());
      for (const code of codes) {
        const ticket = list.tickets.find((t) => t.barcode === code);
        expect(ticket, code).toMatchObject({ state: 'valid', admittedAt: null, admittedBy: null });
        expect(ticket?.seat).toMatch(/, row .+, seat .+/);
        expect(ticket?.priceType).not.toBe('');
        expect(ticket?.name).not.toBe('');
        expect(Array.isArray(ticket?.accessNotes)).toBe(true);
      }
      // The labels are in the language asked for.
      const es = await f.door.list(f.performanceId, 'es');
      expect(es.tickets.find((t) => t.barcode === codes[0])?.seat).toMatch(/, fila .+, asiento /);
    });

    it('admits a ticket once; a second scan says when and by whom', async () => {
      const [code = ''] = await f.sell(f.performanceId, 1);
      const before = await counts();
      const first = await scan(code, f.doorOne);
      expect(first.outcome).toBe('admitted');
      expect(first.ticket).toMatchObject({
        barcode: code,
        admittedAt: f.now.toISOString(),
        admittedBy: f.doorOne.name,
      });
      expect(first.otherPerformance).toBeNull();
      expect(first.counts).toEqual({ ...before, admitted: before.admitted + 1 });
      const second = await scan(code, f.doorTwo);
      expect(second.outcome).toBe('already-admitted');
      expect(second.ticket).toMatchObject({
        admittedAt: f.now.toISOString(),
        admittedBy: f.doorOne.name,
      });
      expect(second.counts).toEqual(first.counts);
      const listed = (await f.door.list(f.performanceId, 'en-US')).tickets.find(
        (t) => t.barcode === code,
      );
      expect(listed?.admittedBy).toBe(f.doorOne.name);
    });

    it('admits each ticket exactly once when two doors scan the same tickets at once', async () => {
      const codes = await f.sell(f.performanceId, 30);
      const before = await counts();
      const answers = await Promise.all(
        codes.flatMap((code) => [scan(code, f.doorOne), scan(code, f.doorTwo)]),
      );
      for (const [i, code] of codes.entries()) {
        const pair = [answers[2 * i], answers[2 * i + 1]];
        const outcomes = pair.map((a) => a?.outcome).sort();
        expect(outcomes, code).toEqual(['admitted', 'already-admitted']);
        const winner = pair[0]?.outcome === 'admitted' ? f.doorOne : f.doorTwo;
        for (const answer of pair) expect(answer?.ticket?.admittedBy).toBe(winner.name);
      }
      expect(await counts()).toEqual({ ...before, admitted: before.admitted + codes.length });
    });

    it('sends a ticket of another performance there, and admits it nowhere', async () => {
      const [code = ''] = await f.sell(f.otherPerformanceId, 1);
      const before = await counts();
      const answer = await scan(code);
      expect(answer.outcome).toBe('other-performance');
      expect(answer.otherPerformance?.id).toBe(f.otherPerformanceId);
      expect(answer.ticket?.admittedAt).toBeNull();
      expect(answer.counts).toEqual(before);
      const there = await f.door.list(f.otherPerformanceId, 'en-US');
      expect(there.tickets.find((t) => t.barcode === code)?.admittedAt).toBeNull();
    });

    it('refuses a ticket whose order was cancelled into credit, and expects it no more', async () => {
      const before = await counts();
      const [code = '', partner = ''] = await f.sell(f.performanceId, 2);
      await f.refund(code);
      const answer = await scan(code);
      expect(answer.outcome).toBe('refunded');
      expect(answer.ticket?.state).toBe('refunded');
      expect(answer.ticket?.admittedAt).toBeNull();
      expect(answer.counts).toEqual(before);
      const list = await f.door.list(f.performanceId, 'en-US');
      for (const barcode of [code, partner])
        expect(list.tickets.find((t) => t.barcode === barcode)?.state).toBe('refunded');
    });

    it('finds no ticket for a number nobody holds', async () => {
      const answer = await scan(NOBODY);
      expect(answer).toMatchObject({ outcome: 'not-found', ticket: null, otherPerformance: null });
    });

    it('answers PERFORMANCE_NOT_FOUND for a performance that does not exist', async () => {
      const missing = 2_000_000_000;
      const notFound = { code: 'PERFORMANCE_NOT_FOUND' };
      await expect(f.door.list(missing, 'en-US')).rejects.toMatchObject(notFound);
      await expect(f.door.scan(missing, NOBODY, f.doorOne, 'en-US')).rejects.toMatchObject(
        notFound,
      );
      await expect(
        f.door.sync(
          missing,
          [{ clientId: 'a', barcode: NOBODY, scannedAt: ago(5) }],
          f.doorOne,
          'en-US',
        ),
      ).rejects.toMatchObject(notFound);
    });

    it('syncs offline scans as seen then, reporting those another door let in first', async () => {
      const codes = await f.sell(f.performanceId, 10);
      for (const code of codes.slice(0, 3))
        expect((await scan(code, f.doorTwo)).outcome).toBe('admitted');
      const before = await counts();
      const scans: DoorSyncBody['scans'] = codes.map((barcode, i) => ({
        clientId: `offline-${i}`,
        barcode,
        scannedAt: ago(600 - i),
      }));
      const synced = await f.door.sync(f.performanceId, scans, f.doorOne, 'en-US');
      expect(synced.results.map((r) => r.clientId)).toEqual(scans.map((s) => s.clientId));
      for (const [i, result] of synced.results.entries()) {
        if (i < 3) {
          expect(result).toMatchObject({ outcome: 'already-admitted', conflict: true });
          expect(result.ticket?.admittedBy).toBe(f.doorTwo.name);
        } else {
          expect(result).toMatchObject({ outcome: 'admitted', conflict: false });
          expect(result.ticket).toMatchObject({
            admittedAt: scans[i]?.scannedAt,
            admittedBy: f.doorOne.name,
          });
        }
      }
      expect(synced.counts).toEqual({ ...before, admitted: before.admitted + 7 });
      // The answer was lost, and the door sends the same scans again: nothing new, no conflict
      // made of its own admissions.
      const again = await f.door.sync(f.performanceId, scans, f.doorOne, 'en-US');
      expect(again.results.map((r) => [r.outcome, r.conflict])).toEqual(
        synced.results.map((r) => [r.outcome, r.conflict]),
      );
      expect(again.counts).toEqual(synced.counts);
    });

    it('admits each ticket once when two doors sync the same scans at once, in opposite orders', async () => {
      const codes = await f.sell(f.performanceId, 40);
      const before = await counts();
      const scansOf = (door: string, order: string[]) =>
        order.map((barcode, i) => ({ clientId: `${door}-${i}`, barcode, scannedAt: ago(300 + i) }));
      const [one, two] = await Promise.all([
        f.door.sync(f.performanceId, scansOf('one', codes), f.doorOne, 'en-US'),
        f.door.sync(f.performanceId, scansOf('two', [...codes].reverse()), f.doorTwo, 'en-US'),
      ]);
      const admitted = [...one.results, ...two.results].filter((r) => r.outcome === 'admitted');
      expect(admitted.map((r) => r.ticket?.barcode).sort()).toEqual([...codes].sort());
      const conflicts = [...one.results, ...two.results].filter((r) => r.conflict);
      expect(conflicts).toHaveLength(codes.length);
      expect(conflicts.every((r) => r.outcome === 'already-admitted')).toBe(true);
      expect(await counts()).toEqual({ ...before, admitted: before.admitted + codes.length });
    });

    it('reports a void, a wrong and an unknown ticket as conflicts, and one ticket twice once', async () => {
      const [refunded = ''] = await f.sell(f.performanceId, 2);
      await f.refund(refunded);
      const [elsewhere = ''] = await f.sell(f.otherPerformanceId, 1);
      const [twice = ''] = await f.sell(f.performanceId, 1);
      const before = await counts();
      const synced = await f.door.sync(
        f.performanceId,
        [
          { clientId: 'void', barcode: refunded, scannedAt: ago(50) },
          { clientId: 'wrong', barcode: elsewhere, scannedAt: ago(40) },
          { clientId: 'unknown', barcode: NOBODY, scannedAt: ago(30) },
          { clientId: 'second', barcode: twice, scannedAt: ago(10) },
          { clientId: 'first', barcode: twice, scannedAt: ago(20) },
        ],
        f.doorOne,
        'en-US',
      );
      const by = Object.fromEntries(synced.results.map((r) => [r.clientId, r]));
      expect(by.void).toMatchObject({ outcome: 'refunded', conflict: true });
      expect(by.wrong).toMatchObject({ outcome: 'other-performance', conflict: true });
      expect(by.wrong?.otherPerformance?.id).toBe(f.otherPerformanceId);
      expect(by.unknown).toMatchObject({ outcome: 'not-found', conflict: true, ticket: null });
      // The earlier scan let the ticket in; the later one was a second person on it.
      expect(by.first).toMatchObject({ outcome: 'admitted', conflict: false });
      expect(by.second).toMatchObject({ outcome: 'already-admitted', conflict: true });
      expect(by.second?.ticket?.admittedAt).toBe(ago(20));
      expect(synced.counts).toEqual({ ...before, admitted: before.admitted + 1 });
    });

    it('refuses a sync with a scan far ahead of its clock or a day old, and records none of it', async () => {
      const [code = ''] = await f.sell(f.performanceId, 1);
      const ahead = new Date(f.now.getTime() + 3600_000).toISOString();
      for (const late of [ahead, ago(25 * 3600)]) {
        await expect(
          f.door.sync(
            f.performanceId,
            [
              { clientId: 'fine', barcode: code, scannedAt: ago(5) },
              { clientId: 'odd', barcode: NOBODY, scannedAt: late },
            ],
            f.doorOne,
            'en-US',
          ),
        ).rejects.toMatchObject({
          code: 'VALIDATION_FAILED',
          fields: { 'body.scans.1.scannedAt': 'staff.door.validation.scannedAt' },
        });
      }
      const list = await f.door.list(f.performanceId, 'en-US');
      expect(list.tickets.find((t) => t.barcode === code)?.admittedAt).toBeNull();
    });

    it('offers the performances from today on, each with its counts', async () => {
      const { performances } = await f.door.performances('en-US');
      const mine = performances.find((p) => p.id === f.performanceId);
      expect(mine?.counts).toEqual(await counts());
      const starts = performances.map((p) => p.startsAt);
      expect(starts).toEqual([...starts].sort());
    });
  });
}
