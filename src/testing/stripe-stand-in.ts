import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { StripePaymentProvider } from '../adapters/payment/stripe-payment-provider.ts';
import type { Clock } from '../domain/ports/clock.ts';
import { type StandInCard, StandInIntents } from './stripe-stand-in-intents.ts';

export interface StandInSession {
  id: string;
  object: 'checkout.session';
  mode: 'payment' | 'setup';
  url: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid' | 'no_payment_required';
  /** Null in setup mode: no money. */
  amount_total: number | null;
  currency: string | null;
  /** The Customer Checkout made (customer_creation `always`), once the session is complete. */
  customer: string | null;
  expires_at: number;
  success_url: string;
  cancel_url: string;
  client_reference_id: string | null;
  customer_email: string | null;
  locale: string | null;
  metadata: Record<string, string>;
  payment_intent: string | null;
  setup_intent: string | null;
}

/**
 * A local HTTP stand-in of the few Stripe endpoints the storefront calls (create, retrieve with
 * the saved card expanded, and expire a Checkout Session in payment or setup mode; create and
 * list refunds; off-session PaymentIntents of saved cards, in stripe-stand-in-intents.ts),
 * driven through the real SDK pointed at it. It keeps what it was sent so tests can check the
 * request, honours idempotency keys as Stripe does, can "go down", and signs webhook events
 * with the SDK's own test signature.
 */
export class StripeStandIn {
  readonly sessions = new Map<string, StandInSession>();
  /** Intents, Customers' cards and off-session charges (`intents.charges`). */
  readonly intents = new StandInIntents();
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
  /** Each session's create fields (what the page saves, and for whom). */
  private readonly sessionFields = new Map<string, Record<string, string>>();
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

  /**
   * The buyer pays on Stripe's page with a test card (or an asynchronous method starts
   * processing); a setup session's buyer saves the card. A session that keeps the card
   * (setup mode, or setup_future_usage) leaves it attached to the Customer Checkout made.
   */
  pay(
    sessionId: string,
    paymentStatus: 'paid' | 'unpaid' = 'paid',
    card: StandInCard = '4242424242424242',
  ): StandInSession {
    const session = this.get(sessionId);
    const fields = this.sessionFields.get(sessionId) ?? {};
    const customer = fields.customer_creation === 'always' ? this.intents.customer() : null;
    session.status = 'complete';
    session.customer = customer;
    if (session.mode === 'setup') {
      session.payment_status = 'no_payment_required';
      const method = this.intents.paymentMethod(card, customer);
      session.setup_intent = this.intents.checkoutSetup(customer, method.id).id;
      return session;
    }
    const keep = fields['payment_intent_data[setup_future_usage]'] === 'off_session';
    const method = this.intents.paymentMethod(card, keep ? customer : null);
    session.payment_status = paymentStatus;
    session.payment_intent = this.intents.checkoutPayment({
      amount: session.amount_total ?? 0,
      status: paymentStatus === 'paid' ? 'succeeded' : 'processing',
      customer,
      paymentMethod: method.id,
      setupFutureUsage: keep ? 'off_session' : null,
    }).id;
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
      const refused = refusedAsStripe(fields);
      if (refused) return invalid(refused);
      this.creates.push({ fields, idempotencyKey: key });
      const id = `cs_test_${randomBytes(12).toString('hex')}`;
      const setup = fields.mode === 'setup';
      const quantity = Number(fields['line_items[0][quantity]'] ?? 1);
      const session: StandInSession = {
        id,
        object: 'checkout.session',
        mode: setup ? 'setup' : 'payment',
        url: `https://checkout.stripe.test/c/pay/${id}`,
        status: 'open',
        payment_status: setup ? 'no_payment_required' : 'unpaid',
        amount_total: setup
          ? null
          : Number(fields['line_items[0][price_data][unit_amount]']) * quantity,
        currency: (setup ? fields.currency : fields['line_items[0][price_data][currency]']) ?? null,
        customer: null,
        expires_at: Number(fields.expires_at),
        success_url: fields.success_url ?? '',
        cancel_url: fields.cancel_url ?? '',
        client_reference_id: fields.client_reference_id ?? null,
        customer_email: fields.customer_email ?? null,
        locale: fields.locale ?? null,
        metadata: Object.fromEntries(
          Object.entries(fields).flatMap(([name, value]) => {
            const field = /^metadata\[(\w+)\]$/.exec(name)?.[1];
            return field ? [[field, value]] : [];
          }),
        ),
        payment_intent: null,
        setup_intent: null,
      };
      this.sessions.set(id, session);
      this.sessionFields.set(id, fields);
      if (key) this.idempotent.set(key, { id, body });
      if (this.loseNextAnswer) {
        // (A dropped connection would not do: the SDK retries that once, and gets the session.)
        this.loseNextAnswer = false;
        return send(500, { error: { type: 'api_error', message: 'An unknown error occurred.' } });
      }
      return send(200, session);
    }
    if (url.pathname === '/v1/refunds') return this.refund(request, fields, url, send);
    if (request.method === 'POST' && url.pathname === '/v1/payment_intents') {
      const key = request.headers['idempotency-key'] as string | undefined;
      const answer = this.intents.create(fields, body, key);
      return send(answer.status, answer.value);
    }
    const match = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(url.pathname);
    const session = match?.[1] ? this.sessions.get(match[1]) : undefined;
    if (!match || !session)
      return send(404, {
        error: { type: 'invalid_request_error', message: 'No such checkout.session' },
      });
    if (request.method === 'GET' && !match[2]) return send(200, this.expanded(session, url));
    if (request.method === 'POST' && match[2]) {
      if (session.status !== 'open')
        return invalid('Only Checkout Sessions with a status in [open] can be expired.');
      session.status = 'expired';
      return send(200, session);
    }
    return invalid('Unrecognized request URL');
  }

  /** A session as a retrieve answers it: its intents (and their cards) inline when `expand`ed. */
  private expanded(session: StandInSession, url: URL): unknown {
    const expand = [...url.searchParams.entries()]
      .filter(([name]) => name.startsWith('expand'))
      .map(([, value]) => value);
    const inline = (field: 'payment_intent' | 'setup_intent') => {
      const intentId = session[field];
      const asked = expand.filter((path) => path === field || path.startsWith(`${field}.`));
      if (!intentId || asked.length === 0) return intentId;
      return this.intents.expanded(intentId, asked.includes(`${field}.payment_method`));
    };
    return {
      ...session,
      payment_intent: inline('payment_intent'),
      setup_intent: inline('setup_intent'),
    };
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

/** What Stripe refuses of a Checkout Session to create, as its API says it (or null). */
function refusedAsStripe(fields: Record<string, string>): string | null {
  if (fields.mode !== 'payment' && fields.mode !== 'setup')
    return 'The stand-in makes Checkout Sessions in payment or setup mode only.';
  if (fields.mode === 'setup') {
    if (!fields.currency && !fields['allowed_payment_method_types[0]'])
      return 'You must specify `currency` in setup mode when `allowed_payment_method_types` is not set.';
    if (Object.keys(fields).some((name) => name.startsWith('line_items')))
      return 'You cannot pass `line_items` in `setup` mode.';
    if (Object.keys(fields).some((name) => name.startsWith('payment_intent_data')))
      return 'You cannot pass `payment_intent_data` in `setup` mode.';
  }
  if (
    fields.mode === 'payment' &&
    Object.keys(fields).some((n) => n.startsWith('setup_intent_data'))
  )
    return 'You cannot pass `setup_intent_data` in `payment` mode.';
  return null;
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
