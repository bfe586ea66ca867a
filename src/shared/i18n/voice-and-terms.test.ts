/**
 * Guards docs/voice-and-terms.md: each language addresses the reader one way and has one word
 * for each thing (ticket, cart or basket, order, performance, seat, box office), US English
 * spells the US way and British English the British way, and the box office's phone number and
 * hours are written in one place only (src/shared/box-office.ts, `boxOffice.hours`).
 * The seed's buyer-facing texts (productions, promo codes, delivery names) are held to the same
 * words as the message files.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BOX_OFFICE, boxOfficePhone } from '../box-office.ts';
import { ERROR_MESSAGES } from '../errors.ts';
import { LOCALES, type Locale } from '../locales.ts';
import { ALL_MESSAGES } from './all-messages.ts';
import { type Messages, translate } from './translate.ts';

const flatten = (tree: Messages, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : flatten(value, `${prefix}${key}.`),
  );

/** A word on its own (letters with accents count as letters, unlike `\b`). */
const word = (alternatives: string) =>
  new RegExp(`(?<![\\p{L}])(?:${alternatives})(?![\\p{L}])`, 'iu');

interface Rule {
  /** What the glossary says, shown when the rule fails. */
  says: string;
  pattern: RegExp;
  /** Keys the rule does not apply to, with the reason in `says`. */
  except?: RegExp;
}

/** Per language: words that break its form of address or its one-word-per-thing glossary. */
const RULES: Record<Locale, Rule[]> = {
  'en-US': [
    {
      says: 'US spelling (canceled, recognize, color, favorite, center, theater, catalog…)',
      pattern: word(
        'cancell(?:ed|ing)|\\w*recognis\\w*|\\w*colour\\w*|favourite\\w*|organis\\w*|honour\\w*|' +
          'centre|theatre|catalogue|programme|licence|behaviour|neighbour\\w*|travell(?:ed|ing)|' +
          'apologis\\w*|authoris\\w*|personalis\\w*|prioritis\\w*|realis(?:e|ed|ing)|whilst',
      ),
    },
    {
      says: 'US words: cart (not basket), mail (not post), business days, zip code',
      pattern: word('basket|by post|posted|working days|postcode'),
    },
  ],
  'en-GB': [
    {
      says: 'British spelling (cancelled, recognise, colour, favourite, centre, theatre…)',
      pattern: word(
        'canceled|canceling|\\w*recogniz\\w*|color\\w*|favorite\\w*|organiz\\w*|center|theater|catalog|' +
          'apologiz\\w*|authoriz\\w*|personaliz\\w*|prioritiz\\w*|realiz(?:e|ed|ing)',
      ),
    },
    { says: 'British words: basket (not cart)', pattern: word('cart') },
  ],
  es: [
    {
      says: '"usted" (su, sus, le; elija, inicie sesión, puede), never "tú"',
      pattern: word(
        'tú|tu|tus|te|ti|contigo|tuyo|tuya|tuyos|tuyas|puedes|tienes|quieres|necesitas|debes|has|' +
          'estás|eres|perteneces|inicias|olvidaste|pagaste|guardaste|introduce|escribe|recoge|' +
          'revisa|confirma|acepta|llama|vuelve|imprime|trae|crea|cópialo|regístrate|cuéntanos',
      ),
      // Left out: tú imperatives that are also the third person ("muestra", "guarda", "elige",
      // "comparte", "añade": "el mapa muestra", "se elige"); their sentences carry "tu" or "te".
    },
    {
      says: '"entradas" (never "boletos"), "carrito" (never "cesta"), "saldo a favor", "cargos"',
      pattern: word('boletos?|cesta|crédito de la cuenta|comisi(?:ón|ones)'),
    },
  ],
  de: [
    { says: '"Sie" and "Ihr", never "du"', pattern: word('du|dich|dir|dein\\w*') },
    {
      says: '"Tickets" (never "Karten", which are payment cards), "Rückerstattungsschutz"',
      pattern:
        /(?<![\p{L}])(?:Karten|Eintrittskarten?|Kartenart\w*|Kartenpreis\w*|Kartenverkauf|Erstattungsschutz)(?![\p{L}])/u,
    },
  ],
  ht: [
    { says: '"ou" (or "w"), never "vou"', pattern: word('vou') },
    {
      says: '"biwo tikè" (never "kès"), "reprezantasyon" (never "pèfòmans"), "plas" for a seat',
      pattern: word('kès|pèfòmans|chèz(?! woulant)'),
      // In the sensory booth a "chèz" is a piece of furniture (bean bag, rocker), not a seat.
      except: /^sensoryBooth\./,
    },
  ],
  sv: [
    { says: '"du", never "ni"', pattern: word('ni|er|ert|era') },
    {
      says: '"beställning" (never "order"), "varukorg", "biljett"',
      pattern: word('order|ordern|ordernummer|ordernumret|kundvagn\\w*|biljettinnehavare'),
    },
  ],
};

