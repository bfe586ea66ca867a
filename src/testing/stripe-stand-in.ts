import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { StripePaymentProvider } from '../adapters/payment/stripe-payment-provider.ts';
import type { Clock } from '../domain/ports/clock.ts';

export interface StandInSession {
  id: string;
  object: 'checkout.session';
  url: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid' | 'no_payment_required';
  amount_total: number;
  currency: string;
  expires_at: number;
  success_url: string;
  cancel_url: string;
  client_reference_id: string | null;
  customer_email: string | null;
  locale: string | null;
  metadata: Record<string, string>;
  payment_intent: string | null;
}

/**
 * A local HTTP stand-in of the few Stripe endpoints the storefront calls (create, retrieve and
 * expire a Checkout Session; create and list refunds), driven through the real SDK pointed at it. It keeps what it was
 * sent so tests can check the request, honours idempotency keys as Stripe does, can "go down",
 * and signs webhook events with the SDK's own test signature.
 */
export class StripeStandIn {
  readonly sessions = new Map<string, StandInSession>();
  /** Form fields of each create request, as sent, with its Idempotency-Key. */
  readonly creates: { fields: Record<string, string>; idempotencyKey: string | undefined }[] = [];
  /** Refunds made, in order: each with its PaymentIntent, amount and Idempotency-Key. */
  readonly refunds: {
    id: string;
    payment_intent: string;
    amount: number;
    idempotencyKey: string | undefined;
  }[] = [];
  /** When true, connections are dropped: the SDK sees Stripe as unreachable. */
  down = false;
  /** When true, the next session is created but answered with a 500: its answer is lost. */
  loseNextAnswer = false;
  /** Each key's session and the parameters it was first sent with. */
  private readonly idempotent = new Map<string, { id: string; body: string }>();
  private server: Server | undefined;

