/**
 * Season set-up on the built-in engine (issue 13): productions, performances and prices written
 * by box-office managers. Each change runs in one transaction with its audit row; the rules are
 * the domain's (domain/season), asked with facts read under the performance row's lock, so a
 * refused change leaves nothing behind. A new reserved-seating performance gets one inventory row
 * per seat of its venue, as the demo season's do. Orders keep the prices they were opened at;
 * carts read the current price, as they always do.
 */
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { AppError } from '../../domain/app-error.ts';
import { sameRecord } from '../../domain/offers/record-changes.ts';
import type { Clock } from '../../domain/ports/clock.ts';
import type { SeasonSetup } from '../../domain/ports/season-setup.ts';
import type { Actor } from '../../domain/ports/staff-accounts.ts';
import {
  checkPerformanceChange,
  checkStillPriced,
  type PerformanceTerms,
  putOnSale,
} from '../../domain/season/performance-rules.ts';
import {
  checkPriceGrid,
  pricesToCopy,
  type StoredPrice,
  samePrices,
  sortPrices,
} from '../../domain/season/price-grid.ts';
import { checkSlugChange, missingTranslations } from '../../domain/season/production-rules.ts';
import {
  type PerformanceCreateBody,
  type PerformanceFields,
  type PerformanceRecord,
  type PriceGrid,
  type PriceGridBody,
  type ProductionBody,
  type ProductionListItem,
  type ProductionRecord,
  type SeasonReferences,
  SV,
} from '../../shared/contracts/season-setup.ts';
import type { Locale } from '../../shared/locales.ts';
import { localize } from '../../shared/localized-text.ts';
import { writeAudit } from '../db/audit.ts';
import type { Db } from '../db/client.ts';
import { isUniqueViolation } from '../db/pg-errors.ts';
import * as s from '../db/schema.ts';
import {
  auditedPerformance,
  bandsFor,
  type CatalogueFacts,
  catalogueFacts,
  type PerformanceRow,
  performanceRecord,
  priceGrid,
  pricesOf,
  seatCounts,
  termsOf,
  ticketsExist,
  venueFacts,
  venueOf,
} from './season-setup-reads.ts';

type ProductionRow = typeof s.productions.$inferSelect;

/** A field of the request refused by what the database holds (a venue that is not there). */
const fieldError = (field: string, key: string) =>
  new AppError('VALIDATION_FAILED', { fields: { [`body.${field}`]: key } });

/** What the audit log keeps of a production. */
function auditedProduction(p: ProductionRow) {
  return {
    slug: p.slug,
    title: p.title,
    tagline: p.tagline,
    description: p.description,
    credits: p.credits,
    genre: p.genre,
    ageGuidance: p.ageGuidance,
    contentNotes: p.contentNotes,
    durationMinutes: p.durationMinutes,
    imageUrl: p.imageUrl,
    venueId: p.venueId,
  };
}

/** What the audit log keeps of a grid. */
const auditedPrices = (prices: readonly StoredPrice[]) => ({ prices: sortPrices(prices) });

export class BuiltinSeasonSetup implements SeasonSetup {
  private readonly db: Db;
  private readonly clock: Clock;

  constructor(db: Db, clock: Clock) {
    this.db = db;
    this.clock = clock;
  }

  async references(locale: Locale): Promise<SeasonReferences> {
    const [venues, facts, catalogue] = await Promise.all([
      this.db.select().from(s.venues).orderBy(asc(s.venues.id)),
      venueFacts(this.db),
      catalogueFacts(this.db),
    ]);
    return {
      venues: venues.map((v) => {
        const seats = venueOf(facts, v.id);
        return {
          id: v.id,
          name: localize(v.name, locale),
          seats: seats.seats,
          priceBandIds: catalogue.bands.filter((b) => seats.bandIds.has(b.id)).map((b) => b.id),
        };
      }),
      priceBands: catalogue.bands.map((b) => ({
        id: b.id,
        code: b.code,
        name: localize(b.name, locale),
        onlineSale: b.onlineSale,
      })),
      priceTypes: catalogue.types.map((t) => ({
        id: t.id,
        code: t.code,
        name: localize(t.name, locale),
        isDefault: t.isDefault,
        requiresAccessRegistration: t.requiresAccessRegistration,
      })),
      modesOfSale: catalogue.modes.map((m) => ({
        id: m.id,
        name: localize(m.name, locale),
        isDefault: m.isDefault,
        isPriority: m.isPriority,
      })),
    };
  }

