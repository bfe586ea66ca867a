/**
 * The notice a tribute gift's honoree (or their family) receives when the donor gave an address
 * to tell: who gave, in whose honor or memory, to which fund; never the amount, which is the
 * donor's business. An anonymous donor is "a friend of the theater". It is written in the
 * donor's language, the only one we know; the order mail service sends it once per gift.
 */
import type { TributeKind } from '../../shared/contracts/donations.ts';
import { escapeHtml } from '../../shared/escape-html.ts';
import { ALL_MESSAGES } from '../../shared/i18n/all-messages.ts';
import { type TranslateOptions, translate } from '../../shared/i18n/translate.ts';
import { mailParagraph as p, mailPage as page } from '../mail-layout.ts';
import type { OrderGift, TicketedOrder } from '../orders/ticketed-order.ts';
import type { MailMessage } from '../ports/mailer.ts';
import type { ClaimedTributeNotice } from '../ports/ticketed-orders.ts';

/** Each kind's words, as literal keys (the message files' test finds every key it uses). */
const SUBJECT: Record<TributeKind, string> = {
  honour: 'giving.tributeNotice.subject.honour',
  memory: 'giving.tributeNotice.subject.memory',
};
const GAVE: Record<TributeKind, string> = {
  honour: 'giving.tributeNotice.gave.honour',
  memory: 'giving.tributeNotice.gave.memory',
};

type Rendered = Pick<MailMessage, 'to' | 'subject' | 'text' | 'html' | 'locale' | 'kind'>;

/** The donor as the notice names them: their chosen recognition, their name, or no name. */
export function donorNameOf(
  notice: Pick<ClaimedTributeNotice, 'recognitionName' | 'anonymous'>,
  customer: TicketedOrder['customer'],
): string | null {
  if (notice.anonymous) return null;
  return notice.recognitionName?.trim() || `${customer.firstName} ${customer.lastName}`.trim();
}

export function renderTributeNotice(
  order: TicketedOrder,
  gift: OrderGift,
  notice: ClaimedTributeNotice,
): Rendered | null {
  if (!gift.tribute) return null;
  const t = (key: string, options?: TranslateOptions) =>
    translate(ALL_MESSAGES, order.locale, key, options);
  const name = gift.tribute.name;
  const donor = donorNameOf(notice, order.customer) ?? t('giving.tributeNotice.anonymousDonor');
  const kind = gift.tribute.kind;
  const subject = t(SUBJECT[kind], { name });
  const gave = t(GAVE[kind], { donor, name, fund: gift.fundName });
  const paragraphs = [
    t('giving.tributeNotice.greeting'),
    gave,
    t('giving.tributeNotice.why'),
    t('giving.tributeNotice.private'),
  ];
  const text = [
    ...paragraphs.flatMap((line) => [line, '']),
    t('giving.tributeNotice.signOff'),
    t('mail.team'),
    '',
    '--',
    t('mail.footer'),
    '',
  ].join('\n');
  const body = [
    ...paragraphs.map((line) => p(escapeHtml(line))),
    p([t('giving.tributeNotice.signOff'), t('mail.team')].map(escapeHtml).join('<br>')),
  ].join('\n');
  return {
    to: notice.email,
    subject,
    text,
    html: page(order.locale, subject, body, t('mail.footer')),
    locale: order.locale,
    kind: 'tributeNotice',
  };
}
