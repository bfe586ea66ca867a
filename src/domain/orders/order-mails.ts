import { TRIBUTE_MESSAGES } from '../../shared/contracts/donations.ts';
import type { PaymentOption } from '../../shared/contracts/memberships.ts';
import { formatDate, formatTime } from '../../shared/dates.ts';
import { escapeHtml } from '../../shared/escape-html.ts';
import { ALL_MESSAGES } from '../../shared/i18n/all-messages.ts';
import { type TranslateOptions, translate } from '../../shared/i18n/translate.ts';
import type { Locale } from '../../shared/locales.ts';
import { formatMoney, usd } from '../../shared/money.ts';
import { ACKNOWLEDGEMENT_REQUIRED_CENTS } from '../cart-lines/donation.ts';
import { mailButton as button, mailParagraph as p, mailPage as page } from '../mail-layout.ts';
import { quidProQuo } from '../memberships/membership-terms.ts';
import { ACCOUNT_MEMBERSHIPS_PATH } from '../payment-plans/plan-mails.ts';
import type { MailMessage } from '../ports/mailer.ts';
import type { CalendarEvent } from './calendar-entry.ts';
import { groupedBarcode } from './ticket-barcode.ts';
import {
  donationsCents,
  type IssuedTicket,
  membershipsCents,
  type OrderGift,
  type OrderMembershipLine,
  type OrderVoucherLine,
  type TicketedOrder,
  type TicketedPerformance,
  ticketCount,
} from './ticketed-order.ts';

/** The address of an inline image in the HTML: a ticket's QR code attached with this cid. */
export const qrCodeCid = (barcode: string) => `qr-${barcode}@tickets.houselights`;

/** Where the account shows orders and print-at-home tickets (spec §2 account pages). */
const ACCOUNT_ORDERS_PATH = '/account/your-orders';
const ACCOUNT_TICKETS_PATH = '/account/print-at-home-tickets';
/** Where the account lists gifts with their tax receipts. */
const ACCOUNT_GIVING_PATH = '/account/giving-history';

type Rendered = Pick<MailMessage, 'to' | 'subject' | 'text' | 'html' | 'locale' | 'kind'>;

function translator(order: TicketedOrder) {
  const t = (key: string, options?: TranslateOptions) =>
    translate(ALL_MESSAGES, order.locale, key, options);
  const money = (cents: number) => formatMoney(usd(cents), order.locale);
  /** "Saturday, December 5, 2026 at 7:30pm", on the venue's clock; no capital mid-sentence. */
  const when = (p: TicketedPerformance, style: 'full' | 'inSentence' = 'full') =>
    t('printTickets.when', {
      date: formatDate(p.startsAt, order.locale, style, p.timeZone),
      time: formatTime(p.startsAt, order.locale, p.timeZone),
    });
  const seat = (ticket: IssuedTicket) =>
    t('mail.order.seat', { section: ticket.section, row: ticket.row, seat: ticket.seat });
  return { t, money, when, seat };
}

const h2 = (content: string) =>
  `<h2 style="margin:28px 0 12px;font-size:20px;line-height:1.3;color:#7a1f2b">${content}</h2>`;

/**
 * The totals a buyer checks against the bank statement; lines that are zero are left out, and an
 * order of gifts alone has no tickets or delivery line.
 */
function totalsRows(
  order: TicketedOrder,
  t: (key: string, options?: TranslateOptions) => string,
  money: (c: number) => string,
) {
  const { totals } = order;
  const withTickets = ticketCount(order) > 0;
  const rows: [string, string][] = [];
  if (withTickets) rows.push([t('mail.order.tickets'), money(totals.ticketsCents)]);
  if (order.donations.length > 0)
    rows.push([t('giving.mail.donations'), money(donationsCents(order))]);
  if (order.giftVouchers.length > 0)
    rows.push([
      t('giftVouchers.order.bought'),
      money(order.giftVouchers.reduce((sum, v) => sum + v.amountCents * v.quantity, 0)),
    ]);
  if (order.memberships.length > 0)
    rows.push([
      t('memberships.mail.total', { count: order.memberships.length }),
      money(membershipsCents(order)),
    ]);
  if (totals.feesCents > 0) rows.push([t('mail.order.fees'), money(totals.feesCents)]);
  if (totals.discountCents > 0)
    rows.push([t('mail.order.discount'), `−${money(totals.discountCents)}`]);
  if (withTickets || totals.deliveryCents > 0)
    rows.push([
      t('mail.order.delivery'),
      totals.deliveryCents > 0 ? money(totals.deliveryCents) : t('mail.order.free'),
    ]);
  if (totals.refundProtectionCents > 0)
    rows.push([t('mail.order.refundProtection'), money(totals.refundProtectionCents)]);
  if (totals.taxCents > 0) rows.push([t('mail.order.tax'), money(totals.taxCents)]);
  if (totals.creditCents > 0) rows.push([t('mail.order.credit'), `−${money(totals.creditCents)}`]);
  if (totals.giftVoucherCents > 0)
    rows.push([t('giftVouchers.order.paid'), `−${money(totals.giftVoucherCents)}`]);
  return rows;
}

