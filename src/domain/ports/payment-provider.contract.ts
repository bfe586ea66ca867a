/**
 * What every PaymentProvider must do (decision 008, issue 10): a hosted session per attempt, the
 * same one for the same idempotency key; its outcome asked of the provider (open, paid with its
 * amount, expired), never "completed" for a session nobody paid; ending an open session, and
 * harmlessly one that ended; one whole refund per paid session, the same for the same key,
 * refused for one never paid; forged webhooks refused, an unreachable provider said so. Direct
 * debit plans (issue 12): a paid session with savePaymentMethod, or a setup session (no money),
 * keeps the card; a kept card is charged off-session once per idempotency key, a card that
 * declines later charges is declined, and a card the provider never kept fails. The
 * built-in test gateway runs it (adapters/payment/test-gateway-payment-provider.test.ts), and
 * Stripe Checkout against a local stand-in of its API (stripe-payment-provider.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  OffSessionChargeRequest,
  PaymentEvent,
  PaymentProvider,
  PaymentSessionRequest,
  SetupSessionRequest,
} from './payment-provider.ts';

/**
 * The test cards the contract pays with: one that pays now and later (4242 4242 4242 4242), and
 * one that pays on the page but declines every later off-session charge (4000 0000 0000 0341).
 */
export type ContractCard = 'pays' | 'declinesLater';

/** A fresh provider and the buyer's side of its hosted page. */
export interface PaymentProviderFixture {
  provider: PaymentProvider;
  /** The time the provider's clock says (a session ends with the hold, after it). */
  now(): Date;
  /**
   * The buyer pays the whole amount on the session's hosted page (a setup session's buyer
   * saves the card), with the 'pays' card unless told.
   */
  buyerPays(sessionId: string, card?: ContractCard): Promise<void>;
  /** How many off-session charges the provider took of a saved card (each, once). */
  chargesOf(paymentMethodId: string): Promise<number>;
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

    const setupRequest = (rest: Partial<SetupSessionRequest> = {}): SetupSessionRequest => {
      n += 1;
      return {
        planId: `ddp_contractplan${String(n).padStart(6, '0')}`,
        description: 'Supporter membership, $15.00 a month',
        customerEmail: 'maria.alvarez@example.com',
        locale: 'en-US',
        returnUrl: 'http://localhost:3000/api/payment-plans/x/return?session_id={SESSION_ID}',
        cancelUrl:
          'http://localhost:3000/api/payment-plans/x/return?cancelled=1&session_id={SESSION_ID}',
        expiresAt: new Date(f.now().getTime() + 45 * MINUTE),
        idempotencyKey: `contract-setup-${n}-${Date.now()}`,
        ...rest,
      };
    };

