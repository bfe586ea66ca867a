import { BOX_OFFICE, boxOfficePhone } from '../box-office.ts';
import { DEFAULT_LOCALE, type Locale } from '../locales.ts';

/** A message file: nested objects of strings (i18next JSON shape: `{{var}}`, `_one`/`_other`). */
export interface Messages {
  [key: string]: string | Messages;
}

export type TranslateOptions = Record<string, string | number> & { count?: number };

function lookup(messages: Messages | undefined, key: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralCategory(locale: Locale, count: number): string {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  return rules.select(count);
}

/**
 * Facts any message may name without its caller passing them, each from one source (decision
 * 016): the box office's phone number and its opening hours in the reader's language.
 */
const SITE_FACTS: Record<
  string,
  (bundles: Partial<Record<Locale, Messages>>, locale: Locale) => string
> = {
  boxOfficePhone: (_bundles, locale) => boxOfficePhone(locale),
  // The hours' own message is plain words: naming itself would only print nothing.
  boxOfficeHours: (bundles, locale) =>
    translate(bundles, locale, BOX_OFFICE.hoursMessageKey, { boxOfficeHours: '' }),
};

function interpolate(
  text: string,
  options: TranslateOptions | undefined,
  bundles: Partial<Record<Locale, Messages>>,
  locale: Locale,
): string {
  if (!text.includes('{{')) return text;
  return text.replace(/{{\s*(\w+)\s*}}(\.?)/g, (match, name: string, stop: string) => {
    let value: string;
    if (options && name in options) value = String(options[name]);
    else {
      const fact = SITE_FACTS[name];
      if (!fact) return match;
      value = fact(bundles, locale);
    }
    // A value that ends a sentence with its own full stop ("7 p. m.", "Inc.") takes the
    // message's one: never "p. m..".
    return stop && value.endsWith('.') ? value : value + stop;
  });
}

/**
 * Looks a key up in the reader's messages, then in en-US; with `count`, picks the plural form
 * (`key_one`, `key_other`, …) by the language's rules. A missing key shows the key, which the
 * message-file test keeps from ever reaching a reader. `{{boxOfficePhone}}` and
 * `{{boxOfficeHours}}` are filled in for every message (SITE_FACTS).
 */
export function translate(
  bundles: Partial<Record<Locale, Messages>>,
  locale: Locale,
  key: string,
  options?: TranslateOptions,
): string {
  const chain = locale === DEFAULT_LOCALE ? [locale] : [locale, DEFAULT_LOCALE];
  for (const candidate of chain) {
    const messages = bundles[candidate];
    let text: string | undefined;
    if (typeof options?.count === 'number') {
      text =
        lookup(messages, `${key}_${pluralCategory(candidate, options.count)}`) ??
        lookup(messages, `${key}_other`);
    }
    text ??= lookup(messages, key);
    if (text !== undefined) return interpolate(text, options, bundles, candidate);
  }
  return key;
}
