import { escapeHtml } from '../../shared/escape-html.ts';
import { ALL_MESSAGES } from '../../shared/i18n/all-messages.ts';
import { type TranslateOptions, translate } from '../../shared/i18n/translate.ts';
import type { Locale } from '../../shared/locales.ts';
import { mailButton, mailPage, mailParagraph } from '../mail-layout.ts';
import type { MailMessage } from '../ports/mailer.ts';

export type AccountMailKind = 'reset' | 'magicLink' | 'welcome' | 'passwordChanged';

export interface AccountMailInput {
  kind: AccountMailKind;
  to: string;
  locale: Locale;
  firstName: string;
  /** The button's target: the link with its token, or a page of the site. */
  link: string;
  /** Lifetime of a single-use link, for reset and magic-link mails. */
  minutes?: number;
}

/** The message keys of each mail, looked up by name so the dead-key check sees them. */
const KEYS = {
  reset: {
    subject: 'mail.reset.subject',
    intro: 'mail.reset.intro',
    action: 'mail.reset.action',
    warning: undefined,
  },
  magicLink: {
    subject: 'mail.magicLink.subject',
    intro: 'mail.magicLink.intro',
    action: 'mail.magicLink.action',
    warning: undefined,
  },
  welcome: {
    subject: 'mail.welcome.subject',
    intro: 'mail.welcome.intro',
    action: 'mail.welcome.action',
    warning: undefined,
  },
  passwordChanged: {
    subject: 'mail.passwordChanged.subject',
    intro: 'mail.passwordChanged.intro',
    action: 'mail.passwordChanged.action',
    warning: 'mail.passwordChanged.warning',
  },
} as const;

/**
 * An account mail in the customer's language, as text and as simple HTML (inline styles only:
 * mail clients ignore style sheets). Text is escaped; the link is ours.
 */
export function renderAccountMail(input: AccountMailInput): MailMessage {
  const t = (key: string, options?: TranslateOptions) =>
    translate(ALL_MESSAGES, input.locale, key, options);
  const keys = KEYS[input.kind];
  const subject = t(keys.subject);
  const paragraphs = [t(keys.intro)];
  if (keys.warning) paragraphs.push(t(keys.warning));
  const single = input.kind === 'reset' || input.kind === 'magicLink';
  if (single) paragraphs.push(t('mail.expiry', { minutes: input.minutes ?? 10 }));
  if (input.kind !== 'welcome') paragraphs.push(t('mail.ignore'));
  const greeting = t('mail.greeting', { name: input.firstName });
  const signOff = [t('mail.signOff'), t('mail.team')];
  const footer = t('mail.footer');

  const text = [
    greeting,
    '',
    t(keys.intro),
    '',
    `${t(keys.action)}: ${input.link}`,
    '',
    ...paragraphs.slice(1).flatMap((p) => [p, '']),
    ...signOff,
    '',
    '--',
    footer,
    '',
  ].join('\n');

  const p = mailParagraph;
  const html = mailPage(
    input.locale,
    subject,
    `${p(escapeHtml(greeting))}
${p(escapeHtml(t(keys.intro)))}
${mailButton(input.link, t(keys.action))}
${p(`${escapeHtml(t('mail.linkFallback'))}<br><a href="${escapeHtml(input.link)}" style="color:#7a1f2b;word-break:break-all">${escapeHtml(input.link)}</a>`)}
${paragraphs
  .slice(1)
  .map((text) => p(escapeHtml(text)))
  .join('\n')}
${p(signOff.map(escapeHtml).join('<br>'))}`,
    footer,
  );
  return { to: input.to, subject, text, html, locale: input.locale, kind: input.kind };
}
