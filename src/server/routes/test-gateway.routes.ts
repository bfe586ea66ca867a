import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type {
  TestGatewayPages,
  TestGatewaySessionView,
} from '../../domain/ports/payment-provider.ts';
import { LangQuerySchema } from '../../shared/contracts/common.ts';
import { escapeHtml } from '../../shared/escape-html.ts';
import { ALL_MESSAGES } from '../../shared/i18n/all-messages.ts';
import { translate } from '../../shared/i18n/translate.ts';
import type { Locale } from '../../shared/locales.ts';
import { formatMoney, usd } from '../../shared/money.ts';

const SessionParamsSchema = z.object({ sessionId: z.string().regex(/^tgs_[A-Za-z0-9_-]{24}$/) });
const FormSchema = z.object({
  action: z.enum(['pay', 'cancel']),
  cardNumber: z.string().max(40).optional(),
});

/** Its own look, like a real provider's page: nothing of the storefront's styles or scripts. */
const GATEWAY_CSS = `*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#eef1f6;color:#1b2230}
.banner{background:#8a4b00;color:#fff;text-align:center;padding:.6rem 1rem;font-weight:700;letter-spacing:.02em}
main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:.75rem;box-shadow:0 2px 10px rgba(0,0,0,.08)}
h1{font-size:1.4rem;margin:0 0 .25rem}
.merchant{margin:0 0 1rem;color:#465066}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:0 0 1.25rem}
dt{color:#465066}dd{margin:0;font-weight:600;text-align:right;min-width:0;overflow-wrap:anywhere}
label{display:block;font-weight:600;margin-bottom:.25rem}
input{width:100%;font:inherit;padding:.6rem .75rem;border:2px solid #69738a;border-radius:.4rem}
input:focus-visible,button:focus-visible{outline:3px solid #1a5fd0;outline-offset:2px}
input[aria-invalid=true]{border-color:#b3261e}
.help{font-size:.875rem;color:#465066;margin:.35rem 0 1rem}
.mandate{border-left:4px solid #1a3f8f;background:#eef1f6;padding:.6rem .75rem;margin:1rem 0 0}
.error{color:#b3261e;font-weight:600;margin:.35rem 0}
button{display:block;width:100%;font:inherit;font-weight:700;padding:.7rem;border-radius:.4rem;border:2px solid #1a3f8f;cursor:pointer;margin-top:.75rem}
.pay{background:#1a3f8f;color:#fff}
.cancel{background:#fff;color:#1a3f8f}
.back{color:#1a3f8f;font-weight:700}
a:focus-visible{outline:3px solid #1a5fd0;outline-offset:2px}
`;

/**
 * The built-in test gateway's hosted payment page, served here as a provider's would be on its
 * own site: a server-rendered form, its own stylesheet, no script at all, marked TEST MODE in
 * the buyer's language. The card number only picks the outcome; a page for a direct debit plan
 * (a payment that keeps the card, or a setup session's mandate page) says the card is kept and
 * keeps which test card it was, never the number.
 */
export function testGatewayRoutes(gateway: TestGatewayPages) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );

    r.get('/test-gateway/assets/gateway.css', { schema: { hide: true } }, async (_req, reply) =>
      reply
        .type('text/css; charset=utf-8')
        .header('Cache-Control', 'public, max-age=3600')
        .send(GATEWAY_CSS),
    );

    r.get(
      '/test-gateway/checkout/:sessionId',
      { schema: { hide: true, params: SessionParamsSchema, querystring: LangQuerySchema } },
      async (request, reply) => {
        const session = await gateway.session(request.params.sessionId);
        return render(reply, session, request.query.lang);
      },
    );

    r.post(
      '/test-gateway/checkout/:sessionId',
      { schema: { hide: true, params: SessionParamsSchema, body: FormSchema } },
      async (request, reply) => {
        const { action, cardNumber } = request.body;
        const result = await gateway.submit(
          request.params.sessionId,
          action === 'cancel' ? { kind: 'cancel' } : { kind: 'pay', cardNumber: cardNumber ?? '' },
        );
        if ('invalidCard' in result) {
          const session = await gateway.session(request.params.sessionId);
          return render(reply.status(400), session, undefined, cardNumber ?? '');
        }
        // 303: the browser follows with a GET to the storefront's return address.
        return reply.redirect(result.redirectUrl, 303);
      },
    );
  };
}

