/**
 * The US tax acknowledgement of gifts (IRS Publication 1771), as content: what a receipt says, in
 * the reader's language, before any layout. A donor needs one for any single gift of $250 or
 * more; every gift gets one here. It names the organisation (legal name and EIN), the donor, the
 * amount and date of each gift (on the theatre's clock, America/New_York) and states that no goods
 * or services were given in exchange. Tickets bought in the same order were paid for at their own
 * price, so the donation line itself bought nothing; the receipt says so. Outside English the
 * legal statement is also given in English, the words the IRS reads.
 */
import { TRIBUTE_MESSAGES } from '../../shared/contracts/donations.ts';
import { formatDate, VENUE_TIME_ZONE } from '../../shared/dates.ts';
import { ALL_MESSAGES } from '../../shared/i18n/all-messages.ts';
import { type TranslateOptions, translate } from '../../shared/i18n/translate.ts';
import type { Locale } from '../../shared/locales.ts';
import { formatMoney, usd } from '../../shared/money.ts';
import type { Donor, GivenGift } from '../ports/giving-history.ts';

/** The charity as the IRS knows it (ORGANIZATION_LEGAL_NAME, ORGANIZATION_EIN). */
export interface Organization {
  legalName: string;
  ein: string;
}

/** The gift as a receipt needs it. */
export type ReceiptGift = Pick<
  GivenGift,
  'id' | 'orderNumber' | 'givenAt' | 'fundName' | 'appeal' | 'amountCents' | 'tribute'
> & { withTickets: boolean };

export interface ReceiptFact {
  label: string;
  value: string;
}

export interface TaxReceipt {
  locale: Locale;
  filename: string;
  /** The PDF's title (its metadata and a reader's window title). */
  documentTitle: string;
  /** The short word in the page's band. */
  heading: string;
  title: string;
  /** The PDF's dates: the same gift gives the same file. */
  issuedAt: Date;
  organization: { name: string; ein: string };
  facts: ReceiptFact[];
  /** The year's gifts, oldest first, with their total; null on a single gift's receipt. */
  table: {
    columns: [date: string, fund: string, order: string, amount: string];
    rows: { cells: [string, string, string, string]; note: string | null }[];
    total: ReceiptFact;
  } | null;
  thanks: string;
  /** The legal statement in the reader's language. */
  statements: string[];
  /** The same statement in English, for a reader of another language; else empty. */
  english: { label: string; statements: string[] } | null;
  closing: string;
  footer: string;
}

function translator(locale: Locale) {
  const t = (key: string, options?: TranslateOptions) =>
    translate(ALL_MESSAGES, locale, key, options);
  const money = (cents: number) => formatMoney(usd(cents), locale);
  const day = (at: Date) => formatDate(at, locale, 'full', VENUE_TIME_ZONE);
  /** In a year's table the year goes without saying: "November 22". */
  const dayOfYear = (at: Date) => formatDate(at, locale, 'dayMonth', VENUE_TIME_ZONE);
  return { t, money, day, dayOfYear };
}

/** The receipt number of a gift: its order and its own id, which the box office can look up. */
export function giftReference(gift: Pick<ReceiptGift, 'id' | 'orderNumber'>): string {
  return `${gift.orderNumber}-G${gift.id}`;
}

export const giftReceiptFilename = (gift: Pick<ReceiptGift, 'id' | 'orderNumber'>) =>
  `donation-receipt-${giftReference(gift)}.pdf`;
export const yearReceiptFilename = (year: number) => `giving-statement-${year}.pdf`;

function tributeText(gift: ReceiptGift, t: ReturnType<typeof translator>['t']): string | null {
  if (!gift.tribute) return null;
  return t(TRIBUTE_MESSAGES[gift.tribute.kind], { name: gift.tribute.name });
}

/** The statement paragraphs, in one language: no goods or services, tickets apart. */
function statementsOf(locale: Locale, plural: boolean, withTickets: boolean): string[] {
  const { t } = translator(locale);
  return [
    t(plural ? 'giving.receipt.noGoodsYear' : 'giving.receipt.noGoods'),
    ...(withTickets
      ? [t(plural ? 'giving.receipt.ticketsSeparateYear' : 'giving.receipt.ticketsSeparate')]
      : []),
  ];
}

function englishOf(locale: Locale, plural: boolean, withTickets: boolean) {
  if (locale === 'en-US' || locale === 'en-GB') return null;
  return {
    label: translator(locale).t('giving.receipt.inEnglish'),
    statements: statementsOf('en-US', plural, withTickets),
  };
}

