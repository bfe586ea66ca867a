/**
 * Error texts only the late pages show (sign-in, account, basket, checkout, donations, gift
 * vouchers, memberships): a payment, an order, a promo code or voucher, an account. The web
 * build leaves them out of the US English the main bundle carries (vite.config.ts) and those
 * pages load the whole file before they show (`loadAllMessages`), so the listings page does not
 * download them. An error the listings, event or seat pages can meet (seats, limits, the booth,
 * the cart's expiry, the network) must not match here.
 */
const LATE_ERROR_PREFIXES = [
  'ACCOUNT_',
  'ADDRESS_',
  'CART_PRICES_CHANGED',
  'CREDIT_',
  'EMAIL_',
  'FUND_',
  'GIFT_VOUCHER_',
  'HOUSEHOLD_',
  'MEMBERSHIP_',
  'ORDER_',
  'PAYMENT_',
  'PROMO_',
];

export function isLateError(code: string): boolean {
  return LATE_ERROR_PREFIXES.some((prefix) => code.startsWith(prefix));
}
