/**
 * What every SeasonSetup implementation must do (issue 13): productions and performances created
 * and changed with an audit row each, nothing written and no audit row when a change is refused,
 * the missing languages named, a reserved performance's seats counted from its venue, prices
 * entered all-in with the fee inside, copied from another performance, and the storefront's
 * state (spec §4) following what the manager sets. The built-in engine runs it
 * (adapters/ticketing/builtin-season-setup.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AvailabilityState } from '../../shared/availability.ts';
import type {
  PerformanceCreateBody,
  ProductionBody,
  SeasonReferences,
} from '../../shared/contracts/season-setup.ts';
import type { SeasonSetup } from './season-setup.ts';
import type { Actor } from './staff-accounts.ts';

export interface SeasonSetupFixture {
  setup: SeasonSetup;
  actor: Actor;
  /** The implementation's clock. */
  now: Date;
  /** Audit rows written so far. */
  auditCount(): Promise<number>;
  /** One seat of an on-sale performance held in a new cart, as a buyer holds it. */
  holdSeat(performanceId: number): Promise<void>;
  /** A venue without seats (general admission only). */
  emptyVenueId: number;
  close(): Promise<void>;
}

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

export function seasonSetupContract(name: string, make: () => Promise<SeasonSetupFixture>) {
  describe(`SeasonSetup contract: ${name}`, () => {
    let f: SeasonSetupFixture;
    let refs: SeasonReferences;
    let venueId: number;
    let bandId: number;
    let otherBandId: number;
    let typeId: number;
    let defaultMode: number;
    let priorityMode: number;
    let counter = 0;

    beforeAll(async () => {
      f = await make();
      refs = await f.setup.references('en-US');
      const venue = [...refs.venues].sort((a, b) => b.seats - a.seats)[0];
      const online = refs.priceBands.filter(
        (b) => b.onlineSale && venue?.priceBandIds.includes(b.id),
      );
      if (!venue || online.length < 2) throw new Error('the fixture needs a venue with two bands');
      venueId = venue.id;
      bandId = online[0]?.id ?? 0;
      otherBandId = online[1]?.id ?? 0;
      typeId = refs.priceTypes.find((t) => t.isDefault && !t.requiresAccessRegistration)?.id ?? 0;
      defaultMode = refs.modesOfSale.find((m) => m.isDefault)?.id ?? 0;
      priorityMode = refs.modesOfSale.find((m) => m.isPriority)?.id ?? 0;
      if (!typeId || !defaultMode || !priorityMode)
        throw new Error('the fixture needs a default type, a default and a priority mode');
    });
    afterAll(() => f?.close());

    const text = (en: string, rest: Record<string, string> = {}) => ({ 'en-US': en, ...rest });
    const production = (rest: Partial<ProductionBody> = {}): ProductionBody => {
      counter++;
      return {
        slug: `contract-${counter}-${Date.now()}`,
        title: text(`Contract Play ${counter}`, { es: `Obra ${counter}` }),
        tagline: text('A tagline'),
        description: text('A description.'),
        credits: text('By someone'),
        genre: text('Drama'),
        ageGuidance: text('All ages'),
        contentNotes: text('None'),
        durationMinutes: 90,
        imageUrl: '/images/productions/our-town.svg',
        venueId,
        ...rest,
      };
    };
    const performance = (
      productionId: number,
      rest: Partial<PerformanceCreateBody> = {},
    ): PerformanceCreateBody => ({
      productionId,
      copyPricesFrom: null,
      venueId,
      startsAt: new Date(f.now.getTime() + 20 * DAY),
      onSaleAt: new Date(f.now.getTime() + 2 * DAY),
      offSaleAt: null,
      cancelled: false,
      seating: 'reserved',
      generalCapacity: null,
      priorityModeOfSaleId: null,
      accessTags: [],
      note: null,
      ...rest,
    });
    const fields = (body: PerformanceCreateBody) => {
      const { productionId: _p, copyPricesFrom: _c, ...rest } = body;
      return rest;
    };
    const price = (allInCents: number, feeCents: number, rest = {}) => ({
      priceBandId: bandId,
      priceTypeId: typeId,
      modeOfSaleId: defaultMode,
      allInCents,
      feeCents,
      ...rest,
    });

    /** Runs `refused`, expecting `code`, and checks the audit log did not grow. */
    async function refusedWith(code: string, refused: () => Promise<unknown>) {
      const audits = await f.auditCount();
      await expect(refused()).rejects.toMatchObject({ code });
      expect(await f.auditCount()).toBe(audits);
    }

    it('lists what the forms choose from', () => {
      expect(refs.venues.some((v) => v.id === f.emptyVenueId && v.seats === 0)).toBe(true);
      expect(refs.modesOfSale.filter((m) => m.isDefault)).toHaveLength(1);
      for (const venue of refs.venues)
        for (const band of venue.priceBandIds)
          expect(refs.priceBands.map((b) => b.id)).toContain(band);
    });

    it('creates a production, audited, naming the languages it is missing in', async () => {
      const audits = await f.auditCount();
      const created = await f.setup.createProduction(production(), f.actor, 'en-US');
      expect(await f.auditCount()).toBe(audits + 1);
      expect(created.title['en-US']).toMatch(/^Contract Play/);
      expect(created.missing.title).toEqual(['en-GB', 'de', 'ht', 'sv']);
      expect(created.missing.genre).toEqual(['en-GB', 'de', 'es', 'ht', 'sv']);
      expect(created.missingLocales).toEqual(['de', 'en-GB', 'es', 'ht', 'sv']);
      expect(created.performances).toEqual([]);
      expect(created.slugLocked).toBe(false);
      expect(await f.setup.getProduction(created.id, 'en-US')).toEqual(created);
      const listed = (await f.setup.listProductions('en-US')).find((p) => p.id === created.id);
      expect(listed).toMatchObject({ slug: created.slug, performanceCount: 0 });
    });

    it('refuses a web address in use, and a venue that does not exist, writing nothing', async () => {
      const first = await f.setup.createProduction(production(), f.actor, 'en-US');
      const before = (await f.setup.listProductions('en-US')).length;
      await refusedWith('STAFF_SLUG_TAKEN', () =>
        f.setup.createProduction(production({ slug: first.slug }), f.actor, 'en-US'),
      );
      await refusedWith('VALIDATION_FAILED', () =>
        f.setup.createProduction(production({ venueId: 999_999 }), f.actor, 'en-US'),
      );
      expect((await f.setup.listProductions('en-US')).length).toBe(before);
      const other = await f.setup.createProduction(production(), f.actor, 'en-US');
      await refusedWith('STAFF_SLUG_TAKEN', () =>
        f.setup.updateProduction(other.id, production({ slug: first.slug }), f.actor, 'en-US'),
      );
      expect((await f.setup.getProduction(other.id, 'en-US')).slug).toBe(other.slug);
      await refusedWith('PRODUCTION_NOT_FOUND', () =>
        f.setup.updateProduction(999_999, production(), f.actor, 'en-US'),
      );
    });

    it('changes a production with one audit row, and none when nothing changed', async () => {
      const body = production();
      const created = await f.setup.createProduction(body, f.actor, 'en-US');
      let audits = await f.auditCount();
      const all = {
        'en-US': 'Drama',
        'en-GB': 'Drama',
        de: 'Drama',
        es: 'Drama',
        ht: 'Dram',
        sv: 'Drama',
      };
      const changed = await f.setup.updateProduction(
        created.id,
        { ...body, genre: all, durationMinutes: null },
        f.actor,
        'en-US',
      );
      expect(await f.auditCount()).toBe(++audits);
      expect(changed.genre).toEqual(all);
      expect(changed.missing.genre).toEqual([]);
      expect(changed.durationMinutes).toBeNull();
      await f.setup.updateProduction(
        created.id,
        { ...body, genre: all, durationMinutes: null },
        f.actor,
        'en-US',
      );
      expect(await f.auditCount()).toBe(audits);
    });

    it('creates a reserved performance with its venue’s seats, not on sale until priced and opened', async () => {
      const { id } = await f.setup.createProduction(production(), f.actor, 'en-US');
      const audits = await f.auditCount();
      const created = await f.setup.createPerformance(performance(id), f.actor, 'en-US');
      expect(await f.auditCount()).toBe(audits + 1);
      expect(created.state).toBe(AvailabilityState.NOT_ON_SALE);
      expect(created.counts.capacity).toBeGreaterThan(0);
      expect(created.counts).toMatchObject({ held: 0, sold: 0 });
      expect(created.counts.available).toBe(created.counts.capacity);
      expect(created.warnings).toEqual(['notPriced']);
      expect(created.seatingLocked).toBe(false);
      expect(await f.setup.getPerformance(created.id, 'en-US')).toEqual(created);
      const withIt = await f.setup.getProduction(id, 'en-US');
      expect(withIt.performances.map((p) => p.id)).toEqual([created.id]);
    });

    it('refuses a performance on sale at once without prices, writing nothing', async () => {
      const { id } = await f.setup.createProduction(production(), f.actor, 'en-US');
      await refusedWith('STAFF_PERFORMANCE_NOT_PRICED', () =>
        f.setup.createPerformance(
          performance(id, { onSaleAt: new Date(f.now.getTime() - HOUR) }),
          f.actor,
          'en-US',
        ),
      );
      await refusedWith('STAFF_VENUE_HAS_NO_SEATS', () =>
        f.setup.createPerformance(performance(id, { venueId: f.emptyVenueId }), f.actor, 'en-US'),
      );
      await refusedWith('VALIDATION_FAILED', () =>
        f.setup.createPerformance(
          performance(id, { priorityModeOfSaleId: defaultMode }),
          f.actor,
          'en-US',
        ),
      );
      await refusedWith('VALIDATION_FAILED', () =>
        f.setup.createPerformance(performance(999_999), f.actor, 'en-US'),
      );
      expect((await f.setup.getProduction(id, 'en-US')).performances).toEqual([]);
    });

    it('takes general admission at a venue without seats, its capacity at least what was sold', async () => {
      const { id } = await f.setup.createProduction(production(), f.actor, 'en-US');
      const created = await f.setup.createPerformance(
        performance(id, { venueId: f.emptyVenueId, seating: 'general', generalCapacity: 80 }),
        f.actor,
        'en-US',
      );
      expect(created.counts).toEqual({ capacity: 80, available: 80, held: 0, sold: 0 });
      expect(created.state).toBe(AvailabilityState.NOT_ON_SALE);
    });

    it('prices all-in with the fee inside, then goes on sale as the storefront shows it', async () => {
      const { id } = await f.setup.createProduction(production(), f.actor, 'en-US');
      const created = await f.setup.createPerformance(performance(id), f.actor, 'en-US');
      await refusedWith('STAFF_PERFORMANCE_NOT_PRICED', () =>
        f.setup.putOnSale(created.id, f.actor, 'en-US'),
      );
      await refusedWith('VALIDATION_FAILED', () =>
        f.setup.setPrices(
          created.id,
          { prices: [price(4850, 350, { priceTypeId: 999_999 })] },
          f.actor,
        ),
      );
      expect((await f.setup.getPrices(created.id)).prices).toEqual([]);

      const audits = await f.auditCount();
      const grid = await f.setup.setPrices(
        created.id,
        { prices: [price(4850, 350), price(3850, 300, { priceBandId: otherBandId })] },
        f.actor,
      );
      expect(await f.auditCount()).toBe(audits + 1);
      expect(grid.saleModeOfSaleId).toBe(defaultMode);
      expect(grid.warnings).toEqual([]);
      const a = grid.prices.find((p) => p.priceBandId === bandId);
      expect(a?.allIn.amount).toBe(4850);
      expect(a?.fee.amount).toBe(350);
      expect(a?.base.amount).toBe(4500);
      expect(await f.setup.getPrices(created.id)).toEqual(grid);
      // The same grid again changes nothing and writes no audit row.
      await f.setup.setPrices(
        created.id,
        { prices: [price(3850, 300, { priceBandId: otherBandId }), price(4850, 350)] },
        f.actor,
      );
      expect(await f.auditCount()).toBe(audits + 1);

      const onSale = await f.setup.putOnSale(created.id, f.actor, 'en-US');
      expect(onSale.onSaleAt).toBe(f.now.toISOString());
      expect(onSale.state).toBe(AvailabilityState.GET_TICKETS);
      expect(await f.auditCount()).toBe(audits + 2);
      // On sale, it cannot be left without a price a buyer can pay.
      await refusedWith('STAFF_PERFORMANCE_NOT_PRICED', () =>
        f.setup.setPrices(created.id, { prices: [] }, f.actor),
      );
      await refusedWith('STAFF_PERFORMANCE_NOT_PRICED', () =>
        f.setup.setPrices(
          created.id,
          { prices: [price(4850, 350, { modeOfSaleId: priorityMode })] },
          f.actor,
        ),
      );
      expect((await f.setup.getPrices(created.id)).prices).toHaveLength(2);
    });

    it('copies another performance’s prices, at creation or after', async () => {
      const { id } = await f.setup.createProduction(production(), f.actor, 'en-US');
      const first = await f.setup.createPerformance(performance(id), f.actor, 'en-US');
      await f.setup.setPrices(
        first.id,
        { prices: [price(4850, 350), price(2500, 250, { modeOfSaleId: priorityMode })] },
        f.actor,
      );
      const second = await f.setup.createPerformance(
        performance(id, {
          copyPricesFrom: first.id,
          startsAt: new Date(f.now.getTime() + 21 * DAY),
          onSaleAt: new Date(f.now.getTime() - HOUR),
        }),
        f.actor,
        'en-US',
      );
      expect(second.state).toBe(AvailabilityState.GET_TICKETS);
      const copied = await f.setup.getPrices(second.id);
      expect(copied.prices).toEqual((await f.setup.getPrices(first.id)).prices);

      const third = await f.setup.createPerformance(performance(id), f.actor, 'en-US');
      const audits = await f.auditCount();
      const grid = await f.setup.copyPrices(third.id, first.id, f.actor);
      expect(grid.prices).toEqual(copied.prices);
      expect(await f.auditCount()).toBe(audits + 1);
      await refusedWith('VALIDATION_FAILED', () => f.setup.copyPrices(third.id, third.id, f.actor));
      await refusedWith('VALIDATION_FAILED', () => f.setup.copyPrices(third.id, 999_999, f.actor));
      await refusedWith('PERFORMANCE_NOT_FOUND', () =>
        f.setup.copyPrices(999_999, first.id, f.actor),
      );
    });

    it('follows a change to the state of spec §4: cancelled, priority, passed sale', async () => {
      const { id } = await f.setup.createProduction(production(), f.actor, 'en-US');
      const body = performance(id, {
        onSaleAt: new Date(f.now.getTime() - DAY),
        priorityModeOfSaleId: priorityMode,
      });
      await refusedWith('STAFF_PERFORMANCE_NOT_PRICED', () =>
        f.setup.createPerformance(body, f.actor, 'en-US'),
      );
      const created = await f.setup.createPerformance(
        { ...body, onSaleAt: new Date(f.now.getTime() + DAY) },
        f.actor,
        'en-US',
      );
      await f.setup.setPrices(
        created.id,
        { prices: [price(3000, 300, { modeOfSaleId: priorityMode })] },
        f.actor,
      );
      const presale = await f.setup.updatePerformance(created.id, fields(body), f.actor, 'en-US');
      expect(presale.state).toBe(AvailabilityState.PRIORITY);
      expect(presale.warnings).toEqual(['noPublicPrices']);
      // Ending the presale needs public prices.
      await refusedWith('STAFF_PERFORMANCE_NOT_PRICED', () =>
        f.setup.updatePerformance(
          created.id,
          { ...fields(body), priorityModeOfSaleId: null },
          f.actor,
          'en-US',
        ),
      );
      const cancelled = await f.setup.updatePerformance(
        created.id,
        { ...fields(body), cancelled: true },
        f.actor,
        'en-US',
      );
      expect(cancelled.state).toBe(AvailabilityState.CANCELLED);
      await refusedWith('STAFF_PERFORMANCE_NOT_SELLABLE', () =>
        f.setup.putOnSale(created.id, f.actor, 'en-US'),
      );
      const closed = await f.setup.updatePerformance(
        created.id,
        { ...fields(body), offSaleAt: new Date(f.now.getTime() - HOUR) },
        f.actor,
        'en-US',
      );
      expect(closed.state).toBe(AvailabilityState.PASSED);
      await refusedWith('PERFORMANCE_NOT_FOUND', () =>
        f.setup.updatePerformance(999_999, fields(body), f.actor, 'en-US'),
      );
    });

    it('keeps the venue and seating of a performance whose seats are held', async () => {
      const { id } = await f.setup.createProduction(production(), f.actor, 'en-US');
      const body = performance(id, { onSaleAt: new Date(f.now.getTime() + DAY) });
      const created = await f.setup.createPerformance(body, f.actor, 'en-US');
      await f.setup.setPrices(created.id, { prices: [price(4850, 350)] }, f.actor);
      // Before any sale it may move, and back.
      const general = await f.setup.updatePerformance(
        created.id,
        { ...fields(body), venueId: f.emptyVenueId, seating: 'general', generalCapacity: 50 },
        f.actor,
        'en-US',
      );
      expect(general.counts.capacity).toBe(50);
      const back = await f.setup.updatePerformance(created.id, fields(body), f.actor, 'en-US');
      expect(back.counts.capacity).toBe(created.counts.capacity);
      expect((await f.setup.getPrices(created.id)).prices).toHaveLength(1);

      await f.setup.putOnSale(created.id, f.actor, 'en-US');
      await f.holdSeat(created.id);
      const held = await f.setup.getPerformance(created.id, 'en-US');
      expect(held.counts.held).toBe(1);
      expect(held.seatingLocked).toBe(true);
      await refusedWith('STAFF_SEATING_LOCKED', () =>
        f.setup.updatePerformance(
          created.id,
          { ...fields(body), seating: 'general', generalCapacity: 50 },
          f.actor,
          'en-US',
        ),
      );
      expect((await f.setup.getPerformance(created.id, 'en-US')).seating).toBe('reserved');
      // Its time may still change.
      const later = await f.setup.updatePerformance(
        created.id,
        {
          ...fields(body),
          onSaleAt: new Date(f.now.getTime() - DAY),
          startsAt: new Date(f.now.getTime() + 25 * DAY),
        },
        f.actor,
        'en-US',
      );
      expect(later.startsAt).toBe(new Date(f.now.getTime() + 25 * DAY).toISOString());
      expect(later.counts.held).toBe(1);
    });
  });
}