/** A gift as its line reads: the fund, then the tribute, if any. */
function giftLine(gift: OrderGift, t: (key: string, o?: TranslateOptions) => string): string {
  return gift.tribute
    ? `${gift.fundName} · ${t(TRIBUTE_MESSAGES[gift.tribute.kind], { name: gift.tribute.name })}`
    : gift.fundName;
}

/** The plain-text end of every order mail: help, sign-off and footer. */
function textClosing(t: (key: string) => string, help = 'mail.order.help'): string[] {
  return [t(help), '', t('mail.signOff'), t('mail.team'), '', '--', t('mail.footer'), ''];
}

/** What the order is about, first to last: tickets, else a membership, a gift, gift vouchers. */
function mainPart(order: TicketedOrder): 'tickets' | 'membership' | 'gift' | 'vouchers' {
  if (ticketCount(order) > 0) return 'tickets';
  if (order.memberships.length > 0) return 'membership';
  if (order.donations.length > 0) return 'gift';
  return order.giftVouchers.length > 0 ? 'vouchers' : 'tickets';
}

/** The subject: tickets (with a gift, says so), a membership, a gift, or gift vouchers alone. */
function confirmationSubject(order: TicketedOrder, t: ReturnType<typeof translator>['t']) {
  const key = {
    tickets: order.donations.length > 0 ? 'giving.mail.subjectMixed' : 'mail.order.subject',
    membership: 'memberships.mail.subject',
    gift: 'giving.mail.subject',
    vouchers: 'giftVouchers.order.subject',
  }[mainPart(order)];
  return t(key, { number: order.number });
}

const MEMBERSHIP_PRICE_MESSAGES: Record<PaymentOption, string> = {
  'one-off': 'memberships.mail.oneOff',
  monthly: 'memberships.mail.monthly',
  yearly: 'memberships.mail.yearly',
};

/** A calendar day (YYYY-MM-DD) inside a sentence, as a voucher's day is written. */
function dayInSentence(day: string, locale: Locale): string {
  // Noon UTC is the same calendar day wherever the reader is.
  return formatDate(new Date(`${day}T12:00:00Z`), locale, 'inSentence', 'UTC');
}

/**
 * A membership as the order lists it: "Membership: Supporter, $15.00 a month", then its term,
 * then what comes next: the direct debit plan's next payment, or a one-off year's renewal.
 */
function membershipLines(
  line: OrderMembershipLine,
  t: ReturnType<typeof translator>['t'],
  money: (cents: number) => string,
  locale: Locale,
): { title: string; details: string[] } {
  const title = t(MEMBERSHIP_PRICE_MESSAGES[line.paymentOption], {
    level: line.levelName,
    amount: money(line.amountCents),
  });
  const details = [
    t('memberships.mail.term', {
      from: dayInSentence(line.startsOn, locale),
      to: dayInSentence(line.expiresOn, locale),
    }),
  ];
  const next = line.nextPaymentOn ? dayInSentence(line.nextPaymentOn, locale) : null;
  if (line.paymentOption === 'one-off') {
    if (next) details.push(t('memberships.mail.renews', { date: next }));
  } else if (line.planId)
    details.push(
      next
        ? t('memberships.mail.plan', { plan: line.planId, date: next })
        : t('memberships.mail.planEnded', { plan: line.planId }),
    );
  return { title, details };
}

