import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { AppError } from '../../domain/app-error.ts';
import type { Clock } from '../../domain/ports/clock.ts';
import type {
  PaymentEvent,
  PaymentProvider,
  PaymentSession,
  PaymentSessionRequest,
  RefundRequest,
  TestGatewayPages,
  TestGatewaySessionView,
} from '../../domain/ports/payment-provider.ts';
import { isLocale } from '../../shared/locales.ts';
import type { Db } from '../db/client.ts';
import * as s from '../db/schema.ts';

/** The test card numbers and what each does, as real providers' test modes have them. */
export const TEST_CARDS = {
  '4242424242424242': 'completed',
  '4000000000000002': 'declined',
  '4000000000000119': 'failed',
} as const satisfies Record<string, PaymentEvent['outcome']>;

/**
 * The built-in test gateway: a payment provider with a hosted page served by this server
 * (GET /test-gateway/checkout/{session}), for the embedded default and the tests. It behaves
 * like a real provider: sessions live on its side (their own table), the buyer is sent back to
 * the return or cancel URL, and the outcome is also delivered separately, as a webhook would be
 * (in process, after the redirect has been answered). Test mode only: no money moves.
 */
export class TestGatewayPaymentProvider implements PaymentProvider, TestGatewayPages {
  readonly id = 'test-gateway' as const;
  private readonly db: Db;
  private readonly clock: Clock;
  private readonly publicUrl: string;
  private listener: ((event: PaymentEvent) => Promise<unknown>) | undefined;
  private readonly inFlight = new Set<Promise<unknown>>();
  private readonly byIdempotencyKey = new Map<string, PaymentSession>();
  private readonly onError: (error: unknown) => void;

  constructor(
    db: Db,
    clock: Clock,
    options: { publicUrl: string; onError?: (error: unknown) => void },
  ) {
    this.db = db;
    this.clock = clock;
    this.publicUrl = options.publicUrl.replace(/\/+$/, '');
    this.onError = options.onError ?? (() => {});
  }

  /** Where the gateway delivers its notifications (the checkout's webhook handler). */
  onEvent(listener: (event: PaymentEvent) => Promise<unknown>): void {
    this.listener = listener;
  }

  async createSession(request: PaymentSessionRequest): Promise<PaymentSession> {
    const known = this.byIdempotencyKey.get(request.idempotencyKey);
    if (known) return known;
    const id = `tgs_${randomBytes(18).toString('base64url')}`;
    const now = this.clock.now();
    await this.db.insert(s.testGatewaySessions).values({
      id,
      orderNumber: request.orderNumber,
      amountCents: request.amountCents,
      description: request.description,
      successUrl: request.returnUrl.replace('{SESSION_ID}', id),
      cancelUrl: request.cancelUrl.replace('{SESSION_ID}', id),
      locale: request.locale,
      expiresAt: request.expiresAt,
      createdAt: now,
      updatedAt: now,
    });
    const session = { sessionId: id, redirectUrl: `${this.publicUrl}/test-gateway/checkout/${id}` };
    this.byIdempotencyKey.set(request.idempotencyKey, session);
    return session;
  }

  async expireSession(sessionId: string): Promise<void> {
    await this.db
      .update(s.testGatewaySessions)
      .set({ status: 'expired', updatedAt: this.clock.now() })
      .where(
        and(eq(s.testGatewaySessions.id, sessionId), eq(s.testGatewaySessions.status, 'open')),
      );
  }

  async sessionOutcome(sessionId: string): Promise<PaymentEvent> {
    const view = await this.session(sessionId);
    const status = view?.status ?? 'expired';
    return {
      provider: this.id,
      sessionId,
      outcome: status,
      ...(view && status === 'completed'
        ? { amountCents: view.amountCents, paymentReference: `tgp_${sessionId.slice(4)}` }
        : {}),
    };
  }

