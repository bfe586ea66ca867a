/**
 * The composition root: from settings and an opened database, every adapter and service, the
 * app (`buildApp`) and its background jobs. The server (main.ts) and the test app
 * (src/testing/test-app.ts) both build through here, so what the tests drive is wired as what
 * runs. With main.ts, the one file in src/server that may import adapters.
 */
import type { FastifyInstance } from 'fastify';
import { DbAuthStore } from '../adapters/auth/db-auth-store.ts';
import { DbStaffAccounts } from '../adapters/auth/db-staff-accounts.ts';
import { SiteverifyCaptchaVerifier } from '../adapters/captcha/siteverify-captcha-verifier.ts';
import type { Db } from '../adapters/db/client.ts';
import { OutboxMailer } from '../adapters/mail/outbox-mailer.ts';
import { DbPayments } from '../adapters/payment/db-payments.ts';
import { TestGatewayPaymentProvider } from '../adapters/payment/test-gateway-payment-provider.ts';
import { BuiltinBoxOfficeReports } from '../adapters/ticketing/builtin-box-office-reports.ts';
import { BuiltinCartAdjustments } from '../adapters/ticketing/builtin-cart-adjustments.ts';
import { BuiltinCustomerLookup } from '../adapters/ticketing/builtin-customer-lookup.ts';
import { BuiltinCustomers } from '../adapters/ticketing/builtin-customers.ts';
import { BuiltinDonations } from '../adapters/ticketing/builtin-donations.ts';
import { BuiltinDoorCheckIn } from '../adapters/ticketing/builtin-door-check-in.ts';
import { BuiltinGiftVoucherDeliveries } from '../adapters/ticketing/builtin-gift-voucher-deliveries.ts';
import { BuiltinGiftVouchers } from '../adapters/ticketing/builtin-gift-vouchers.ts';
import { BuiltinGivingHistory } from '../adapters/ticketing/builtin-giving-history.ts';
import { BuiltinHouseholdBookings } from '../adapters/ticketing/builtin-household-bookings.ts';
import { BuiltinMemberships } from '../adapters/ticketing/builtin-memberships.ts';
import { BuiltinOfferSetup } from '../adapters/ticketing/builtin-offer-setup.ts';
import { BuiltinOrderHistory } from '../adapters/ticketing/builtin-order-history.ts';
import { BuiltinOrders } from '../adapters/ticketing/builtin-orders.ts';
import { BuiltinPaymentPlans } from '../adapters/ticketing/builtin-payment-plans.ts';
import { BuiltinReservedOrders } from '../adapters/ticketing/builtin-reserved-orders.ts';
import { BuiltinSeasonSetup } from '../adapters/ticketing/builtin-season-setup.ts';
import { BuiltinTicketedOrders } from '../adapters/ticketing/builtin-ticketed-orders.ts';
import { BuiltinTicketingBackend } from '../adapters/ticketing/builtin-ticketing-backend.ts';
import { BuiltinVenueSetup } from '../adapters/ticketing/builtin-venue-setup.ts';
import { LazyGiftVoucherDocuments } from '../adapters/tickets/lazy-gift-voucher-documents.ts';
import { LazyReceiptDocuments } from '../adapters/tickets/lazy-receipt-documents.ts';
import { LazyTicketDocuments } from '../adapters/tickets/lazy-ticket-documents.ts';
import { textQrCodeSvg } from '../adapters/tickets/ticket-qr-code.ts';
import { AuthService } from '../domain/accounts/auth-service.ts';
import { DEFAULT_VOUCHER_VALIDITY_MONTHS } from '../domain/cart-lines/gift-voucher.ts';
import { CheckoutService } from '../domain/checkout/checkout-service.ts';
import { ReservedOrderCheckout } from '../domain/checkout/reserved-order-checkout.ts';
import { GiftVoucherMailService } from '../domain/gift-vouchers/voucher-mail-service.ts';
import { GivingService } from '../domain/giving/giving-service.ts';
import type { Organization } from '../domain/giving/tax-receipt.ts';
import { OrderMailService } from '../domain/orders/order-mail-service.ts';
import { RecurringCharges } from '../domain/payment-plans/recurring-charges.ts';
import type { Clock } from '../domain/ports/clock.ts';
import type { Mailer } from '../domain/ports/mailer.ts';
import type { PaymentProvider } from '../domain/ports/payment-provider.ts';
import { StaffAuthService } from '../domain/staff/staff-auth-service.ts';
import { type AppDeps, buildApp } from './app.ts';
import {
  type BackgroundJobName,
  type BackgroundJobs,
  createBackgroundJobs,
} from './background-jobs.ts';
import { CaptchaGate } from './captcha-gate.ts';
import type { CaptchaSettings } from './config.ts';

