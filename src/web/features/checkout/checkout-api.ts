import { queryOptions } from '@tanstack/react-query';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { addressProblems } from '../../../shared/checkout-addresses.ts';
import { ticketLinesOf } from '../../../shared/contracts/cart.ts';
import type {
  OrderStatus,
  StartPaymentBody,
  StartPaymentResponse,
} from '../../../shared/contracts/checkout.ts';
import type { Locale } from '../../../shared/locales.ts';
import { currentLocale } from '../../i18n/i18n.ts';
import { api, queryClient } from '../../lib/api.ts';
import { loginPath, sessionQueryOptions } from '../account/session-api.ts';
import { cartQueryOptions } from '../cart/cart-api.ts';
import { siteStatusQueryOptions } from '../site/site-api.ts';
import { checkoutTotals, readDraft } from './checkout-draft.ts';
import {
  ALL_CHECKOUT_STEPS,
  type CheckoutStep,
  checkoutSteps,
  PERFORMANCES_WITH_ADD_ONS,
  stepToShow,
} from './checkout-step-list.ts';
import { householdBookingQueryOptions } from './household-api.ts';
import { membershipAgreed } from './membership-terms.ts';
import { withReservedOrder } from './reserved-cart.ts';
import { reservedOrderQueryOptions } from './reserved-order-api.ts';

/**
 * The review step's answers: a redirect to the provider's page, or a free order confirmed.
 * `idempotencyKey` is the attempt's key kept with the checkout draft (paymentKey): the same key
 * twice (a double click, a resend) gets the first answer, one payment page.
 */
export const startPayment = (body: StartPaymentBody, lang: Locale, idempotencyKey: string) =>
  api.post<StartPaymentResponse>(`/api/checkout/payment?lang=${lang}`, body, {
    'Idempotency-Key': idempotencyKey,
  });

/** An order's state, for its customer (what /order/verify polls). */
export const orderStatusQueryOptions = (number: string) =>
  queryOptions({
    queryKey: ['order-status', number],
    queryFn: ({ signal }) =>
      api.get<OrderStatus>(`/api/orders/${encodeURIComponent(number)}/status`, {}, signal),
    staleTime: 0,
    retry: false,
  });

/** The cart as it is now (holds may have changed or lapsed since it was last asked). */
export const freshCart = () =>
  queryClient.fetchQuery({ ...cartQueryOptions(currentLocale()), staleTime: 2_000 });

const here = (request: Request) => {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
};

/** The "basket" and "valid-basket" guards: nothing held, nothing to check out. */
export async function basketLoader() {
  // A basket that cannot be read is the page's to tell (the cart error dialog), not an error page.
  await freshCart().catch(() => undefined);
  return null;
}

/** The cart with a reserved order being paid later merged in (signed in only). */
async function payableCart(signedIn: boolean) {
  const [cart, reserved] = await Promise.all([
    freshCart(),
    signedIn
      ? queryClient.fetchQuery({ ...reservedOrderQueryOptions(currentLocale()), staleTime: 2_000 })
      : null,
  ]);
  return withReservedOrder(cart, reserved?.reservedOrder);
}

/** The account step: a cart is needed, not yet a customer. */
export async function accountStepLoader() {
  const session = await queryClient.fetchQuery(sessionQueryOptions());
  const cart = await payableCart(Boolean(session.customer));
  if (!cart || cart.lines.length === 0) throw redirect('/basket');
  return null;
}

const pathOf = (step: CheckoutStep) => (step === 'basket' ? '/basket' : `/checkout/${step}`);

/**
 * Steps after account need a signed-in customer (→ sign in, coming back here) and something in
 * the cart (→ the basket); then every step before this one must be done (the membership's
 * terms, the delivery's addresses, the household's booker, the review's acknowledgements), else
 * the visitor is sent to the first that is not (checkout-step-list.ts); a step this checkout does
 * not have leads on. The payment step keeps an outcome to tell even when the hold lapsed.
 */
export async function checkoutStepLoader({ request }: LoaderFunctionArgs) {
  const session = await queryClient.fetchQuery({ ...sessionQueryOptions(), staleTime: 5_000 });
  if (!session.customer) throw redirect(loginPath(here(request)));
  const url = new URL(request.url);
  const [cart, booking, site] = await Promise.all([
    payableCart(true),
    queryClient.fetchQuery({ ...householdBookingQueryOptions(), staleTime: 2_000 }),
    queryClient.fetchQuery(siteStatusQueryOptions()),
  ]);
  const outcome = url.searchParams.get('outcome');
  if (outcome) return null;
  if (!cart || cart.lines.length === 0) throw redirect('/basket');
  const wanted = ALL_CHECKOUT_STEPS.find((step) => url.pathname === `/checkout/${step}`);
  if (!wanted) return null;
  const draft = readDraft();
  const tickets = ticketLinesOf(cart);
  const steps = checkoutSteps({
    performanceIds: tickets.map((line) => line.performanceId),
    performancesWithAddOns: PERFORMANCES_WITH_ADD_ONS,
    inHousehold: booking.members.length > 0,
    withoutTickets: tickets.length === 0,
    giftAid: site.giftAid && cart.lines.some((line) => line.kind === 'donation'),
    membership: cart.lines.some((line) => line.kind === 'membership'),
  });
  const show = stepToShow(steps, wanted, {
    hasItems: true,
    signedIn: true,
    deliveryDone:
      addressProblems({
        amountToPayCents: checkoutTotals(cart, draft.deliveryMethod).total,
        deliveryMethod: draft.deliveryMethod,
        billingAddressId: draft.billingAddressId,
        deliveryAddressId: draft.deliveryAddressId,
      }).length === 0,
    bookerChosen: booking.bookerCustomerId !== null,
    reviewed: draft.acceptTerms && draft.acknowledgePrivacy,
    membershipAgreed: membershipAgreed(cart, draft.membershipTerms),
  });
  if (show !== wanted) throw redirect(pathOf(show));
  return null;
}

/** The order pages: their customer only; signed out, sign in and come back. */
export async function orderPageLoader({ request }: LoaderFunctionArgs) {
  const session = await queryClient.fetchQuery({ ...sessionQueryOptions(), staleTime: 5_000 });
  if (!session.customer) throw redirect(loginPath(here(request)));
  return null;
}
