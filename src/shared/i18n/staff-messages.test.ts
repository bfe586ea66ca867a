import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../locales.ts';
import { mergeMessages, splitStaffMessages } from './staff-messages.ts';
import type { Messages } from './translate.ts';

const sample: Messages = {
  nav: { home: 'Home' },
  errors: { NOT_FOUND: 'Not found', STAFF_FORBIDDEN: 'Not your role', STAFF_X: 'x' },
  staff: { nav: { home: 'Box office' } },
};

describe('splitStaffMessages', () => {
  it('keeps the box office’s texts out of the storefront’s and gives them apart', () => {
    const { storefront, staff } = splitStaffMessages(sample);
    expect(storefront).toEqual({ nav: { home: 'Home' }, errors: { NOT_FOUND: 'Not found' } });
    expect(staff).toEqual({
      staff: { nav: { home: 'Box office' } },
      errors: { STAFF_FORBIDDEN: 'Not your role', STAFF_X: 'x' },
    });
  });

  it('loses nothing: both parts merged are the whole file, in every language', () => {
    for (const locale of LOCALES) {
      const file = path.join(import.meta.dirname, 'messages', `${locale}.json`);
      const messages = JSON.parse(readFileSync(file, 'utf8')) as Messages;
      const { storefront, staff } = splitStaffMessages(messages);
      expect(storefront.staff, locale).toBeUndefined();
      expect(Object.keys(storefront.errors as Messages).some((c) => c.startsWith('STAFF_'))).toBe(
        false,
      );
      // The set-up's codes not named STAFF_… are the box office's too; a buyer's stay.
      expect(storefront.errors, locale).not.toHaveProperty('VENUE_FILE_INVALID');
      expect(storefront.errors, locale).not.toHaveProperty('PROMO_CODE_TAKEN');
      expect(staff.errors, locale).toHaveProperty('MEMBERSHIP_SLUG_TAKEN');
      expect(storefront.errors, locale).toHaveProperty('PROMO_USED_UP');
      expect(mergeMessages(storefront, staff), locale).toEqual(messages);
    }
  });
});

describe('mergeMessages', () => {
  it('merges namespaces at every depth; the later text wins', () => {
    expect(
      mergeMessages(
        { errors: { A: 'a' }, nav: { x: { y: '1' } } },
        { errors: { B: 'b' }, nav: { x: { z: '2', y: '3' } } },
      ),
    ).toEqual({ errors: { A: 'a', B: 'b' }, nav: { x: { y: '3', z: '2' } } });
  });
});
