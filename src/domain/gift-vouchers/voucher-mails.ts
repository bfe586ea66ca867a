/**
 * The e-mail that carries a gift voucher (issue 11), in the buyer's language: to the recipient
 * ("a gift voucher from …", with the buyer's message) or to the buyer when no recipient address
 * was given. The voucher itself (code, amount, expiry, QR code) is the attached PDF; the mail
 * repeats the code and says where to use it and check what is left.
 */
import { formatDate, VENUE_TIME_ZONE } from '../../shared/dates.ts';
import { escapeHtml } from '../../shared/escape-html.ts';
import { ALL_MESSAGES } from '../../shared/i18n/all-messages.ts';
import { type TranslateOptions, translate } from '../../shared/i18n/translate.ts';
import { formatMoney, usd } from '../../shared/money.ts';
import { mailButton as button, mailParagraph as p, mailPage as page } from '../mail-layout.ts';
import type { DueVoucher } from '../ports/gift-voucher-deliveries.ts';
import type { MailMessage } from '../ports/mailer.ts';

type Rendered = Pick<MailMessage, 'to' | 'subject' | 'text' | 'html' | 'locale' | 'kind'>;

/** Where a voucher is turned into account credit, and where its balance is read (spec §2). */
export const REDEEM_PATH = '/redeem-gift-voucher';
export const BALANCE_PATH = '/gift-vouchers/balance';

export function renderVoucherMail(voucher: DueVoucher, publicUrl: string): Rendered {
  const t = (key: string, options?: TranslateOptions) =>
    translate(ALL_MESSAGES, voucher.locale, key, options);
  const amount = formatMoney(usd(voucher.amountCents), voucher.locale);
  // It expires at the first instant of the day after its last day: the mail names the last day.
  const until = formatDate(
    new Date(voucher.expiresAt.getTime() - 1),
    voucher.locale,
    'full',
    VENUE_TIME_ZONE,
  );
  const base = publicUrl.replace(/\/+$/, '');
  const subject = voucher.toBuyer
    ? t('giftVouchers.mail.subjectBuyer', { amount })
    : t('giftVouchers.mail.subjectGift', { from: voucher.fromName });
  const greeting = voucher.recipientName
    ? t('mail.greeting', { name: voucher.recipientName })
    : t('giftVouchers.mail.greetingNoName');
  const intro = voucher.toBuyer
    ? t('giftVouchers.mail.introBuyer', { amount })
    : t('giftVouchers.mail.introGift', { from: voucher.fromName, amount });
  const message = voucher.message
    ? t('giftVouchers.mail.message', { from: voucher.fromName })
    : null;
  const facts = [
    `${t('giftVouchers.mail.code')}: ${voucher.code}`,
    `${t('giftVouchers.mail.amount')}: ${amount}`,
    `${t('giftVouchers.mail.validUntil')}: ${until}`,
  ];
  const howTo = t('giftVouchers.mail.howTo');
  const attached = t('giftVouchers.mail.attached');
  const balance = t('giftVouchers.mail.balance');
  const text = [
    greeting,
    '',
    intro,
    '',
    ...(message && voucher.message ? [message, voucher.message, ''] : []),
    ...facts,
    '',
    howTo,
    `${t('giftVouchers.mail.redeem')}: ${base}${REDEEM_PATH}`,
    `${balance}: ${base}${BALANCE_PATH}`,
    '',
    attached,
    '',
    t('mail.signOff'),
    t('mail.team'),
    '',
    '--',
    t('mail.footer'),
    '',
  ].join('\n');
  const html = [
    p(escapeHtml(greeting)),
    p(escapeHtml(intro)),
    ...(message && voucher.message
      ? [
          p(escapeHtml(message)),
          `<blockquote style="margin:0 0 16px;padding:8px 16px;border-left:4px solid #7a1f2b;white-space:pre-wrap">${escapeHtml(voucher.message)}</blockquote>`,
        ]
      : []),
    `<p style="margin:0 0 16px;font-size:22px;letter-spacing:2px"><strong>${escapeHtml(voucher.code)}</strong></p>`,
    p(facts.slice(1).map(escapeHtml).join('<br>')),
    p(escapeHtml(howTo)),
    button(`${base}${REDEEM_PATH}`, t('giftVouchers.mail.redeem')),
    p(`<a href="${escapeHtml(`${base}${BALANCE_PATH}`)}">${escapeHtml(balance)}</a>`),
    p(escapeHtml(attached)),
    p([t('mail.signOff'), t('mail.team')].map(escapeHtml).join('<br>')),
  ].join('\n');
  return {
    to: voucher.to,
    subject,
    text,
    html: page(voucher.locale, subject, html, t('mail.footer')),
    locale: voucher.locale,
    kind: 'giftVoucher',
  };
}