const messages = (locale: Locale) => flatten(ALL_MESSAGES[locale]);

/** The seed's buyer-facing texts, per language (a `'en-US': '…'` or `es: '…'` property). */
function seedTexts(locale: Locale): string[] {
  const folder = path.join(import.meta.dirname, '../../adapters/db/seed');
  const files = ['demo-productions.ts', 'demo-promo-codes.ts', 'reference-data.ts'];
  const key = locale.includes('-') ? `'${locale}'` : locale;
  const property = new RegExp(`(?:^|[\\s{,])${key}:\\s*(?:\\n\\s*)?'((?:[^'\\\\]|\\\\.)*)'`, 'g');
  return files.flatMap((file) =>
    [...readFileSync(path.join(folder, file), 'utf8').matchAll(property)].map((m) => m[1] ?? ''),
  );
}

describe('voice and terms (docs/voice-and-terms.md)', () => {
  for (const locale of LOCALES) {
    describe(locale, () => {
      for (const rule of RULES[locale]) {
        it(`messages: ${rule.says}`, () => {
          const offending = messages(locale)
            .filter(([key, text]) => !rule.except?.test(key) && rule.pattern.test(text))
            .map(([key, text]) => `${key}: ${text}`);
          expect(offending).toEqual([]);
        });
      }
      it('seed texts: the same words as the messages', () => {
        const texts = seedTexts(locale);
        expect(texts.length).toBeGreaterThan(0);
        const offending = texts.filter((text) =>
          RULES[locale].some((rule) => !rule.except && rule.pattern.test(text)),
        );
        expect(offending).toEqual([]);
      });
    });
  }

  it('the API’s own US English (src/shared/errors.ts) spells the US way', () => {
    const offending = Object.entries(ERROR_MESSAGES).filter(([, text]) =>
      RULES['en-US'].some((rule) => rule.pattern.test(text)),
    );
    expect(offending).toEqual([]);
  });
});

describe('the box office’s phone number and hours: one source', () => {
  /** Opening hours written out: "10am to 7pm", "10 bis 19 Uhr", "kl. 10–19", "10è … 7è". */
  const HOURS = /(?<!\d)10(?!\d)[^{}]{0,25}(?<!\d)(?:7|19)(?!\d)/;
  const PHONE = /555-0142/;

  for (const locale of LOCALES) {
    it(`${locale}: only ${BOX_OFFICE.hoursMessageKey} writes the hours; no message writes the number`, () => {
      const all = messages(locale);
      expect(
        all
          .filter(([key, text]) => key !== BOX_OFFICE.hoursMessageKey && HOURS.test(text))
          .map(([key]) => key),
      ).toEqual([]);
      expect(all.filter(([, text]) => PHONE.test(text)).map(([key]) => key)).toEqual([]);
      expect(translate(ALL_MESSAGES, locale, BOX_OFFICE.hoursMessageKey)).toMatch(HOURS);
    });

    it(`${locale}: the mail's help line and its footer give the same hours and number`, () => {
      const t = (key: string) => translate(ALL_MESSAGES, locale, key);
      const hours = t(BOX_OFFICE.hoursMessageKey);
      for (const key of ['mail.order.help', 'mail.footer', 'footer.hours', 'auth.resetHelp'])
        expect(t(key), key).toContain(hours);
      for (const key of ['mail.footer', 'footer.phone', 'auth.resetHelp'])
        expect(t(key), key).toContain(boxOfficePhone(locale));
      expect(t('mail.footer')).not.toMatch(/{{/);
    });
  }
});
