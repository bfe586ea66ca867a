/**
 * The outbox runs the Mailer contract on a test database (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL): what was sent is read back through its own mailbox, attachments and all.
 */
import { afterAll } from 'vitest';
import { type DeliveredMail, mailerContract } from '../../domain/ports/mailer.contract.ts';
import { fixedClock } from '../../testing/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { OutboxMailer } from './outbox-mailer.ts';

let t: TestDatabase | undefined;
afterAll(() => t?.destroy());

mailerContract('outbox', async () => {
  t = await createTestDatabase();
  const outbox = new OutboxMailer(t.database.db, fixedClock());
  return {
    mailer: outbox,
    delivered: async (to) => {
      const listed = await outbox.list({ to, limit: 100 });
      return Promise.all(
        listed.map(async (stored): Promise<DeliveredMail> => {
          const full = await outbox.get(stored.id);
          const attachments = await Promise.all(
            stored.attachments.map(async (_, i) => {
              const found = await outbox.attachment(stored.id, i);
              if (!found) throw new Error(`mail ${stored.id} lost attachment ${i}`);
              return found;
            }),
          );
          return {
            to: full?.to ?? '',
            subject: full?.subject ?? '',
            text: full?.text ?? '',
            html: full?.html ?? '',
            locale: full?.locale ?? '',
            attachments,
          };
        }),
      );
    },
  };
});