  /**
   * Refunds a completed session in whole, once: the refund's id comes from the key, and only a
   * session without a refund takes one (a second request, or another process, finds it done).
   */
  async refund(request: RefundRequest): Promise<{ refundId: string }> {
    const refundId = `tgr_${createHash('sha256').update(request.idempotencyKey).digest('base64url').slice(0, 24)}`;
    const [made] = await this.db
      .update(s.testGatewaySessions)
      .set({ refundId, updatedAt: this.clock.now() })
      .where(
        and(
          eq(s.testGatewaySessions.id, request.sessionId),
          eq(s.testGatewaySessions.status, 'completed'),
          eq(s.testGatewaySessions.amountCents, request.amountCents),
          isNull(s.testGatewaySessions.refundId),
        ),
      )
      .returning({ refundId: s.testGatewaySessions.refundId });
    if (made?.refundId) return { refundId: made.refundId };
    const [row] = await this.db
      .select({ refundId: s.testGatewaySessions.refundId })
      .from(s.testGatewaySessions)
      .where(eq(s.testGatewaySessions.id, request.sessionId));
    if (row?.refundId) return { refundId: row.refundId };
    throw new AppError('PAYMENT_SESSION_NOT_FOUND');
  }

  /** The gateway's notifications never come over HTTP: there is no webhook to parse. */
  parseWebhook(): PaymentEvent | null {
    return null;
  }

  async session(sessionId: string): Promise<TestGatewaySessionView | null> {
    const [row] = await this.db
      .select()
      .from(s.testGatewaySessions)
      .where(eq(s.testGatewaySessions.id, sessionId));
    if (!row) return null;
    const lapsed = row.status === 'open' && row.expiresAt <= this.clock.now();
    return {
      id: row.id,
      orderNumber: row.orderNumber,
      amountCents: row.amountCents,
      description: row.description,
      locale: isLocale(row.locale) ? row.locale : 'en-US',
      status: lapsed ? 'expired' : row.status,
      expiresAt: row.expiresAt,
      returnUrl: row.successUrl,
    };
  }

  async submit(
    sessionId: string,
    action: { kind: 'pay'; cardNumber: string } | { kind: 'cancel' },
  ): Promise<{ redirectUrl: string; outcome: PaymentEvent['outcome'] } | { invalidCard: true }> {
    let outcome: 'completed' | 'declined' | 'failed' | 'cancelled';
    if (action.kind === 'cancel') outcome = 'cancelled';
    else {
      const card = action.cardNumber.replace(/[\s-]/g, '') as keyof typeof TEST_CARDS;
      // Own keys only: "constructor" or "__proto__" is not a test card.
      if (!Object.hasOwn(TEST_CARDS, card)) return { invalidCard: true };
      outcome = TEST_CARDS[card];
    }
    const now = this.clock.now();
    // Only an open session can end, once: a second click or a stale tab changes nothing.
    const [ended] = await this.db
      .update(s.testGatewaySessions)
      .set({ status: outcome, updatedAt: now })
      .where(
        and(
          eq(s.testGatewaySessions.id, sessionId),
          eq(s.testGatewaySessions.status, 'open'),
          gt(s.testGatewaySessions.expiresAt, now),
        ),
      )
      .returning();
    const [row] = ended
      ? [ended]
      : await this.db
          .select()
          .from(s.testGatewaySessions)
          .where(eq(s.testGatewaySessions.id, sessionId));
    if (!row) return { redirectUrl: this.publicUrl, outcome: 'expired' };
    if (ended) this.deliver(sessionId);
    const settled = ended ? outcome : (row.status as PaymentEvent['outcome']);
    return {
      redirectUrl: settled === 'cancelled' ? row.cancelUrl : row.successUrl,
      outcome: settled,
    };
  }

  /** Sends the session's outcome to the listener again, as a provider retrying a webhook does. */
  redeliver(sessionId: string): Promise<void> {
    return this.deliverNow(sessionId);
  }

  /** Resolves once every notification under way has been delivered (tests, shutdown). */
  async settled(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  private deliver(sessionId: string): void {
    // After the redirect has been answered, like a webhook arriving on its own.
    const delivery = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => this.deliverNow(sessionId))
      .catch((error: unknown) => this.onError(error));
    this.inFlight.add(delivery);
    void delivery.finally(() => this.inFlight.delete(delivery));
  }

  private async deliverNow(sessionId: string): Promise<void> {
    if (!this.listener) return;
    const event = await this.sessionOutcome(sessionId);
    await this.listener({ ...event, eventId: `tge_${sessionId}_${event.outcome}` });
  }
}
