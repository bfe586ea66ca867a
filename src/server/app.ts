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
import type { OrderMailService } from '../domain/orders/order-mail-service.ts';
import type { CartAdjustments } from '../domain/ports/cart-adjustments.ts';
import { type Clock, systemClock } from '../domain/ports/clock.ts';
import type { CustomerAccounts } from '../domain/ports/customer-accounts.ts';
import type { HouseholdBookings } from '../domain/ports/household-bookings.ts';
import type { Mailbox } from '../domain/ports/mailer.ts';
import type { OrderHistory } from '../domain/ports/order-history.ts';
import type { TestGatewayPages } from '../domain/ports/payment-provider.ts';
import type { TicketingBackend } from '../domain/ports/ticketing-backend.ts';
import { ERROR_MESSAGES } from '../shared/errors.ts';
import { CaptchaGate } from './captcha-gate.ts';
import { CartChanges, registerCartChanges } from './cart-changes.ts';
import { MicroCache } from './micro-cache.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { type MaintenanceState, registerMaintenanceGuard } from './plugins/maintenance.ts';
import { registerRejectNul } from './plugins/reject-nul.ts';
import { registerSameOriginCheck } from './plugins/same-origin.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerServerTime } from './plugins/server-time.ts';
import { registerTrailingSlashRedirect } from './plugins/trailing-slash.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { RateLimiter, type RateLimits } from './rate-limiter.ts';
import { accountRoutes } from './routes/account.routes.ts';
import { authRoutes } from './routes/auth.routes.ts';
import { cartIdOf, cartRoutes } from './routes/cart.routes.ts';
import { cartAdjustmentRoutes } from './routes/cart-adjustments.routes.ts';
import { catalogueRoutes } from './routes/catalogue.routes.ts';
import { checkoutRoutes } from './routes/checkout.routes.ts';
import { devMailboxRoutes } from './routes/dev-mailbox.routes.ts';
import { householdBookingRoutes } from './routes/household-booking.routes.ts';
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
  /** The built-in test gateway's hosted page, when it is a configured provider. */
  testGateway?: TestGatewayPages;
  captcha?: CaptchaGate;
  rateLimits?: Partial<RateLimits>;
  secret: string;
  production?: boolean;
  maintenance?: MaintenanceState;
  catalogueCacheMs?: number;
  /** The app's clock, told in every API answer (`Server-Time`); the system's when left out. */
  clock?: Clock;
  /** The built SPA; without it the app serves the API alone (as in API tests). */
  webDist?: string;
  logger?: FastifyServerOptions['logger'];
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
    routerOptions: { maxParamLength: 200 },
    trustProxy: production,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerRejectNul(app);
  const captcha = deps.captcha ?? new CaptchaGate();
  registerSecurityHeaders(app, { production, thirdPartyOrigins: captcha.contentOrigins() });
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

  await app.register(siteRoutes({ maintenance, secret: deps.secret, production }));
  const adjustments = deps.cartAdjustments;
  const catalogueCacheMs = deps.catalogueCacheMs ?? 1000;
  // A buyer's own hold or release shows at once in their "seats left" (docs/decisions/004).
  const cartChanges = new CartChanges(catalogueCacheMs);
  registerCartChanges(app, cartChanges, cartIdOf);
  await app.register(
    catalogueRoutes(deps.backend, new MicroCache(catalogueCacheMs), {
      freshAfter: (request) => cartChanges.changedAt(cartIdOf(request)),
      // A promo code in the cart may open a priority performance (its mode of sale).
      ...(adjustments
        ? {
            modeOfSaleOf: (request: FastifyRequest, productionSlug: string) =>
              adjustments.modeOfSaleOf(cartIdOf(request), productionSlug),
          }
        : {}),
    }),
  );
  const sessions = new Sessions(deps.auth, { production });
  const limiter = new RateLimiter(deps.rateLimits);
  const buyerOf = async (request: FastifyRequest) => ({
    accessRegistered: (await sessions.current(request))?.accessRegistered ?? false,
  });
  await app.register(cartRoutes(deps.backend, { production, buyerOf }));
  await app.register(sensoryBoothRoutes(deps.backend, { production, buyerOf }));
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
  if (deps.checkout) await app.register(checkoutRoutes(deps.checkout, { sessions }));
  if (deps.orderMails)
    await app.register(orderTicketsRoutes(deps.orderMails, { sessions, limiter }));
  if (adjustments)
    await app.register(
      cartAdjustmentRoutes(adjustments, {
        production,
        sessions,
        limiter,
        ...(deps.checkout
          ? {
              afterChange: (cartId) => deps.checkout?.endOpenPayments(cartId) ?? Promise.resolve(),
            }
          : {}),
      }),
    );
  if (deps.householdBookings)
    await app.register(householdBookingRoutes(deps.householdBookings, { sessions }));
  if (deps.reservedOrders)
    await app.register(reservedOrderRoutes(deps.reservedOrders, { sessions, production }));
  if (deps.testGateway) await app.register(testGatewayRoutes(deps.testGateway));
  if (deps.orderHistory) await app.register(orderHistoryRoutes(deps.orderHistory, { sessions }));
  if (deps.mailbox && !production) await app.register(devMailboxRoutes(deps.mailbox));

  const sendIndex = deps.webDist ? await registerWebApp(app, deps.webDist) : null;
  app.setNotFoundHandler((request, reply) => {
    const api = request.url.startsWith('/api/');
    const page =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !api &&
      !request.url.startsWith('/assets/') &&
      !/\.[a-z0-9]{2,5}(\?|$)/i.test(request.url);
    // Unknown page addresses get the SPA, which draws the spec's 404 page itself.
    if (page && sendIndex) return sendIndex(request, reply);
    const code = api ? 'ROUTE_NOT_FOUND' : 'NOT_FOUND';
    return reply.status(404).send({ statusCode: 404, code, message: ERROR_MESSAGES[code] });
  });
  return app;
}
