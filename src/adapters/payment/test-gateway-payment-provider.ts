import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { AppError } from '../../domain/app-error.ts';
import type { Clock } from '../../domain/ports/clock.ts';
import type {
  OffSessionChargeRequest,
  OffSessionChargeResult,
  PaymentEvent,
  PaymentProvider,
  PaymentSession,
  PaymentSessionRequest,
  RefundRequest,
  SavedPaymentMethod,
  SetupSessionRequest,
  TestGatewayPages,
  TestGatewaySessionView,
} from '../../domain/ports/payment-provider.ts';
import { isLocale } from '../../shared/locales.ts';
import type { Db } from '../db/client.ts';
import * as s from '../db/schema.ts';
import { cardLabel } from './card-label.ts';
import {
  TEST_CARD_BRAND,
  TEST_CARDS,
  type TestCardNumber,
  testCardOf,
} from './test-gateway-cards.ts';

const randomId = (prefix: string) => `${prefix}${randomBytes(18).toString('base64url')}`;

/**
 * The built-in test gateway: a payment provider with a hosted page served by this server
 * (GET /test-gateway/checkout/{session}), for the embedded default and the tests. It behaves
 * like a real provider: sessions live on its side (their own table), the buyer is sent back to
 * the return or cancel URL, and the outcome is also delivered separately, as a webhook would be
 * (in process, after the redirect has been answered). It keeps cards for direct debit plans
 * (a session with savePaymentMethod, or a setup session) and charges them off-session, once per
 * idempotency key, as the test card says. Test mode only: no money moves.
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
    return this.open(request, {
      mode: 'payment',
      orderNumber: request.orderNumber,
      amountCents: request.amountCents,
      savePaymentMethod: request.savePaymentMethod ?? false,
    });
  }

  /** A mandate page: the plan's id and what it pays, a card number, and no money taken. */
  async createSetupSession(request: SetupSessionRequest): Promise<PaymentSession> {
    return this.open(request, {
      mode: 'setup',
      orderNumber: request.planId,
      amountCents: 0,
      savePaymentMethod: true,
    });
  }

  /**
   * Charges a saved card as its test card says. The charge's row is keyed by the idempotency
   * key: a second charge with the key (a retry, another process) inserts nothing and answers
   * the first one's outcome and id. A card the gateway never saved fails, and charges nothing.
   */
  async chargeOffSession(request: OffSessionChargeRequest): Promise<OffSessionChargeResult> {
    if (!Number.isSafeInteger(request.amountCents) || request.amountCents <= 0)
      throw new RangeError(`an off-session charge takes a positive amount: ${request.amountCents}`);
    const [method] = await this.db
      .select({ offSessionOutcome: s.testGatewayPaymentMethods.offSessionOutcome })
      .from(s.testGatewayPaymentMethods)
      .where(eq(s.testGatewayPaymentMethods.id, request.paymentMethodId));
    if (!method) return { outcome: 'failed', paymentReference: null };
    await this.db
      .insert(s.testGatewayCharges)
      .values({
        id: randomId('tgc_'),
        idempotencyKey: request.idempotencyKey,
        paymentMethodRef: request.paymentMethodId,
        amountCents: request.amountCents,
        outcome: method.offSessionOutcome,
        createdAt: this.clock.now(),
      })
      .onConflictDoNothing({ target: s.testGatewayCharges.idempotencyKey });
    const [charge] = await this.db
      .select({ id: s.testGatewayCharges.id, outcome: s.testGatewayCharges.outcome })
      .from(s.testGatewayCharges)
      .where(eq(s.testGatewayCharges.idempotencyKey, request.idempotencyKey));
    if (!charge) throw new Error(`the charge for ${request.idempotencyKey} was not kept`);
    return { outcome: charge.outcome, paymentReference: charge.id };
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
    const found = await this.read(sessionId);
    if (!found) return { provider: this.id, sessionId, outcome: 'expired' };
    const { view, paymentMethod } = found;
    const setup = view.mode === 'setup';
    return {
      provider: this.id,
      sessionId,
      outcome: view.status,
      // On every event of a setup session: it belongs to a plan, not to an order's payment.
      ...(setup ? { setup: true } : {}),
      ...(view.status === 'completed'
        ? {
            amountCents: view.amountCents,
            // A setup session moves no money, so there is nothing to refer to.
            ...(setup ? {} : { paymentReference: `tgp_${sessionId.slice(4)}` }),
            ...(paymentMethod ? { paymentMethod } : {}),
          }
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
          eq(s.testGatewaySessions.mode, 'payment'),
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
    return (await this.read(sessionId))?.view ?? null;
  }

  async submit(
    sessionId: string,
    action: { kind: 'pay'; cardNumber: string } | { kind: 'cancel' },
  ): Promise<{ redirectUrl: string; outcome: PaymentEvent['outcome'] } | { invalidCard: true }> {
    let outcome: 'completed' | 'declined' | 'failed' | 'cancelled';
    let card: TestCardNumber | null = null;
    if (action.kind === 'cancel') outcome = 'cancelled';
    else {
      card = testCardOf(action.cardNumber);
      if (!card) return { invalidCard: true };
      outcome = TEST_CARDS[card].onPage;
    }
    const ended = await this.end(sessionId, outcome, card);
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

  /**
   * Ends an open session, once: a second click or a stale tab changes nothing. A page completed
   * for a plan (savePaymentMethod, or a setup session) keeps its card in the same transaction,
   * so the session never names a card the gateway does not have.
   */
  private end(
    sessionId: string,
    outcome: 'completed' | 'declined' | 'failed' | 'cancelled',
    card: TestCardNumber | null,
  ) {
    const now = this.clock.now();
    return this.db.transaction(async (tx) => {
      const [ended] = await tx
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
      if (!ended || outcome !== 'completed' || !card) return ended;
      if (ended.mode !== 'setup' && !ended.savePaymentMethod) return ended;
      const paymentMethodId = randomId('tgpm_');
      await tx.insert(s.testGatewayPaymentMethods).values({
        id: paymentMethodId,
        offSessionOutcome: TEST_CARDS[card].offSession,
        last4: card.slice(-4),
        createdAt: now,
      });
      await tx
        .update(s.testGatewaySessions)
        .set({ paymentMethodId })
        .where(eq(s.testGatewaySessions.id, sessionId));
      return ended;
    });
  }

  /** A session as its page shows it, and the card it saved. */
  private async read(
    sessionId: string,
  ): Promise<{ view: TestGatewaySessionView; paymentMethod: SavedPaymentMethod | null } | null> {
    const [found] = await this.db
      .select({ row: s.testGatewaySessions, last4: s.testGatewayPaymentMethods.last4 })
      .from(s.testGatewaySessions)
      .leftJoin(
        s.testGatewayPaymentMethods,
        eq(s.testGatewayPaymentMethods.id, s.testGatewaySessions.paymentMethodId),
      )
      .where(eq(s.testGatewaySessions.id, sessionId));
    if (!found) return null;
    const { row, last4 } = found;
    const lapsed = row.status === 'open' && row.expiresAt <= this.clock.now();
    return {
      view: {
        id: row.id,
        mode: row.mode,
        orderNumber: row.orderNumber,
        amountCents: row.amountCents,
        savePaymentMethod: row.savePaymentMethod,
        description: row.description,
        locale: isLocale(row.locale) ? row.locale : 'en-US',
        status: lapsed ? 'expired' : row.status,
        expiresAt: row.expiresAt,
        returnUrl: row.successUrl,
      },
      paymentMethod:
        row.paymentMethodId && last4
          ? { id: row.paymentMethodId, label: cardLabel(TEST_CARD_BRAND, last4) }
          : null,
    };
  }

  /** A new hosted page, the same one for the same idempotency key (a retried request). */
  private async open(
    request: PaymentSessionRequest | SetupSessionRequest,
    kind: {
      mode: 'payment' | 'setup';
      orderNumber: string;
      amountCents: number;
      savePaymentMethod: boolean;
    },
  ): Promise<PaymentSession> {
    const known = this.byIdempotencyKey.get(request.idempotencyKey);
    if (known) return known;
    const id = randomId('tgs_');
    const now = this.clock.now();
    await this.db.insert(s.testGatewaySessions).values({
      id,
      ...kind,
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