/**
 * What the written acknowledgement of a membership's payment must say (IRS Publication 1771): a
 * payment over $75 that also bought benefits says what they are worth and what is deductible; a
 * payment of $250 or more that bought nothing of value says so, as a gift's receipt does.
 */
function membershipTaxStatements(
  order: TicketedOrder,
  locale: Locale,
  money: (cents: number) => string,
): string[] {
  const t = (key: string, options?: TranslateOptions) =>
    translate(ALL_MESSAGES, locale, key, options);
  return order.memberships.flatMap((line) => {
    const terms = quidProQuo(line.amountCents, line.benefitsValueCents);
    if (terms.required)
      return [
        t('memberships.mail.quidProQuo', {
          level: line.levelName,
          amount: money(terms.paidCents),
          value: money(terms.benefitsValueCents),
          deductible: money(terms.deductibleCents),
        }),
      ];
    if (terms.benefitsValueCents === 0 && line.amountCents >= ACKNOWLEDGEMENT_REQUIRED_CENTS)
      return [t('giving.receipt.noGoods')];
    return [];
  });
}

/**
 * The tax statements of the order's memberships, in the reader's language and, for a reader of
 * another language, in English too: the words the IRS reads (as a gift's receipt gives them).
 */
function membershipTaxNotes(order: TicketedOrder, t: ReturnType<typeof translator>['t']) {
  const money = (cents: number) => formatMoney(usd(cents), order.locale);
  const own = membershipTaxStatements(order, order.locale, money);
  if (own.length === 0 || order.locale === 'en-US' || order.locale === 'en-GB') return own;
  // In English the amounts are written the US way, as on the receipts' English statement.
  const english = membershipTaxStatements(order, 'en-US', (cents) =>
    formatMoney(usd(cents), 'en-US'),
  );
  return [...own, `${t('giving.receipt.inEnglish')} ${english.join(' ')}`];
}

/** "2 × $25.00 for Ana, sent on December 24, 2026": a voucher line as the order lists it. */
function voucherLine(
  line: OrderVoucherLine,
  t: ReturnType<typeof translator>['t'],
  money: (cents: number) => string,
  locale: TicketedOrder['locale'],
): string {
  const what = `${line.quantity} × ${money(line.amountCents)}`;
  const whom = line.recipientName
    ? t('giftVouchers.order.for', { name: line.recipientName })
    : line.recipientEmail
      ? t('giftVouchers.order.for', { name: line.recipientEmail })
      : t('giftVouchers.order.forYou');
  const when = line.deliverOn
    ? t('giftVouchers.order.sentOn', {
        date: formatDate(new Date(`${line.deliverOn}T12:00:00Z`), locale, 'inSentence', 'UTC'),
      })
    : t('giftVouchers.order.sentNow');
  return `${what} · ${whom} · ${when}`;
}

/**
 * The confirmation mail: the order summary (number, performances on the venue's clock, seats,
 * price types, all-in prices, gifts, totals) and every ticket with its number and QR code (an
 * inline image, `cid:` of `qrCodeCid`). The PDF, the calendar entry and each gift's tax receipt
 * are attached by the sender. An order of gifts alone thanks the donor, and says nothing of
 * tickets or their delivery; an order of a membership (without tickets) welcomes the member. A
 * membership is listed with its term and its plan, and with the tax statement its payment needs.
 */