function common(organization: Organization, donor: Donor, locale: Locale) {
  const { t } = translator(locale);
  return {
    locale,
    heading: t('giving.receipt.heading'),
    organization: {
      name: organization.legalName,
      ein: t('giving.receipt.ein', { ein: organization.ein }),
    },
    donorName: `${donor.firstName} ${donor.lastName}`.trim(),
    closing: t('giving.receipt.keep'),
    footer: t('mail.footer'),
  };
}

/** The acknowledgement of one gift. */
export function giftReceipt(input: {
  gift: ReceiptGift;
  donor: Donor;
  organization: Organization;
  locale: Locale;
}): TaxReceipt {
  const { gift, donor, organization, locale } = input;
  const { t, money, day } = translator(locale);
  const base = common(organization, donor, locale);
  const reference = giftReference(gift);
  const tribute = tributeText(gift, t);
  const facts: ReceiptFact[] = [
    { label: t('giving.receipt.donor'), value: base.donorName },
    { label: t('giving.receipt.date'), value: day(gift.givenAt) },
    { label: t('giving.receipt.fund'), value: gift.fundName },
    ...(gift.appeal ? [{ label: t('giving.receipt.appeal'), value: gift.appeal }] : []),
    ...(tribute ? [{ label: t('giving.receipt.tribute'), value: tribute }] : []),
    { label: t('giving.receipt.amount'), value: money(gift.amountCents) },
    { label: t('giving.receipt.order'), value: gift.orderNumber },
    { label: t('giving.receipt.reference'), value: reference },
  ];
  return {
    locale,
    filename: giftReceiptFilename(gift),
    documentTitle: t('giving.receipt.giftDocumentTitle', { reference }),
    heading: base.heading,
    title: t('giving.receipt.giftTitle'),
    issuedAt: gift.givenAt,
    organization: base.organization,
    facts,
    table: null,
    thanks: t('giving.receipt.thanks', { charity: organization.legalName }),
    statements: statementsOf(locale, false, gift.withTickets),
    english: englishOf(locale, false, gift.withTickets),
    closing: base.closing,
    footer: base.footer,
  };
}

/** The statement of a calendar year's gifts: each gift and their total. */
export function yearReceipt(input: {
  year: number;
  gifts: ReceiptGift[];
  donor: Donor;
  organization: Organization;
  locale: Locale;
  /** When it is made: its issue date. */
  issuedAt: Date;
}): TaxReceipt {
  const { year, donor, organization, locale } = input;
  if (input.gifts.length === 0) throw new RangeError('A year statement needs gifts');
  const { t, money, day, dayOfYear } = translator(locale);
  const base = common(organization, donor, locale);
  const gifts = [...input.gifts].sort(
    (a, b) => a.givenAt.getTime() - b.givenAt.getTime() || a.id - b.id,
  );
  const totalCents = gifts.reduce((sum, gift) => sum + gift.amountCents, 0);
  const withTickets = gifts.some((gift) => gift.withTickets);
  const total = { label: t('giving.receipt.total'), value: money(totalCents) };
  return {
    locale,
    filename: yearReceiptFilename(year),
    documentTitle: t('giving.receipt.yearDocumentTitle', { year }),
    heading: base.heading,
    title: t('giving.receipt.yearTitle', { year }),
    issuedAt: input.issuedAt,
    organization: base.organization,
    facts: [
      { label: t('giving.receipt.donor'), value: base.donorName },
      { label: t('giving.receipt.year'), value: String(year) },
      { label: t('giving.receipt.giftCount'), value: String(gifts.length) },
      total,
      { label: t('giving.receipt.issued'), value: day(input.issuedAt) },
    ],
    table: {
      columns: [
        t('giving.receipt.date'),
        t('giving.receipt.fund'),
        t('giving.receipt.order'),
        t('giving.receipt.amount'),
      ],
      rows: gifts.map((gift) => ({
        cells: [dayOfYear(gift.givenAt), gift.fundName, gift.orderNumber, money(gift.amountCents)],
        note:
          [
            gift.appeal ? `${t('giving.receipt.appeal')}: ${gift.appeal}` : null,
            tributeText(gift, t),
          ]
            .filter(Boolean)
            .join(' · ') || null,
      })),
      total,
    },
    thanks: t('giving.receipt.yearThanks', { charity: organization.legalName, year }),
    statements: statementsOf(locale, true, withTickets),
    english: englishOf(locale, true, withTickets),
    closing: base.closing,
    footer: base.footer,
  };
}
