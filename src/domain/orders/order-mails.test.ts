import { describe, expect, it } from 'vitest';
import { boxOfficePhone } from '../../shared/box-office.ts';
import { ALL_MESSAGES } from '../../shared/i18n/all-messages.ts';
import { translate } from '../../shared/i18n/translate.ts';
import { LOCALES } from '../../shared/locales.ts';
import { calendarEntry } from './calendar-entry.ts';
import {
  calendarEventsOf,
  qrCodeCid,
  renderConfirmationMail,
  renderReminderMail,
} from './order-mails.ts';
import type { TicketedOrder } from './ticketed-order.ts';

const order = (overrides: Partial<TicketedOrder> = {}): TicketedOrder => ({
  number: 'MSP-7K3QX9TZ',
  locale: 'en-US',
  customer: { email: 'rose.pierre@example.com', firstName: 'Rose', lastName: 'Pierre' },
  deliveryMethod: 'print-at-home',
  confirmedAt: new Date('2026-11-22T15:00:00Z'),
  totals: {
    ticketsCents: 9100,
    feesCents: 700,
    discountCents: 0,
    deliveryCents: 0,
    taxCents: 0,
    refundProtectionCents: 0,
    creditCents: 0,
    giftVoucherCents: 0,
    totalCents: 9100,
  },
  performances: [
    {
      id: 41,
      productionTitle: 'A Christmas Carol',
      // 7:30pm in Riverton (EST).
      startsAt: new Date('2026-12-06T00:30:00Z'),
      durationMinutes: null,
      timeZone: 'America/New_York',
      venueName: 'Main Stage',
      venueAddress: '120 Maple Street, Riverton, NY 12401',
      tickets: [
        {
          barcode: '99123456789012345678',
          section: 'Orchestra',
          row: 'C',
          seat: '12',
          priceType: 'Adult',
          priceCents: 4550,
        },
        {
          barcode: '99876543210987654321',
          section: 'Orchestra',
          row: 'C',
          seat: '13',
          priceType: 'Senior',
          priceCents: 4550,
        },
      ],
    },
  ],
  donations: [],
  giftVouchers: [],
  ...overrides,
});

describe('the confirmation mail', () => {
  it('summarises the order on the venue’s clock, with every ticket and its QR code', () => {
    const mail = renderConfirmationMail(order(), 'http://localhost:3000');
    expect(mail.kind).toBe('orderConfirmation');
    expect(mail.to).toBe('rose.pierre@example.com');
    expect(mail.subject).toBe('Your tickets: order MSP-7K3QX9TZ');
    expect(mail.text).toContain('Saturday, December 5, 2026 at 7:30pm');
    expect(mail.text).toContain('- Orchestra, row C, seat 12 · Adult · $45.50');
    expect(mail.text).toContain('Tickets (all-in prices): $91.00');
    expect(mail.text).toContain('Fees included in the prices: $7.00');
    expect(mail.text).toContain('Delivery: Free');
    expect(mail.text).toContain('Total: $91.00');
    expect(mail.text).toContain('Ticket number: 99123456789012345678');
    expect(mail.text).toContain('http://localhost:3000/account/your-orders');
    expect(mail.html).toContain(`src="cid:${qrCodeCid('99123456789012345678')}"`);
    expect(mail.html).toContain('9912 3456 7890 1234 5678');
    expect(mail.html).toContain('<html lang="en-US">');
    // Nothing zero is listed, nothing about posting for a print-at-home order.
    expect(mail.text).not.toContain('Discount');
    expect(mail.text).not.toContain('mailed within');
  });

  it('is written in the buyer’s language, with its own date and money formats', () => {
    const mail = renderConfirmationMail(order({ locale: 'de' }), 'http://localhost:3000');
    expect(mail.subject).toBe('Ihre Tickets: Bestellung MSP-7K3QX9TZ');
    expect(mail.text).toContain('Samstag, 5. Dezember 2026 um 19:30');
    expect(mail.text).toContain('Orchestra, Reihe C, Platz 12');
    expect(mail.text).toMatch(/Gesamt: 91,00\s\$/);
    const ht = renderConfirmationMail(order({ locale: 'ht' }), 'http://localhost:3000');
    expect(ht.text).toContain('Samdi 5 desanm 2026 a 19:30');
  });

  it('lists a discount, credit and postage, and says how posted tickets arrive', () => {
    const mail = renderConfirmationMail(
      order({
        deliveryMethod: 'post',
        totals: {
          ...order().totals,
          discountCents: 500,
          creditCents: 1000,
          deliveryCents: 300,
          totalCents: 9100 - 500 + 300,
        },
      }),
      'http://localhost:3000',
    );
    expect(mail.text).toContain('Discount: −$5.00');
    expect(mail.text).toContain('Account credit: −$10.00');
    expect(mail.text).toContain('Delivery: $3.00');
    // The rows above the total add up to it: the credit is taken off what was charged.
    expect(mail.text).toContain('Total: $79.00');
    expect(mail.text).toContain('Your tickets are mailed within two business days.');
  });

  it('gives the box office’s hours the same way in its body and its footer, in every language', () => {
    for (const locale of LOCALES) {
      const mail = renderConfirmationMail(
        order({ locale, deliveryMethod: 'box-office' }),
        'http://localhost:3000',
      );
      const hours = translate(ALL_MESSAGES, locale, 'boxOffice.hours');
      // The collection note and the help line in the body, and the footer: one wording.
      const lines = mail.text.split('\n').filter((line) => /\d/.test(line) && line.includes(hours));
      expect(lines, locale).toHaveLength(3);
      expect(mail.text, locale).toContain(boxOfficePhone(locale));
      expect(mail.html.split(hours).length - 1, locale).toBe(3);
      expect(mail.text, locale).not.toMatch(/{{/);
    }
  });

  it('escapes what came from the database', () => {
    const o = order();
    const [first] = o.performances;
    if (first) first.productionTitle = '<script>alert(1)</script>';
    const mail = renderConfirmationMail(o, 'http://localhost:3000');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&#60;script&#62;');
  });
});

describe('the reminder mail', () => {
  it('names the performance, its time, the seats and the tickets page', () => {
    const o = order({ locale: 'es' });
    const [performance] = o.performances;
    if (!performance) throw new Error('no performance');
    const mail = renderReminderMail(o, performance, 'http://localhost:3000');
    expect(mail.kind).toBe('performanceReminder');
    expect(mail.subject).toBe(
      'Recordatorio: A Christmas Carol, sábado, 5 de diciembre de 2026 a las 19:30',
    );
    expect(mail.text).toContain('Tiene 2 entradas para esta función (pedido MSP-7K3QX9TZ):');
    expect(mail.text).toContain('- Orchestra, fila C, asiento 12');
    expect(mail.text).toContain('http://localhost:3000/account/print-at-home-tickets');
  });
});

describe('the calendar entry of an order', () => {
  it('has one event per performance, stable per order, two hours when the length is unknown', () => {
    const events = calendarEventsOf(order(), 'http://localhost:3000');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      uid: 'MSP-7K3QX9TZ-41@houselights',
      title: 'A Christmas Carol',
      durationMinutes: 120,
      location: 'Main Stage, 120 Maple Street, Riverton, NY 12401',
    });
    const ics = calendarEntry(events, new Date('2026-11-22T15:00:00Z'));
    expect(ics).toContain('DTSTART;TZID=America/New_York:20261205T193000');
    expect(ics).toContain('DTEND;TZID=America/New_York:20261205T213000');
  });
});
