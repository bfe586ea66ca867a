import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, {
  type FastifyInstance,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import type { AuthService } from '../domain/accounts/auth-service.ts';
import type { CheckoutService } from '../domain/checkout/checkout-service.ts';
import type { ReservedOrderCheckout } from '../domain/checkout/reserved-order-checkout.ts';
import type { GivingService } from '../domain/giving/giving-service.ts';
import type { OrderMailService } from '../domain/orders/order-mail-service.ts';
import type { CartAdjustments } from '../domain/ports/cart-adjustments.ts';
import { type Clock, systemClock } from '../domain/ports/clock.ts';
import type { CustomerAccounts } from '../domain/ports/customer-accounts.ts';
import type { Donations } from '../domain/ports/donations.ts';
import type { GiftVouchers } from '../domain/ports/gift-vouchers.ts';
import type { HouseholdBookings } from '../domain/ports/household-bookings.ts';
import type { Mailbox } from '../domain/ports/mailer.ts';
import type { Memberships } from '../domain/ports/memberships.ts';
import type { OrderHistory } from '../domain/ports/order-history.ts';
import type { PaymentPlans } from '../domain/ports/payment-plans.ts';
import type { PaymentProvider, TestGatewayPages } from '../domain/ports/payment-provider.ts';
import type { TicketingBackend } from '../domain/ports/ticketing-backend.ts';
import { ERROR_MESSAGES } from '../shared/errors.ts';
import { GIFT_AID_PAGES } from '../shared/page-routes.ts';
import { CaptchaGate } from './captcha-gate.ts';
import { CartChanges } from './cart-changes.ts';
import type { TrustProxy } from './config.ts';
import { MicroCache } from './micro-cache.ts';
import { PageStatus } from './page-status.ts';
import { isPageRequest, registerCanonicalHost } from './plugins/canonical-host.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerInputBounds } from './plugins/input-bounds.ts';
import { type MaintenanceState, registerMaintenanceGuard } from './plugins/maintenance.ts';
import { registerSameOriginCheck } from './plugins/same-origin.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerServerTime } from './plugins/server-time.ts';
import { registerTrailingSlashRedirect } from './plugins/trailing-slash.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { RateLimiter, type RateLimits } from './rate-limiter.ts';
import { RequestBuyers } from './request-buyer.ts';
import { cartCookieOf, RequestCarts } from './request-cart.ts';
import { accountRoutes } from './routes/account.routes.ts';
import { authRoutes } from './routes/auth.routes.ts';
import { type BoxOfficeDeps, boxOfficeRoutes } from './routes/box-office/box-office.routes.ts';
import { cartRoutes } from './routes/cart.routes.ts';
import { cartAdjustmentRoutes } from './routes/cart-adjustments.routes.ts';
import { catalogueRoutes } from './routes/catalogue.routes.ts';
import { checkoutRoutes } from './routes/checkout.routes.ts';
import { devMailboxRoutes } from './routes/dev-mailbox.routes.ts';
import { donationRoutes } from './routes/donations.routes.ts';
import { giftVoucherRoutes } from './routes/gift-vouchers.routes.ts';
import { givingRoutes } from './routes/giving.routes.ts';
import { householdBookingRoutes } from './routes/household-booking.routes.ts';
import { membershipRoutes } from './routes/memberships.routes.ts';
import { orderHistoryRoutes } from './routes/order-history.routes.ts';
import { orderTicketsRoutes } from './routes/order-tickets.routes.ts';
import { reservedOrderRoutes } from './routes/reserved-order.routes.ts';
import { sensoryBoothRoutes } from './routes/sensory-booth.routes.ts';
import { siteRoutes } from './routes/site.routes.ts';
import { testGatewayRoutes } from './routes/test-gateway.routes.ts';
import { Sessions } from './sessions.ts';

export interface AppDeps {
  backend: TicketingBackend;
  accounts: CustomerAccounts;
  auth: AuthService;
  /** The local outbox; its mailbox page and API exist only outside production. */
  mailbox?: Mailbox;
  /** Payment and orders (issue 5); without it the checkout routes are not there. */
  checkout?: CheckoutService;
  /** Order mails and the print-at-home PDF (issue 5); without it, no tickets PDF route. */
  orderMails?: OrderMailService;
  /** The basket's promo code and refund protection, and account credit (issue 5). */
  cartAdjustments?: CartAdjustments;
  /** The household step's booker and reserved orders paid later (issue 5). */
  householdBookings?: HouseholdBookings;
  reservedOrders?: ReservedOrderCheckout;
  /** The account's orders, tickets, credit and cards; without it those routes are not there. */
  orderHistory?: OrderHistory;
  /** The funds and the cart's donation lines (issue 10); without it those routes are not there. */
  donations?: Donations;
  memberships?: Memberships;
  paymentPlans?: PaymentPlans;
  /** The payment providers (a plan's card is set up at its own). */
  providers?: readonly PaymentProvider[];
  /** Gift vouchers: bought, paid with, balances, redeemed (issue 11); without it, no routes. */
  giftVouchers?: GiftVouchers;
  /** The account's giving history and tax receipts (issue 10); without it, no such routes. */
  giving?: GivingService;
  /**
   * GIFT_AID_ENABLED: the web is told (site status), and the gift aid pages exist only then
   * (elsewhere their addresses are the not-found page).
   */
  giftAidEnabled?: boolean;
  /** The box office's staff API (issue 13); without it, no `/api/box-office/` routes. */
  boxOffice?: BoxOfficeDeps;
  /** The built-in test gateway's hosted page, when it is a configured provider. */
  testGateway?: TestGatewayPages;
  captcha?: CaptchaGate;
  rateLimits?: Partial<RateLimits>;
  secret: string;
  /**
   * Who may set the client's address through X-Forwarded-For (and host, protocol): nobody by
   * default, else TRUST_PROXY's hop count or proxy addresses (config.ts).
   */
  trustProxy?: TrustProxy;
  /**
   * The site's address (PUBLIC_URL): pages opened at another host name are redirected there.
   * Without it (API tests) any host is served.
   */
  publicUrl?: string;
  production?: boolean;
  maintenance?: MaintenanceState;
  catalogueCacheMs?: number;
  /** The app's clock, told in every API answer (`Server-Time`); the system's when left out. */
  clock?: Clock;
  /** The built SPA; without it the app serves the API alone (as in API tests). */
  webDist?: string;
  logger?: FastifyServerOptions['logger'];
}

/**
 * Fastify's trustProxy for TRUST_PROXY. Never `true`: every client could then choose the address
 * the rate limits count. A hop count trusts the nearest `hops` addresses (the socket's peer and
 * the proxies' own entries); Fastify's own numeric option trusts nothing since 5.x, so it is a
 * function here.
 */
function trustProxyOption(trust: TrustProxy): FastifyServerOptions['trustProxy'] {
  if (typeof trust === 'number') return (_address: string, hop: number) => hop < trust;
  return trust;
}

/** Builds the HTTP app; never listens (main.ts does), so tests drive it with `inject`. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const production = deps.production ?? false;
  const maintenance = deps.maintenance ?? { enabled: false, bypassToken: undefined };
  const app = Fastify({
    logger: deps.logger ?? false,
    // One line per request drowns what matters; errors are logged by the error handler.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 64 * 1024,
    // A JSON body with a `__proto__` or `constructor.prototype` key is refused (400), never
    // parsed into an object that could pollute a prototype. Fastify's defaults, kept on purpose.
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    routerOptions: { maxParamLength: 200 },
    trustProxy: trustProxyOption(deps.trustProxy ?? false),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerInputBounds(app);
  const captcha = deps.captcha ?? new CaptchaGate();
  registerSecurityHeaders(app, { production, thirdPartyOrigins: captcha.contentOrigins() });
  if (deps.publicUrl) registerCanonicalHost(app, deps.publicUrl);
  registerTrailingSlashRedirect(app);
  await app.register(fastifyCookie);
  registerMaintenanceGuard(app, maintenance, deps.secret);
  registerSameOriginCheck(app);
  registerServerTime(app, deps.clock ?? systemClock);

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Houselights storefront API',
        description: 'The box office API behind the storefront. Money is integer cents (USD).',
        version: '0.1.0',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  const giftAidEnabled = deps.giftAidEnabled ?? false;
  await app.register(siteRoutes({ maintenance, secret: deps.secret, production, giftAidEnabled }));
  const adjustments = deps.cartAdjustments;
  const sessions = new Sessions(deps.auth, { production });
  // Which cart a request may use: a customer's answers only to its customer (decision 013).
  const carts = new RequestCarts(sessions, deps.backend, { production });
  // Who is buying (customer, access registration, modes of sale), once per request.
  const buyers = new RequestBuyers(
    sessions,
    carts,
    adjustments ? (cartId) => adjustments.buyerTermsOf(cartId) : undefined,
    deps.memberships
      ? (customerId) => deps.memberships?.heldModesOfSale(customerId) ?? Promise.resolve([])
      : undefined,
  );
  const catalogueCacheMs = deps.catalogueCacheMs ?? 1000;
  // A buyer's own hold or release shows at once in their "seats left" (docs/decisions/004).
  const cartChanges = new CartChanges(catalogueCacheMs);
  const seatsChanged = (cartId: string) => cartChanges.note(cartId);
  await app.register(
    catalogueRoutes(deps.backend, new MicroCache(catalogueCacheMs), {
      freshAfter: (request) => cartChanges.changedAt(cartCookieOf(request)),
      // A promo code in the cart may open a priority performance (its mode of sale). Nothing
      // is written here: a catalogue answer only reads the cart.
      ...(adjustments
        ? { buyerModesOf: (request: FastifyRequest) => buyers.modesOf(request) }
        : {}),
    }),
  );
  const limiter = new RateLimiter(deps.rateLimits);
  await app.register(cartRoutes(deps.backend, { production, buyers, carts, seatsChanged }));
  await app.register(sensoryBoothRoutes(deps.backend, { production, buyers, carts, seatsChanged }));
  await app.register(
    authRoutes({
      auth: deps.auth,
      backend: deps.backend,
      sessions,
      captcha,
      limiter,
      production,
    }),
  );
  await app.register(
    accountRoutes({ accounts: deps.accounts, auth: deps.auth, sessions, limiter }),
  );
  if (deps.checkout) await app.register(checkoutRoutes(deps.checkout, { sessions, carts }));
  if (deps.orderMails)
    await app.register(orderTicketsRoutes(deps.orderMails, { sessions, limiter }));
  if (adjustments)
    await app.register(
      cartAdjustmentRoutes(adjustments, {
        production,
        sessions,
        carts,
        limiter,
        ...(deps.checkout
          ? {
              afterChange: (cartId) => deps.checkout?.endOpenPayments(cartId) ?? Promise.resolve(),
            }
          : {}),
      }),
    );
  if (deps.householdBookings)
    await app.register(householdBookingRoutes(deps.householdBookings, { sessions, carts }));
  if (deps.reservedOrders)
    await app.register(reservedOrderRoutes(deps.reservedOrders, { sessions, carts, production }));
  if (deps.donations)
    await app.register(
      donationRoutes(deps.donations, {
        production,
        carts,
        customerIdOf: async (request) => (await sessions.current(request))?.id ?? null,
        ...(deps.checkout
          ? {
              afterChange: (cartId) => deps.checkout?.endOpenPayments(cartId) ?? Promise.resolve(),
            }
          : {}),
      }),
    );
  if (deps.giftVouchers)
    await app.register(
      giftVoucherRoutes(deps.giftVouchers, {
        production,
        carts,
        sessions,
        limiter,
        ...(deps.checkout
          ? {
              afterChange: (cartId) => deps.checkout?.endOpenPayments(cartId) ?? Promise.resolve(),
            }
          : {}),
      }),
    );
  if (deps.memberships && deps.paymentPlans)
    await app.register(
      membershipRoutes(deps.memberships, {
        production,
        carts,
        sessions,
        limiter,
        plans: deps.paymentPlans,
        providers: deps.providers ?? [],
        publicUrl: deps.publicUrl ?? '',
        clock: deps.clock ?? systemClock,
        ...(deps.checkout
          ? {
              afterChange: (cartId) => deps.checkout?.endOpenPayments(cartId) ?? Promise.resolve(),
            }
          : {}),
      }),
    );
  if (deps.testGateway) await app.register(testGatewayRoutes(deps.testGateway));
  if (deps.orderHistory) await app.register(orderHistoryRoutes(deps.orderHistory, { sessions }));
  if (deps.giving) await app.register(givingRoutes(deps.giving, { sessions, limiter }));
  if (deps.mailbox && !production) await app.register(devMailboxRoutes(deps.mailbox));
  if (deps.boxOffice) await app.register(boxOfficeRoutes(deps.boxOffice, { production, limiter }));

  const sendIndex = deps.webDist ? await registerWebApp(app, deps.webDist) : null;
  const pageStatus = new PageStatus(deps.backend, catalogueCacheMs, {
    hidden: giftAidEnabled ? [] : GIFT_AID_PAGES,
  });
  app.setNotFoundHandler(async (request, reply) => {
    const api = request.url.startsWith('/api/');
    const page = isPageRequest(request);
    // Page addresses get the SPA, which routes them; one that does not exist is a 404 (spec §8)
    // whose body is the SPA drawing its not-found page.
    if (page && sendIndex) return sendIndex(request, reply, await pageStatus.of(request.url));
    const code = api ? 'ROUTE_NOT_FOUND' : 'NOT_FOUND';
    return reply.status(404).send({ statusCode: 404, code, message: ERROR_MESSAGES[code] });
  });
  return app;
}
