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
import type { OrderMembershipLine, TicketedOrder } from './ticketed-order.ts';

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
  memberships: [],
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
    const member = renderConfirmationMail(
      membershipOrder([{ ...supporterYear, levelName: '<img src=x onerror=alert(1)>' }]),
      'http://localhost:3000',
    );
    expect(member.html).not.toContain('<img src=x');
  });
});

/** A Supporter's year by yearly direct debit: $150.00, of which benefits worth $24.00. */
const supporterYear: OrderMembershipLine = {
  levelName: 'Supporter',
  paymentOption: 'yearly',
  amountCents: 15_000,
  benefitsValueCents: 2_400,
  startsOn: '2026-11-22',
  expiresOn: '2027-11-21',
  planId: 'ddp_Xk3vT9qLmN2pR7sW4yZ8aB',
  nextPaymentOn: '2027-11-22',
};

/** An order of memberships alone: nothing to deliver, its total the memberships' payments. */
const membershipOrder = (lines: OrderMembershipLine[], overrides: Partial<TicketedOrder> = {}) => {
  const cents = lines.reduce((sum, line) => sum + line.amountCents, 0);
  return order({
    deliveryMethod: null,
    performances: [],
    totals: { ...order().totals, ticketsCents: 0, feesCents: 0, totalCents: cents },
    memberships: lines,
    ...overrides,
  });
};

const IRS_SUPPORTER =
  'Your payment of $150.00 for the Supporter membership includes benefits with an estimated fair market value of $24.00. The amount deductible for federal income tax purposes is $126.00.';

