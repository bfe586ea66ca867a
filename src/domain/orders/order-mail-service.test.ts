import { describe, expect, it } from 'vitest';
import type { TaxReceipt } from '../giving/tax-receipt.ts';
import type { Mailer, MailMessage } from '../ports/mailer.ts';
import type { ReceiptDocuments } from '../ports/receipt-documents.ts';
import type { TicketDocuments } from '../ports/ticket-documents.ts';
import type {
  ClaimedReminder,
  ClaimedTributeNotice,
  TicketedOrders,
} from '../ports/ticketed-orders.ts';
import { CONFIRMATION_RETRY_AFTER_MS, OrderMailService } from './order-mail-service.ts';
import type { TicketedOrder } from './ticketed-order.ts';

const NOW = new Date('2026-11-22T15:00:00Z');

function ticketedOrder(number: string): TicketedOrder {
  return {
    number,
    locale: 'en-US',
    customer: { email: 'buyer@example.com', firstName: 'Robin', lastName: 'Hale' },
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
      giftVoucherCents: 0,
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
    donations: [],
    giftVouchers: [],
    memberships: [],
  };
}

/** The claims kept in memory, as the database keeps them: a claim is won once. */
class MemoryOrders implements TicketedOrders {
  sent = new Map<string, Date | null>([['MSP-AAAAAAAA', null]]);
  reminders = new Set<string>();
  /** Orders other than the one with a ticket (gifts alone, tickets and gifts). */
  others = new Map<string, TicketedOrder>();
  async find(number: string) {
    return this.others.get(number) ?? (this.sent.has(number) ? ticketedOrder(number) : null);
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
  /** Tribute notices to send, by order: each gift's claim, won once (gift id → sent). */
  tributes = new Map<string, (ClaimedTributeNotice & { sent: boolean })[]>();
  async claimTributeNotices(number: string) {
    const won = (this.tributes.get(number) ?? []).filter((n) => !n.sent);
    for (const notice of won) notice.sent = true;
    return won.map(({ sent: _sent, ...claim }) => claim);
  }
  async releaseTributeNotice(giftId: number) {
    for (const notice of [...this.tributes.values()].flat())
      if (notice.giftId === giftId) notice.sent = false;
  }
  async unsentTributeNotices() {
    return [...this.tributes].filter(([, ns]) => ns.some((n) => !n.sent)).map(([number]) => number);
  }
}

const documents: TicketDocuments = {
  pdf: async () => new TextEncoder().encode('%PDF-1.7'),
  qrCodePng: async () => new Uint8Array([0x89, 0x50]),
};

/** Receipts "printed" as their title, so a test can read what each one is. */
const receiptDocuments: ReceiptDocuments = {
  pdf: async (receipt: TaxReceipt) => new TextEncoder().encode(`%PDF ${receipt.documentTitle}`),
};
const organization = { legalName: 'Maple Street Playhouse, Inc.', ein: '12-3456789' };

function setup(send: (message: MailMessage) => Promise<void>) {
  const orders = new MemoryOrders();
  const errors: unknown[] = [];
  const mailer: Mailer = { kind: 'outbox', send };
  const service = new OrderMailService({
    orders,
    documents,
    receipts: { documents: receiptDocuments, organization },
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

describe('OrderMailService and gifts', () => {
  const gift = (id: number, fundName: string, amountCents: number) => ({
    id,
    fundName,
    amountCents,
    appeal: null,
    tribute: id === 2 ? { kind: 'memory' as const, name: 'Rosa' } : null,
  });

  it('sends an order of gifts alone with a receipt per gift, and no tickets, calendar or delivery', async () => {
    const sent: MailMessage[] = [];
    const { orders, service, errors } = setup(async (m) => {
      sent.push(m);
    });
    const order: TicketedOrder = {
      ...ticketedOrder('MSP-GGGGGGGG'),
      deliveryMethod: null,
      performances: [],
      donations: [gift(1, 'Annual Fund', 10_000), gift(2, 'Access Fund', 2500)],
      totals: { ...ticketedOrder('x').totals, ticketsCents: 0, feesCents: 0, totalCents: 12_500 },
    };
    orders.others.set(order.number, order);
    orders.sent.set(order.number, null);
    expect(await service.sendConfirmation(order.number)).toBe(true);
    expect(errors).toEqual([]);
    const [mail] = sent;
    expect(mail?.subject).toBe('Thank you for your gift: order MSP-GGGGGGGG');
    expect(mail?.attachments?.map((a) => [a.filename, a.contentType])).toEqual([
      ['donation-receipt-MSP-GGGGGGGG-G1.pdf', 'application/pdf'],
      ['donation-receipt-MSP-GGGGGGGG-G2.pdf', 'application/pdf'],
    ]);
    expect(new TextDecoder().decode(mail?.attachments?.[1]?.content)).toBe(
      '%PDF Donation receipt MSP-GGGGGGGG-G2',
    );
    expect(mail?.text).toContain('- Annual Fund · $100.00');
    expect(mail?.text).toContain('- Access Fund · In memory of Rosa · $25.00');
    expect(mail?.text).toContain('Donations: $125.00');
    expect(mail?.text).toContain('Total: $125.00');
    expect(mail?.text).toContain('Your tax receipts are attached as PDFs');
    expect(mail?.text).toContain('http://localhost:3000/account/giving-history');
    for (const absent of ['Delivery', 'Tickets', 'ticket', 'calendar', 'mailed'])
      expect(mail?.text).not.toContain(absent);
    expect(mail?.html).not.toContain('cid:');
  });

  it('gives no tickets PDF for an order of gifts alone (ORDER_NOT_FOUND, not a blank page)', async () => {
    const { orders, service } = setup(async () => {});
    orders.others.set('MSP-GGGGGGGH', {
      ...ticketedOrder('MSP-GGGGGGGH'),
      deliveryMethod: null,
      performances: [],
      donations: [gift(1, 'Annual Fund', 10_000)],
    });
    await expect(
      service.ticketsPdf({
        customerId: 1,
        number: 'MSP-GGGGGGGH',
        layout: 'ticket',
        locale: 'en-US',
      }),
    ).rejects.toMatchObject({ code: 'ORDER_NOT_FOUND' });
  });

  it('sends a mixed order with its tickets and a receipt for its gift', async () => {
    const sent: MailMessage[] = [];
    const { orders, service } = setup(async (m) => {
      sent.push(m);
    });
    const order: TicketedOrder = {
      ...ticketedOrder('MSP-MMMMMMMM'),
      donations: [gift(7, 'Annual Fund', 500)],
    };
    orders.others.set(order.number, order);
    orders.sent.set(order.number, null);
    await service.sendConfirmation(order.number);
    const [mail] = sent;
    expect(mail?.subject).toBe('Your tickets and your gift: order MSP-MMMMMMMM');
    expect(mail?.attachments?.map((a) => a.filename)).toEqual([
      'tickets-MSP-MMMMMMMM.pdf',
      'MSP-MMMMMMMM.ics',
      'ticket-99123456789012345678.png',
      'donation-receipt-MSP-MMMMMMMM-G7.pdf',
    ]);
    expect(mail?.text).toContain('Tickets (all-in prices): $45.50');
    expect(mail?.text).toContain('Donations: $5.00');
    expect(mail?.text).toContain('Delivery: Free');
    expect(mail?.text).toContain('Thank you for your gift as well');
    expect(mail?.text).toContain('Your tax receipt is attached as a PDF');
  });

  it('tells whom a tribute gift names, once, without the amount; an anonymous donor unnamed', async () => {
    const sent: MailMessage[] = [];
    let fail = true;
    const { orders, service, errors } = setup(async (m) => {
      if (m.kind === 'tributeNotice' && m.to === 'family@example.org' && fail) {
        fail = false;
        throw new Error('SMTP down');
      }
      sent.push(m);
    });
    const order: TicketedOrder = {
      ...ticketedOrder('MSP-TTTTTTTT'),
      performances: [],
      deliveryMethod: null,
      donations: [
        gift(2, 'Access Fund', 2500),
        { ...gift(3, 'Annual Fund', 10_000), tribute: { kind: 'honour', name: 'Ana' } },
      ],
    };
    orders.sent.clear();
    orders.others.set(order.number, order);
    orders.sent.set(order.number, null);
    orders.tributes.set(order.number, [
      {
        giftId: 2,
        email: 'rosa@example.org',
        recognitionName: null,
        anonymous: false,
        sent: false,
      },
      {
        giftId: 3,
        email: 'family@example.org',
        recognitionName: 'X',
        anonymous: true,
        sent: false,
      },
    ]);
    service.orderConfirmed(order.number);
    service.orderConfirmed(order.number);
    await service.settled();
    // The confirmation and the first notice went; the second failed, and was released.
    expect(sent.map((m) => [m.kind, m.to])).toEqual([
      ['orderConfirmation', 'buyer@example.com'],
      ['tributeNotice', 'rosa@example.org'],
    ]);
    expect(errors).toHaveLength(1);
    const [, memory] = sent;
    expect(memory?.subject).toBe('A gift in memory of Rosa');
    expect(memory?.text).toContain(
      'Robin Hale has made a gift to the Maple Street Playhouse in memory of Rosa, for its Access Fund.',
    );
    expect(memory?.text).not.toContain('$');
    expect(memory?.html).not.toContain('$25');

    // The retry sends the one left, naming no one; nothing goes twice.
    expect(await service.retryConfirmations()).toBe(1);
    expect(await service.retryConfirmations()).toBe(0);
    const honour = sent.at(-1);
    expect([honour?.to, honour?.subject]).toEqual(['family@example.org', 'A gift in honor of Ana']);
    expect(honour?.text).toContain('A friend of the theater has made a gift');
    expect(honour?.text).not.toContain('Robin');
    expect(sent).toHaveLength(3);
  });
});
