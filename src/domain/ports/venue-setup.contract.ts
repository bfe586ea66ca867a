/**
 * What every VenueSetup implementation must do (issue 13): a venue made from a venue file's
 * plan, shown as the storefront draws it and as the preview drew it; seats edited one at a
 * time; a layout replaced with kept seats keeping their ids, new seats joining the venue's
 * performances and dropped ones going, but never a seat sold or held; every change audited,
 * a refused one not. The built-in engine runs it (adapters/ticketing/builtin-venue-setup.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VenueLayout } from '../../shared/contracts/catalogue.ts';
import type { AppError } from '../app-error.ts';
import { parseVenueFile } from '../venues/venue-file.ts';
import { VenueFileError } from '../venues/venue-file-error.ts';
import { exportVenueFile } from '../venues/venue-file-export.ts';
import type { VenuePlan } from '../venues/venue-plan.ts';
import type { Actor } from './staff-accounts.ts';
import type { VenueSetup } from './venue-setup.ts';

export interface AuditRow {
  action: string;
  entity: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
}

/** A fresh implementation on its own data, with price bands A, B and C among its bands. */
export interface VenueSetupFixture {
  setup: VenueSetup;
  /** A staff member the back-end knows, for the audit log. */
  actor: Actor;
  /** A reserved-seating performance at the venue, every seat of the venue available. */
  addPerformance(venueId: number): Promise<number>;
  /** A seat sold (or held) at a performance, as a sale (or a cart) would leave it. */
  take(performanceId: number, seatId: number, status: 'sold' | 'held'): Promise<void>;
  /** The seats a performance has inventory for. */
  inventory(performanceId: number): Promise<number[]>;
  /** The audit log's rows about one thing, oldest first. */
  audit(entity: string, entityId: number): Promise<AuditRow[]>;
  close(): Promise<void>;
}

const HOUSE = [
  'section,section_name,section_name_es,level,row,seat,band,wheelchair,companion,step_free',
  'H,House,Sala,orchestra,A,1,A,yes,,Level access',
  'H,,,,A,2,A,,yes,',
  'H,,,,A,3,A,,,',
  'H,,,,B,1,B,,,',
  'H,,,,B,2,B,,,',
  'H,,,,B,3,B,,,',
].join('\n');

/** The house with row B's seat 3 left out, seat A1 in band B, and a new row C. */
const REBUILT = [
  'section,section_name,level,row,seat,band,wheelchair',
  'H,House,orchestra,A,1,B,yes',
  'H,,,A,2,A,',
  'H,,,A,3,A,',
  'H,,,B,1,B,',
  'H,,,B,2,B,',
  'H,,,C,1,C,',
  'H,,,C,2,C,',
].join('\n');

/** What two drawings of one layout share, whatever their ids. */
function drawing(layout: VenueLayout) {
  const rowLabels = new Map(layout.sections.flatMap((s) => s.rows.map((r) => [r.id, r.label])));
  return {
    stage: layout.stage,
    sections: layout.sections.map((s) => [s.code, s.name, s.level, s.rows.map((r) => r.label)]),
    seats: layout.seats
      .map(({ id: _id, sectionId: _s, rowId, priceBandId: _b, ...seat }) => ({
        row: rowLabels.get(rowId),
        ...seat,
      }))
      .sort((a, b) => `${a.row}${a.label}`.localeCompare(`${b.row}${b.label}`)),
  };
}

