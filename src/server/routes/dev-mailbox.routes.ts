import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../domain/app-error.ts';
import type { Mailbox, StoredMail } from '../../domain/ports/mailer.ts';
import { CommonFieldMessages, digitsParam, IdParamSchema } from '../../shared/contracts/common.ts';
import { escapeHtml } from '../../shared/escape-html.ts';
import { registerLoopbackOnly } from '../plugins/loopback-only.ts';

const StoredMailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  locale: z.string(),
  kind: z.string(),
  createdAt: z.string(),
  attachments: z.array(
    z.object({
      filename: z.string(),
      contentType: z.string(),
      cid: z.string().optional(),
      size: z.number().int(),
      /** Where the file is downloaded from (this mailbox). */
      url: z.string(),
    }),
  ),
});

/** Addresses in a mail's text, as links (only our own http(s) links are in these mails). */
const linkify = (text: string) =>
  escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

const attachmentUrl = (id: number, index: number) => `/dev/mailbox/${id}/attachments/${index}`;

const withUrls = (mail: StoredMail) => ({
  ...mail,
  attachments: mail.attachments.map((a, index) => ({ ...a, url: attachmentUrl(mail.id, index) })),
});

const sizeText = (bytes: number) =>
  bytes < 1024 ? `${bytes} B` : `${Math.round(bytes / 102.4) / 10} KB`;

/** The files a mail came with, as download links (inline images are shown by its HTML). */
function attachmentList(mail: StoredMail): string {
  const files = mail.attachments
    .map((a, index) => ({ ...a, index }))
    .filter((a) => !a.cid)
    .map(
      (a) =>
        `<li><a href="${attachmentUrl(mail.id, a.index)}" download="${escapeHtml(a.filename)}">${escapeHtml(a.filename)}</a> (${escapeHtml(a.contentType.split(';')[0] ?? '')}, ${sizeText(a.size)})</li>`,
    );
  return files.length > 0 ? `<p><strong>Attachments:</strong></p><ul>${files.join('')}</ul>` : '';
}

/**
 * The local mailbox, outside production only: what the outbox holds, so a newcomer running
 * `npm start` without SMTP can follow a reset or magic link, or open an order's tickets.
 * GET /dev/mailbox (a plain page), GET /api/dev/mailbox (JSON, `?to=` filters by recipient),
 * GET /dev/mailbox/{id} (the HTML version) and /dev/mailbox/{id}/attachments/{n} (a file).
 * Only for a browser on this machine: the server listens on every interface by default, and
 * these links take over accounts (issue 9).
 */
export function devMailboxRoutes(mailbox: Mailbox) {
  return async (app: FastifyInstance) => {
    registerLoopbackOnly(app);
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
        const messages = await mailbox.list(request.query.to ? { to: request.query.to } : {});
        return { messages: messages.map(withUrls) };
      },
    );

    r.get('/dev/mailbox', { schema: { hide: true } }, async (_request, reply) => {
      const messages = await mailbox.list({ limit: 30 });
      const items = messages
        .map(
          (m) => `<article>
<h2>${escapeHtml(m.subject)}</h2>
<p><strong>To:</strong> ${escapeHtml(m.to)} · ${escapeHtml(m.locale)} · ${escapeHtml(m.createdAt)} · <a href="/dev/mailbox/${m.id}">HTML version</a></p>
${attachmentList(m)}
<pre>${linkify(m.text)}</pre>
</article>`,
        )
        .join('\n<hr>\n');
      return (
        reply
          .header('Cache-Control', 'no-store')
          // A page of its own: its few inline styles, and nothing that runs.
          .header(
            'Content-Security-Policy',
            "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
          )
          .type('text/html; charset=utf-8')
          .send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local mailbox</title>
<style>body{font-family:system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1rem}pre{white-space:pre-wrap;overflow-wrap:anywhere}</style></head>
<body><main><h1>Local mailbox</h1>
<p>Mail the storefront would have sent (no SMTP_URL is set). Newest first; reload for new mail.</p>
${items || '<p>No mail yet.</p>'}
</main></body></html>`)
      );
    });

    r.get(
      '/dev/mailbox/:id',
      { schema: { hide: true, params: z.object({ id: IdParamSchema }) } },
      async (request, reply) => {
        const found = await mailbox.get(request.params.id);
        if (!found) throw new AppError('NOT_FOUND');
        // Inline images (cid:) are the mail's own attachments: shown here as data: addresses.
        let html = found.html;
        for (const [index, info] of found.attachments.entries()) {
          if (!info.cid || !html.includes(`cid:${info.cid}`)) continue;
          const file = await mailbox.attachment(found.id, index);
          if (!file) continue;
          const data = `data:${file.contentType};base64,${Buffer.from(file.content).toString('base64')}`;
          html = html.replaceAll(`cid:${info.cid}`, data);
        }
        // The mail's own inline styles, and nothing that runs.
        return reply
          .header(
            'Content-Security-Policy',
            "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'",
          )
          .header('Cache-Control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(html);
      },
    );

    r.get(
      '/dev/mailbox/:id/attachments/:index',
      {
        schema: {
          hide: true,
          params: z.object({
            id: IdParamSchema,
            index: digitsParam(0, 99, CommonFieldMessages.wholeNumber),
          }),
        },
      },
      async (request, reply) => {
        const file = await mailbox.attachment(request.params.id, request.params.index);
        if (!file) throw new AppError('NOT_FOUND');
        const name = file.filename.replace(/[^\w.-]/g, '_');
        return reply
          .header('Cache-Control', 'no-store')
          .header('Content-Disposition', `attachment; filename="${name}"`)
          .header('X-Content-Type-Options', 'nosniff')
          .type(file.contentType)
          .send(Buffer.from(file.content));
      },
    );
  };
}
