import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../domain/app-error.ts';
import type { Mailbox } from '../../domain/ports/mailer.ts';
import { IdSchema } from '../../shared/contracts/common.ts';

const StoredMailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  locale: z.string(),
  kind: z.string(),
  createdAt: z.string(),
});

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** Addresses in a mail's text, as links (only our own http(s) links are in these mails). */
const linkify = (text: string) =>
  escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

/**
 * The local mailbox, outside production only: what the outbox holds, so a newcomer running
 * `npm start` without SMTP can follow a reset or magic link. GET /dev/mailbox (a plain page)
 * and GET /api/dev/mailbox (JSON, `?to=` filters by recipient).
 */
export function devMailboxRoutes(mailbox: Mailbox) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/api/dev/mailbox',
      {
        schema: {
          tags: ['dev'],
          summary: 'The local outbox (not in production)',
          querystring: z.object({ to: z.string().max(254).optional() }),
          response: { 200: z.object({ messages: z.array(StoredMailSchema) }) },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        return {
          messages: await mailbox.list(request.query.to ? { to: request.query.to } : {}),
        };
      },
    );

    r.get('/dev/mailbox', { schema: { hide: true } }, async (_request, reply) => {
      const messages = await mailbox.list({ limit: 30 });
      const items = messages
        .map(
          (m) => `<article>
<h2>${escapeHtml(m.subject)}</h2>
<p><strong>To:</strong> ${escapeHtml(m.to)} · ${escapeHtml(m.locale)} · ${escapeHtml(m.createdAt)} · <a href="/dev/mailbox/${m.id}">HTML version</a></p>
<pre>${linkify(m.text)}</pre>
</article>`,
        )
        .join('\n<hr>\n');
      reply
        .header('Cache-Control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local mailbox</title></head>
<body><main><h1>Local mailbox</h1>
<p>Mail the storefront would have sent (no SMTP_URL is set). Newest first; reload for new mail.</p>
${items || '<p>No mail yet.</p>'}
</main></body></html>`);
    });

    r.get(
      '/dev/mailbox/:id',
      { schema: { hide: true, params: z.object({ id: IdSchema }) } },
      async (request, reply) => {
        const found = (await mailbox.list({ limit: 500 })).find((m) => m.id === request.params.id);
        if (!found) throw new AppError('NOT_FOUND');
        // The mail's own inline styles, and nothing that runs.
        reply
          .header(
            'Content-Security-Policy',
            "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'",
          )
          .type('text/html; charset=utf-8')
          .send(found.html);
      },
    );
  };
}
