import { desc, eq } from 'drizzle-orm';
import type { Clock } from '../../domain/ports/clock.ts';
import type { Mailbox, Mailer, MailMessage, StoredMail } from '../../domain/ports/mailer.ts';
import { isLocale } from '../../shared/locales.ts';
import type { Db } from '../db/client.ts';
import * as s from '../db/schema.ts';

/**
 * Without SMTP_URL, mail is kept in the database instead of sent, and read at the local mailbox
 * (GET /api/dev/mailbox, the page /dev/mailbox), so `npm start` alone can follow a magic link.
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
    await this.db.insert(s.mailOutbox).values({ ...message, createdAt: this.clock.now() });
  }

  async list(options: { to?: string; limit?: number } = {}): Promise<StoredMail[]> {
    const rows = await this.db
      .select()
      .from(s.mailOutbox)
      .where(options.to ? eq(s.mailOutbox.to, options.to.trim().toLowerCase()) : undefined)
      .orderBy(desc(s.mailOutbox.id))
      .limit(options.limit ?? 50);
    return rows.map((row) => ({
      ...row,
      locale: isLocale(row.locale) ? row.locale : 'en-US',
      createdAt: row.createdAt.toISOString(),
    }));
  }
}