function render(
  reply: FastifyReply,
  session: TestGatewaySessionView | null,
  lang: Locale | undefined,
  rejectedCard?: string,
) {
  const locale = lang ?? session?.locale ?? 'en-US';
  const t = (key: string, options?: Record<string, string>) =>
    escapeHtml(translate(ALL_MESSAGES, locale, key, options));
  let content: string;
  if (session?.status !== 'open') {
    reply.status(session ? 410 : 404);
    content = `<h1>${t('testGateway.title')}</h1>
<p>${session ? t('testGateway.closed') : t('testGateway.notFound')}</p>
${session ? `<p><a class="back" href="${escapeHtml(session.returnUrl)}">${t('testGateway.backToStore')}</a></p>` : ''}`;
  } else {
    const setup = session.mode === 'setup';
    const amount = formatMoney(usd(session.amountCents), locale);
    const invalid = rejectedCard !== undefined;
    const summary = setup
      ? `<dt>${t('testGateway.plan')}</dt><dd>${escapeHtml(session.orderNumber)}</dd>
<dt>${t('testGateway.planPays')}</dt><dd>${escapeHtml(session.description)}</dd>`
      : `<dt>${t('testGateway.order', { number: session.orderNumber })}</dt><dd>${escapeHtml(session.description)}</dd>
<dt>${t('testGateway.amount')}</dt><dd>${escapeHtml(amount)}</dd>`;
    // What the buyer agrees to by pressing the button: said beside it, and read with it.
    const mandate = setup
      ? t('testGateway.mandateNotice')
      : session.savePaymentMethod
        ? t('testGateway.saveCardNotice')
        : null;
    content = `<h1>${setup ? t('testGateway.mandateTitle') : t('testGateway.title')}</h1>
<p class="merchant">${t('testGateway.merchant')}</p>
<dl>
${summary}
</dl>
<form method="post" action="/test-gateway/checkout/${escapeHtml(session.id)}">
<label for="card-number">${t('testGateway.cardNumber')}</label>
<input id="card-number" name="cardNumber" inputmode="numeric" autocomplete="off" required maxlength="23"
 aria-describedby="${invalid ? 'card-error ' : ''}card-help"${invalid ? ` aria-invalid="true" value="${escapeHtml(rejectedCard)}"` : ''}>
${invalid ? `<p id="card-error" class="error" role="alert">${t('testGateway.invalidCard')}</p>` : ''}
<p id="card-help" class="help">${t('testGateway.cardHelp')}</p>
${mandate ? `<p id="mandate" class="mandate">${mandate}</p>` : ''}
<button class="pay" type="submit" name="action" value="pay"${mandate ? ' aria-describedby="mandate"' : ''}>${setup ? t('testGateway.setUp') : t('testGateway.pay', { amount })}</button>
<button class="cancel" type="submit" name="action" value="cancel" formnovalidate>${t('testGateway.cancel')}</button>
</form>`;
  }
  const title =
    session?.status === 'open' && session.mode === 'setup'
      ? t('testGateway.mandateTitle')
      : t('testGateway.title');
  return reply
    .header('Cache-Control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(`<!doctype html>
<html lang="${escapeHtml(locale)}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<link rel="stylesheet" href="/test-gateway/assets/gateway.css">
</head><body>
<div class="banner" role="note">${t('testGateway.testMode')}</div>
<main>
${content}
</main>
</body></html>`);
}
