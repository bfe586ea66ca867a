/**
 * Membership levels' set-up on the built-in engine (issue 13): the list with each level's prices
 * and members, and the audited changes. A level's prices are its membership_prices rows, written
 * again with the level; memberships, their plans and lines already in carts keep their own
 * amounts, so a new price is for new members only.
 */
import { asc, eq, gte } from 'drizzle-orm';
import { AppError } from '../../domain/app-error.ts';
import { today } from '../../domain/memberships/membership-terms.ts';
import {
  levelDeletable,
  type PaymentOption,
  priceRows,
  pricesOf,
} from '../../domain/offers/membership-level-rules.ts';
import type { Actor } from '../../domain/ports/staff-accounts.ts';
import type {
  MembershipLevelBody,
  MembershipLevelSetup,
} from '../../shared/contracts/membership-level-setup.ts';
import type { Db } from '../db/client.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../db/pg-errors.ts';
import * as s from '../db/schema.ts';
import { auditChange, checkChoices, countsBy, type Tx } from './offer-setup-support.ts';

const l = s.membershipLevels;
type Row = typeof l.$inferSelect;
type PriceRow = { levelId: number; paymentOption: PaymentOption; amountCents: number };

interface Usage {
  members: Map<number, number>;
  memberships: Map<number, number>;
  cartLines: Map<number, number>;
  orderLines: Map<number, number>;
}

async function usageOf(db: Db | Tx, now: Date): Promise<Usage> {
  const [members, memberships, cartLines, orderLines] = await Promise.all([
    countsBy(db, s.memberships, s.memberships.levelId, gte(s.memberships.expiresOn, today(now))),
    countsBy(db, s.memberships, s.memberships.levelId),
    countsBy(db, s.cartMemberships, s.cartMemberships.levelId),
    countsBy(db, s.orderMemberships, s.orderMemberships.levelId),
  ]);
  return { members, memberships, cartLines, orderLines };
}

function usageFor(usage: Usage, id: number) {
  return {
    memberships: usage.memberships.get(id) ?? 0,
    cartLines: usage.cartLines.get(id) ?? 0,
    orderLines: usage.orderLines.get(id) ?? 0,
  };
}

function view(row: Row, prices: readonly PriceRow[], usage: Usage): MembershipLevelSetup {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    benefits: row.benefits,
    benefitsValueCents: row.benefitsValueCents,
    modeOfSaleId: row.modeOfSaleId,
    generalPublic: row.generalPublic,
    onSale: row.onSale,
    renewalWindowDays: row.renewalWindowDays,
    sortOrder: row.sortOrder,
    prices: pricesOf(prices.filter((price) => price.levelId === row.id)),
    members: usage.members.get(row.id) ?? 0,
    deletable: levelDeletable(usageFor(usage, row.id)),
  };
}

const columnsOf = (body: MembershipLevelBody) => ({
  slug: body.slug,
  name: body.name,
  description: body.description,
  benefits: body.benefits,
  benefitsValueCents: body.benefitsValueCents,
  modeOfSaleId: body.modeOfSaleId,
  generalPublic: body.generalPublic,
  onSale: body.onSale,
  renewalWindowDays: body.renewalWindowDays,
  sortOrder: body.sortOrder,
});

/** The level as the audit log keeps it: its row and its prices. */
const audited = (row: Row, prices: readonly PriceRow[]) => ({
  ...row,
  prices: pricesOf(prices.filter((price) => price.levelId === row.id)),
});

export class MembershipLevelSetupStore {
  private readonly db: Db;
  private readonly now: () => Date;

  constructor(db: Db, now: () => Date) {
    this.db = db;
    this.now = now;
  }

  async list(): Promise<MembershipLevelSetup[]> {
    const [rows, prices, usage] = await Promise.all([
      this.db.select().from(l).orderBy(asc(l.sortOrder), asc(l.id)),
      this.db.select().from(s.membershipPrices),
      usageOf(this.db, this.now()),
    ]);
    return rows.map((row) => view(row, prices, usage));
  }

