import type { Locale } from './locales.ts';

/**
 * The box office's facts that messages name: one source for each, so the mail's body and its
 * footer, the site's footer and every help line say the same (issue 9 item 18; decision 016).
 * Any message may write `{{boxOfficePhone}}` or `{{boxOfficeHours}}`; `translate` fills them in
 * without the caller passing them (src/shared/i18n/translate.ts).
 */
export const BOX_OFFICE = {
  /** As dialled in the US, where most buyers are. */
  phone: '(845) 555-0142',
  /** With the country code, for readers who may be calling from abroad. */
  internationalPhone: '+1 (845) 555-0142',
  email: 'boxoffice@maplestreetplayhouse.org',
  /**
   * The message that says the opening hours in each language (spec §1: Monday to Saturday,
   * 10am to 7pm). Its wording is the only place the hours are written; every other message
   * that names them uses `{{boxOfficeHours}}`, which a unit test enforces.
   */
  hoursMessageKey: 'boxOffice.hours',
} as const;

/** The languages whose readers are told the number with its country code. */
const INTERNATIONAL: ReadonlySet<Locale> = new Set<Locale>(['en-GB', 'de', 'sv']);

/** The box office's telephone number as a reader of `locale` dials it. */
export function boxOfficePhone(locale: Locale): string {
  return INTERNATIONAL.has(locale) ? BOX_OFFICE.internationalPhone : BOX_OFFICE.phone;
}
