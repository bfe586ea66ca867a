import { queryOptions } from '@tanstack/react-query';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import type { Cart } from '../../../shared/contracts/cart.ts';
import type {
  OrderStatus,
  StartPaymentBody,
  StartPaymentResponse,
} from '../../../shared/contracts/checkout.ts';
import type { Locale } from '../../../shared/locales.ts';
import { currentLocale } from '../../i18n/i18n.ts';
import { api, queryClient } from '../../lib/api.ts';
import { loginPath, sessionQueryOptions } from '../account/session-api.ts';
import { cartQueryOptions } from '../seat-map/seat-map-api.ts';

/** Empties the cart at once, releasing every hold; answers the (empty) cart. */
export const emptyCart = (lang: Locale) => api.delete<Cart>(`/api/cart?lang=${lang}`);

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
  await freshCart();
  return null;
}

/** The account step: a cart is needed, not yet a customer. */
export async function accountStepLoader() {
  const [cart] = await Promise.all([freshCart(), queryClient.fetchQuery(sessionQueryOptions())]);
  if (!cart || cart.lines.length === 0) throw redirect('/basket');
  return null;
}

/**
 * Steps after account need a signed-in customer (→ sign in, coming back here) and something in
 * the cart (→ the basket). The payment step keeps an outcome to tell even when the hold lapsed.
 */
export async function checkoutStepLoader({ request }: LoaderFunctionArgs) {
  const [cart, session] = await Promise.all([
    freshCart(),
    queryClient.fetchQuery({ ...sessionQueryOptions(), staleTime: 5_000 }),
  ]);
  if (!session.customer) throw redirect(loginPath(here(request)));
  const outcome = new URL(request.url).searchParams.get('outcome');
  if ((!cart || cart.lines.length === 0) && !outcome) throw redirect('/basket');
  return null;
}

/** The order pages: their customer only; signed out, sign in and come back. */
export async function orderPageLoader({ request }: LoaderFunctionArgs) {
  const session = await queryClient.fetchQuery({ ...sessionQueryOptions(), staleTime: 5_000 });
  if (!session.customer) throw redirect(loginPath(here(request)));
  return null;
}