  // --- Productions ---------------------------------------------------------------------------

  async listProductions(locale: Locale): Promise<ProductionListItem[]> {
    const [productions, venues, performances] = await Promise.all([
      this.db
        .select()
        .from(s.productions)
        .orderBy(asc(s.productions.sortOrder), asc(s.productions.id)),
      this.db.select({ id: s.venues.id, name: s.venues.name }).from(s.venues),
      this.db.select().from(s.performances).orderBy(asc(s.performances.startsAt)),
    ]);
    const records = await this.performanceRecords(this.db, performances, locale);
    const venueNames = new Map(venues.map((v) => [v.id, v.name]));
    return productions.map((production) => {
      const own = records.filter((p) => p.productionId === production.id);
      return {
        id: production.id,
        slug: production.slug,
        title: localize(production.title, locale),
        venueName: localize(venueNames.get(production.venueId), locale),
        performanceCount: own.length,
        firstPerformanceAt: own[0]?.startsAt ?? null,
        lastPerformanceAt: own.at(-1)?.startsAt ?? null,
        missingLocales: missingTranslations(production).missingLocales,
        performancesWithWarnings: own.filter((p) => p.warnings.length > 0).length,
      };
    });
  }

  async getProduction(id: number, locale: Locale): Promise<ProductionRecord> {
    const [row] = await this.db.select().from(s.productions).where(eq(s.productions.id, id));
    if (!row) throw new AppError('PRODUCTION_NOT_FOUND');
    return this.productionRecord(this.db, row, locale);
  }

  async createProduction(
    body: ProductionBody,
    actor: Actor,
    locale: Locale,
  ): Promise<ProductionRecord> {
    const now = this.clock.now();
    return this.uniqueSlug(() =>
      this.db.transaction(async (tx) => {
        await this.checkVenue(tx, body.venueId);
        const [last] = await tx
          .select({
            sortOrder: sql<number>`coalesce(max(${s.productions.sortOrder}), -1)`.mapWith(Number),
          })
          .from(s.productions);
        const [row] = await tx
          .insert(s.productions)
          .values({ ...body, sortOrder: (last?.sortOrder ?? -1) + 1 })
          .returning();
        if (!row) throw new Error('production insert returned nothing');
        await writeAudit(
          tx,
          actor,
          {
            action: 'create',
            entity: 'production',
            entityId: row.id,
            after: auditedProduction(row),
          },
          now,
        );
        return this.productionRecord(tx, row, locale);
      }),
    );
  }