export function renderConfirmationMail(order: TicketedOrder, publicUrl: string): Rendered {
  const { t, money, when, seat } = translator(order);
  const withTickets = ticketCount(order) > 0;
  const gifts = order.donations;
  const subject = confirmationSubject(order, t);
  const main = mainPart(order);
  const account = {
    tickets: { path: ACCOUNT_ORDERS_PATH, text: 'mail.order.account', help: 'mail.order.help' },
    membership: {
      path: ACCOUNT_MEMBERSHIPS_PATH,
      text: 'memberships.mail.account',
      help: 'memberships.mail.help',
    },
    gift: { path: ACCOUNT_GIVING_PATH, text: 'giving.mail.history', help: 'giving.mail.help' },
    vouchers: { path: ACCOUNT_GIVING_PATH, text: 'giving.mail.history', help: 'giving.mail.help' },
  }[main];
  const accountLink = `${publicUrl}${account.path}`;
  const accountText = t(account.text);
  const help = account.help;
  const intro = t(
    {
      tickets: 'mail.order.intro',
      membership: 'memberships.mail.intro',
      gift: 'giving.mail.intro',
      vouchers: 'giftVouchers.order.intro',
    }[main],
  );
  const vouchers = order.giftVouchers.map((line) => voucherLine(line, t, money, order.locale));
  const memberships = order.memberships.map((line) =>
    membershipLines(line, t, money, order.locale),
  );
  const membershipsTitle = t('memberships.mail.title', { count: memberships.length });
  const taxNotes = membershipTaxNotes(order, t);
  const greeting = t('mail.greeting', { name: order.customer.firstName });
  const totals = totalsRows(order, t, money);
  // The order's total holds the account credit and gift vouchers spent on it; the mail lists
  // them above, so its total is what the rows add up to: what was charged.
  const total: [string, string] = [
    t('mail.order.total'),
    money(order.totals.totalCents - order.totals.creditCents - order.totals.giftVoucherCents),
  ];
  const delivery = !withTickets
    ? null
    : order.deliveryMethod === 'box-office'
      ? t('mail.order.deliveryBoxOffice')
      : order.deliveryMethod === 'post'
        ? t('mail.order.deliveryPost')
        : null;
  // The intro thanks for a gift only when the gift is what the order is about.
  const giftNotes = [
    ...(main !== 'gift' ? [t('giving.mail.giftsThanks')] : []),
    t('giving.mail.receipts', { count: gifts.length }),
  ];

  const text = [
    greeting,
    '',
    intro,
    t('mail.order.number', { number: order.number }),
    '',
    `== ${t('mail.order.summary')} ==`,
    '',
    ...order.performances.flatMap((performance) => [
      performance.productionTitle,
      when(performance),
      `${performance.venueName}, ${performance.venueAddress}`,
      ...performance.tickets.map(
        (ticket) => `- ${seat(ticket)} · ${ticket.priceType} · ${money(ticket.priceCents)}`,
      ),
      '',
    ]),
    ...(gifts.length > 0
      ? [
          t('giving.mail.giftsTitle'),
          ...gifts.map((gift) => `- ${giftLine(gift, t)} · ${money(gift.amountCents)}`),
          '',
        ]
      : []),
    ...(vouchers.length > 0
      ? [t('giftVouchers.order.title'), ...vouchers.map((line) => `- ${line}`), '']
      : []),
    ...(memberships.length > 0
      ? [
          membershipsTitle,
          ...memberships.flatMap(({ title, details }) => [
            `- ${title}`,
            ...details.map((detail) => `  ${detail}`),
          ]),
          '',
        ]
      : []),
    ...totals.map(([label, value]) => `${label}: ${value}`),
    `${total[0]}: ${total[1]}`,
    '',
    ...(delivery ? [delivery, ''] : []),
    ...(gifts.length > 0 ? [...giftNotes, ''] : []),
    ...(taxNotes.length > 0 ? [...taxNotes, ''] : []),
    ...(vouchers.length > 0 ? [t('giftVouchers.order.note'), ''] : []),
    ...(withTickets
      ? [
          `== ${t('mail.order.ticketsTitle')} ==`,
          '',
          t('mail.order.ticketsIntro'),
          '',
          ...order.performances.flatMap((performance) =>
            performance.tickets.map(
              (ticket) =>
                `${performance.productionTitle}, ${seat(ticket)}: ${t('mail.order.ticketNumber', { barcode: ticket.barcode })}`,
            ),
          ),
          '',
        ]
      : []),
    `${accountText}: ${accountLink}`,
    '',
    ...textClosing(t, help),
  ].join('\n');

  const cell = 'padding:6px 0;border-bottom:1px solid #e4e0d6;vertical-align:top';
  const summary = order.performances
    .map(
      (
        performance,
      ) => `<h3 style="margin:20px 0 4px;font-size:18px">${escapeHtml(performance.productionTitle)}</h3>
<p style="margin:0 0 8px"><strong>${escapeHtml(when(performance))}</strong><br>${escapeHtml(performance.venueName)}, ${escapeHtml(performance.venueAddress)}</p>
<table role="presentation" style="width:100%;border-collapse:collapse;font-size:15px">
${performance.tickets
  .map(
    (ticket) =>
      `<tr><td style="${cell}">${escapeHtml(seat(ticket))}<br><span style="color:#5c574c">${escapeHtml(ticket.priceType)}</span></td><td style="${cell};text-align:right;white-space:nowrap">${escapeHtml(money(ticket.priceCents))}</td></tr>`,
  )
  .join('\n')}
</table>`,
    )
    .join('\n');
  const giftsSummary =
    gifts.length === 0
      ? ''
      : `<h3 style="margin:20px 0 4px;font-size:18px">${escapeHtml(t('giving.mail.giftsTitle'))}</h3>
<table role="presentation" style="width:100%;border-collapse:collapse;font-size:15px">
${gifts
  .map((gift) => {
    const tribute = gift.tribute
      ? `<br><span style="color:#5c574c">${escapeHtml(t(TRIBUTE_MESSAGES[gift.tribute.kind], { name: gift.tribute.name }))}</span>`
      : '';
    return `<tr><td style="${cell}">${escapeHtml(gift.fundName)}${tribute}</td><td style="${cell};text-align:right;white-space:nowrap">${escapeHtml(money(gift.amountCents))}</td></tr>`;
  })
  .join('\n')}
</table>`;
  const totalsTable = `<table role="presentation" style="width:100%;border-collapse:collapse;margin:16px 0 0;font-size:15px">
${totals
  .map(
    ([label, value]) =>
      `<tr><td style="padding:4px 0">${escapeHtml(label)}</td><td style="padding:4px 0;text-align:right;white-space:nowrap">${escapeHtml(value)}</td></tr>`,
  )
  .join('\n')}
<tr><td style="padding:8px 0;border-top:2px solid #1d1b16;font-weight:bold">${escapeHtml(total[0])}</td><td style="padding:8px 0;border-top:2px solid #1d1b16;text-align:right;font-weight:bold;white-space:nowrap">${escapeHtml(total[1])}</td></tr>
</table>`;
  // Two blocks side by side that stack on a phone (no media query: many mail clients drop
  // them); the number, in groups of four, wraps instead of running off a narrow screen.
  const ticketCard = (performance: TicketedPerformance, ticket: IssuedTicket) =>
    `<div style="border:1px solid #d8d3c7;border-radius:6px;margin:0 0 12px;padding:12px">
<div style="display:inline-block;vertical-align:top;width:140px;margin:0 16px 8px 0"><img src="cid:${qrCodeCid(ticket.barcode)}" width="140" height="140" alt="${escapeHtml(t('mail.order.qrAlt', { barcode: ticket.barcode }))}" style="display:block;width:140px;height:140px"></div>
<div style="display:inline-block;vertical-align:top;min-width:200px;max-width:100%"><strong>${escapeHtml(performance.productionTitle)}</strong><br>${escapeHtml(when(performance))}<br>${escapeHtml(seat(ticket))}<br><span style="color:#5c574c">${escapeHtml(ticket.priceType)} · ${escapeHtml(money(ticket.priceCents))}</span><br><span style="color:#5c574c;font-size:14px">${escapeHtml(t('printTickets.ticketNumber'))}</span><br><span style="font-family:Menlo,Consolas,monospace;font-size:15px">${escapeHtml(groupedBarcode(ticket.barcode))}</span></div>
</div>`;
  const tickets = order.performances
    .flatMap((performance) => performance.tickets.map((ticket) => ticketCard(performance, ticket)))
    .join('\n');
  const body = [
    p(escapeHtml(greeting)),
    p(escapeHtml(intro)),
    p(`<strong>${escapeHtml(t('mail.order.number', { number: order.number }))}</strong>`),
    h2(escapeHtml(t('mail.order.summary'))),
    summary,
    giftsSummary,
    vouchers.length > 0
      ? `<h3 style="margin:20px 0 4px;font-size:18px">${escapeHtml(t('giftVouchers.order.title'))}</h3>
<ul style="margin:0;padding-left:20px">${vouchers.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`
      : '',
    memberships.length > 0
      ? `<h3 style="margin:20px 0 4px;font-size:18px">${escapeHtml(membershipsTitle)}</h3>
<ul style="margin:0;padding-left:20px">${memberships
          .map(
            ({ title, details }) => `<li>${[title, ...details].map(escapeHtml).join('<br>')}</li>`,
          )
          .join('')}</ul>`
      : '',
    totalsTable,
    vouchers.length > 0 ? p(escapeHtml(t('giftVouchers.order.note'))) : '',
    delivery ? `<p style="margin:16px 0 0">${escapeHtml(delivery)}</p>` : '',
    ...(gifts.length > 0
      ? giftNotes.map((note) => `<p style="margin:16px 0 0">${escapeHtml(note)}</p>`)
      : []),
    ...taxNotes.map((note) => `<p style="margin:16px 0 0">${escapeHtml(note)}</p>`),
    withTickets ? h2(escapeHtml(t('mail.order.ticketsTitle'))) : '',
    withTickets ? p(escapeHtml(t('mail.order.ticketsIntro'))) : '',
    tickets,
    `<div style="margin-top:24px">${button(accountLink, accountText)}</div>`,
    p(escapeHtml(t(help))),
    p([t('mail.signOff'), t('mail.team')].map(escapeHtml).join('<br>')),
  ]
    .filter(Boolean)
    .join('\n');
  return {
    to: order.customer.email,
    subject,
    text,
    html: page(order.locale, subject, body, t('mail.footer')),
    locale: order.locale,
    kind: 'orderConfirmation',
  };
}