/** What failed in the background: where it is reported (one log line each in the server). */
export type BackgroundWork =
  | 'accountMail'
  | 'paymentProvider'
  | 'checkout'
  | 'orderMail'
  | BackgroundJobName;

const FAILED: Record<BackgroundWork, string> = {
  accountMail: 'sending account mail failed',
  paymentProvider: 'payment notification failed',
  checkout: 'payment notification failed',
  orderMail: 'sending order mail failed',
  holdSweep: 'sweeping holds failed',
  sessionSweep: 'sweeping sessions failed',
  orderMails: 'sending order mail failed',
  voucherMails: 'sending gift voucher mail failed',
  paymentRecovery: 'recovering payments failed',
  recurringCharges: 'charging direct debit instalments failed',
};

export interface CompositionOptions {
  db: Db;
  clock: Clock;
  /** Where links in mails and the payment's return lead (PUBLIC_URL). */
  publicUrl: string;
  /** How long a cart holds its seats, and a payment page its order. */
  holdSeconds: number;
  refundProtectionCentsPerTicket?: number;
  /** Customers may cancel an order into account credit. */
  cancelOrdersEnabled: boolean;
  /** UK gift aid declarations on donations, and the 25% uplift shown. */
  giftAidEnabled: boolean;
  /** How long an issued gift voucher lasts, in months (default 24, spec §9). */
  giftVoucherValidityMonths?: number;
  /** The charity's legal name and EIN, on every tax receipt (IRS Publication 1771). */
  organization: Organization;
  /** Mail through SMTP (nodemailer); without it (and without `mailer`), the outbox. */
  smtp?: { url: string; from: string };
  /** Mail through this mailer instead (tests); the outbox and its mailbox are still there. */
  mailer?: Mailer;
  payments: {
    /** The built-in test gateway, and its hosted page: taking payments after any others. */
    testGateway: boolean;
    /** Stripe Checkout, taking new payments. */
    stripe?: { secretKey: string; webhookSecret: string };
    /** Providers built by the caller (tests), after Stripe and before the test gateway. */
    providers?: PaymentProvider[];
  };
  /** Captcha on the forms that ask for one (spec §3); without it, no gate at all. */
  captcha?: CaptchaSettings;
  /** The direct debit scheduler's interval and claim lease (defaults: 60 s, 5 minutes). */
  recurringCharges?: { intervalMs?: number; leaseMs?: number };
  /**
   * Where background failures go. By default the app's log (the console before the app is
   * built), one line per kind of work.
   */
  onBackgroundError?: (error: unknown, work: BackgroundWork) => void;
  /**
   * buildApp's settings (secret, proxies, cache, logger …). Anything of AppDeps given here
   * replaces what was composed, for the app only (tests swap in a failing backend).
   */
  app: Partial<AppDeps> & { secret: string };
}

export interface Composition {
  app: FastifyInstance;
  backend: BuiltinTicketingBackend;
  accounts: BuiltinCustomers;
  auth: AuthService;
  /** The box office's staff sign-in and accounts (issue 13). */
  staffAuth: StaffAuthService;
  staffAccounts: DbStaffAccounts;
  /** The outbox, unless mail goes out through SMTP. */
  outbox: OutboxMailer | undefined;
  orders: BuiltinOrders;
  /** The built-in test gateway, when it takes payments. */
  gateway: TestGatewayPaymentProvider | undefined;
  /** Every provider taking payments, the first taking new ones. */
  providers: [PaymentProvider, ...PaymentProvider[]];
  checkout: CheckoutService;
  orderMails: OrderMailService;
  voucherMails: GiftVoucherMailService;
  recurringCharges: RecurringCharges;
  paymentPlans: BuiltinPaymentPlans;
  /** Not started: main.ts starts them once it listens; tests run one tick at a time. */
  jobs: BackgroundJobs;
  mail: 'smtp' | 'outbox' | 'mailer';
  /**
   * Stops the jobs, closes the app, waits for the work the services run in the background and
   * closes the clients they opened (SMTP, Stripe). The database is the caller's to close.
   */
  close(): Promise<void>;
}

