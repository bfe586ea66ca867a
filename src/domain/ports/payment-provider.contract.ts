/**
 * What every PaymentProvider must do (decision 008, issue 10): a hosted session per attempt, the
 * same one for the same idempotency key; its outcome asked of the provider (open, paid with its
 * amount, expired), never "completed" for a session nobody paid; ending an open session, and
 * harmlessly one that ended; one whole refund per paid session, the same for the same key,
 * refused for one never paid; forged webhooks refused, an unreachable provider said so. The
 * built-in test gateway runs it (adapters/payment/test-gateway-payment-provider.test.ts), and
 * Stripe Checkout against a local stand-in of its API (stripe-payment-provider.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentEvent, PaymentProvider, PaymentSessionRequest } from './payment-provider.ts';

/** A fresh provider and the buyer's side of its hosted page. */
export interface PaymentProviderFixture {
  provider: PaymentProvider;
  /** The time the provider's clock says (a session ends with the hold, after it). */
  now(): Date;
  /** The buyer pays the whole amount on the session's hosted page. */
  buyerPays(sessionId: string): Promise<void>;
  /** The provider's signed webhooks, for a provider that sends them over HTTP. */
  webhooks?: {
    /** The body and signature of a "paid" notification for the session, as the provider sends it. */
    paid(sessionId: string): { body: Buffer; signature: string };
    /** The same signed by someone without the endpoint's secret. */
    forged(sessionId: string): { body: Buffer; signature: string };
    /** A genuine notification of a kind the storefront does not act on. */
    ignored(sessionId: string): { body: Buffer; signature: string };
  };
  /** The provider stops answering (for one that can), and answers again. */
  outage?: { down(): void; up(): void };
  close(): Promise<void>;
}

const MINUTE = 60_000;