export function venueSetupContract(name: string, make: () => Promise<VenueSetupFixture>) {
  describe(`VenueSetup contract: ${name}`, () => {
    let f: VenueSetupFixture;
    let plan: (text: string, kind?: 'csv' | 'json') => VenuePlan;
    beforeAll(async () => {
      f = await make();
      const codes = (await f.setup.priceBands('en-US')).map((band) => band.code);
      plan = (text, kind = 'csv') => {
        const read = parseVenueFile({ kind, text }, codes);
        if (!read.ok) throw new Error(JSON.stringify(read.problems));
        return read.plan;
      };
    });
    afterAll(() => f?.close());

    const details = { name: { 'en-US': 'Black Box', es: 'Caja Negra' }, address: '1 Dock St' };

    it('creates a venue from a plan, drawn as its preview drew it, and audits it', async () => {
      const house = plan(HOUSE);
      const preview = await f.setup.preview(house, 'es');
      expect(preview.changes).toBeNull();
      expect(preview.summary).toMatchObject({ sections: 1, rows: 2, seats: 6, wheelchair: 1 });
      const id = await f.setup.create(details, house, f.actor);
      const venue = await f.setup.get(id, 'es');
      expect(venue.name).toEqual(details.name);
      expect(venue.layout.name).toBe('Caja Negra');
      expect(venue.layout.sections[0]?.name).toBe('Sala');
      expect(drawing(venue.layout)).toEqual(drawing(preview.layout));
      const a1 = venue.seats.find((seat) => seat.row === 'A' && seat.label === '1');
      expect(a1).toMatchObject({
        section: 'H',
        band: 'A',
        wheelchair: true,
        stepFree: { 'en-US': 'Level access' },
        inUse: false,
      });
      const listed = (await f.setup.list('en-US')).find((v) => v.id === id);
      expect(listed).toEqual({
        id,
        name: 'Black Box',
        address: '1 Dock St',
        sections: 1,
        seats: 6,
        performances: 0,
      });
      const audit = await f.audit('venue', id);
      expect(audit.map((row) => row.action)).toEqual(['create']);
      expect(audit[0]?.after).toMatchObject({ seats: 6, sections: ['H'] });
    });

    it('gives two venues created at the same moment two ids', async () => {
      const [one, two] = await Promise.all([
        f.setup.create(details, plan(HOUSE), f.actor),
        f.setup.create(details, plan(HOUSE), f.actor),
      ]);
      expect(one).not.toBe(two);
      expect((await f.setup.get(one, 'en-US')).seats).toHaveLength(6);
      expect((await f.setup.get(two, 'en-US')).seats).toHaveLength(6);
    });

    it('edits one seat, audited with the seat before and after', async () => {
      const id = await f.setup.create(details, plan(HOUSE), f.actor);
      const seat = (await f.setup.get(id, 'en-US')).seats.find((s) => s.row === 'B');
      if (!seat) throw new Error('no seat in row B');
      const edited = await f.setup.updateSeat(
        id,
        seat.id,
        { band: 'C', restrictedView: { 'en-US': 'Behind a pillar' }, viewOfStage: 'restricted' },
        f.actor,
      );
      expect(edited).toMatchObject({ id: seat.id, band: 'C', viewOfStage: 'restricted' });
      const again = (await f.setup.get(id, 'en-GB')).layout.seats.find((s) => s.id === seat.id);
      expect(again?.restrictedView).toBe('Behind a pillar');
      const [audit] = await f.audit('seat', seat.id);
      expect(audit).toMatchObject({
        action: 'update',
        before: { band: 'B', restrictedView: null },
        after: { band: 'C', restrictedView: { 'en-US': 'Behind a pillar' } },
      });
    });

    it('refuses a seat of another venue, a band that does not exist and a venue that does not', async () => {
      const id = await f.setup.create(details, plan(HOUSE), f.actor);
      const other = await f.setup.create(details, plan(HOUSE), f.actor);
      const seat = (await f.setup.get(other, 'en-US')).seats[0];
      const code = (promise: Promise<unknown>) =>
        promise.then(
          () => 'done',
          (error: AppError) => error.code,
        );
      expect(await code(f.setup.updateSeat(id, seat?.id ?? 0, { aisle: true }, f.actor))).toBe(
        'VENUE_SEAT_NOT_FOUND',
      );
      expect(await code(f.setup.updateSeat(other, seat?.id ?? 0, { band: 'ZZ' }, f.actor))).toBe(
        'VALIDATION_FAILED',
      );
      expect(await code(f.setup.get(999_999, 'en-US'))).toBe('VENUE_NOT_FOUND');
      expect(await code(f.setup.replaceLayout(999_999, plan(HOUSE), f.actor))).toBe(
        'VENUE_NOT_FOUND',
      );
      expect(await f.audit('seat', seat?.id ?? 0)).toEqual([]);
    });

    it('replaces a layout: kept seats keep their ids, new ones join its performances', async () => {
      const id = await f.setup.create(details, plan(HOUSE), f.actor);
      const performance = await f.addPerformance(id);
      const before = await f.setup.get(id, 'en-US');
      const idOf = (seats: typeof before.seats, row: string, label: string) =>
        seats.find((s) => s.row === row && s.label === label)?.id;
      const preview = await f.setup.preview(plan(REBUILT), 'en-US', id);
      expect(preview.changes).toEqual({ added: 2, removed: 1, kept: 5 });
      const changes = await f.setup.replaceLayout(id, plan(REBUILT), f.actor);
      expect(changes).toEqual({ added: 2, removed: 1, kept: 5 });
      const after = await f.setup.get(id, 'en-US');
      expect(after.seats).toHaveLength(7);
      expect(idOf(after.seats, 'A', '1')).toBe(idOf(before.seats, 'A', '1'));
      expect(after.seats.find((s) => s.row === 'A' && s.label === '1')).toMatchObject({
        band: 'B',
        wheelchair: true,
        stepFree: null,
      });
      expect(idOf(after.seats, 'B', '3')).toBeUndefined();
      expect(after.layout.sections[0]?.rows.map((r) => r.label)).toEqual(['A', 'B', 'C']);
      expect((await f.inventory(performance)).sort((a, b) => a - b)).toEqual(
        after.seats.map((s) => s.id).sort((a, b) => a - b),
      );
      const audit = await f.audit('venue', id);
      expect(audit.map((row) => row.action)).toEqual(['create', 'replace-layout']);
      expect(audit[1]?.after).toMatchObject({
        added: 2,
        removed: 1,
        kept: 5,
        removedSeats: ['H B 3'],
      });
    });

    it('never drops a seat sold or held: nothing changes, nothing is audited', async () => {
      const id = await f.setup.create(details, plan(HOUSE), f.actor);
      const performance = await f.addPerformance(id);
      const seats = (await f.setup.get(id, 'en-US')).seats;
      const b3 = seats.find((s) => s.row === 'B' && s.label === '3');
      const b2 = seats.find((s) => s.row === 'B' && s.label === '2');
      await f.take(performance, b3?.id ?? 0, 'sold');
      await f.take(performance, b2?.id ?? 0, 'held');
      const without = plan(HOUSE.split('\n').slice(0, 5).join('\n'));
      for (const attempt of [
        () => f.setup.preview(without, 'en-US', id),
        () => f.setup.replaceLayout(id, without, f.actor),
      ]) {
        const error = await attempt().then(
          () => undefined,
          (e: unknown) => e,
        );
        expect(error).toBeInstanceOf(VenueFileError);
        expect((error as VenueFileError).code).toBe('VENUE_SEATS_IN_USE');
        expect((error as VenueFileError).problems.map((p) => p.params)).toEqual([
          { section: 'H', row: 'B', seat: '2' },
          { section: 'H', row: 'B', seat: '3' },
        ]);
      }
      const after = await f.setup.get(id, 'en-US');
      expect(after.seats.map((s) => s.id)).toEqual(seats.map((s) => s.id));
      expect(after.seats.filter((s) => s.inUse).map((s) => s.label)).toEqual(['2', '3']);
      expect((await f.audit('venue', id)).map((row) => row.action)).toEqual(['create']);
      // Kept, those seats may change otherwise.
      const moved = HOUSE.replace('H,,,,B,3,B,,,', 'H,,,,B,3,C,,,');
      expect(await f.setup.replaceLayout(id, plan(moved), f.actor)).toEqual({
        added: 0,
        removed: 0,
        kept: 6,
      });
    });

    it('changes a name and an address, audited', async () => {
      const id = await f.setup.create(details, plan(HOUSE), f.actor);
      await f.setup.update(id, { address: '2 Dock St' }, f.actor);
      const venue = await f.setup.get(id, 'en-US');
      expect(venue.address).toBe('2 Dock St');
      expect(venue.name).toEqual(details.name);
      const audit = await f.audit('venue', id);
      expect(audit.at(-1)).toMatchObject({
        action: 'update',
        before: { address: '1 Dock St' },
        after: { address: '2 Dock St' },
      });
    });

    it('writes a layout out as a file that reads back as the same layout', async () => {
      const id = await f.setup.create(details, plan(HOUSE), f.actor);
      const exported = await f.setup.exportLayout(id);
      for (const kind of ['csv', 'json'] as const) {
        const again = plan(exportVenueFile(exported, kind), kind);
        const copy = await f.setup.preview(again, 'en-US');
        expect(drawing(copy.layout).seats).toEqual(
          drawing((await f.setup.get(id, 'en-US')).layout).seats,
        );
      }
    });
  });
}