/** The reminder before one performance of an order: when, where, which seats, the tickets link. */
export function renderReminderMail(
  order: TicketedOrder,
  performance: TicketedPerformance,
  publicUrl: string,
): Rendered {
  const { t, money, when, seat } = translator(order);
  const subject = t('mail.reminder.subject', {
    title: performance.productionTitle,
    when: when(performance, 'inSentence'),
  });
  const ticketsLink = `${publicUrl}${ACCOUNT_TICKETS_PATH}`;
  const greeting = t('mail.greeting', { name: order.customer.firstName });
  const count = performance.tickets.length;
  const ticketsLine = t('mail.reminder.tickets', { count, number: order.number });
  const lines = performance.tickets.map(
    (ticket) => `${seat(ticket)} · ${ticket.priceType} · ${money(ticket.priceCents)}`,
  );
  const text = [
    greeting,
    '',
    t('mail.reminder.intro'),
    '',
    performance.productionTitle,
    when(performance),
    `${performance.venueName}, ${performance.venueAddress}`,
    '',
    ticketsLine,
    ...lines.map((line) => `- ${line}`),
    '',
    t('mail.reminder.bring'),
    `${t('mail.reminder.action')}: ${ticketsLink}`,
    '',
    ...textClosing(t),
  ].join('\n');
  const body = [
    p(escapeHtml(greeting)),
    p(escapeHtml(t('mail.reminder.intro'))),
    `<h2 style="margin:8px 0 4px;font-size:22px;color:#7a1f2b">${escapeHtml(performance.productionTitle)}</h2>`,
    p(
      `<strong>${escapeHtml(when(performance))}</strong><br>${escapeHtml(performance.venueName)}, ${escapeHtml(performance.venueAddress)}`,
    ),
    p(escapeHtml(ticketsLine)),
    `<ul style="margin:0 0 16px;padding-left:20px">${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
    p(escapeHtml(t('mail.reminder.bring'))),
    button(ticketsLink, t('mail.reminder.action')),
    p(escapeHtml(t('mail.order.help'))),
    p([t('mail.signOff'), t('mail.team')].map(escapeHtml).join('<br>')),
  ].join('\n');
  return {
    to: order.customer.email,
    subject,
    text,
    html: page(order.locale, subject, body, t('mail.footer')),
    locale: order.locale,
    kind: 'performanceReminder',
  };
}

/**
 * The performances of an order as calendar events (the .ics attachment): the uid is stable per
 * order and performance, so a mail sent again updates the entry instead of adding another.
 */
export function calendarEventsOf(order: TicketedOrder, publicUrl: string): CalendarEvent[] {
  const { t, seat } = translator(order);
  return order.performances.map((performance) => ({
    uid: `${order.number}-${performance.id}@houselights`,
    title: performance.productionTitle,
    startsAt: performance.startsAt,
    // A production without a running time still gets a block in the calendar.
    durationMinutes: performance.durationMinutes ?? 120,
    location: `${performance.venueName}, ${performance.venueAddress}`,
    description: [
      t('printTickets.orderNumber', { number: order.number }),
      ...performance.tickets.map(seat),
    ].join('\n'),
    url: `${publicUrl}${ACCOUNT_ORDERS_PATH}`,
  }));
}