export function paymentProviderContract(name: string, make: () => Promise<PaymentProviderFixture>) {
  describe(`PaymentProvider contract: ${name}`, () => {
    let f: PaymentProviderFixture;
    let n = 0;
    beforeAll(async () => {
      f = await make();
    });
    afterAll(() => f?.close());

    const request = (rest: Partial<PaymentSessionRequest> = {}): PaymentSessionRequest => {
      n += 1;
      return {
        orderNumber: `MSP-CONTRA${String(n).padStart(2, '0')}`,
        amountCents: 4250 + n,
        description: `MSP-CONTRA${n}: 2 × Our Town`,
        customerEmail: 'maria.alvarez@example.com',
        locale: 'en-US',
        returnUrl: 'http://localhost:3000/api/payments/x/return?session_id={SESSION_ID}',
        cancelUrl:
          'http://localhost:3000/api/payments/x/return?cancelled=1&session_id={SESSION_ID}',
        expiresAt: new Date(f.now().getTime() + 45 * MINUTE),
        idempotencyKey: `contract-${n}-${Date.now()}`,
        ...rest,
      };
    };

    /** A session the buyer has paid, and the provider's word on it. */
    const paidSession = async () => {
      const asked = request();
      const { sessionId } = await f.provider.createSession(asked);
      await f.buyerPays(sessionId);
      return { asked, sessionId, outcome: await f.provider.sessionOutcome(sessionId) };
    };

    it('opens a hosted page per attempt, the same one for the same key', async () => {
      const asked = request();
      const session = await f.provider.createSession(asked);
      expect(session.sessionId).not.toBe('');
      expect(new URL(session.redirectUrl).protocol).toMatch(/^https?:$/);
      // A retried request (a double click, a lost answer) never opens a second page.
      expect(await f.provider.createSession(asked)).toEqual(session);
      const other = await f.provider.createSession(request());
      expect(other.sessionId).not.toBe(session.sessionId);
    });

    it('says a new session is open, and a paid one completed with its amount', async () => {
      const asked = request();
      const { sessionId } = await f.provider.createSession(asked);
      const open = await f.provider.sessionOutcome(sessionId);
      expect(open).toMatchObject({ provider: f.provider.id, sessionId, outcome: 'open' });
      expect(open.amountCents).toBeUndefined();
      await f.buyerPays(sessionId);
      const paid = await f.provider.sessionOutcome(sessionId);
      expect(paid).toMatchObject({
        provider: f.provider.id,
        sessionId,
        outcome: 'completed',
        amountCents: asked.amountCents,
      });
      expect(paid.paymentReference).toEqual(expect.any(String));
      // Asked again: the same word (the return and the recovery sweep both ask).
      expect(await f.provider.sessionOutcome(sessionId)).toEqual(paid);
    });

    it('never says “completed” for a session nobody opened', async () => {
      let outcome: PaymentEvent['outcome'] | undefined;
      try {
        outcome = (await f.provider.sessionOutcome('cs_no_such_session')).outcome;
      } catch (error) {
        expect(error).toMatchObject({ code: 'PAYMENT_SESSION_NOT_FOUND' });
      }
      expect(outcome).not.toBe('completed');
    });

    it('ends an open session early; ending it again, or a paid one, changes nothing', async () => {
      const { sessionId } = await f.provider.createSession(request());
      await f.provider.expireSession(sessionId);
      expect((await f.provider.sessionOutcome(sessionId)).outcome).toBe('expired');
      await f.provider.expireSession(sessionId);
      expect((await f.provider.sessionOutcome(sessionId)).outcome).toBe('expired');

      const paid = await paidSession();
      await f.provider.expireSession(paid.sessionId);
      expect(await f.provider.sessionOutcome(paid.sessionId)).toEqual(paid.outcome);
    });

    it('refunds a paid session in whole, once: the same refund for the same key, or another', async () => {
      const { asked, sessionId, outcome } = await paidSession();
      const refund = {
        sessionId,
        paymentReference: outcome.paymentReference ?? null,
        amountCents: asked.amountCents,
        idempotencyKey: `refund-${sessionId}`,
      };
      const first = await f.provider.refund(refund);
      expect(first.refundId).not.toBe('');
      // A retry, or a second process sending the same refund.
      expect(await f.provider.refund(refund)).toEqual(first);
      // Asked under another key (refunded already, say by the box office): that refund.
      expect(await f.provider.refund({ ...refund, idempotencyKey: `other-${sessionId}` })).toEqual(
        first,
      );
    });

    it('refuses to refund a session never paid (PAYMENT_SESSION_NOT_FOUND)', async () => {
      const asked = request();
      const { sessionId } = await f.provider.createSession(asked);
      const { paymentReference } = await f.provider.sessionOutcome(sessionId);
      await expect(
        f.provider.refund({
          sessionId,
          paymentReference: paymentReference ?? null,
          amountCents: asked.amountCents,
          idempotencyKey: `refund-${sessionId}`,
        }),
      ).rejects.toMatchObject({ code: 'PAYMENT_SESSION_NOT_FOUND' });
      await expect(
        f.provider.refund({
          sessionId: 'cs_no_such_session',
          paymentReference: null,
          amountCents: 1000,
          idempotencyKey: 'refund-none',
        }),
      ).rejects.toMatchObject({ code: 'PAYMENT_SESSION_NOT_FOUND' });
    });

    it('never reads an event from a forged or unsigned webhook', () => {
      const read = (body: string, signature: string | undefined) => {
        try {
          return f.provider.parseWebhook(Buffer.from(body), signature);
        } catch (error) {
          expect(error).toMatchObject({ code: 'WEBHOOK_SIGNATURE_INVALID' });
          return null;
        }
      };
      const body = JSON.stringify({
        type: 'checkout.session.completed',
        data: { object: { id: 'cs_forged', status: 'complete', payment_status: 'paid' } },
      });
      expect(read(body, undefined)).toBeNull();
      expect(read(body, 't=1,v1=00')).toBeNull();
      expect(read('not json', 'anything')).toBeNull();
    });

    it('reads a genuine webhook as the provider’s word; a forged one is refused', async (context) => {
      const hooks = f.webhooks;
      if (!hooks) return context.skip();
      const { sessionId, outcome } = await paidSession();
      const paid = hooks.paid(sessionId);
      const event = f.provider.parseWebhook(paid.body, paid.signature);
      expect(event).toMatchObject({
        provider: f.provider.id,
        sessionId,
        outcome: 'completed',
        amountCents: outcome.amountCents,
        paymentReference: outcome.paymentReference,
      });
      expect(event?.eventId).toEqual(expect.any(String));
      const forged = hooks.forged(sessionId);
      expect(() => f.provider.parseWebhook(forged.body, forged.signature)).toThrow(
        expect.objectContaining({ code: 'WEBHOOK_SIGNATURE_INVALID' }),
      );
      // Tampered with after signing.
      const tampered = Buffer.from(paid.body.toString().replace(sessionId, 'cs_other'));
      expect(() => f.provider.parseWebhook(tampered, paid.signature)).toThrow(
        expect.objectContaining({ code: 'WEBHOOK_SIGNATURE_INVALID' }),
      );
      const ignored = hooks.ignored(sessionId);
      expect(f.provider.parseWebhook(ignored.body, ignored.signature)).toBeNull();
    });

    it('says PAYMENT_PROVIDER_UNREACHABLE while it does not answer, then works again', async (context) => {
      const outage = f.outage;
      if (!outage) return context.skip();
      const { sessionId } = await f.provider.createSession(request());
      outage.down();
      try {
        await expect(f.provider.createSession(request())).rejects.toMatchObject({
          code: 'PAYMENT_PROVIDER_UNREACHABLE',
        });
        await expect(f.provider.sessionOutcome(sessionId)).rejects.toMatchObject({
          code: 'PAYMENT_PROVIDER_UNREACHABLE',
        });
        await expect(f.provider.expireSession(sessionId)).rejects.toMatchObject({
          code: 'PAYMENT_PROVIDER_UNREACHABLE',
        });
      } finally {
        outage.up();
      }
      expect((await f.provider.sessionOutcome(sessionId)).outcome).toBe('open');
    });
  });
}
