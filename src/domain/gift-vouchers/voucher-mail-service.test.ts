import { describe, expect, it } from 'vitest';
import type { DueVoucher, GiftVoucherDeliveries } from '../ports/gift-voucher-deliveries.ts';
import type { MailMessage } from '../ports/mailer.ts';
import { GiftVoucherMailService, RETRY_FIRST_MS } from './voucher-mail-service.ts';

const NOW = new Date('2026-12-24T15:00:00Z');

/** Claims kept in memory as the database keeps them: once, the longest waiting first. */
class MemoryDeliveries implements GiftVoucherDeliveries {
  rows: { voucher: DueVoucher; sent: boolean; nextAt: number }[] = [];
  add(id: number, to: string) {
    this.rows.push({
      voucher: {
        id,
        code: 'K7QM-3XR9PTA',
        amountCents: 2500,
        expiresAt: new Date('2028-12-25T05:00:00Z'),
        to,
        toBuyer: false,
        recipientName: null,
        fromName: 'Maria Alvarez',
        message: null,
        locale: 'en-US',
        orderNumber: 'MSP-AAAAAAAA',
        attempts: 0,
      },
      sent: false,
      nextAt: 0,
    });
  }
  async claimDue(now: Date, limit: number) {
    const due = this.rows
      .filter((r) => !r.sent && r.nextAt <= now.getTime())
      .sort((a, b) => a.nextAt - b.nextAt)
      .slice(0, limit);
    for (const row of due) row.sent = true;
    return due.map((row) => ({ ...row.voucher }));
  }
  async release(id: number, retryAt: Date) {
    const row = this.rows.find((r) => r.voucher.id === id);
    if (!row) return;
    row.sent = false;
    row.nextAt = retryAt.getTime();
    row.voucher.attempts++;
  }
}

describe('GiftVoucherMailService', () => {
  it('sends each voucher once with its PDF; ones that always fail wait and never block the rest', async () => {
    const deliveries = new MemoryDeliveries();
    for (let id = 1; id <= 25; id++) deliveries.add(id, 'bounces@example.org');
    deliveries.add(99, 'ana@example.org');
    const sent: MailMessage[] = [];
    const clock = { at: NOW.getTime(), now: () => new Date(clock.at) };
    const errors: unknown[] = [];
    const service = new GiftVoucherMailService({
      deliveries,
      documents: { pdf: async () => new TextEncoder().encode('%PDF-1.7') },
      mailer: {
        kind: 'outbox',
        send: async (mail) => {
          if (mail.to === 'bounces@example.org') throw new Error('550 no such mailbox');
          sent.push(mail);
        },
      },
      clock,
      publicUrl: 'http://localhost:3000',
      onError: (error) => errors.push(error),
    });
    // The first round is all failures (20 of them): it stops; the next run gets to Ana's.
    expect(await service.sendDue()).toBe(0);
    expect(await service.sendDue()).toBe(1);
    expect(await service.sendDue()).toBe(0);
    expect(sent.map((m) => [m.to, m.attachments?.[0]?.filename])).toEqual([
      ['ana@example.org', 'gift-voucher-K7QM-3XR9PTA.pdf'],
    ]);
    expect(errors).toHaveLength(25);
    // They are tried again a minute later (a round of 20 a run), then after two minutes, four …
    clock.at += RETRY_FIRST_MS;
    await service.sendDue();
    await service.sendDue();
    expect(errors).toHaveLength(50);
    expect(sent).toHaveLength(1);
    expect(deliveries.rows.find((r) => r.voucher.id === 1)?.nextAt).toBe(
      clock.at + 2 * RETRY_FIRST_MS,
    );
  });
});
