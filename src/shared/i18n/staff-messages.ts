/**
 * The box office's texts (issue 13) apart from the storefront's: the `staff` namespace and the
 * messages of the staff API's error codes (`errors.STAFF_…`). No customer page shows them, so
 * the web build cuts them out of every language's messages (vite.config.ts) and the staff pages
 * load them as a small chunk per language (`virtual:staff-messages`, read by
 * src/web/routes/box-office/box-office-app.ts). The message files keep everything in one place
 * per language.
 */
import type { Messages } from './translate.ts';

/** The top-level namespace of every box-office string. */
export const STAFF_NAMESPACE = 'staff';

/**
 * Error codes of the box office's set-up that are not named `STAFF_…`: only the staff API
 * answers them (venues: src/domain/ports/venue-setup.ts; offers: offer-setup.ts). An array, not
 * a Set, so that a bundle that does not use it drops it.
 */
const SET_UP_ERROR_CODES: readonly string[] = [
  'VENUE_FILE_INVALID',
  'VENUE_SEATS_IN_USE',
  'VENUE_SEAT_NOT_FOUND',
  'PROMO_CODE_NOT_FOUND',
  'PROMO_CODE_TAKEN',
  'PROMO_CODE_IN_USE',
  'FUND_IN_USE',
  'MEMBERSHIP_LEVEL_IN_USE',
  'MEMBERSHIP_SLUG_TAKEN',
];

/**
 * Error codes only the staff API answers. A new box-office error code named `STAFF_…` stays out
 * of the storefront's bundle by itself; another name must be in SET_UP_ERROR_CODES, or it ships
 * with the storefront's errors.
 */
export const isStaffErrorCode = (code: string): boolean =>
  code.startsWith('STAFF_') || SET_UP_ERROR_CODES.includes(code);

/** One language's messages as the storefront ships them, and the box office's part of them. */
export function splitStaffMessages(messages: Messages): { storefront: Messages; staff: Messages } {
  const storefront: Messages = {};
  const staff: Messages = {};
  for (const [namespace, value] of Object.entries(messages)) {
    if (namespace === STAFF_NAMESPACE) staff[namespace] = value;
    else if (namespace === 'errors' && typeof value === 'object') {
      const customer: Messages = {};
      const staffErrors: Messages = {};
      for (const [code, text] of Object.entries(value))
        (isStaffErrorCode(code) ? staffErrors : customer)[code] = text;
      storefront[namespace] = customer;
      staff[namespace] = staffErrors;
    } else storefront[namespace] = value;
  }
  return { storefront, staff };
}

/** `extra` laid over `base`, namespaces merged at every depth (`errors` from both parts). */
export function mergeMessages(base: Messages, extra: Messages): Messages {
  const merged: Messages = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const under = merged[key];
    merged[key] =
      typeof value === 'object' && typeof under === 'object' ? mergeMessages(under, value) : value;
  }
  return merged;
}
