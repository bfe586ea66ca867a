import { desc, eq, sql } from 'drizzle-orm';
import type { Clock } from '../../domain/ports/clock.ts';
import type {
  MailAttachment,
  Mailbox,
  Mailer,
  MailMessage,
  StoredAttachmentInfo,
  StoredMail,
} from '../../domain/ports/mailer.ts';
import { isLocale } from '../../shared/locales.ts';
import type { Db } from '../db/client.ts';
import * as s from '../db/schema.ts';

/**
 * What a mail's attachments are, without their bytes: the list is polled by tests and read by
 * the mailbox page, and a mail with tickets carries a PDF.
 */
const attachmentInfo = sql<StoredAttachmentInfo[]>`coalesce((
  select jsonb_agg(jsonb_strip_nulls(jsonb_build_object(
    'filename', a->'filename', 'contentType', a->'contentType', 'cid', a->'cid', 'size', a->'size'
  )) order by n)
  from jsonb_array_elements(${s.mailOutbox.attachments}) with ordinality as e(a, n)
), '[]'::jsonb)`;

const columns = {
  id: s.mailOutbox.id,
  to: s.mailOutbox.to,
  subject: s.mailOutbox.subject,
  text: s.mailOutbox.text,
  html: s.mailOutbox.html,
  locale: s.mailOutbox.locale,
  kind: s.mailOutbox.kind,
  createdAt: s.mailOutbox.createdAt,
  attachments: attachmentInfo,
};

/**
 * Without SMTP_URL, mail is kept in the database instead of sent, and read at the local mailbox
 * (GET /api/dev/mailbox, the page /dev/mailbox), so `npm start` alone can follow a magic link
 * or open the tickets PDF of an order.
 */
export class OutboxMailer implements Mailer, Mailbox {
  readonly kind = 'outbox' as const;
  private readonly db: Db;
  private readonly clock: Clock;

  constructor(db: Db, clock: Clock) {
    this.db = db;
    this.clock = clock;
  }

  async send(message: MailMessage): Promise<void> {
    const { attachments = [], ...rest } = message;
    await this.db.insert(s.mailOutbox).values({
      ...rest,
      attachments: attachments.map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        ...(a.cid ? { cid: a.cid } : {}),
        size: a.content.byteLength,
        contentBase64: Buffer.from(a.content).toString('base64'),
      })),
      createdAt: this.clock.now(),
    });
  }

  async list(options: { to?: string; limit?: number } = {}): Promise<StoredMail[]> {
    const rows = await this.db
      .select(columns)
      .from(s.mailOutbox)
      .where(options.to ? eq(s.mailOutbox.to, options.to.trim().toLowerCase()) : undefined)
      .orderBy(desc(s.mailOutbox.id))
      .limit(options.limit ?? 50);
    return rows.map(toStoredMail);
  }

  async get(id: number): Promise<StoredMail | null> {
    const [row] = await this.db.select(columns).from(s.mailOutbox).where(eq(s.mailOutbox.id, id));
    return row ? toStoredMail(row) : null;
  }

  async attachment(id: number, index: number): Promise<MailAttachment | null> {
    if (!Number.isSafeInteger(index) || index < 0) return null;
    const [row] = await this.db
      .select({
        attachment: sql<StoredAttachment | null>`${s.mailOutbox.attachments} -> ${index}::int`,
      })
      .from(s.mailOutbox)
      .where(eq(s.mailOutbox.id, id));
    const found = row?.attachment;
    if (!found) return null;
    return {
      filename: found.filename,
      contentType: found.contentType,
      ...(found.cid ? { cid: found.cid } : {}),
      content: new Uint8Array(Buffer.from(found.contentBase64, 'base64')),
    };
  }
}

type StoredAttachment = (typeof s.mailOutbox.$inferSelect)['attachments'][number];

function toStoredMail(row: {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  locale: string;
  kind: string;
  createdAt: Date;
  attachments: StoredAttachmentInfo[] | null;
}): StoredMail {
  return {
    ...row,
    locale: isLocale(row.locale) ? row.locale : 'en-US',
    createdAt: row.createdAt.toISOString(),
    attachments: row.attachments ?? [],
  };
}
