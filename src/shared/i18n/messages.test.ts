import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SPEC_VALIDATION_TEXT } from '../contracts/account-validation.ts';
import { ERROR_STATUS } from '../errors.ts';
import { LOCALES } from '../locales.ts';

type Tree = { [key: string]: string | Tree };
const dir = path.join(import.meta.dirname, 'messages');
const load = (locale: string): Tree =>
  JSON.parse(readFileSync(path.join(dir, `${locale}.json`), 'utf8'));
const flatten = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [[`${prefix}${key}`, value]]
        : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );
const placeholders = (text: string) =>
  (text.match(/{{\s*\w+\s*}}/g) ?? []).map((p) => p.replace(/\s/g, '')).sort();

const base = flatten(load('en-US'));

/** Strings that rightly read the same in another language: names, numbers, codes. */
const SAME_EVERYWHERE = new Set([
  'meta.siteName',
  'meta.documentTitle',
  'footer.address',
  'errors.errorPageFailed',
  'nav.home',
  'listings.viewList',
  // German says "Tickets" too (docs/voice-and-terms.md).
  'production.priceRange',
  'production.priceSingle',
  // Gift Aid is the name of the UK tax office's scheme, in every language.
  'account.nav.giftAid',
  'giving.history.giftAidTag',
  'giving.giftAid.title',
  // German says "Name" and "Administrator" too (the box office's staff pages).
  'staff.staffAdmin.columns.name',
  'staff.staffAdmin.fields.name',
  'staff.audit.fields.name',
  'staff.customers.name',
  // German says "Tickets" too (docs/voice-and-terms.md): the customer look-up's ticket lines.
  'staff.customers.tickets',
  'staff.roles.admin',
]);

describe('message files', () => {
  it('exist for exactly the six locales', () => {
    expect(readdirSync(dir).sort()).toEqual(LOCALES.map((l) => `${l}.json`).sort());
  });

  for (const locale of LOCALES) {
    describe(locale, () => {
      const messages = flatten(load(locale));
      it('have every key of en-US and no other', () => {
        expect(Object.keys(messages).sort()).toEqual(Object.keys(base).sort());
      });
      it('keep the placeholders of every message', () => {
        for (const [key, text] of Object.entries(base)) {
          expect(placeholders(messages[key] ?? ''), `${locale} ${key}`).toEqual(placeholders(text));
        }
      });
      it('have no empty message', () => {
        for (const [key, text] of Object.entries(messages))
          expect(text.trim(), `${locale} ${key}`).not.toBe('');
      });
      it('translate every error code', () => {
        for (const code of Object.keys(ERROR_STATUS))
          expect(messages[`errors.${code}`], code).toBeTruthy();
      });
      if (!locale.startsWith('en')) {
        it('leave no English behind', () => {
          const untranslated = Object.entries(messages).filter(
            ([key, text]) =>
              text === base[key] &&
              !SAME_EVERYWHERE.has(key) &&
              /[a-z]{4,}/i.test(text.replace(/{{\w+}}/g, '')),
          );
          expect(untranslated.map(([key]) => key)).toEqual([]);
        });
      }
    });
  }
});

describe('message keys', () => {
  /** Keys looked up by a computed name: `availability.${state}.label`, `access.${tag}`, `errors.${code}`. */
  const DYNAMIC = [
    /^availability\.[1-8]\.(label|message)$/,
    /^access\./,
    /^errors\.[A-Z_]+$/,
    // Labels of the account contracts' enums: `account.${group}.${code}`.
    /^account\.(contactPermissions|interests|addressTypes)\./,
    // Filled into other messages by translate itself ({{boxOfficeHours}}; src/shared/box-office.ts).
    /^boxOffice\./,
  ];

  it('are all used by the web app (no dead translations)', () => {
    const walk = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory()
          ? walk(path.join(dir, entry.name))
          : /\.tsx?$/.test(entry.name)
            ? [path.join(dir, entry.name)]
            : [],
      );
    // The web shows most keys; contracts name validation and label keys, and the server renders
    // mails and translates validation messages.
    const source = ['../../web', '../contracts', '../../domain', '../../adapters', '../../server']
      .flatMap((folder) => walk(path.join(import.meta.dirname, folder)))
      .filter((file) => !file.endsWith('.test.ts'))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const unused = Object.keys(base)
      .map((key) => key.replace(/_(zero|one|two|few|many|other)$/, ''))
      .filter((key) => !DYNAMIC.some((pattern) => pattern.test(key)))
      .filter((key) => !source.includes(`'${key}'`));
    expect([...new Set(unused)]).toEqual([]);
  });
});

describe('validation messages', () => {
  it('say in en-US exactly what the spec says (§5)', () => {
    for (const [key, text] of Object.entries(SPEC_VALIDATION_TEXT))
      expect(base[key], key).toBe(text);
  });
});
