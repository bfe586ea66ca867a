import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AuthService, SignIn } from '../../domain/accounts/auth-service.ts';
import { AppError } from '../../domain/app-error.ts';
import { isCustomerCartId } from '../../domain/carts/cart-ids.ts';
import type { TicketingBackend } from '../../domain/ports/ticketing-backend.ts';
import {
  CaptchaConfigSchema,
  LinkStatusResponseSchema,
  LoginBodySchema,
  LookupBodySchema,
  LookupResponseSchema,
  MagicLinkRequestBodySchema,
  MailSentResponseSchema,
  RegisterBodySchema,
  ResetPasswordBodySchema,
  ResetRequestBodySchema,
  SESSION_IDLE_SECONDS,
  SessionResponseSchema,
  SignedInResponseSchema,
  TokenBodySchema,
} from '../../shared/contracts/auth.ts';
import { ErrorResponseSchema, LangQuerySchema } from '../../shared/contracts/common.ts';
import type { CaptchaGate } from '../captcha-gate.ts';
import type { RateLimiter } from '../rate-limiter.ts';
import { CART_COOKIE, cartCookieOf, clearCartCookie, setCartCookie } from '../request-cart.ts';
import { requestLocale } from '../request-locale.ts';
import type { Sessions } from '../sessions.ts';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
  410: ErrorResponseSchema,
  423: ErrorResponseSchema,
  429: ErrorResponseSchema,
  500: ErrorResponseSchema,
};

export interface AuthRouteDeps {
  auth: AuthService;
  backend: TicketingBackend;
  sessions: Sessions;
  captcha: CaptchaGate;
  limiter: RateLimiter;
  production: boolean;
}

const emailKey = (email: string) => email.trim().toLowerCase();