    const charge = (
      paymentMethodId: string,
      rest: Partial<OffSessionChargeRequest> = {},
    ): OffSessionChargeRequest => {
      n += 1;
      return {
        paymentMethodId,
        amountCents: 1500,
        description: 'Supporter membership, month 2',
        idempotencyKey: `contract-charge-${n}-${Date.now()}`,
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

    /** A card kept by a paid session with savePaymentMethod: the provider's id of it. */
    const savedCard = async (card: ContractCard = 'pays') => {
      const { sessionId } = await f.provider.createSession(request({ savePaymentMethod: true }));
      await f.buyerPays(sessionId, card);
      const { paymentMethod } = await f.provider.sessionOutcome(sessionId);
      if (!paymentMethod) throw new Error(`session ${sessionId} kept no card`);
      return paymentMethod.id;
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

    it('keeps the card of a paid session with savePaymentMethod, and of no other', async () => {
      const asked = request({ savePaymentMethod: true });
      const { sessionId } = await f.provider.createSession(asked);
      expect((await f.provider.sessionOutcome(sessionId)).paymentMethod).toBeUndefined();
      await f.buyerPays(sessionId);
      const paid = await f.provider.sessionOutcome(sessionId);
      expect(paid).toMatchObject({
        outcome: 'completed',
        amountCents: asked.amountCents,
        paymentMethod: { id: expect.any(String), label: 'Visa •••• 4242' },
      });
      expect(paid.paymentMethod?.id).not.toBe('');
      expect(paid.setup).toBeUndefined();
      expect(await f.provider.sessionOutcome(sessionId)).toEqual(paid);
      // An order paid without the plan's agreement keeps nothing.
      expect((await paidSession()).outcome.paymentMethod).toBeUndefined();
    });

    it('keeps a card on a setup session and takes no money', async () => {
      const asked = setupRequest();
      const session = await f.provider.createSetupSession(asked);
      expect(new URL(session.redirectUrl).protocol).toMatch(/^https?:$/);
      expect(await f.provider.createSetupSession(asked)).toEqual(session);
      const open = await f.provider.sessionOutcome(session.sessionId);
      expect(open).toMatchObject({ outcome: 'open', setup: true });
      expect(open.paymentMethod).toBeUndefined();
      await f.buyerPays(session.sessionId);
      const saved = await f.provider.sessionOutcome(session.sessionId);
      expect(saved).toMatchObject({
        provider: f.provider.id,
        sessionId: session.sessionId,
        outcome: 'completed',
        setup: true,
        amountCents: 0,
        paymentMethod: { id: expect.any(String), label: 'Visa •••• 4242' },
      });
      expect(saved.paymentReference).toBeUndefined();
      // No money moved, so there is none to send back.
      await expect(
        f.provider.refund({
          sessionId: session.sessionId,
          paymentReference: null,
          amountCents: 0,
          idempotencyKey: `refund-${session.sessionId}`,
        }),
      ).rejects.toMatchObject({ code: 'PAYMENT_SESSION_NOT_FOUND' });
      const hooks = f.webhooks;
      if (hooks) {
        const paid = hooks.paid(session.sessionId);
        expect(f.provider.parseWebhook(paid.body, paid.signature)).toMatchObject({
          sessionId: session.sessionId,
          outcome: 'completed',
          setup: true,
          amountCents: 0,
        });
      }
      // The card is one the provider charges.
      const charged = await f.provider.chargeOffSession(charge(saved.paymentMethod?.id ?? ''));
      expect(charged.outcome).toBe('succeeded');
    });

    it('charges a kept card off-session, once per idempotency key', async () => {
      const card = await savedCard();
      const asked = charge(card);
      const first = await f.provider.chargeOffSession(asked);
      expect(first).toEqual({ outcome: 'succeeded', paymentReference: expect.any(String) });
      expect(await f.chargesOf(card)).toBe(1);
      // A retry (a crash after the charge, a second process): the first charge, not another.
      expect(await f.provider.chargeOffSession(asked)).toEqual(first);
      expect(await f.chargesOf(card)).toBe(1);
      // The next instalment, under its own key, is a charge of its own.
      const next = await f.provider.chargeOffSession(charge(card));
      expect(next.outcome).toBe('succeeded');
      expect(next.paymentReference).not.toBe(first.paymentReference);
      expect(await f.chargesOf(card)).toBe(2);
    });

    it('declines every later charge of a card that pays only on the page (…0341)', async () => {
      const { sessionId } = await f.provider.createSession(request({ savePaymentMethod: true }));
      await f.buyerPays(sessionId, 'declinesLater');
      const paid = await f.provider.sessionOutcome(sessionId);
      expect(paid).toMatchObject({
        outcome: 'completed',
        paymentMethod: { label: 'Visa •••• 0341' },
      });
      const asked = charge(paid.paymentMethod?.id ?? '');
      const declined = await f.provider.chargeOffSession(asked);
      expect(declined.outcome).toBe('declined');
      expect(await f.provider.chargeOffSession(asked)).toEqual(declined);
      expect(
        (await f.provider.chargeOffSession(charge(paid.paymentMethod?.id ?? ''))).outcome,
      ).toBe('declined');
    });

    it('fails a charge of a card it never kept, and refuses one of no money', async () => {
      for (const unknown of ['tgpm_no_such_card', 'cus_NoSuchCustomer/pm_NoSuchCard', ''])
        expect(await f.provider.chargeOffSession(charge(unknown))).toMatchObject({
          outcome: 'failed',
        });
      const card = await savedCard();
      await expect(f.provider.chargeOffSession(charge(card, { amountCents: 0 }))).rejects.toThrow();
      await expect(
        f.provider.chargeOffSession(charge(card, { amountCents: -100 })),
      ).rejects.toThrow();
      expect(await f.chargesOf(card)).toBe(0);
    });

    it('says PAYMENT_PROVIDER_UNREACHABLE for a charge it could not take; the retry charges once', async (context) => {
      const outage = f.outage;
      if (!outage) return context.skip();
      const card = await savedCard();
      const asked = charge(card);
      outage.down();
      try {
        await expect(f.provider.chargeOffSession(asked)).rejects.toMatchObject({
          code: 'PAYMENT_PROVIDER_UNREACHABLE',
        });
        await expect(f.provider.createSetupSession(setupRequest())).rejects.toMatchObject({
          code: 'PAYMENT_PROVIDER_UNREACHABLE',
        });
      } finally {
        outage.up();
      }
      const first = await f.provider.chargeOffSession(asked);
      expect(first.outcome).toBe('succeeded');
      expect(await f.provider.chargeOffSession(asked)).toEqual(first);
      expect(await f.chargesOf(card)).toBe(1);
    });
  });
}