  async updateProduction(
    id: number,
    body: ProductionBody,
    actor: Actor,
    locale: Locale,
  ): Promise<ProductionRecord> {
    const now = this.clock.now();
    return this.uniqueSlug(() =>
      this.db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(s.productions)
          .where(eq(s.productions.id, id))
          .for('update');
        if (!before) throw new AppError('PRODUCTION_NOT_FOUND');
        if (body.venueId !== before.venueId) await this.checkVenue(tx, body.venueId);
        checkSlugChange(before.slug, body.slug, await this.productionSold(tx, id));
        const [after] = await tx
          .update(s.productions)
          .set(body)
          .where(eq(s.productions.id, id))
          .returning();
        if (!after) throw new AppError('PRODUCTION_NOT_FOUND');
        if (!sameRecord(auditedProduction(before), auditedProduction(after)))
          await writeAudit(
            tx,
            actor,
            {
              action: 'update',
              entity: 'production',
              entityId: id,
              before: auditedProduction(before),
              after: auditedProduction(after),
            },
            now,
          );
        return this.productionRecord(tx, after, locale);
      }),
    );
  }

  // --- Performances --------------------------------------------------------------------------

  async getPerformance(id: number, locale: Locale): Promise<PerformanceRecord> {
    const [row] = await this.db.select().from(s.performances).where(eq(s.performances.id, id));
    if (!row) throw new AppError('PERFORMANCE_NOT_FOUND');
    const [record] = await this.performanceRecords(this.db, [row], locale);
    if (!record) throw new AppError('PERFORMANCE_NOT_FOUND');
    return record;
  }

  async createPerformance(
    body: PerformanceCreateBody,
    actor: Actor,
    locale: Locale,
  ): Promise<PerformanceRecord> {
    const now = this.clock.now();
    const { productionId, copyPricesFrom, ...fields } = body;
    return this.db.transaction(async (tx) => {
      const [production] = await tx
        .select({ id: s.productions.id })
        .from(s.productions)
        .where(eq(s.productions.id, productionId));
      if (!production) throw fieldError('productionId', SV.production);
      await this.checkVenue(tx, fields.venueId);
      const catalogue = await catalogueFacts(tx);
      this.checkPriorityMode(fields.priorityModeOfSaleId, catalogue);
      const venue = venueOf(await venueFacts(tx, [fields.venueId]), fields.venueId);
      const { bandIds, sellable } = bandsFor(fields, venue, catalogue);
      const prices =
        copyPricesFrom === null
          ? []
          : pricesToCopy(await this.sourcePrices(tx, copyPricesFrom, 'copyPricesFrom'), {
              bandIds,
              typeIds: new Set(catalogue.types.map((t) => t.id)),
              modeIds: new Set(catalogue.modes.map((m) => m.id)),
            });
      checkPerformanceChange(null, fields, {
        ticketsExist: false,
        generalSold: 0,
        venueSeats: venue.seats,
        prices,
        sellable,
        now,
      });
      const [row] = await tx
        .insert(s.performances)
        .values({ ...fields, productionId })
        .returning();
      if (!row) throw new Error('performance insert returned nothing');
      if (row.seating === 'reserved') await this.addInventory(tx, row);
      if (prices.length > 0)
        await tx
          .insert(s.performancePrices)
          .values(prices.map((price) => ({ ...price, performanceId: row.id })));
      await writeAudit(
        tx,
        actor,
        {
          action: 'create',
          entity: 'performance',
          entityId: row.id,
          after: {
            ...auditedPerformance(row),
            ...(copyPricesFrom === null
              ? {}
              : { pricesCopiedFrom: copyPricesFrom, ...auditedPrices(prices) }),
          },
        },
        now,
      );
      const [record] = await this.performanceRecords(tx, [row], locale);
      if (!record) throw new Error('performance record missing');
      return record;
    });
  }

  async updatePerformance(
    id: number,
    body: PerformanceFields,
    actor: Actor,
    locale: Locale,
  ): Promise<PerformanceRecord> {
    return this.changePerformance(id, actor, locale, 'update', async (tx, before, catalogue) => {
      if (body.venueId !== before.venueId) await this.checkVenue(tx, body.venueId);
      this.checkPriorityMode(body.priorityModeOfSaleId, catalogue);
      return body;
    });
  }

  async putOnSale(id: number, actor: Actor, locale: Locale): Promise<PerformanceRecord> {
    return this.changePerformance(id, actor, locale, 'put-on-sale', async (_tx, before) =>
      putOnSale(termsOf(before), this.clock.now()),
    );
  }

  /**
   * One change to a performance under its row's lock: `change` gives what it becomes, the rules
   * check it against its sales and prices, and its inventory follows a new venue or seating
   * (only possible while nothing is sold or held). Prices of bands the new venue lacks go.
   */
  private async changePerformance(
    id: number,
    actor: Actor,
    locale: Locale,
    action: 'update' | 'put-on-sale',
    change: (
      tx: Db,
      before: PerformanceRow,
      catalogue: CatalogueFacts,
    ) => Promise<PerformanceTerms & Partial<Pick<PerformanceFields, 'accessTags' | 'note'>>>,
  ): Promise<PerformanceRecord> {
    const now = this.clock.now();
    return this.db.transaction(async (tx) => {
      const before = await this.lockPerformance(tx, id);
      const catalogue = await catalogueFacts(tx);
      const after = await change(tx, before, catalogue);
      const venue = venueOf(await venueFacts(tx, [after.venueId]), after.venueId);
      const { bandIds, sellable } = bandsFor(after, venue, catalogue);
      const current = (await pricesOf(tx, [id])).get(id) ?? [];
      const moved = after.venueId !== before.venueId || after.seating !== before.seating;
      // Moved to a venue without some band, its prices go with the old venue's seats.
      const kept = moved ? current.filter((price) => bandIds.has(price.priceBandId)) : current;
      checkPerformanceChange(termsOf(before), after, {
        ticketsExist: moved && (await ticketsExist(tx, before)),
        generalSold: before.generalSold,
        venueSeats: venue.seats,
        prices: kept,
        sellable,
        now,
      });
      if (moved) await this.moveInventory(tx, before, after);
      if (kept.length < current.length)
        await tx.delete(s.performancePrices).where(
          and(
            eq(s.performancePrices.performanceId, id),
            sql`${s.performancePrices.priceBandId} not in (${sql.join(
              [...bandIds, 0].map((band) => sql`${band}`),
              sql`, `,
            )})`,
          ),
        );
      const [updated] = await tx
        .update(s.performances)
        .set({
          venueId: after.venueId,
          startsAt: after.startsAt,
          onSaleAt: after.onSaleAt,
          offSaleAt: after.offSaleAt,
          cancelled: after.cancelled,
          seating: after.seating,
          generalCapacity: after.generalCapacity,
          priorityModeOfSaleId: after.priorityModeOfSaleId,
          ...(after.accessTags === undefined ? {} : { accessTags: after.accessTags }),
          ...(after.note === undefined ? {} : { note: after.note }),
        })
        .where(eq(s.performances.id, id))
        .returning();
      if (!updated) throw new AppError('PERFORMANCE_NOT_FOUND');
      const was = auditedPerformance(before);
      const is = auditedPerformance(updated);
      if (!sameRecord(was, is) || kept.length < current.length)
        await writeAudit(
          tx,
          actor,
          {
            action,
            entity: 'performance',
            entityId: id,
            before: kept.length < current.length ? { ...was, ...auditedPrices(current) } : was,
            after: kept.length < current.length ? { ...is, ...auditedPrices(kept) } : is,
          },
          now,
        );
      const [record] = await this.performanceRecords(tx, [updated], locale);
      if (!record) throw new Error('performance record missing');
      return record;
    });
  }

  // --- Prices --------------------------------------------------------------------------------

  async getPrices(performanceId: number): Promise<PriceGrid> {
    const [row] = await this.db
      .select()
      .from(s.performances)
      .where(eq(s.performances.id, performanceId));
    if (!row) throw new AppError('PERFORMANCE_NOT_FOUND');
    return this.gridOf(this.db, row);
  }

  async setPrices(performanceId: number, body: PriceGridBody, actor: Actor): Promise<PriceGrid> {
    return this.replacePrices(performanceId, actor, 'set', (_tx, facts) =>
      checkPriceGrid(body, facts),
    );
  }

  async copyPrices(
    performanceId: number,
    fromPerformanceId: number,
    actor: Actor,
  ): Promise<PriceGrid> {
    if (fromPerformanceId === performanceId) throw fieldError('fromPerformanceId', SV.copyFrom);
    return this.replacePrices(performanceId, actor, 'copy', async (tx, facts) =>
      pricesToCopy(await this.sourcePrices(tx, fromPerformanceId, 'fromPerformanceId'), facts),
    );
  }

  /**
   * The grid replaced under the performance's lock: what a buyer pays from now on. An on-sale
   * performance keeps a price a buyer can pay (STAFF_PERFORMANCE_NOT_PRICED otherwise); orders keep
   * theirs (order_tickets hold their own amounts).
   */
  private async replacePrices(
    performanceId: number,
    actor: Actor,
    action: 'set' | 'copy',
    next: (
      tx: Db,
      facts: { bandIds: Set<number>; typeIds: Set<number>; modeIds: Set<number> },
    ) => StoredPrice[] | Promise<StoredPrice[]>,
  ): Promise<PriceGrid> {
    const now = this.clock.now();
    return this.db.transaction(async (tx) => {
      const performance = await this.lockPerformance(tx, performanceId);
      const catalogue = await catalogueFacts(tx);
      const venue = venueOf(await venueFacts(tx, [performance.venueId]), performance.venueId);
      const { bandIds, sellable } = bandsFor(performance, venue, catalogue);
      const prices = await next(tx, {
        bandIds,
        typeIds: new Set(catalogue.types.map((t) => t.id)),
        modeIds: new Set(catalogue.modes.map((m) => m.id)),
      });
      checkStillPriced(termsOf(performance), prices, sellable, now);
      const before = (await pricesOf(tx, [performanceId])).get(performanceId) ?? [];
      if (!samePrices(before, prices)) {
        await tx
          .delete(s.performancePrices)
          .where(eq(s.performancePrices.performanceId, performanceId));
        if (prices.length > 0)
          await tx
            .insert(s.performancePrices)
            .values(prices.map((price) => ({ ...price, performanceId })));
        await writeAudit(
          tx,
          actor,
          {
            action,
            entity: 'performance-prices',
            entityId: performanceId,
            before: auditedPrices(before),
            after: auditedPrices(prices),
          },
          now,
        );
      }
      return this.gridOf(tx, performance);
    });
  }

  // --- Helpers -------------------------------------------------------------------------------

  private async lockPerformance(tx: Db, id: number): Promise<PerformanceRow> {
    const [row] = await tx
      .select()
      .from(s.performances)
      .where(eq(s.performances.id, id))
      .for('update');
    if (!row) throw new AppError('PERFORMANCE_NOT_FOUND');
    return row;
  }

  private async checkVenue(tx: Db, venueId: number): Promise<void> {
    const [venue] = await tx
      .select({ id: s.venues.id })
      .from(s.venues)
      .where(eq(s.venues.id, venueId));
    if (!venue) throw fieldError('venueId', SV.venue);
  }

  /** A priority performance sells in a priority mode of sale (the members' presale). */
  private checkPriorityMode(modeId: number | null, catalogue: CatalogueFacts): void {
    if (modeId !== null && !catalogue.modes.some((m) => m.id === modeId && m.isPriority))
      throw fieldError('priorityModeOfSaleId', SV.priorityMode);
  }

  /** The prices of the performance to copy from, named by the body's `field`. */
  private async sourcePrices(tx: Db, performanceId: number, field: string): Promise<StoredPrice[]> {
    const [source] = await tx
      .select({ id: s.performances.id })
      .from(s.performances)
      .where(eq(s.performances.id, performanceId));
    if (!source) throw fieldError(field, SV.copyFrom);
    return (await pricesOf(tx, [performanceId])).get(performanceId) ?? [];
  }

  /** One inventory row per seat of the venue, free: what the demo season does for each. */
  private async addInventory(tx: Db, p: Pick<PerformanceRow, 'id' | 'venueId'>): Promise<void> {
    await tx.execute(sql`
      insert into ${s.performanceSeats} (performance_id, seat_id)
      select ${p.id}, ${s.seats.id} from ${s.seats} where ${s.seats.venueId} = ${p.venueId}`);
  }

  /**
   * A new venue or seating: the old inventory goes and the new venue's comes. Only free rows
   * are removed; a seat a buyer took meanwhile stays, and the change is refused.
   */
  private async moveInventory(tx: Db, before: PerformanceRow, after: PerformanceTerms) {
    await tx
      .delete(s.performanceSeats)
      .where(
        and(
          eq(s.performanceSeats.performanceId, before.id),
          eq(s.performanceSeats.status, 'available'),
        ),
      );
    const [left] = await tx
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(s.performanceSeats)
      .where(eq(s.performanceSeats.performanceId, before.id));
    if ((left?.n ?? 0) > 0) throw new AppError('STAFF_SEATING_LOCKED');
    if (after.seating === 'reserved')
      await this.addInventory(tx, { id: before.id, venueId: after.venueId });
  }

  /** Whether any ticket of the production's performances was ever put in an order. */
  private async productionSold(tx: Db, productionId: number): Promise<boolean> {
    const [row] = await tx
      .select({ id: s.orderTickets.id })
      .from(s.orderTickets)
      .innerJoin(s.performances, eq(s.performances.id, s.orderTickets.performanceId))
      .where(eq(s.performances.productionId, productionId))
      .limit(1);
    return row !== undefined;
  }

  /** Runs a write, answering a slug another production took meanwhile as STAFF_SLUG_TAKEN. */
  private async uniqueSlug<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('STAFF_SLUG_TAKEN');
      throw error;
    }
  }

  private async productionRecord(
    db: Db,
    row: ProductionRow,
    locale: Locale,
  ): Promise<ProductionRecord> {
    const performances = await db
      .select()
      .from(s.performances)
      .where(eq(s.performances.productionId, row.id))
      .orderBy(asc(s.performances.startsAt), asc(s.performances.id));
    const { missing, missingLocales } = missingTranslations(row);
    return {
      ...auditedProduction(row),
      id: row.id,
      missing,
      missingLocales,
      slugLocked: await this.productionSold(db, row.id),
      performances: await this.performanceRecords(db, performances, locale),
    };
  }

  /** Records of some performances, with the facts of all of them read in a few queries. */
  private async performanceRecords(
    db: Db,
    rows: PerformanceRow[],
    locale: Locale,
  ): Promise<PerformanceRecord[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((p) => p.id);
    const venueIds = [...new Set(rows.map((p) => p.venueId))];
    const productionIds = [...new Set(rows.map((p) => p.productionId))];
    // One after another: `db` may be a transaction, whose one connection takes one at a time.
    const catalogue = await catalogueFacts(db);
    const venues = await venueFacts(db, venueIds);
    const names = await db
      .select({ id: s.venues.id, name: s.venues.name })
      .from(s.venues)
      .where(inArray(s.venues.id, venueIds));
    const titles = await db
      .select({ id: s.productions.id, title: s.productions.title })
      .from(s.productions)
      .where(inArray(s.productions.id, productionIds));
    const counts = await seatCounts(db, rows);
    const prices = await pricesOf(db, ids);
    const locked = await this.lockedPerformances(db, ids);
    const venueNames = new Map(names.map((v) => [v.id, v.name]));
    const productionTitles = new Map(titles.map((p) => [p.id, p.title]));
    const now = this.clock.now();
    return rows.map((p) =>
      performanceRecord(
        p,
        {
          productionTitle: productionTitles.get(p.productionId) ?? { 'en-US': '' },
          venueName: venueNames.get(p.venueId) ?? { 'en-US': '' },
          counts: counts.get(p.id) ?? { capacity: 0, available: 0, held: 0, sold: 0 },
          prices: prices.get(p.id) ?? [],
          venue: venueOf(venues, p.venueId),
          catalogue,
          seatingLocked: p.generalSold > 0 || locked.has(p.id),
          now,
        },
        locale,
      ),
    );
  }

  /** Performances with a seat held or sold, a cart line or an order's ticket (ticketsExist). */
  private async lockedPerformances(db: Db, ids: number[]): Promise<Set<number>> {
    const seats = await db
      .selectDistinct({ id: s.performanceSeats.performanceId })
      .from(s.performanceSeats)
      .where(
        and(
          inArray(s.performanceSeats.performanceId, ids),
          ne(s.performanceSeats.status, 'available'),
        ),
      );
    const carts = await db
      .selectDistinct({ id: s.cartTickets.performanceId })
      .from(s.cartTickets)
      .where(inArray(s.cartTickets.performanceId, ids));
    const orders = await db
      .selectDistinct({ id: s.orderTickets.performanceId })
      .from(s.orderTickets)
      .where(inArray(s.orderTickets.performanceId, ids));
    return new Set([...seats, ...carts, ...orders].map((row) => row.id));
  }

  private async gridOf(db: Db, p: PerformanceRow): Promise<PriceGrid> {
    const catalogue = await catalogueFacts(db);
    const venues = await venueFacts(db, [p.venueId]);
    const prices = await pricesOf(db, [p.id]);
    const counts = await seatCounts(db, [p]);
    return priceGrid(
      p,
      prices.get(p.id) ?? [],
      venueOf(venues, p.venueId),
      catalogue,
      counts.get(p.id)?.capacity ?? 0,
    );
  }
}
