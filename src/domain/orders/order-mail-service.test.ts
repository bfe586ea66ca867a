import { describe, expect, it } from 'vitest';
import type { Mailer, MailMessage } from '../ports/mailer.ts';
import type { TicketDocuments } from '../ports/ticket-documents.ts';
import type { ClaimedReminder, TicketedOrders } from '../ports/ticketed-orders.ts';
import { CONFIRMATION_RETRY_AFTER_MS, OrderMailService } from './order-mail-service.ts';
import type { TicketedOrder } from './ticketed-order.ts';

const NOW = new Date('2026-11-22T15:00:00Z');

function ticketedOrder(number: string): TicketedOrder {
  return {
    number,
    locale: 'en-US',
    customer: { email: 'buyer@example.com', firstName: 'Robin' },
    deliveryMethod: 'print-at-home',
    confirmedAt: NOW,
    totals: {
      ticketsCents: 4550,
      feesCents: 350,
      discountCents: 0,
      deliveryCents: 0,
      taxCents: 0,
      refundProtectionCents: 0,
      creditCents: 0,
      totalCents: 4550,
    },
    performances: [
      {
        id: 7,
        productionTitle: 'Our Town',
        startsAt: new Date('2026-12-01T00:30:00Z'),
        durationMinutes: 140,
        timeZone: 'America/New_York',
        venueName: 'Main Stage',
        venueAddress: '120 Maple Street',
        tickets: [
          {
            barcode: '99123456789012345678',
            section: 'Orchestra',
            row: 'C',
            seat: '12',
            priceType: 'Adult',
            priceCents: 4550,
          },
        ],
      },
    ],
  };
}

/** The claims kept in memory, as the database keeps them: a claim is won once. */
class MemoryOrders implements TicketedOrders {
  sent = new Map<string, Date | null>([['MSP-AAAAAAAA', null]]);
  reminders = new Set<string>();
  async find(number: string) {
    return this.sent.has(number) ? ticketedOrder(number) : null;
  }
  async claimConfirmationMail(number: string, now: Date) {
    if (!this.sent.has(number) || this.sent.get(number)) return false;
    this.sent.set(number, now);
    return true;
  }
  async releaseConfirmationMail(number: string) {
    this.sent.set(number, null);
  }
  async unsentConfirmations() {
    return [...this.sent].filter(([, at]) => at === null).map(([number]) => number);
  }
  async claimDueReminders(): Promise<ClaimedReminder[]> {
    const key = 'MSP-AAAAAAAA-7';
    if (this.reminders.has(key)) return [];
    this.reminders.add(key);
    return [{ number: 'MSP-AAAAAAAA', performanceId: 7 }];
  }
  async releaseReminder() {
    this.reminders.clear();
  }
}

const documents: TicketDocuments = {
  pdf: async () => new TextEncoder().encode('%PDF-1.7'),
  qrCodePng: async () => new Uint8Array([0x89, 0x50]),
};

function setup(send: (message: MailMessage) => Promise<void>) {
  const orders = new MemoryOrders();
  const errors: unknown[] = [];
  const mailer: Mailer = { kind: 'outbox', send };
  const service = new OrderMailService({
    orders,
    documents,
    mailer,
    clock: { now: () => NOW },
    publicUrl: 'http://localhost:3000/',
    onError: (error) => errors.push(error),
  });
  return { orders, errors, service };
}

describe('OrderMailService', () => {
  it('sends a confirmation once with the PDF, the calendar entry and the QR codes', async () => {
    const sent: MailMessage[] = [];
    const { service } = setup(async (m) => {
      sent.push(m);
    });
    service.orderConfirmed('MSP-AAAAAAAA');
    service.orderConfirmed('MSP-AAAAAAAA');
    await service.settled();
    service.orderConfirmed('MSP-AAAAAAAA');
    await service.settled();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.attachments?.map((a) => [a.filename, a.contentType, a.cid])).toEqual([
      ['tickets-MSP-AAAAAAAA.pdf', 'application/pdf', undefined],
      ['MSP-AAAAAAAA.ics', 'text/calendar; charset=utf-8; method=PUBLISH', undefined],
      [
        'ticket-99123456789012345678.png',
        'image/png',
        'qr-99123456789012345678@tickets.houselights',
      ],
    ]);
    // The public address without its trailing slash.
    expect(sent[0]?.text).toContain('http://localhost:3000/account/your-orders');
  });

  it('reports a failed mail, releases it, and a retry sends it', async () => {
    let fail = true;
    const sent: MailMessage[] = [];
    const { orders, errors, service } = setup(async (m) => {
      if (fail) throw new Error('SMTP is down');
      sent.push(m);
    });
    service.orderConfirmed('MSP-AAAAAAAA');
    await service.settled();
    expect(errors).toHaveLength(1);
    expect(orders.sent.get('MSP-AAAAAAAA')).toBeNull();
    fail = false;
    expect(await service.retryConfirmations()).toBe(1);
    expect(await service.retryConfirmations()).toBe(0);
    expect(sent).toHaveLength(1);
    expect(CONFIRMATION_RETRY_AFTER_MS).toBe(60_000);
  });

  it('sends a claimed reminder once, and releases one that failed', async () => {
    let fail = true;
    const sent: MailMessage[] = [];
    const { errors, service } = setup(async (m) => {
      if (fail) throw new Error('SMTP is down');
      sent.push(m);
    });
    expect(await service.sendDueReminders()).toBe(0);
    expect(errors).toHaveLength(1);
    fail = false;
    expect(await service.sendDueReminders()).toBe(1);
    expect(await service.sendDueReminders()).toBe(0);
    expect(sent.map((m) => m.kind)).toEqual(['performanceReminder']);
  });

  it('gives the PDF of a customer’s confirmed order, and ORDER_NOT_FOUND otherwise', async () => {
    const { service } = setup(async () => {});
    const pdf = await service.ticketsPdf({
      customerId: 1,
      number: 'MSP-AAAAAAAA',
      layout: 'ticket',
      locale: 'en-US',
    });
    expect(pdf.filename).toBe('tickets-MSP-AAAAAAAA.pdf');
    await expect(
      service.ticketsPdf({ customerId: 1, number: 'MSP-ZZZZZZZZ', layout: 'ticket', locale: 'de' }),
    ).rejects.toMatchObject({ code: 'ORDER_NOT_FOUND' });
  });
});
