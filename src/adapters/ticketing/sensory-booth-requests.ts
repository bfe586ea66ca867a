import { and, asc, eq } from 'drizzle-orm';
import type {
  SensoryBoothFields,
  SensoryBoothRequest,
} from '../../shared/contracts/sensory-booth.ts';
import type { Db } from '../db/client.ts';
import * as s from '../db/schema.ts';
import { liveLinesOf, seatRowOfLine } from './cart-line-joins.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * A cart's booth request for a performance, with the lines holding its places. It counts only
 * while the cart still holds booth places there: once they lapse or are released the answers
 * are stale and the buyer starts again (sending the form replaces the row).
 */
export async function readBoothRequest(
  db: Db | Tx,
  cartId: string,
  performanceId: number,
  now: Date,
): Promise<SensoryBoothRequest | null> {
  const [row] = await db
    .select()
    .from(s.sensoryBoothRequests)
    .where(
      and(
        eq(s.sensoryBoothRequests.cartId, cartId),
        eq(s.sensoryBoothRequests.performanceId, performanceId),
      ),
    );
  if (!row) return null;
  const lines = await db
    .select({ seatId: s.cartTickets.seatId })
    .from(s.cartTickets)
    .innerJoin(s.performanceSeats, seatRowOfLine)
    .innerJoin(s.seats, eq(s.seats.id, s.cartTickets.seatId))
    .innerJoin(s.priceBands, eq(s.priceBands.id, s.seats.priceBandId))
    .where(
      and(
        liveLinesOf(cartId, now),
        eq(s.cartTickets.performanceId, performanceId),
        eq(s.priceBands.onlineSale, false),
      ),
    )
    .orderBy(asc(s.seats.rowId), asc(s.seats.x));
  if (lines.length === 0) return null;
  return {
    performanceId: row.performanceId,
    adults: row.adults,
    students: row.students,
    seatingType: row.seatingType,
    seatingCount: row.seatingCount,
    accessibilityResources:
      row.accessibilityResources as SensoryBoothRequest['accessibilityResources'],
    notes: row.notes,
    lineIds: lines.map((line) => `${performanceId}-${line.seatId}`),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Keeps the form's answers with the cart; a second sending for the performance replaces them. */
export async function saveBoothRequest(
  tx: Tx,
  cartId: string,
  performanceId: number,
  fields: SensoryBoothFields,
  now: Date,
): Promise<void> {
  const values = {
    adults: fields.adults,
    students: fields.students,
    seatingType: fields.seatingType,
    seatingCount: fields.seatingCount,
    accessibilityResources: [...new Set(fields.accessibilityResources)],
    notes: fields.notes,
    createdAt: now,
  };
  await tx
    .insert(s.sensoryBoothRequests)
    .values({ cartId, performanceId, ...values })
    .onConflictDoUpdate({
      target: [s.sensoryBoothRequests.cartId, s.sensoryBoothRequests.performanceId],
      set: values,
    });
}

export async function deleteBoothRequest(
  tx: Tx,
  cartId: string,
  performanceId: number,
): Promise<void> {
  await tx
    .delete(s.sensoryBoothRequests)
    .where(
      and(
        eq(s.sensoryBoothRequests.cartId, cartId),
        eq(s.sensoryBoothRequests.performanceId, performanceId),
      ),
    );
}
