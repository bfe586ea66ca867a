import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../shared/locales.ts';
import { type GiftVoucherCardInput, voucherCard } from './voucher-document.ts';

const input = (overrides: Partial<GiftVoucherCardInput> = {}): GiftVoucherCardInput => ({
  code: 'K7QP-3XWM9TB',
  amountCents: 5000,
  // Midnight at the start of May 3, 2028 in New York: good through May 2.
  expiresAt: new Date('2028-05-03T04:00:00Z'),
  recipientName: 'Maria Alvarez',
  fromName: 'Jean-Baptiste',
  message: 'Happy birthday!\nSee you at the show.',
  locale: 'en-US',
  ...overrides,
});

describe('voucherCard', () => {
  it('says what the voucher is worth, for whom, from whom, its code and its last day', () => {
    const card = voucherCard(input(), 'https://tickets.example.org/');
    expect(card).toMatchObject({
      locale: 'en-US',
      filename: 'gift-voucher-K7QP-3XWM9TB.pdf',
      documentTitle: 'Gift voucher K7QP-3XWM9TB',
      heading: 'Gift voucher',
      title: 'A gift of theater',
      amount: { label: 'Value', value: '$50.00' },
      to: 'To Maria Alvarez',
      from: 'From Jean-Baptiste',
      message: 'Happy birthday!\nSee you at the show.',
      code: { label: 'Voucher code', value: 'K7QP-3XWM9TB' },
      validUntil: 'Valid until Tuesday, May 2, 2028',
    });
    expect(card.footer).toContain('Maple Street Playhouse');
    expect(card.footer).not.toContain('{{');
  });

  it('names the ways to spend it and where to see the balance, as whole addresses', () => {
    const card = voucherCard(input(), 'https://tickets.example.org/');
    expect(card.howToUse.title).toBe('How to use it');
    expect(card.howToUse.ways.map((way) => way.label)).toEqual([
      'Online',
      'As account credit',
      'At the box office',
    ]);
    expect(card.howToUse.ways[0]?.text).toContain('cart');
    expect(card.howToUse.ways[1]?.address).toBe('https://tickets.example.org/redeem-gift-voucher');
    expect(card.balance.address).toBe('https://tickets.example.org/gift-vouchers/balance');
    expect(card.keepSafe).toMatch(/anyone who has it/);
  });

  it('names the day on the theatre’s clock, whatever the hour it stops', () => {
    const day = (expiresAt: string) =>
      voucherCard(input({ expiresAt: new Date(expiresAt) }), '').validUntil;
    // 11:59 pm in New York on May 2 is already May 3 in UTC.
    expect(day('2028-05-03T03:59:00Z')).toBe('Valid until Tuesday, May 2, 2028');
    expect(day('2028-05-02T15:00:00Z')).toBe('Valid until Tuesday, May 2, 2028');
  });

  it('leaves out whom it is for and from, and the message, when the buyer gave none', () => {
    const card = voucherCard(
      input({ recipientName: null, fromName: '   ', message: ' \n ' }),
      'http://localhost:3000',
    );
    expect(card.to).toBeNull();
    expect(card.from).toBeNull();
    expect(card.message).toBeNull();
  });

  it('prints the canonical code whatever form it came in', () => {
    const card = voucherCard(input({ code: 'k7qp 3xwm9tb' }), '');
    expect(card.code.value).toBe('K7QP-3XWM9TB');
    expect(card.filename).toBe('gift-voucher-K7QP-3XWM9TB.pdf');
  });

  it('refuses what cannot be a voucher: no code, no value, no expiry', () => {
    expect(() => voucherCard(input({ code: 'nope' }), '')).toThrow(RangeError);
    expect(() => voucherCard(input({ amountCents: 0 }), '')).toThrow(RangeError);
    expect(() => voucherCard(input({ amountCents: 12.5 }), '')).toThrow(RangeError);
    expect(() => voucherCard(input({ expiresAt: new Date('x') }), '')).toThrow(RangeError);
  });

  it('speaks every language: its own words, amounts and dates', () => {
    const cards = Object.fromEntries(
      LOCALES.map((locale) => [locale, voucherCard(input({ locale }), 'https://x.test')]),
    );
    expect(cards['en-GB']?.title).toBe('A gift of theatre');
    expect(cards['en-GB']?.howToUse.ways[0]?.text).toContain('basket');
    expect(cards['en-GB']?.validUntil).toBe('Valid until Tuesday, 2 May 2028');
    expect(cards.es?.heading).toBe('Vale regalo');
    expect(cards.es?.validUntil).toBe('Válido hasta el martes, 2 de mayo de 2028');
    expect(cards.de?.heading).toBe('Geschenkgutschein');
    expect(cards.de?.amount.value).toBe('50,00\u00a0$');
    expect(cards.de?.to).toBe('Für Maria Alvarez');
    expect(cards.ht?.heading).toBe('Kat kado');
    expect(cards.ht?.amount.value).toBe('$50.00');
    expect(cards.ht?.validUntil).toBe('Bon jiska madi 2 me 2028');
    expect(cards.sv?.heading).toBe('Presentkort');
    expect(cards.sv?.validUntil).toBe('Gäller till och med tisdag 2 maj 2028');
    for (const card of Object.values(cards)) {
      const texts = JSON.stringify(card);
      expect(texts, card.locale).not.toMatch(/{{|giftVouchers\./);
      expect(card.code.value).toBe('K7QP-3XWM9TB');
    }
  });
});
