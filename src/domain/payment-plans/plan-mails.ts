/**
 * The mails of a direct debit plan (issue 12), in the plan's language: a payment taken, a payment
 * that failed (and when it is tried again, or that the membership ends), and the reminder 30
 * days before a yearly membership renews or expires. Texts are in the message files (`plans.mail`).
 */
import { formatDate, VENUE_TIME_ZONE } from '../../shared/dates.ts';
import { escapeHtml } from '../../shared/escape-html.ts';
import { ALL_MESSAGES } from '../../shared/i18n/all-messages.ts';
import { type TranslateOptions, translate } from '../../shared/i18n/translate.ts';
import type { Locale } from '../../shared/locales.ts';
import { formatMoney, usd } from '../../shared/money.ts';
import { mailButton as button, mailParagraph as p, mailPage as page } from '../mail-layout.ts';
import { quidProQuo } from '../memberships/membership-terms.ts';
import type { MailMessage } from '../ports/mailer.ts';
import type { ClaimedInstalment, DueReminder, RecordedAttempt } from '../ports/payment-plans.ts';

type Rendered = Pick<MailMessage, 'to' | 'subject' | 'text' | 'html' | 'locale' | 'kind'>;

/** Where the member sees their plan, turns renewal off and changes the card (spec §2). */
export const ACCOUNT_MEMBERSHIPS_PATH = '/account/memberships';

/** A calendar day (YYYY-MM-DD) as the reader writes it, e.g. "Saturday, March 14, 2026". */
function day(value: string, locale: Locale): string {
  // Noon UTC is the same calendar day in New York.
  return formatDate(new Date(`${value}T12:00:00Z`), locale, 'full', VENUE_TIME_ZONE);
}

function mail(
  locale: Locale,
  to: string,
  kind: string,
  subject: string,
  paragraphs: string[],
  link: { url: string; label: string },
): Rendered {
  const t = (key: string) => translate(ALL_MESSAGES, locale, key);
  const text = [
    ...paragraphs.flatMap((para) => [para, '']),
    `${link.label}: ${link.url}`,
    '',
    t('mail.signOff'),
    t('mail.team'),
    '',
    '--',
    t('mail.footer'),
    '',
  ].join('\n');
  const html = [
    ...paragraphs.map((para) => p(escapeHtml(para))),
    button(link.url, link.label),
    p([t('mail.signOff'), t('mail.team')].map(escapeHtml).join('<br>')),
  ].join('\n');
  return { to, subject, text, html: page(locale, subject, html, t('mail.footer')), locale, kind };
}

/** IRS Publication 1771: a membership payment over $75 with benefits says what is deductible. */
function taxStatement(
  claim: ClaimedInstalment,
  amount: string,
  t: (key: string, options?: TranslateOptions) => string,
): string[] {
  if (claim.kind !== 'membership') return [];
  const terms = quidProQuo(claim.amountCents, claim.benefitsValueCents);
  if (!terms.required) return [];
  const money = (cents: number) => formatMoney(usd(cents), claim.locale);
  return [
    t('memberships.mail.quidProQuo', {
      level: claim.description,
      amount,
      value: money(terms.benefitsValueCents),
      deductible: money(terms.deductibleCents),
    }),
  ];
}

/** The mail after an attempt was recorded: paid, failed (tried again on a day), or lapsed. */
export function renderAttemptMail(
  claim: ClaimedInstalment,
  recorded: RecordedAttempt,
  publicUrl: string,
): Rendered {
  const { locale } = claim;
  const t = (key: string, options?: TranslateOptions) =>
    translate(ALL_MESSAGES, locale, key, options);
  const amount = formatMoney(usd(claim.amountCents), locale);
  const what = claim.description;
  const link = {
    url: `${publicUrl.replace(/\/+$/, '')}${ACCOUNT_MEMBERSHIPS_PATH}`,
    label: t('plans.mail.account'),
  };
  const greeting = t('mail.greeting', { name: claim.customer.firstName });
  const { decision } = recorded;
  if (decision.kind === 'paid')
    return mail(
      locale,
      claim.customer.email,
      'planPaid',
      t('plans.mail.paidSubject', { what }),
      [
        greeting,
        t('plans.mail.paid', { amount, what }),
        ...(recorded.nextDueOn
          ? [t('plans.mail.next', { date: day(recorded.nextDueOn, locale) })]
          : []),
        ...taxStatement(claim, amount, t),
      ],
      link,
    );
  if (decision.kind === 'retry')
    return mail(
      locale,
      claim.customer.email,
      'planFailed',
      t('plans.mail.failedSubject', { what }),
      [
        greeting,
        t('plans.mail.failed', { amount, what }),
        t('plans.mail.retry', {
          date: formatDate(decision.at, locale, 'full', VENUE_TIME_ZONE),
        }),
        t('plans.mail.changeCard'),
      ],
      link,
    );
  return mail(
    locale,
    claim.customer.email,
    'planLapsed',
    t('plans.mail.lapsedSubject', { what }),
    [
      greeting,
      t('plans.mail.failed', { amount, what }),
      claim.kind === 'membership' && recorded.paidThrough
        ? t('plans.mail.lapsedMembership', { date: day(recorded.paidThrough, locale) })
        : t('plans.mail.lapsedGift'),
    ],
    link,
  );
}

/** The reminder 30 days before a yearly membership renews (by its plan) or expires. */
export function renderReminderMail(reminder: DueReminder, publicUrl: string): Rendered {
  const { locale } = reminder;
  const t = (key: string, options?: TranslateOptions) =>
    translate(ALL_MESSAGES, locale, key, options);
  const base = publicUrl.replace(/\/+$/, '');
  const date = day(reminder.expiresOn, locale);
  const amount = formatMoney(usd(reminder.amountCents), locale);
  const what = reminder.levelName;
  return reminder.renews
    ? mail(
        locale,
        reminder.customer.email,
        'membershipRenews',
        t('plans.mail.renewsSubject', { what }),
        [
          t('mail.greeting', { name: reminder.customer.firstName }),
          t('plans.mail.renews', { what, date, amount }),
          t('plans.mail.renewsOff'),
        ],
        { url: `${base}${ACCOUNT_MEMBERSHIPS_PATH}`, label: t('plans.mail.account') },
      )
    : mail(
        locale,
        reminder.customer.email,
        'membershipExpires',
        t('plans.mail.expiresSubject', { what }),
        [
          t('mail.greeting', { name: reminder.customer.firstName }),
          t('plans.mail.expires', { what, date }),
        ],
        {
          url: `${base}/contributions/memberships/${encodeURIComponent(reminder.levelSlug)}`,
          label: t('plans.mail.renew'),
        },
      );
}