describe('the confirmation mail of a membership', () => {
  it('welcomes the member, with the membership’s term, its plan and the IRS disclosure', () => {
    const mail = renderConfirmationMail(membershipOrder([supporterYear]), 'http://localhost:3000');
    expect(mail.subject).toBe('Your membership: order MSP-7K3QX9TZ');
    expect(mail.text).toContain(
      'Thank you for your membership: your support keeps our stage lit all year round.',
    );
    expect(mail.text).toContain(
      [
        'Your membership',
        '- Membership: Supporter, $150.00 a year',
        '  Member from Sunday, November 22, 2026 to Sunday, November 21, 2027',
        '  Direct debit plan ddp_Xk3vT9qLmN2pR7sW4yZ8aB: next payment Monday, November 22, 2027',
      ].join('\n'),
    );
    expect(mail.text).toContain('Membership: $150.00\nTotal: $150.00');
    // Over $75 with benefits (IRS Publication 1771): what they are worth, what is deductible.
    expect(mail.text).toContain(IRS_SUPPORTER);
    expect(mail.html).toContain(IRS_SUPPORTER);
    expect(mail.html).toContain(
      'Membership: Supporter, $150.00 a year<br>Member from Sunday, November 22, 2026 to Sunday, November 21, 2027<br>Direct debit plan ddp_Xk3vT9qLmN2pR7sW4yZ8aB: next payment Monday, November 22, 2027',
    );
    expect(mail.text).toContain('http://localhost:3000/account/memberships');
    expect(mail.text).toContain('Questions about your membership?');
    // Nothing of tickets, their delivery or a gift's receipt.
    for (const absent of ['Your tickets', 'Delivery', 'Tickets (all-in prices)', 'tax receipt'])
      expect(mail.text).not.toContain(absent);
    expect(mail.text).not.toContain('In English');
  });

  it('gives the disclosure only when the payment needs it', () => {
    const monthly = renderConfirmationMail(
      membershipOrder([
        { ...supporterYear, paymentOption: 'monthly', amountCents: 1_500, expiresOn: '2026-12-21' },
      ]),
      'http://localhost:3000',
    );
    expect(monthly.text).toContain('- Membership: Supporter, $15.00 a month');
    expect(monthly.text).toContain('next payment Monday, November 22, 2027');
    // $75 or less: no disclosure (and nothing claims the payment is deductible).
    expect(monthly.text).not.toMatch(/deductible|fair market value|goods or services/i);
    expect(monthly.html).not.toMatch(/deductible|fair market value|goods or services/i);

    // No benefits of value: over $250 the acknowledgement says nothing was given in exchange,
    // as a gift's receipt does; below it says nothing.
    const noBenefits = { ...supporterYear, levelName: 'Friend', benefitsValueCents: 0 };
    const large = renderConfirmationMail(
      membershipOrder([{ ...noBenefits, amountCents: 30_000 }]),
      'http://localhost:3000',
    );
    expect(large.text).toContain(
      'No goods or services were provided in exchange for this contribution.',
    );
    expect(large.text).not.toContain('fair market value');
    const small = renderConfirmationMail(
      membershipOrder([{ ...noBenefits, amountCents: 6_000 }]),
      'http://localhost:3000',
    );
    expect(small.text).not.toMatch(/deductible|fair market value|goods or services/i);
  });

  it('says a one-off year renews by itself only when it does, and names no plan for it', () => {
    const oneOff = { ...supporterYear, paymentOption: 'one-off' as const };
    const renews = renderConfirmationMail(membershipOrder([oneOff]), 'http://localhost:3000');
    expect(renews.text).toContain('- Membership: Supporter, $150.00 for a year');
    expect(renews.text).toContain('  Renews automatically on Monday, November 22, 2027');
    expect(renews.text).not.toContain('Direct debit plan');
    const once = renderConfirmationMail(
      membershipOrder([{ ...oneOff, nextPaymentOn: null }]),
      'http://localhost:3000',
    );
    expect(once.text).not.toContain('Renews automatically');
    expect(once.text).not.toContain('Direct debit plan');
    expect(once.text).toContain(IRS_SUPPORTER);
    // A plan with nothing more to charge says so.
    const ended = renderConfirmationMail(
      membershipOrder([{ ...supporterYear, nextPaymentOn: null }]),
      'http://localhost:3000',
    );
    expect(ended.text).toContain(
      'Direct debit plan ddp_Xk3vT9qLmN2pR7sW4yZ8aB: no further payments',
    );
  });

  it('is written in the member’s language, with the disclosure in English too', () => {
    const mail = renderConfirmationMail(
      membershipOrder([{ ...supporterYear, levelName: 'Förderer' }], { locale: 'de' }),
      'http://localhost:3000',
    );
    expect(mail.subject).toBe('Ihre Mitgliedschaft: Bestellung MSP-7K3QX9TZ');
    expect(mail.text).toMatch(/- Mitgliedschaft: Förderer, 150,00\s\$ pro Jahr/);
    expect(mail.text).toContain(
      'Mitglied vom Sonntag, 22. November 2026 bis zum Sonntag, 21. November 2027',
    );
    expect(mail.text).toContain('Lastschriftplan ddp_Xk3vT9qLmN2pR7sW4yZ8aB: nächste Zahlung am');
    expect(mail.text).toMatch(
      /Ihre Zahlung von 150,00\s\$ für die Mitgliedschaft Förderer enthält Vorteile mit einem geschätzten Marktwert von 24,00\s\$\. Für die US-Bundeseinkommensteuer absetzbar ist ein Betrag von 126,00\s\$\./,
    );
    expect(mail.text).toContain(
      'Auf Englisch: Your payment of $150.00 for the Förderer membership includes benefits with an estimated fair market value of $24.00.',
    );
    for (const locale of LOCALES) {
      const each = renderConfirmationMail(
        membershipOrder([supporterYear], { locale }),
        'http://localhost:3000',
      );
      expect(each.text, locale).not.toMatch(/{{|}}/);
      expect(each.text, locale).toContain('ddp_Xk3vT9qLmN2pR7sW4yZ8aB');
    }
  });

  it('keeps the tickets’ subject for tickets and a membership, and lists both', () => {
    const base = order();
    const mail = renderConfirmationMail(
      order({
        memberships: [supporterYear],
        totals: { ...base.totals, totalCents: base.totals.totalCents + 15_000 },
      }),
      'http://localhost:3000',
    );
    expect(mail.subject).toBe('Your tickets: order MSP-7K3QX9TZ');
    expect(mail.text).toContain('Thank you for your booking.');
    expect(mail.text).toContain('- Orchestra, row C, seat 12 · Adult · $45.50');
    expect(mail.text).toContain('- Membership: Supporter, $150.00 a year');
    expect(mail.text).toContain('Tickets (all-in prices): $91.00\nMembership: $150.00');
    expect(mail.text).toContain('Total: $241.00');
    expect(mail.text).toContain(IRS_SUPPORTER);
    expect(mail.text).toContain('Ticket number: 99123456789012345678');
    expect(mail.text).toContain('http://localhost:3000/account/your-orders');
  });

  it('thanks for a gift given with a membership, under the membership’s subject', () => {
    const mail = renderConfirmationMail(
      membershipOrder([supporterYear], {
        donations: [
          { id: 7, fundName: 'Annual Fund', amountCents: 5_000, appeal: null, tribute: null },
        ],
        totals: { ...membershipOrder([supporterYear]).totals, totalCents: 20_000 },
      }),
      'http://localhost:3000',
    );
    expect(mail.subject).toBe('Your membership: order MSP-7K3QX9TZ');
    expect(mail.text).toContain('- Annual Fund · $50.00');
    expect(mail.text).toContain('Thank you for your gift as well');
    expect(mail.text).toContain('Donations: $50.00\nMembership: $150.00\nTotal: $200.00');
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
