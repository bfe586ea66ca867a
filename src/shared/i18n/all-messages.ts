import type { Locale } from '../locales.ts';
import de from './messages/de.json' with { type: 'json' };
import enGB from './messages/en-GB.json' with { type: 'json' };
import enUS from './messages/en-US.json' with { type: 'json' };
import es from './messages/es.json' with { type: 'json' };
import ht from './messages/ht.json' with { type: 'json' };
import sv from './messages/sv.json' with { type: 'json' };
import type { Messages } from './translate.ts';

/**
 * Every language's messages at once, for the server (mails, translated validation messages).
 * The web must not import this: it loads one language at a time (src/web/i18n/i18n.ts).
 */
export const ALL_MESSAGES: Record<Locale, Messages> = {
  'en-US': enUS,
  'en-GB': enGB,
  de,
  es,
  ht,
  sv,
};