export async function compose(options: CompositionOptions): Promise<Composition> {
  const { db, clock, publicUrl } = options;
  let app: FastifyInstance | undefined;
  const report =
    options.onBackgroundError ??
    ((error: unknown, work: BackgroundWork) => {
      if (app) app.log.error({ err: error }, FAILED[work]);
      else console.error(error);
    });

  const backend = new BuiltinTicketingBackend(db, clock, {
    holdSeconds: options.holdSeconds,
    ...(options.refundProtectionCentsPerTicket === undefined
      ? {}
      : { refundProtectionCentsPerTicket: options.refundProtectionCentsPerTicket }),
  });
  const accounts = new BuiltinCustomers(db, clock);
  const outbox = options.smtp ? undefined : new OutboxMailer(db, clock);
  const smtp = options.smtp
    ? // nodemailer only when mail goes out through SMTP (memory budget, decision 005).
      new (await import('../adapters/mail/smtp-mailer.ts')).SmtpMailer(options.smtp)
    : undefined;
  const mailer = options.mailer ?? smtp ?? outbox;
  if (!mailer) throw new Error('No mailer');
  const auth = new AuthService({
    accounts,
    store: new DbAuthStore(db),
    mailer,
    clock,
    publicUrl,
    onBackgroundError: (error) => report(error, 'accountMail'),
  });

  const orders = new BuiltinOrders(db, clock, {
    backend,
    paymentHoldSeconds: options.holdSeconds,
    paymentProvider: options.payments.stripe ? 'stripe' : 'test-gateway',
    ...(options.giftVoucherValidityMonths
      ? { giftVoucherValidityMonths: options.giftVoucherValidityMonths }
      : {}),
  });
  const gateway = options.payments.testGateway
    ? new TestGatewayPaymentProvider(db, clock, {
        publicUrl,
        onError: (error) => report(error, 'paymentProvider'),
      })
    : undefined;
  const stripeSettings = options.payments.stripe;
  // The Stripe SDK is loaded only when Stripe takes the payments (memory budget, decision 005).
  const stripe = stripeSettings
    ? new (await import('../adapters/payment/stripe-payment-provider.ts')).StripePaymentProvider({
        ...stripeSettings,
        clock,
        onError: (error) => report(error, 'paymentProvider'),
      })
    : undefined;
  const [first, ...rest] = [
    ...(stripe ? [stripe] : []),
    ...(options.payments.providers ?? []),
    ...(gateway ? [gateway] : []),
  ];
  if (!first) throw new Error('No payment provider');
  const providers: [PaymentProvider, ...PaymentProvider[]] = [first, ...rest];

  // Tax receipts of gifts (IRS Publication 1771): mailed with the order, printed from the account.
  const receipts = { documents: new LazyReceiptDocuments(), organization: options.organization };
  // The confirmation (after the confirming commit), reminders and the print-at-home PDF.
  const orderMails = new OrderMailService({
    orders: new BuiltinTicketedOrders(db),
    documents: new LazyTicketDocuments(),
    receipts,
    mailer,
    clock,
    publicUrl,
    onError: (error) => report(error, 'orderMail'),
  });
  // Gift vouchers for today go out just after their order's confirmation; later ones on their day.
  const voucherMails = new GiftVoucherMailService({
    deliveries: new BuiltinGiftVoucherDeliveries(db),
    documents: new LazyGiftVoucherDocuments(),
    mailer,
    clock,
    publicUrl,
    onError: (error) => report(error, 'voucherMails'),
  });
  const paymentPlans = new BuiltinPaymentPlans(db, clock);
  const checkout = new CheckoutService({
    orders,
    payments: new DbPayments(db, clock),
    onOrderConfirmed: (number) => {
      orderMails.orderConfirmed(number);
      voucherMails.kick();
    },
    // A card set up at the provider for a plan (its webhook; the verify page asks too).
    onCardSetUp: (event) =>
      paymentPlans.finishCardChange(
        null,
        event.sessionId,
        event.outcome === 'completed' ? (event.paymentMethod ?? null) : null,
        clock.now(),
      ),
    providers,
    publicUrl,
    onBackgroundError: (error) => report(error, 'checkout'),
  });
  gateway?.onEvent((event) => checkout.notify(event));
  const reservedOrders = new ReservedOrderCheckout({
    reserved: new BuiltinReservedOrders(db, clock),
    checkout,
  });
  const { captcha } = options;
  // Memberships and direct debit plans (issue 12): the scheduler charges each instalment once.
  const recurringCharges = new RecurringCharges({
    plans: paymentPlans,
    providers,
    mailer,
    clock,
    publicUrl,
    onError: (error) => report(error, 'recurringCharges'),
    ...(options.recurringCharges?.leaseMs ? { leaseMs: options.recurringCharges.leaseMs } : {}),
  });

  // The box office (issue 13): staff accounts with a second factor, their audit log, the door.
  const staffAccounts = new DbStaffAccounts(db);
  const staffAuth = new StaffAuthService({ accounts: staffAccounts, clock, qrSvg: textQrCodeSvg });

  // Venues and seat maps: a changed layout makes the backend read the venue's seats again.
  const venueSetup = new BuiltinVenueSetup(db, clock, {
    onLayoutChanged: (venueId) => backend.forgetVenueLayout(venueId),
  });

  const built = await buildApp({
    boxOffice: {
      staffAuth,
      staffAccounts,
      door: new BuiltinDoorCheckIn(db, clock),
      reports: new BuiltinBoxOfficeReports(db),
      clock,
      venueSetup,
      offerSetup: new BuiltinOfferSetup(db, clock),
      giftVoucherValidityMonths:
        options.giftVoucherValidityMonths ?? DEFAULT_VOUCHER_VALIDITY_MONTHS,
      season: new BuiltinSeasonSetup(db, clock),
      customers: new BuiltinCustomerLookup(db, clock),
    },
    checkout,
    orderMails,
    cartAdjustments: new BuiltinCartAdjustments(db, clock, backend),
    householdBookings: new BuiltinHouseholdBookings(db),
    reservedOrders,
    orderHistory: new BuiltinOrderHistory(db, clock, {
      cancelOrdersEnabled: options.cancelOrdersEnabled,
    }),
    donations: new BuiltinDonations(db, clock, {
      backend,
      giftAidEnabled: options.giftAidEnabled,
    }),
    giftVouchers: new BuiltinGiftVouchers(db, clock, { backend }),
    memberships: new BuiltinMemberships(db, clock, backend),
    paymentPlans,
    providers,
    giving: new GivingService({
      history: new BuiltinGivingHistory(db),
      ...receipts,
      clock,
      giftAidEnabled: options.giftAidEnabled,
    }),
    giftAidEnabled: options.giftAidEnabled,
    ...(gateway ? { testGateway: gateway } : {}),
    backend,
    accounts,
    auth,
    ...(outbox ? { mailbox: outbox } : {}),
    ...(captcha
      ? {
          captcha: new CaptchaGate(
            captcha,
            captcha.secretKey
              ? new SiteverifyCaptchaVerifier({
                  verifyUrl: captcha.verifyUrl,
                  secretKey: captcha.secretKey,
                  minScore: captcha.minScore,
                })
              : undefined,
          ),
        }
      : {}),
    clock,
    ...options.app,
  });
  app = built;

  const jobs = createBackgroundJobs(
    { backend, auth, staffAuth, orderMails, voucherMails, checkout, recurringCharges },
    report,
    options.recurringCharges?.intervalMs
      ? { recurringChargesMs: options.recurringCharges.intervalMs }
      : {},
  );
  return {
    app: built,
    backend,
    accounts,
    auth,
    staffAuth,
    staffAccounts,
    outbox,
    orders,
    gateway,
    providers,
    checkout,
    orderMails,
    voucherMails,
    recurringCharges,
    paymentPlans,
    jobs,
    mail: options.mailer ? 'mailer' : smtp ? 'smtp' : 'outbox',
    close: async () => {
      await jobs.stop();
      await built.close();
      await auth.settled();
      await orderMails.settled();
      await voucherMails.settled();
      await gateway?.settled();
      await checkout.settled();
      stripe?.close();
      smtp?.close();
    },
  };
}
