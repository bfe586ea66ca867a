import { describe, expect, it } from 'vitest';
import { lineIdParam, typedText } from './common.ts';

describe('text a person typed', () => {
  const name = typedText(100, 'bad');
  const message = typedText(500, 'bad', { lines: true });

  it('keeps names in any script, emoji with their joiners included', () => {
    expect(name.parse('  Ana 👨‍👩‍👧 López  ')).toBe('Ana 👨‍👩‍👧 López');
    expect(name.safeParse('مهرداد‌ نوری').success).toBe(true);
  });

  it('refuses what prints wrongly or deceives in a mail or a PDF', () => {
    for (const text of ['Ana\nBcc: x@example.org', '\u202Egnp.exe', 'a\u2028b', 'a\u0007b'])
      expect(name.safeParse(text).success, JSON.stringify(text)).toBe(false);
    expect(name.safeParse('x'.repeat(101)).success).toBe(false);
  });

  it('lets a message keep its line breaks, nothing else', () => {
    expect(message.safeParse('Happy birthday!\r\nSee you there.').success).toBe(true);
    expect(message.safeParse('Happy\u0000').success).toBe(false);
  });
});

describe('a cart line id in a path', () => {
  it('holds only ids a database column can', () => {
    const id = lineIdParam('v', 'bad');
    expect(id.safeParse('v-2147483647').success).toBe(true);
    for (const text of ['v-2147483648', 'v-9999999999', 'v-0', 'd-1', 'v-01'])
      expect(id.safeParse(text).success, text).toBe(false);
  });
});
