/**
 * Gift vouchers over HTTP (issue 11): buying them (the cart's voucher lines), paying with them
 * (the gift voucher code modal), a balance by code, turning one into account credit, and the
 * account's list. A code travels in a body, never in an address. Every code tried counts
 * against the address and the session (RateLimiter: voucherIp, voucherSession) before it is
 * read, so a malformed guess costs the same as a well-formed one.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../domain/app-error.ts';
import { normalizeVoucherCode } from '../../domain/gift-vouchers/voucher-code.ts';
import type { GiftVouchers } from '../../domain/ports/gift-vouchers.ts';
import { CartSchema } from '../../shared/contracts/cart.ts';
import { ErrorResponseSchema, LangQuerySchema } from '../../shared/contracts/common.ts';
import {
  AccountGiftVouchersSchema,
  AddGiftVoucherBodySchema,
  GiftVoucherBalanceSchema,
  GiftVoucherCodeBodySchema,
  GiftVoucherLineParamsSchema,
  GiftVoucherOfferSchema,
  GiftVoucherPaymentParamsSchema,
  RedeemGiftVoucherResponseSchema,
} from '../../shared/contracts/gift-vouchers.ts';
import type { RateLimiter } from '../rate-limiter.ts';
import { cartCookieOf, type RequestCarts, setCartCookie } from '../request-cart.ts';
import { requestLocale } from '../request-locale.ts';
import type { Sessions } from '../sessions.ts';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
  429: ErrorResponseSchema,
};

export function giftVoucherRoutes(
  vouchers: GiftVouchers,
  opts: {
    production: boolean;
    carts: RequestCarts;
    sessions: Sessions;
    limiter: RateLimiter;
    /** Told after the cart changed: payment pages opened for the old total are closed. */
    afterChange?: (cartId: string) => Promise<void>;
  },
) {
  const { carts, sessions, limiter } = opts;
  const afterChange = opts.afterChange ?? (async () => {});
  const customerIdOf = async (request: FastifyRequest) =>
    (await sessions.current(request))?.id ?? null;

  /** Counts the attempt, then reads the code: GIFT_VOUCHER_UNRECOGNISED when it cannot be one. */
  const codeOf = (request: FastifyRequest, raw: string, session: string | null): string => {
    limiter.hitAddress('voucherIp', request.ip);
    if (session) limiter.hit('voucherSession', session);
    const code = normalizeVoucherCode(raw);
    if (!code) throw new AppError('GIFT_VOUCHER_UNRECOGNISED');
    return code;
  };
  const noStore = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');

  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/api/gift-vouchers/offer',
      {
        schema: {
          tags: ['gift-vouchers'],
          summary: 'Whether gift vouchers are on sale, and the amounts offered (the box office’s)',
          response: { 200: GiftVoucherOfferSchema },
        },
      },
      // Not cached: a manager trying a change on the storefront sees it at once.
      async () => vouchers.offer(),
    );

    r.post(
      '/api/cart/gift-vouchers',
      {
        schema: {
          tags: ['gift-vouchers', 'cart'],
          summary: 'Buy gift vouchers: vouchers of one amount for one recipient go into the cart',
          querystring: LangQuerySchema,
          body: AddGiftVoucherBodySchema,
          response: { 200: CartSchema, ...errors },
        },
      },
      async (request, reply) => {
        const own = await carts.of(request, reply);
        const { cartId, cart } = await vouchers.addToCart(
          own,
          request.body,
          { customerId: await customerIdOf(request) },
          requestLocale(request, request.query.lang),
        );
        if (cartId !== own) setCartCookie(reply, cartId, opts.production);
        await afterChange(cartId);
        noStore(reply);
        return cart;
      },
    );

    r.delete(
      '/api/cart/gift-vouchers/:lineId',
      {
        schema: {
          tags: ['gift-vouchers', 'cart'],
          summary: 'Take gift vouchers being bought out of the cart',
          params: GiftVoucherLineParamsSchema,
          querystring: LangQuerySchema,
          response: { 200: CartSchema, ...errors },
        },
      },
      async (request, reply) => {
        const cartId = await carts.of(request, reply);
        const cart = await vouchers.removeFromCart(
          cartId,
          request.params.lineId,
          requestLocale(request, request.query.lang),
        );
        if (cartId) await afterChange(cartId);
        noStore(reply);
        return cart;
      },
    );

    r.post(
      '/api/cart/gift-voucher-payments',
      {
        schema: {
          tags: ['gift-vouchers', 'cart'],
          summary: 'Pay with a gift voucher: it pays up to what is left (never for vouchers)',
          querystring: LangQuerySchema,
          body: GiftVoucherCodeBodySchema,
          response: { 200: CartSchema, ...errors },
        },
      },
      async (request, reply) => {
        const cartId = await carts.of(request, reply);
        const session = (await customerIdOf(request))?.toString() ?? cartId;
        const code = codeOf(request, request.body.code, session);
        const cart = await vouchers.applyToCart(
          cartId,
          code,
          requestLocale(request, request.query.lang),
        );
        if (cartId) await afterChange(cartId);
        noStore(reply);
        return cart;
      },
    );

    r.delete(
      '/api/cart/gift-voucher-payments/:paymentId',
      {
        schema: {
          tags: ['gift-vouchers', 'cart'],
          summary: 'Take a gift voucher off the cart’s payment',
          params: GiftVoucherPaymentParamsSchema,
          querystring: LangQuerySchema,
          response: { 200: CartSchema, ...errors },
        },
      },
      async (request, reply) => {
        const cartId = await carts.of(request, reply);
        const cart = await vouchers.removeFromPayment(
          cartId,
          request.params.paymentId,
          requestLocale(request, request.query.lang),
        );
        if (cartId) await afterChange(cartId);
        noStore(reply);
        return cart;
      },
    );

    r.post(
      '/api/gift-vouchers/balance',
      {
        schema: {
          tags: ['gift-vouchers'],
          summary: 'A gift voucher’s balance, expiry and uses, by its code',
          body: GiftVoucherCodeBodySchema,
          response: { 200: GiftVoucherBalanceSchema, ...errors },
        },
      },
      async (request, reply) => {
        const session = (await customerIdOf(request))?.toString() ?? cartCookieOf(request);
        const code = codeOf(request, request.body.code, session);
        noStore(reply);
        return vouchers.balance(code);
      },
    );

    r.post(
      '/api/account/gift-vouchers/redeem',
      {
        schema: {
          tags: ['gift-vouchers', 'account'],
          summary: 'Turn a gift voucher’s whole balance into account credit, once',
          body: GiftVoucherCodeBodySchema,
          response: { 200: RedeemGiftVoucherResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const customer = await sessions.require(request);
        const code = codeOf(request, request.body.code, String(customer.id));
        noStore(reply);
        return vouchers.redeem(customer.id, code);
      },
    );

    r.get(
      '/api/account/gift-vouchers',
      {
        schema: {
          tags: ['gift-vouchers', 'account'],
          summary: 'The customer’s gift vouchers, bought and received, with their balances',
          response: { 200: AccountGiftVouchersSchema, ...errors },
        },
      },
      async (request, reply) => {
        const customer = await sessions.require(request);
        noStore(reply);
        return vouchers.ofCustomer(customer.id);
      },
    );
  };
}
