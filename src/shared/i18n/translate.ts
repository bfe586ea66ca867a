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

function interpolate(text: string, options: TranslateOptions | undefined): string {
  if (!options) return text;
  return text.replace(/{{\s*(\w+)\s*}}/g, (match, name: string) =>
    name in options ? String(options[name]) : match,
  );
}

/**
 * Looks a key up in the reader's messages, then in en-US; with `count`, picks the plural form
 * (`key_one`, `key_other`, …) by the language's rules. A missing key shows the key, which the
 * message-file test keeps from ever reaching a reader.
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
    if (text !== undefined) return interpolate(text, options);
  }
  return key;
}
