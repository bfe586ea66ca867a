/**
 * The printable gift voucher as content: what the card says, in the reader's language, before
 * any layout (GiftVoucherDocuments lays it out; adapters/tickets/pdf-gift-voucher-documents.ts).
 * It carries the value, who it is for and from, the buyer's message, the code (the PDF adds it as
 * a QR code), the last day it can be used on the theatre's clock, the ways to spend it and where
 * to check what is left on it.
 */
import { formatDate, VENUE_TIME_ZONE } from '../../shared/dates.ts';
import { ALL_MESSAGES } from '../../shared/i18n/all-messages.ts';
import { type TranslateOptions, translate } from '../../shared/i18n/translate.ts';
import type { Locale } from '../../shared/locales.ts';
import { formatMoney, usd } from '../../shared/money.ts';
import { normalizeVoucherCode } from './voucher-code.ts';
import { BALANCE_PATH, REDEEM_PATH } from './voucher-mails.ts';

/** What the card needs of a voucher: a claimed delivery (DueVoucher) is one as it stands. */
export interface GiftVoucherCardInput {
  code: string;
  amountCents: number;
  /** The moment it stops being valid; the card names the last day it can be used. */
  expiresAt: Date;
  recipientName: string | null;
  fromName: string | null;
  message: string | null;
  locale: Locale;
}

/** One way to spend the voucher: a short label, what to do, and the address when it has one. */
export interface GiftVoucherWay {
  label: string;
  text: string;
  address: string | null;
}

export interface GiftVoucherCard {
  locale: Locale;
  /** `gift-voucher-<code>.pdf` */
  filename: string;
  /** The PDF's title (its metadata and a reader's window title). */
  documentTitle: string;
  /** The short word in the page's band. */
  heading: string;
  title: string;
  amount: { label: string; value: string };
  /** "To Maria Alvarez", or null when the buyer named no one. */
  to: string | null;
  /** "From Jean", or null. */
  from: string | null;
  /** The buyer's message as typed (its line breaks kept), or null. */
  message: string | null;
  /** The canonical code, printed and drawn as a QR code. */
  code: { label: string; value: string };
  /** "Valid until Tuesday, May 2, 2028". */
  validUntil: string;
  howToUse: { title: string; ways: GiftVoucherWay[] };
  balance: GiftVoucherWay;
  /** Anyone holding the code can spend it: the holder is told to keep it safe. */
  keepSafe: string;
  footer: string;
}

const present = (text: string | null): string | null => {
  const trimmed = text?.trim();
  return trimmed ? trimmed : null;
};

/**
 * The card of one voucher. `publicUrl` is the storefront's address (PUBLIC_URL): the card is
 * printed, so its addresses are written out whole.
 */
export function voucherCard(input: GiftVoucherCardInput, publicUrl: string): GiftVoucherCard {
  const { locale } = input;
  const code = normalizeVoucherCode(input.code);
  if (code === null) throw new RangeError('Not a gift voucher code');
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0)
    throw new RangeError('A gift voucher is worth a positive number of cents');
  if (Number.isNaN(input.expiresAt.getTime())) throw new RangeError('No expiry date');

  const t = (key: string, options?: TranslateOptions) =>
    translate(ALL_MESSAGES, locale, key, options);
  const base = publicUrl.replace(/\/+$/, '');
  // The last day it can be used: a voucher that stops at midnight is good through the day before.
  const lastDay = new Date(input.expiresAt.getTime() - 1);
  const recipient = present(input.recipientName);
  const giver = present(input.fromName);
  const message = present(input.message);

  return {
    locale,
    filename: `gift-voucher-${code}.pdf`,
    documentTitle: t('giftVouchers.card.documentTitle', { code }),
    heading: t('giftVouchers.card.heading'),
    title: t('giftVouchers.card.title'),
    amount: {
      label: t('giftVouchers.card.amount'),
      value: formatMoney(usd(input.amountCents), locale),
    },
    to: recipient ? t('giftVouchers.card.to', { name: recipient }) : null,
    from: giver ? t('giftVouchers.card.from', { name: giver }) : null,
    message,
    code: { label: t('giftVouchers.card.code'), value: code },
    validUntil: t('giftVouchers.card.validUntil', {
      date: formatDate(lastDay, locale, 'inSentence', VENUE_TIME_ZONE),
    }),
    howToUse: {
      title: t('giftVouchers.card.howTo'),
      ways: [
        {
          label: t('giftVouchers.card.onlineLabel'),
          text: t('giftVouchers.card.onlineText'),
          address: null,
        },
        {
          label: t('giftVouchers.card.creditLabel'),
          text: t('giftVouchers.card.creditText'),
          address: `${base}${REDEEM_PATH}`,
        },
        {
          label: t('giftVouchers.card.boxOfficeLabel'),
          text: t('giftVouchers.card.boxOfficeText'),
          address: null,
        },
      ],
    },
    balance: {
      label: t('giftVouchers.card.balanceLabel'),
      text: t('giftVouchers.card.balanceText'),
      address: `${base}${BALANCE_PATH}`,
    },
    keepSafe: t('giftVouchers.card.keepSafe'),
    footer: t('mail.footer'),
  };
}