/** /login, /register, /reset-password and /authentication (magic link); sessions. */
export function authRoutes(deps: AuthRouteDeps) {
  const { auth, backend, sessions, captcha, limiter, production } = deps;

  /**
   * A sign-in: the old session (if any) ends, a new id is set (rotation), and the anonymous
   * cart adopts the customer under a new id as well (decision 013): an id seen before sign-in
   * opens nothing afterwards.
   */
  const signedIn = async (request: FastifyRequest, reply: FastifyReply, result: SignIn) => {
    const old = sessions.tokenOf(request);
    if (old) await auth.logout(old);
    sessions.set(reply, result.sessionToken);
    const cartId = cartCookieOf(request);
    const kept = await backend.adoptCart(cartId, result.customer.id);
    if (kept && kept !== cartId) setCartCookie(reply, kept, production);
    // A cart this browser held for someone else is not this customer's to see or change.
    else if (!kept && cartId) clearCartCookie(reply, production);
    reply.header('Cache-Control', 'no-store');
    return { customer: result.customer };
  };

  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/api/auth/session',
      {
        schema: {
          tags: ['auth'],
          summary:
            'Who is signed in (null when nobody); sessions end after 1200 s idle, and 12 hours after sign-in',
          response: { 200: SessionResponseSchema },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        const customer = await sessions.current(request);
        if (!customer && sessions.tokenOf(request)) {
          sessions.clear(reply);
          // The session a customer's cart answered to is over (idle, or ended elsewhere): the
          // browser lets go of that cart too, as at sign-out (decision 013).
          const cartId = cartCookieOf(request);
          if (cartId && isCustomerCartId(cartId)) clearCartCookie(reply, production);
        }
        return { customer, idleExpirySeconds: SESSION_IDLE_SECONDS };
      },
    );

    r.get(
      '/api/auth/captcha',
      {
        schema: {
          tags: ['auth'],
          summary: 'Captcha settings for the forms (off unless configured)',
          response: { 200: CaptchaConfigSchema },
        },
      },
      async () => captcha.publicConfig(),
    );

    r.post(
      '/api/auth/lookup',
      {
        schema: {
          tags: ['auth'],
          summary: 'Login step 1: find the customer by e-mail (404 NO_CUSTOMER_FOUND → register)',
          body: LookupBodySchema,
          response: { 200: LookupResponseSchema, ...errors },
        },
      },
      async (request) => {
        limiter.hitAddress('lookupIp', request.ip);
        await captcha.check(request, 'lookup', request.body.captchaToken);
        if (!(await auth.lookup(request.body.email))) throw new AppError('NO_CUSTOMER_FOUND');
        return { found: true as const };
      },
    );

    r.post(
      '/api/auth/login',
      {
        schema: {
          tags: ['auth'],
          summary:
            'Login step 2: the password. 5 wrong in a row lock it for 1 minute, doubling per burst up to 1 hour (423)',
          querystring: LangQuerySchema,
          body: LoginBodySchema,
          response: { 200: SignedInResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        limiter.hitAddress('loginIp', request.ip);
        limiter.hit('loginEmail', emailKey(request.body.email));
        await captcha.check(request, 'login', request.body.captchaToken);
        const result = await auth.login(
          request.body.email,
          request.body.password,
          requestLocale(request, request.query.lang),
        );
        // The account's own bucket counts failures: a right password gives its attempt back
        // (the address's bucket keeps it, or one known account would refund guesses at others).
        limiter.forgive('loginEmail', emailKey(request.body.email));
        return signedIn(request, reply, result);
      },
    );

    r.post(
      '/api/auth/register',
      {
        schema: {
          tags: ['auth'],
          summary: 'Create an account and sign in (409 REGISTER_FAILED: it probably exists)',
          querystring: LangQuerySchema,
          body: RegisterBodySchema,
          response: { 201: SignedInResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        limiter.hitAddress('registerIp', request.ip);
        await captcha.check(request, 'register', request.body.captchaToken);
        const result = await auth.register(
          request.body,
          requestLocale(request, request.query.lang),
        );
        reply.status(201);
        return signedIn(request, reply, result);
      },
    );

    r.post(
      '/api/auth/logout',
      {
        schema: {
          tags: ['auth'],
          summary: 'Sign out: ends the session; this browser forgets the cart too',
          response: { 200: SessionResponseSchema },
        },
      },
      async (request, reply) => {
        const token = sessions.tokenOf(request);
        if (token) await auth.logout(token);
        sessions.clear(reply);
        // The cart is the customer's now: on a shared computer the next person must not see it.
        if (request.cookies?.[CART_COOKIE] !== undefined) clearCartCookie(reply, production);
        reply.header('Cache-Control', 'no-store');
        return { customer: null, idleExpirySeconds: SESSION_IDLE_SECONDS };
      },
    );

    r.post(
      '/api/auth/password-reset',
      {
        schema: {
          tags: ['auth'],
          summary: 'Request a reset link (valid 10 minutes); the same answer for any e-mail',
          body: ResetRequestBodySchema,
          response: { 202: MailSentResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        limiter.hitAddress('resetIp', request.ip);
        limiter.hit('resetEmail', emailKey(request.body.email));
        await captcha.check(request, 'reset', request.body.captchaToken);
        auth.requestPasswordReset(request.body.email);
        reply.status(202);
        return { accepted: true as const };
      },
    );

    r.post(
      '/api/auth/password-reset/check',
      {
        schema: {
          tags: ['auth'],
          summary: 'Whether a reset link can still be used (410 AUTH_LINK_EXPIRED)',
          body: TokenBodySchema,
          response: { 200: LinkStatusResponseSchema, ...errors },
        },
      },
      async (request) => {
        limiter.hitAddress('linkIp', request.ip);
        const { expiresAt } = await auth.checkLink(request.body.token, 'reset');
        return { valid: true as const, expiresAt: expiresAt.toISOString() };
      },
    );

    r.post(
      '/api/auth/password-reset/confirm',
      {
        schema: {
          tags: ['auth'],
          summary:
            'Set a new password with the link, unlock the account, end every other session and open link, and sign in',
          querystring: LangQuerySchema,
          body: ResetPasswordBodySchema,
          response: { 200: SignedInResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        limiter.hitAddress('linkIp', request.ip);
        const result = await auth.resetPassword(
          request.body.token,
          request.body.password,
          requestLocale(request, request.query.lang),
        );
        return signedIn(request, reply, result);
      },
    );

    r.post(
      '/api/auth/magic-link',
      {
        schema: {
          tags: ['auth'],
          summary: 'Request a sign-in link by e-mail; the same answer for any e-mail',
          body: MagicLinkRequestBodySchema,
          response: { 202: MailSentResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        limiter.hitAddress('magicIp', request.ip);
        limiter.hit('magicEmail', emailKey(request.body.email));
        await captcha.check(request, 'magic_link', request.body.captchaToken);
        auth.requestMagicLink(request.body.email);
        reply.status(202);
        return { accepted: true as const };
      },
    );

    r.post(
      '/api/auth/magic-link/check',
      {
        schema: {
          tags: ['auth'],
          summary: 'Whether a sign-in link can still be used (410 AUTH_LINK_EXPIRED)',
          body: TokenBodySchema,
          response: { 200: LinkStatusResponseSchema, ...errors },
        },
      },
      async (request) => {
        limiter.hitAddress('linkIp', request.ip);
        const { expiresAt } = await auth.checkLink(request.body.token, 'magic');
        return { valid: true as const, expiresAt: expiresAt.toISOString() };
      },
    );

    r.post(
      '/api/auth/magic-link/verify',
      {
        schema: {
          tags: ['auth'],
          summary: 'Sign in with the link (once; 410 AUTH_LINK_EXPIRED when expired or used)',
          querystring: LangQuerySchema,
          body: TokenBodySchema,
          response: { 200: SignedInResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        limiter.hitAddress('linkIp', request.ip);
        const result = await auth.signInWithMagicLink(
          request.body.token,
          requestLocale(request, request.query.lang),
        );
        return signedIn(request, reply, result);
      },
    );
  };
}
