import type { FastifyInstance } from 'fastify';
import { DbAuthStore } from '../adapters/auth/db-auth-store.ts';
import type { Db } from '../adapters/db/client.ts';
import { OutboxMailer } from '../adapters/mail/outbox-mailer.ts';
import { TestGatewayPaymentProvider } from '../adapters/payment/test-gateway-payment-provider.ts';
import { BuiltinCartAdjustments } from '../adapters/ticketing/builtin-cart-adjustments.ts';
import { BuiltinCustomers } from '../adapters/ticketing/builtin-customers.ts';
import { BuiltinDonations } from '../adapters/ticketing/builtin-donations.ts';
import { BuiltinGivingHistory } from '../adapters/ticketing/builtin-giving-history.ts';
import { BuiltinHouseholdBookings } from '../adapters/ticketing/builtin-household-bookings.ts';
import { BuiltinOrderHistory } from '../adapters/ticketing/builtin-order-history.ts';
import { BuiltinOrders } from '../adapters/ticketing/builtin-orders.ts';
import { BuiltinReservedOrders } from '../adapters/ticketing/builtin-reserved-orders.ts';
import { BuiltinTicketedOrders } from '../adapters/ticketing/builtin-ticketed-orders.ts';
import { BuiltinTicketingBackend } from '../adapters/ticketing/builtin-ticketing-backend.ts';
import { PdfReceiptDocuments } from '../adapters/tickets/pdf-receipt-documents.ts';
import { PdfTicketDocuments } from '../adapters/tickets/pdf-ticket-documents.ts';
import { AuthService } from '../domain/accounts/auth-service.ts';
import { CheckoutService } from '../domain/checkout/checkout-service.ts';
import { ReservedOrderCheckout } from '../domain/checkout/reserved-order-checkout.ts';
import { GivingService } from '../domain/giving/giving-service.ts';
import { OrderMailService } from '../domain/orders/order-mail-service.ts';
import type { Clock } from '../domain/ports/clock.ts';
import type { Mailer } from '../domain/ports/mailer.ts';
import type { PaymentProvider } from '../domain/ports/payment-provider.ts';
import { type AppDeps, buildApp } from '../server/app.ts';
import { TEST_ORGANIZATION } from './order-mail-fixtures.ts';
import { createTestDatabase, TEST_NOW, type TestDatabase } from './test-database.ts';

export const fixedClock = (now: Date = TEST_NOW): Clock => ({ now: () => now });

export interface TestApp {
  app: FastifyInstance;
  backend: BuiltinTicketingBackend;
  accounts: BuiltinCustomers;
  auth: AuthService;
  /** The outbox the app's mail goes to (unless a mailer was given). */
  outbox: OutboxMailer;
  orders: BuiltinOrders;
  /** The built-in test gateway (always there; the default provider unless others are given). */
  gateway: TestGatewayPaymentProvider;
  checkout: CheckoutService;
  /** Order mails (confirmation, reminders) and the tickets PDF, through the app's mailer. */
  orderMails: OrderMailService;
  db: TestDatabase;
  close(): Promise<void>;
}

/** The real app on its own copy of the seeded database, with the clock fixed at TEST_NOW. */
export async function createTestApp(
  overrides: Partial<AppDeps> = {},
  options: {
    clock?: Clock;
    holdSeconds?: number;
    /** CANCEL_ORDERS_ENABLED (off by default, as in the configuration). */
    cancelOrdersEnabled?: boolean;
    /** GIFT_AID_ENABLED (off by default, as in the configuration). */
    giftAidEnabled?: boolean;
    mailer?: Mailer;
    /** Payment providers, the first taking new payments; default: the test gateway alone. */
    providers?: (ctx: { db: Db; clock: Clock }) => PaymentProvider[];
  } = {},
): Promise<TestApp> {
  const db = await createTestDatabase();
  const clock = options.clock ?? fixedClock();
  const backend = new BuiltinTicketingBackend(db.database.db, clock, {
    holdSeconds: options.holdSeconds ?? 15 * 60,
  });
  const accounts = new BuiltinCustomers(db.database.db, clock);
  const outbox = new OutboxMailer(db.database.db, clock);
  const auth = new AuthService({
    accounts,
    store: new DbAuthStore(db.database.db),
    mailer: options.mailer ?? outbox,
    clock,
    publicUrl: 'http://localhost:3000',
    onBackgroundError: (error) => {
      throw error;
    },
  });
  const orders = new BuiltinOrders(db.database.db, clock, {
    backend,
    paymentHoldSeconds: options.holdSeconds ?? 15 * 60,
  });
  const gateway = new TestGatewayPaymentProvider(db.database.db, clock, {
    publicUrl: 'http://localhost:3000',
    onError: (error) => {
      throw error;
    },
  });
  const [first = gateway, ...rest] = options.providers?.({ db: db.database.db, clock }) ?? [];
  const receipts = { documents: new PdfReceiptDocuments(), organization: TEST_ORGANIZATION };
  const orderMails = new OrderMailService({
    orders: new BuiltinTicketedOrders(db.database.db),
    documents: new PdfTicketDocuments(),
    receipts,
    mailer: options.mailer ?? outbox,
    clock,
    publicUrl: 'http://localhost:3000',
    onError: (error) => {
      throw error;
    },
  });
  const checkout = new CheckoutService({
    orders,
    onOrderConfirmed: (number) => orderMails.orderConfirmed(number),
    providers: [first, ...rest, ...(first === gateway ? [] : [gateway])],
    publicUrl: 'http://localhost:3000',
  });
  gateway.onEvent((event) => checkout.notify(event));
  const reservedOrders = new ReservedOrderCheckout({
    reserved: new BuiltinReservedOrders(db.database.db, clock),
    checkout,
  });
  const app = await buildApp({
    checkout,
    orderMails,
    cartAdjustments: new BuiltinCartAdjustments(db.database.db, clock, backend),
    householdBookings: new BuiltinHouseholdBookings(db.database.db),
    reservedOrders,
    orderHistory: new BuiltinOrderHistory(db.database.db, clock, {
      cancelOrdersEnabled: options.cancelOrdersEnabled ?? false,
    }),
    donations: new BuiltinDonations(db.database.db, clock, {
      backend,
      giftAidEnabled: options.giftAidEnabled ?? false,
    }),
    giving: new GivingService({
      history: new BuiltinGivingHistory(db.database.db),
      ...receipts,
      clock,
      giftAidEnabled: options.giftAidEnabled ?? false,
    }),
    giftAidEnabled: options.giftAidEnabled ?? false,
    testGateway: gateway,
    backend,
    accounts,
    auth,
    mailbox: outbox,
    secret: 'test-secret-test-secret-test-secret',
    catalogueCacheMs: 0,
    clock,
    ...overrides,
  });
  return {
    app,
    backend,
    accounts,
    auth,
    outbox,
    orders,
    gateway,
    checkout,
    orderMails,
    db,
    close: async () => {
      await auth.settled();
      await orderMails.settled();
      await gateway.settled();
      await app.close();
      await db.destroy();
    },
  };
}
