/**
 * The box office's texts (issue 13) apart from the storefront's: the `staff` namespace and the
 * messages of the staff API's error codes (`errors.STAFF_…`). No customer page shows them, so
 * the web build cuts them out of every language's messages (vite.config.ts) and the staff pages
 * load them as a small chunk per language (src/web/i18n/i18n.ts, `loadStaffMessages`). The
 * message files themselves keep everything in one place per language.
 */
import type { Messages } from './translate.ts';

/** The top-level namespace of every box-office string. */
export const STAFF_NAMESPACE = 'staff';

/**
 * Error codes only the staff API answers. A new box-office error code named `STAFF_…` stays out
 * of the storefront's bundle by itself; any other name ships with the storefront's errors.
 */
export const isStaffErrorCode = (code: string): boolean => code.startsWith('STAFF_');

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
