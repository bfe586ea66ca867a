/**
 * Funds' set-up on the built-in engine (issue 13): the list with what each raised and whether
 * anything names it, and the audited changes. A fund given to is closed, not deleted: gifts,
 * receipts and monthly plans name it.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { AppError } from '../../domain/app-error.ts';
import { fundIsOpen } from '../../domain/cart-lines/donation.ts';
import { closedAt, fundDeletable, isUpsellFund } from '../../domain/offers/fund-rules.ts';
import type { Actor } from '../../domain/ports/staff-accounts.ts';
import type { FundBody, FundSetup } from '../../shared/contracts/fund-setup.ts';
import type { Db } from '../db/client.ts';
import { isForeignKeyViolation } from '../db/pg-errors.ts';
import * as s from '../db/schema.ts';
import { auditChange, countsBy, type Tx } from './offer-setup-support.ts';

const f = s.funds;
type Row = typeof f.$inferSelect;

interface Usage {
  raised: Map<number, number>;
  orderGifts: Map<number, number>;
  cartGifts: Map<number, number>;
  plans: Map<number, number>;
}

async function usageOf(db: Db | Tx): Promise<Usage> {
  const [raisedRows, orderGifts, cartGifts, plans] = await Promise.all([
    db
      .select({
        fundId: s.orderDonations.fundId,
        cents: sql<number>`coalesce(sum(${s.orderDonations.amountCents}), 0)`.mapWith(Number),
      })
      .from(s.orderDonations)
      .innerJoin(s.orders, eq(s.orders.id, s.orderDonations.orderId))
      .where(eq(s.orders.state, 'confirmed'))
      .groupBy(s.orderDonations.fundId),
    countsBy(db, s.orderDonations, s.orderDonations.fundId),
    countsBy(db, s.cartDonations, s.cartDonations.fundId),
    countsBy(db, s.paymentPlans, s.paymentPlans.fundId),
  ]);
  return {
    raised: new Map(raisedRows.map((row) => [row.fundId, row.cents])),
    orderGifts,
    cartGifts,
    plans,
  };
}

function usageFor(usage: Usage, id: number) {
  return {
    orderGifts: usage.orderGifts.get(id) ?? 0,
    cartGifts: usage.cartGifts.get(id) ?? 0,
    plans: usage.plans.get(id) ?? 0,
  };
}

function view(row: Row, usage: Usage, now: Date): FundSetup {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    goalCents: row.goalCents,
    opensAt: row.opensAt?.toISOString() ?? null,
    closesAt: row.closesAt?.toISOString() ?? null,
    sortOrder: row.sortOrder,
    open: fundIsOpen(row, now),
    raisedCents: usage.raised.get(row.id) ?? 0,
    upsell: isUpsellFund(row.id),
    deletable: fundDeletable(row.id, usageFor(usage, row.id)),
  };
}

const columnsOf = (body: FundBody) => ({
  name: body.name,
  description: body.description,
  goalCents: body.goalCents,
  opensAt: body.opensAt,
  closesAt: body.closesAt,
  sortOrder: body.sortOrder,
});

export class FundSetupStore {
  private readonly db: Db;
  private readonly now: () => Date;

  constructor(db: Db, now: () => Date) {
    this.db = db;
    this.now = now;
  }

  async list(): Promise<FundSetup[]> {
    const [rows, usage] = await Promise.all([
      this.db.select().from(f).orderBy(asc(f.sortOrder), asc(f.id)),
      usageOf(this.db),
    ]);
    const now = this.now();
    return rows.map((row) => view(row, usage, now));
  }

  async one(id: number): Promise<FundSetup> {
    const [row] = await this.db.select().from(f).where(eq(f.id, id));
    if (!row) throw new AppError('FUND_NOT_FOUND');
    return view(row, await usageOf(this.db), this.now());
  }

  async create(body: FundBody, actor: Actor): Promise<FundSetup> {
    const now = this.now();
    const id = await this.db.transaction(async (tx) => {
      const [row] = await tx.insert(f).values(columnsOf(body)).returning();
      if (!row) throw new Error('fund insert returned nothing');
      await auditChange(
        tx,
        actor,
        { action: 'create', entity: 'fund', entityId: row.id, after: row },
        now,
      );
      return row.id;
    });
    return this.one(id);
  }

  async update(id: number, body: FundBody, actor: Actor): Promise<FundSetup> {
    await this.change(id, 'update', () => columnsOf(body), actor);
    return this.one(id);
  }

  async close(id: number, actor: Actor): Promise<FundSetup> {
    const now = this.now();
    await this.change(id, 'close', (row) => closedAt(row, now), actor);
    return this.one(id);
  }

  async delete(id: number, actor: Actor): Promise<void> {
    const now = this.now();
    try {
      await this.db.transaction(async (tx) => {
        const [row] = await tx.select().from(f).where(eq(f.id, id)).for('update');
        if (!row) throw new AppError('FUND_NOT_FOUND');
        const usage = await usageOf(tx);
        if (!fundDeletable(id, usageFor(usage, id))) throw new AppError('FUND_IN_USE');
        await tx.delete(f).where(eq(f.id, id));
        await auditChange(
          tx,
          actor,
          { action: 'delete', entity: 'fund', entityId: id, before: row },
          now,
        );
      });
    } catch (error) {
      // A gift went into a basket between the check and the delete.
      if (isForeignKeyViolation(error)) throw new AppError('FUND_IN_USE');
      throw error;
    }
  }

  /** One audited change of a fund's row (none written when it leaves the row as it was). */
  private async change(
    id: number,
    action: 'update' | 'close',
    set: (row: Row) => Partial<Row>,
    actor: Actor,
  ): Promise<void> {
    const now = this.now();
    await this.db.transaction(async (tx) => {
      const [before] = await tx.select().from(f).where(eq(f.id, id)).for('update');
      if (!before) throw new AppError('FUND_NOT_FOUND');
      const [after] = await tx.update(f).set(set(before)).where(eq(f.id, id)).returning();
      if (!after) throw new AppError('FUND_NOT_FOUND');
      await auditChange(tx, actor, { action, entity: 'fund', entityId: id, before, after }, now);
    });
  }
}
