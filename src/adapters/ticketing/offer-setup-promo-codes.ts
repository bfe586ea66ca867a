/**
 * Promo codes' set-up on the built-in engine (issue 13): the list with each code's uses, and the
 * audited changes. Codes are stored upper-case and unique (promo_codes_code_idx): the basket
 * upper-cases what a buyer types the same way, so a code matches in any case and two codes
 * differing only in case cannot both exist, even when two managers race.
 */
import { and, desc, eq, gt, isNotNull } from 'drizzle-orm';
import { AppError } from '../../domain/app-error.ts';
import { promoCodeDeletable, promoCodeState } from '../../domain/offers/promo-code-rules.ts';
import type { Actor } from '../../domain/ports/staff-accounts.ts';
import type { PromoCode, PromoCodeBody } from '../../shared/contracts/promo-code-setup.ts';
import type { Db } from '../db/client.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../db/pg-errors.ts';
import * as s from '../db/schema.ts';
import { auditChange, checkChoices, countsBy, type Tx } from './offer-setup-support.ts';
import { usingItsCode } from './promo-uses.ts';

const p = s.promoCodes;
type Row = typeof p.$inferSelect;

interface Usage {
  uses: Map<number, number>;
  orders: Map<number, number>;
  carts: Map<number, number>;
}

/** A basket holding seats (a buyer about to pay), as against one left behind. */
const holdingCart = (now: Date) => and(isNotNull(s.carts.promoCodeId), gt(s.carts.expiresAt, now));

async function usageOf(db: Db | Tx, now: Date): Promise<Usage> {
  const [uses, orders, carts] = await Promise.all([
    countsBy(
      db,
      s.orders,
      s.orders.promoCodeId,
      and(isNotNull(s.orders.promoCodeId), usingItsCode(now)),
    ),
    countsBy(db, s.orders, s.orders.promoCodeId),
    countsBy(db, s.carts, s.carts.promoCodeId, holdingCart(now)),
  ]);
  return { uses, orders, carts };
}

/** The stored columns a body sets. */
function columnsOf(body: PromoCodeBody) {
  return {
    code: body.code,
    description: body.description,
    modeOfSaleId: body.modeOfSaleId,
    productionId: body.productionId,
    discountPercent: body.discountPercent,
    discountCents: body.discountCents,
    validFrom: body.validFrom,
    validUntil: body.validUntil,
    usageLimit: body.usageLimit,
    usageLimitPerCustomer: body.usageLimitPerCustomer,
    active: body.active,
  };
}

/** The record as the audit log keeps it: the stored row. */
const audited = (row: Row) => ({ ...row });

function view(row: Row, usage: Usage, now: Date): PromoCode {
  const uses = usage.uses.get(row.id) ?? 0;
  return {
    id: row.id,
    code: row.code,
    description: row.description ?? null,
    modeOfSaleId: row.modeOfSaleId,
    productionId: row.productionId,
    discountPercent: row.discountPercent,
    discountCents: row.discountCents,
    validFrom: row.validFrom?.toISOString() ?? null,
    validUntil: row.validUntil?.toISOString() ?? null,
    usageLimit: row.usageLimit,
    usageLimitPerCustomer: row.usageLimitPerCustomer,
    active: row.active,
    uses,
    state: promoCodeState(row, uses, now),
    deletable: promoCodeDeletable({
      orders: usage.orders.get(row.id) ?? 0,
      carts: usage.carts.get(row.id) ?? 0,
    }),
  };
}

export class PromoCodeSetup {
  private readonly db: Db;
  private readonly now: () => Date;

  constructor(db: Db, now: () => Date) {
    this.db = db;
    this.now = now;
  }

  async list(): Promise<PromoCode[]> {
    const now = this.now();
    const [rows, usage] = await Promise.all([
      this.db.select().from(p).orderBy(desc(p.id)),
      usageOf(this.db, now),
    ]);
    return rows.map((row) => view(row, usage, now));
  }

  async one(id: number): Promise<PromoCode> {
    const [row] = await this.db.select().from(p).where(eq(p.id, id));
    if (!row) throw new AppError('PROMO_CODE_NOT_FOUND');
    const now = this.now();
    return view(row, await usageOf(this.db, now), now);
  }

  async create(body: PromoCodeBody, actor: Actor): Promise<PromoCode> {
    const now = this.now();
    const id = await this.taken(() =>
      this.db.transaction(async (tx) => {
        await checkChoices(tx, body);
        const [row] = await tx.insert(p).values(columnsOf(body)).returning();
        if (!row) throw new Error('promo code insert returned nothing');
        await auditChange(
          tx,
          actor,
          { action: 'create', entity: 'promo-code', entityId: row.id, after: audited(row) },
          now,
        );
        return row.id;
      }),
    );
    return this.one(id);
  }

  async update(id: number, body: PromoCodeBody, actor: Actor): Promise<PromoCode> {
    const now = this.now();
    await this.taken(() =>
      this.db.transaction(async (tx) => {
        const [before] = await tx.select().from(p).where(eq(p.id, id)).for('update');
        if (!before) throw new AppError('PROMO_CODE_NOT_FOUND');
        await checkChoices(tx, body);
        const [after] = await tx.update(p).set(columnsOf(body)).where(eq(p.id, id)).returning();
        if (!after) throw new AppError('PROMO_CODE_NOT_FOUND');
        await auditChange(
          tx,
          actor,
          {
            action: 'update',
            entity: 'promo-code',
            entityId: id,
            before: audited(before),
            after: audited(after),
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
        const [row] = await tx.select().from(p).where(eq(p.id, id)).for('update');
        if (!row) throw new AppError('PROMO_CODE_NOT_FOUND');
        const [order] = await tx
          .select({ id: s.orders.id })
          .from(s.orders)
          .where(eq(s.orders.promoCodeId, id))
          .limit(1);
        const [cart] = await tx
          .select({ id: s.carts.id })
          .from(s.carts)
          .where(and(eq(s.carts.promoCodeId, id), holdingCart(now)))
          .limit(1);
        if (!promoCodeDeletable({ orders: order ? 1 : 0, carts: cart ? 1 : 0 }))
          throw new AppError('PROMO_CODE_IN_USE');
        await tx.delete(p).where(eq(p.id, id));
        await auditChange(
          tx,
          actor,
          { action: 'delete', entity: 'promo-code', entityId: id, before: audited(row) },
          now,
        );
      });
    } catch (error) {
      // A basket took the code between the check and the delete: it is in use after all.
      if (isForeignKeyViolation(error)) throw new AppError('PROMO_CODE_IN_USE');
      throw error;
    }
  }

  /** Another code is the same (two managers racing included): PROMO_CODE_TAKEN. */
  private async taken<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('PROMO_CODE_TAKEN');
      throw error;
    }
  }
}
