/**
 * Gift vouchers due to be e-mailed, on the built-in engine: one UPDATE … WHERE sent_at IS NULL
 * over rows picked with SKIP LOCKED claims them, so racing runs split the work and none is sent
 * twice; the buyer's address and name come with the claim.
 */
import { eq, sql } from 'drizzle-orm';
import type {
  DueVoucher,
  GiftVoucherDeliveries,
} from '../../domain/ports/gift-voucher-deliveries.ts';
import { venueDay } from '../../shared/dates.ts';
import { isLocale } from '../../shared/locales.ts';
import type { Db } from '../db/client.ts';
import * as s from '../db/schema.ts';

interface ClaimedRow extends Record<string, unknown> {
  id: number;
  code: string;
  amount_cents: number;
  expires_at: Date | string;
  recipient_name: string | null;
  recipient_email: string | null;
  message: string | null;
  locale: string;
  buyer_email: string;
  first_name: string;
  last_name: string;
  order_number: string;
  send_attempts: number;
}

export class BuiltinGiftVoucherDeliveries implements GiftVoucherDeliveries {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  async claimDue(now: Date, limit: number): Promise<DueVoucher[]> {
    const today = venueDay(now);
    const result = await this.db.execute(sql`
      with due as (
        select v.id from ${s.giftVouchers} v
        where v.sent_at is null and (v.deliver_on is null or v.deliver_on <= ${today}::date)
          and (v.next_send_at is null or v.next_send_at <= ${now})
        order by coalesce(v.next_send_at, v.issued_at), v.id
        limit ${limit}
        for update skip locked
      )
      update ${s.giftVouchers} v set sent_at = ${now}
      from due, ${s.orderGiftVouchers} l, ${s.orders} o, ${s.customers} c
      where v.id = due.id and l.id = v.order_gift_voucher_id and o.id = l.order_id
        and c.id = o.customer_id
      returning v.id, v.code, v.amount_cents, v.expires_at, v.recipient_name,
        v.recipient_email, v.message, v.locale, c.email as buyer_email,
        c.first_name, c.last_name, o.number as order_number, v.send_attempts`);
    const rows = (result as unknown as { rows: ClaimedRow[] }).rows;
    return rows.map((row) => ({
      id: row.id,
      code: row.code,
      amountCents: row.amount_cents,
      expiresAt: new Date(row.expires_at),
      to: row.recipient_email ?? row.buyer_email,
      toBuyer: row.recipient_email === null,
      recipientName: row.recipient_name,
      fromName: `${row.first_name} ${row.last_name}`.trim(),
      message: row.message,
      locale: isLocale(row.locale) ? row.locale : 'en-US',
      orderNumber: row.order_number,
      attempts: row.send_attempts,
    }));
  }

  async release(voucherId: number, retryAt: Date): Promise<void> {
    await this.db
      .update(s.giftVouchers)
      .set({
        sentAt: null,
        sendAttempts: sql`${s.giftVouchers.sendAttempts} + 1`,
        nextSendAt: retryAt,
      })
      .where(eq(s.giftVouchers.id, voucherId));
  }
}