  async one(id: number): Promise<MembershipLevelSetup> {
    const [row] = await this.db.select().from(l).where(eq(l.id, id));
    if (!row) throw new AppError('MEMBERSHIP_NOT_FOUND');
    const prices = await this.pricesOf(this.db, id);
    return view(row, prices, await usageOf(this.db, this.now()));
  }

  async create(body: MembershipLevelBody, actor: Actor): Promise<MembershipLevelSetup> {
    const now = this.now();
    const id = await this.slugTaken(() =>
      this.db.transaction(async (tx) => {
        await checkChoices(tx, body);
        const [row] = await tx.insert(l).values(columnsOf(body)).returning();
        if (!row) throw new Error('membership level insert returned nothing');
        const prices = await this.writePrices(tx, row.id, body);
        await auditChange(
          tx,
          actor,
          {
            action: 'create',
            entity: 'membership-level',
            entityId: row.id,
            after: audited(row, prices),
          },
          now,
        );
        return row.id;
      }),
    );
    return this.one(id);
  }

  async update(id: number, body: MembershipLevelBody, actor: Actor): Promise<MembershipLevelSetup> {
    const now = this.now();
    await this.slugTaken(() =>
      this.db.transaction(async (tx) => {
        const [before] = await tx.select().from(l).where(eq(l.id, id)).for('update');
        if (!before) throw new AppError('MEMBERSHIP_NOT_FOUND');
        const pricesBefore = await this.pricesOf(tx, id);
        await checkChoices(tx, body);
        const [after] = await tx.update(l).set(columnsOf(body)).where(eq(l.id, id)).returning();
        if (!after) throw new AppError('MEMBERSHIP_NOT_FOUND');
        await tx.delete(s.membershipPrices).where(eq(s.membershipPrices.levelId, id));
        const pricesAfter = await this.writePrices(tx, id, body);
        await auditChange(
          tx,
          actor,
          {
            action: 'update',
            entity: 'membership-level',
            entityId: id,
            before: audited(before, pricesBefore),
            after: audited(after, pricesAfter),
          },
          now,
        );
      }),
    );
    return this.one(id);
  }

  async delete(id: number, actor: Actor): Promise<void> {
    const now = this.now();
    try {
      await this.db.transaction(async (tx) => {
        const [row] = await tx.select().from(l).where(eq(l.id, id)).for('update');
        if (!row) throw new AppError('MEMBERSHIP_NOT_FOUND');
        const usage = await usageOf(tx, now);
        if (!levelDeletable(usageFor(usage, id))) throw new AppError('MEMBERSHIP_LEVEL_IN_USE');
        const prices = await this.pricesOf(tx, id);
        // Its prices go with it (membership_prices cascades).
        await tx.delete(l).where(eq(l.id, id));
        await auditChange(
          tx,
          actor,
          {
            action: 'delete',
            entity: 'membership-level',
            entityId: id,
            before: audited(row, prices),
          },
          now,
        );
      });
    } catch (error) {
      // A basket took the level between the check and the delete.
      if (isForeignKeyViolation(error)) throw new AppError('MEMBERSHIP_LEVEL_IN_USE');
      throw error;
    }
  }

  private pricesOf(db: Db | Tx, levelId: number): Promise<PriceRow[]> {
    return db.select().from(s.membershipPrices).where(eq(s.membershipPrices.levelId, levelId));
  }

  private async writePrices(tx: Tx, levelId: number, body: MembershipLevelBody) {
    const rows = priceRows(body.prices).map((price) => ({ levelId, ...price }));
    if (rows.length > 0) await tx.insert(s.membershipPrices).values(rows);
    return rows;
  }

  /** Another level has the address (two managers racing included): MEMBERSHIP_SLUG_TAKEN. */
  private async slugTaken<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('MEMBERSHIP_SLUG_TAKEN');
      throw error;
    }
  }
}