  async start(): Promise<{ host: string; port: number; protocol: 'http' }> {
    this.server = createServer((request, response) => {
      void this.handle(request, response);
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    return { host: '127.0.0.1', port, protocol: 'http' };
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  /** The buyer pays on Stripe's page (or an asynchronous method starts processing). */
  pay(sessionId: string, paymentStatus: 'paid' | 'unpaid' = 'paid'): StandInSession {
    const session = this.get(sessionId);
    session.status = 'complete';
    session.payment_status = paymentStatus;
    session.payment_intent = `pi_${randomBytes(8).toString('hex')}`;
    return session;
  }

  get(sessionId: string): StandInSession {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    return session;
  }

  /** A webhook as Stripe sends it: the event's JSON and its Stripe-Signature header. */
  signedEvent(type: string, session: StandInSession, secret: string, eventId?: string) {
    const payload = JSON.stringify({
      id: eventId ?? `evt_${randomBytes(12).toString('hex')}`,
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: Math.floor(Date.now() / 1000),
      type,
      data: { object: { ...session } },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
    return { payload, signature };
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (this.down) {
      request.socket.destroy();
      return;
    }
    let body = '';
    for await (const chunk of request) body += chunk;
    const fields = Object.fromEntries(new URLSearchParams(body));
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const send = (status: number, value: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_1' });
      response.end(JSON.stringify(value));
    };
    const invalid = (message: string) =>
      send(400, { error: { type: 'invalid_request_error', message } });

    if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const key = request.headers['idempotency-key'] as string | undefined;
      const known = key ? this.idempotent.get(key) : undefined;
      // As Stripe: the same key with other parameters is refused, not answered.
      if (known && known.body !== body)
        return send(400, {
          error: {
            type: 'idempotency_error',
            message:
              'Keys for idempotent requests can only be used with the same parameters they were first used with.',
          },
        });
      if (known) return send(200, this.get(known.id));
      this.creates.push({ fields, idempotencyKey: key });
      const id = `cs_test_${randomBytes(12).toString('hex')}`;
      const quantity = Number(fields['line_items[0][quantity]'] ?? 1);
      const session: StandInSession = {
        id,
        object: 'checkout.session',
        url: `https://checkout.stripe.test/c/pay/${id}`,
        status: 'open',
        payment_status: 'unpaid',
        amount_total: Number(fields['line_items[0][price_data][unit_amount]']) * quantity,
        currency: fields['line_items[0][price_data][currency]'] ?? 'usd',
        expires_at: Number(fields.expires_at),
        success_url: fields.success_url ?? '',
        cancel_url: fields.cancel_url ?? '',
        client_reference_id: fields.client_reference_id ?? null,
        customer_email: fields.customer_email ?? null,
        locale: fields.locale ?? null,
        metadata: { order_number: fields['metadata[order_number]'] ?? '' },
        payment_intent: null,
      };
      this.sessions.set(id, session);
      if (key) this.idempotent.set(key, { id, body });
      if (this.loseNextAnswer) {
        // (A dropped connection would not do: the SDK retries that once, and gets the session.)
        this.loseNextAnswer = false;
        return send(500, { error: { type: 'api_error', message: 'An unknown error occurred.' } });
      }
      return send(200, session);
    }
    if (url.pathname === '/v1/refunds') return this.refund(request, fields, url, send);
    const match = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(url.pathname);
    const session = match?.[1] ? this.sessions.get(match[1]) : undefined;
    if (!match || !session)
      return send(404, {
        error: { type: 'invalid_request_error', message: 'No such checkout.session' },
      });
    if (request.method === 'GET' && !match[2]) return send(200, session);
    if (request.method === 'POST' && match[2]) {
      if (session.status !== 'open')
        return invalid('Only Checkout Sessions with a status in [open] can be expired.');
      session.status = 'expired';
      return send(200, session);
    }
    return invalid('Unrecognized request URL');
  }

  /** As Stripe: one whole refund per paid PaymentIntent; the same key answers the same refund. */
  private refund(
    request: IncomingMessage,
    fields: Record<string, string>,
    url: URL,
    send: (status: number, value: unknown) => void,
  ): void {
    const asStripe = (r: (typeof this.refunds)[number]) => ({
      id: r.id,
      object: 'refund',
      amount: r.amount,
      currency: 'usd',
      payment_intent: r.payment_intent,
      status: 'succeeded',
    });
    if (request.method === 'GET') {
      const intent = url.searchParams.get('payment_intent');
      const data = this.refunds.filter((r) => r.payment_intent === intent).map(asStripe);
      send(200, { object: 'list', data, has_more: false, url: '/v1/refunds' });
      return;
    }
    const key = request.headers['idempotency-key'] as string | undefined;
    const again = key ? this.refunds.find((r) => r.idempotencyKey === key) : undefined;
    if (again) {
      send(200, asStripe(again));
      return;
    }
    const intent = fields.payment_intent ?? '';
    const paid = [...this.sessions.values()].find(
      (session) => session.payment_intent === intent && session.payment_status === 'paid',
    );
    if (!paid) {
      send(400, {
        error: { type: 'invalid_request_error', message: `No such payment_intent: '${intent}'` },
      });
      return;
    }
    if (this.refunds.some((r) => r.payment_intent === intent)) {
      send(400, {
        error: {
          type: 'invalid_request_error',
          code: 'charge_already_refunded',
          message: 'Charge has already been refunded.',
        },
      });
      return;
    }
    const made = {
      id: `re_${randomBytes(12).toString('hex')}`,
      payment_intent: intent,
      amount: Number(fields.amount ?? paid.amount_total),
      idempotencyKey: key,
    };
    this.refunds.push(made);
    send(200, asStripe(made));
  }
}

/** The real Stripe adapter, pointed at a stand-in, without network retries (tests). */
export function stripeProviderFor(
  api: { host: string; port: number; protocol: 'http' },
  clock: Clock,
  webhookSecret: string,
): StripePaymentProvider {
  return new StripePaymentProvider({
    secretKey: 'sk_test_houselights',
    webhookSecret,
    clock,
    api,
    maxNetworkRetries: 0,
    timeoutMs: 5000,
  });
}
