import type { Locale } from '../../shared/locales.ts';

/** One mail, already rendered in the recipient's language. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  locale: Locale;
  /** What the mail is about (reset, magicLink, …), for the outbox and logs; never the token. */
  kind: string;
}

/**
 * Sends mail. SMTP in production (adapters/mail/smtp-mailer.ts); outside it, an outbox in the
 * database that the local mailbox page reads (adapters/mail/outbox-mailer.ts).
 */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}

export interface StoredMail extends MailMessage {
  id: number;
  createdAt: string;
}

/** The local mailbox (outside production): what the outbox holds, newest first. */
export interface Mailbox {
  list(options?: { to?: string; limit?: number }): Promise<StoredMail[]>;
}
