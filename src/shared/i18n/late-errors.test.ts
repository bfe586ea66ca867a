import { describe, expect, it } from 'vitest';
import { isLateError } from './late-errors.ts';

describe('late error texts', () => {
  it('leaves what the listings, event and seat pages can meet in the main bundle', () => {
    for (const early of [
      'SEATS_UNAVAILABLE',
      'TICKET_LIMIT_REACHED',
      'MAX_TICKETS_ONLINE',
      'SENSORY_BOOTH_FULL',
      'ACCESS_REGISTRATION_REQUIRED',
      'CART_EXPIRED',
      'CART_EMPTY',
      'PRIORITY_EVENT_UNAVAILABLE',
      'RATE_LIMITED',
      'NETWORK_ERROR',
      'INTERNAL_ERROR',
      'MAINTENANCE_MODE',
    ])
      expect(isLateError(early), early).toBe(false);
  });

  it('moves the payment, order, promo, voucher, membership and account texts to the late pages', () => {
    for (const late of [
      'PAYMENT_DECLINED',
      'ORDER_NOT_FOUND',
      'PROMO_USED_UP',
      'GIFT_VOUCHER_EXPIRED',
      'MEMBERSHIP_ONE_PER_CART',
      'ACCOUNT_LOCKED',
      'CART_PRICES_CHANGED',
    ])
      expect(isLateError(late), late).toBe(true);
  });
});
