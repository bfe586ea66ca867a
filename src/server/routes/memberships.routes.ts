/**
 * Memberships and direct debit plans over HTTP (issue 12): the levels (GET /api/memberships,
 * /api/memberships/:membership), the cart's membership line (POST /api/cart/memberships,
 * DELETE /api/cart/memberships/:lineId), the account's memberships and plans (GET
 * /api/account/memberships, PUT …/payment-plans/:planId/auto-renew, POST …/card) and a card's
 * set-up coming back from the provider (GET /api/direct-debits/:planId). A plan is read and
 * changed only by its own customer (the session's), whatever id the request names, and every
 * call that reaches the provider is counted per customer (cardSetup, cardSetupCheck).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../domain/app-error.ts';
import type { Clock } from '../../domain/ports/clock.ts';
import type { Memberships } from '../../domain/ports/memberships.ts';
import type { PaymentPlans } from '../../domain/ports/payment-plans.ts';
import type { PaymentProvider } from '../../domain/ports/payment-provider.ts';
import { CartSchema } from '../../shared/contracts/cart.ts';
import { ErrorResponseSchema, LangQuerySchema } from '../../shared/contracts/common.ts';
import {
  AccountMembershipsResponseSchema,
  AddMembershipBodySchema,
  AutoRenewBodySchema,
  ChangeCardResponseSchema,
  DirectDebitQuerySchema,
  DirectDebitResponseSchema,
  MembershipLevelParamsSchema,
  MembershipLevelSchema,
  MembershipLevelsResponseSchema,
  MembershipLineParamsSchema,
  PaymentPlanSchema,
  PlanParamsSchema,
  RemoveMembershipQuerySchema,
} from '../../shared/contracts/memberships.ts';
import type { RateLimiter } from '../rate-limiter.ts';
import { type RequestCarts, setCartCookie } from '../request-cart.ts';
import { requestLocale } from '../request-locale.ts';
import type { Sessions } from '../sessions.ts';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
};

/** A card set-up page lasts this long (a mandate is quick to give). */
const SETUP_PAGE_MS = 30 * 60_000;

