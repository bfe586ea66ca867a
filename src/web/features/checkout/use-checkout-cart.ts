import { useQuery } from '@tanstack/react-query';
import { ticketLinesOf } from '../../../shared/contracts/cart.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { sessionQueryOptions } from '../account/session-api.ts';
import { cartQueryOptions } from '../cart/cart-api.ts';
import { siteStatusQueryOptions } from '../site/site-api.ts';
import {
  type CheckoutStep,
  checkoutSteps,
  PERFORMANCES_WITH_ADD_ONS,
} from './checkout-step-list.ts';
import { householdBookingQueryOptions } from './household-api.ts';
import { withReservedOrder } from './reserved-cart.ts';
import { reservedOrderQueryOptions } from './reserved-order-api.ts';

/**
 * What the checkout steps pay: the cart, with a reserved order being paid later merged in
 * (reserved-cart.ts), and that reserved order on its own for the pages that show it apart.
 */
export function useCheckoutCart() {
  const { locale } = useTranslation();
  const cart = useQuery(cartQueryOptions(locale));
  const session = useQuery(sessionQueryOptions());
  const signedIn = Boolean(session.data?.customer);
  const reserved = useQuery({ ...reservedOrderQueryOptions(locale), enabled: signedIn });
  const reservedOrder = signedIn ? (reserved.data?.reservedOrder ?? null) : null;
  return {
    cart: withReservedOrder(cart.data, reservedOrder),
    reservedOrder,
    signedIn,
    isPending: cart.isPending,
  };
}

/**
 * This checkout's steps: household only for a customer in one, add-ons only when relevant,
 * neither delivery nor household for a cart of gifts only, gift aid where it is on and the
 * cart has a gift, the membership's terms when it holds a membership.
 */
export function useCheckoutSteps(): CheckoutStep[] {
  const { cart, signedIn } = useCheckoutCart();
  const booking = useQuery({ ...householdBookingQueryOptions(), enabled: signedIn });
  const giftAid = useQuery(siteStatusQueryOptions()).data?.giftAid ?? false;
  const tickets = cart ? ticketLinesOf(cart) : [];
  return checkoutSteps({
    performanceIds: tickets.map((line) => line.performanceId),
    performancesWithAddOns: PERFORMANCES_WITH_ADD_ONS,
    inHousehold: signedIn && (booking.data?.members.length ?? 0) > 0,
    withoutTickets: Boolean(cart && cart.lines.length > 0 && tickets.length === 0),
    giftAid: giftAid && Boolean(cart?.lines.some((line) => line.kind === 'donation')),
    membership: Boolean(cart?.lines.some((line) => line.kind === 'membership')),
  });
}
