import type { Locale } from '../../shared/locales.ts';

/** A file sent with a mail: the tickets PDF, a calendar entry, an image the HTML shows. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
  /** Set for an image the HTML shows inline (`<img src="cid:…">`), such as a ticket's QR code. */
  cid?: string;
}

/** One mail, already rendered in the recipient's language. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  locale: Locale;
  /** What the mail is about (reset, magicLink, …), for the outbox and logs; never the token. */
  kind: string;
  attachments?: MailAttachment[];
}

/**
 * Sends mail. SMTP in production (adapters/mail/smtp-mailer.ts); outside it, an outbox in the
 * database that the local mailbox page reads (adapters/mail/outbox-mailer.ts).
 */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}

/** An attachment as the mailbox lists it: what it is, not its bytes. */
export interface StoredAttachmentInfo {
  filename: string;
  contentType: string;
  cid?: string;
  size: number;
}

export interface StoredMail extends Omit<MailMessage, 'attachments'> {
  id: number;
  createdAt: string;
  attachments: StoredAttachmentInfo[];
}

/** The local mailbox (outside production): what the outbox holds, newest first. */
export interface Mailbox {
  list(options?: { to?: string; limit?: number }): Promise<StoredMail[]>;
  get(id: number): Promise<StoredMail | null>;
  /** One attachment of a mail, by its place in the mail (0 first), with its bytes. */
  attachment(id: number, index: number): Promise<MailAttachment | null>;
}