export function membershipRoutes(
  memberships: Memberships,
  opts: {
    production: boolean;
    carts: RequestCarts;
    sessions: Sessions;
    limiter: RateLimiter;
    plans: PaymentPlans;
    providers: readonly PaymentProvider[];
    publicUrl: string;
    clock: Clock;
    /** Told after the cart changed: payment pages opened for the old total are closed. */
    afterChange?: (cartId: string) => Promise<void>;
  },
) {
  const { carts, sessions, plans } = opts;
  const afterChange = opts.afterChange ?? (async () => {});
  const base = opts.publicUrl.replace(/\/+$/, '');
  const providerOf = (id: string) => {
    const provider = opts.providers.find((p) => p.id === id);
    if (!provider) throw new AppError('PAYMENT_PROVIDER_UNREACHABLE');
    return provider;
  };

  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/api/memberships',
      {
        schema: {
          tags: ['memberships'],
          summary: 'The membership levels on sale (an empty list: none available)',
          querystring: LangQuerySchema,
          response: { 200: MembershipLevelsResponseSchema },
        },
      },
      async (request, reply) => {
        const customer = await sessions.current(request);
        reply.header('Cache-Control', 'private, no-store');
        return memberships.listLevels(
          requestLocale(request, request.query.lang),
          customer?.id ?? null,
        );
      },
    );

    r.get(
      '/api/memberships/:membership',
      {
        schema: {
          tags: ['memberships'],
          summary: 'One membership level (404 MEMBERSHIP_NOT_FOUND)',
          params: MembershipLevelParamsSchema,
          querystring: LangQuerySchema,
          response: { 200: MembershipLevelSchema, ...errors },
        },
      },
      async (request, reply) => {
        const customer = await sessions.current(request);
        reply.header('Cache-Control', 'private, no-store');
        return memberships.getLevel(
          request.params.membership,
          requestLocale(request, request.query.lang),
          customer?.id ?? null,
        );
      },
    );

    r.post(
      '/api/cart/memberships',
      {
        schema: {
          tags: ['memberships', 'cart'],
          summary: 'Put a membership in the cart (one per cart; sign-in needed)',
          querystring: LangQuerySchema,
          body: AddMembershipBodySchema,
          response: { 200: CartSchema, ...errors },
        },
      },
      async (request, reply) => {
        const customer = await sessions.current(request);
        const own = await carts.of(request, reply);
        const { cartId, cart } = await memberships.addMembership(
          own,
          request.body,
          { customerId: customer?.id ?? null },
          requestLocale(request, request.query.lang),
        );
        if (cartId !== own) setCartCookie(reply, cartId, opts.production);
        await afterChange(cartId);
        reply.header('Cache-Control', 'no-store');
        return cart;
      },
    );

    r.delete(
      '/api/cart/memberships/:lineId',
      {
        schema: {
          tags: ['memberships', 'cart'],
          summary:
            'Take the membership out; one that changed the prices empties the cart, with confirm=true',
          params: MembershipLineParamsSchema,
          querystring: LangQuerySchema.extend(RemoveMembershipQuerySchema.shape),
          response: { 200: CartSchema, ...errors },
        },
      },
      async (request, reply) => {
        const cartId = await carts.of(request, reply);
        const cart = await memberships.removeMembership(
          cartId,
          request.params.lineId,
          request.query.confirm === 'true',
          requestLocale(request, request.query.lang),
        );
        if (cartId) await afterChange(cartId);
        reply.header('Cache-Control', 'no-store');
        return cart;
      },
    );

    r.get(
      '/api/account/memberships',
      {
        schema: {
          tags: ['memberships', 'account'],
          summary: 'The customer’s memberships and monthly gifts, with their plans',
          querystring: LangQuerySchema,
          response: { 200: AccountMembershipsResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const customer = await sessions.require(request);
        reply.header('Cache-Control', 'private, no-store');
        return memberships.accountMemberships(
          customer.id,
          requestLocale(request, request.query.lang),
        );
      },
    );

    r.put(
      '/api/account/payment-plans/:planId/auto-renew',
      {
        schema: {
          tags: ['memberships', 'account'],
          summary: 'Turn a plan’s renewal (its later payments) on or off',
          params: PlanParamsSchema,
          querystring: LangQuerySchema,
          body: AutoRenewBodySchema,
          response: { 200: PaymentPlanSchema, ...errors },
        },
      },
      async (request, reply) => {
        const customer = await sessions.require(request);
        reply.header('Cache-Control', 'no-store');
        return plans.setAutoRenew(
          customer.id,
          request.params.planId,
          request.body.autoRenew,
          requestLocale(request, request.query.lang),
        );
      },
    );

    r.post(
      '/api/account/payment-plans/:planId/card',
      {
        schema: {
          tags: ['memberships', 'account'],
          summary: 'Open the provider’s page that sets up a new card for the plan',
          params: PlanParamsSchema,
          querystring: LangQuerySchema,
          response: { 200: ChangeCardResponseSchema, ...errors, 429: ErrorResponseSchema },
        },
      },
      async (request, reply) => {
        const customer = await sessions.require(request);
        // Each call opens a page at the provider: a few an hour are plenty.
        opts.limiter.hit('cardSetup', String(customer.id));
        const { planId } = request.params;
        const locale = requestLocale(request, request.query.lang);
        const plan = await plans.cardChangeOf(customer.id, planId, locale);
        const provider = providerOf(plan.provider);
        const query = `plan=${encodeURIComponent(planId)}`;
        const session = await provider.createSetupSession({
          planId,
          description: plan.description,
          customerEmail: customer.email,
          locale,
          returnUrl: `${base}/order/direct-debits/verify?${query}&session={SESSION_ID}`,
          cancelUrl: `${base}/order/direct-debits/failed?${query}`,
          expiresAt: new Date(opts.clock.now().getTime() + SETUP_PAGE_MS),
          idempotencyKey: `${planId}-setup-${opts.clock.now().getTime()}`,
        });
        await plans.startCardChange(customer.id, planId, session.sessionId);
        reply.header('Cache-Control', 'no-store');
        return { redirectUrl: session.redirectUrl };
      },
    );

    r.get(
      '/api/direct-debits/:planId',
      {
        schema: {
          tags: ['memberships'],
          summary: 'The plan, after asking the provider how its card set-up went (verify page)',
          params: PlanParamsSchema,
          querystring: DirectDebitQuerySchema.extend(LangQuerySchema.shape),
          response: { 200: DirectDebitResponseSchema, ...errors, 429: ErrorResponseSchema },
        },
      },
      async (request, reply) => {
        const customer = await sessions.require(request);
        const { planId } = request.params;
        const locale = requestLocale(request, request.query.lang);
        reply.header('Cache-Control', 'no-store');
        const session = request.query.session;
        const latest = session ? await plans.setupSessionOf(customer.id, planId) : null;
        // Only the plan's latest set-up session is asked about, and only while it is open: any
        // other id, and every later visit, changes nothing and asks the provider nothing.
        let setup: 'open' | 'completed' | 'failed' | null = null;
        if (session && latest?.sessionId === session) {
          setup = latest.outcome ?? 'open';
          if (latest.outcome === null) {
            // Each ask is a call to the provider's API: counted per customer.
            opts.limiter.hit('cardSetupCheck', String(customer.id));
            const plan = await plans.cardChangeOf(customer.id, planId, locale);
            const event = await providerOf(plan.provider).sessionOutcome(session);
            const decided =
              event.outcome === 'completed'
                ? 'completed'
                : event.outcome === 'open' || event.outcome === 'processing'
                  ? null
                  : 'failed';
            if (decided) {
              await plans.finishCardChange(
                planId,
                session,
                decided === 'completed' ? (event.paymentMethod ?? null) : null,
                opts.clock.now(),
              );
              setup = (await plans.setupSessionOf(customer.id, planId))?.outcome ?? decided;
            }
          }
        }
        return { ...(await plans.planOf(customer.id, planId, locale)), setup };
      },
    );
  };
}
