import { describe, expect, it } from 'vitest';
import {
  type PromoCode,
  PromoCodeBodySchema,
} from '../../../../shared/contracts/promo-code-setup.ts';
import { promoBodyOf, promoDraftOf } from './promo-code-model.ts';

const stored: PromoCode = {
  id: 7,
  code: 'FRIENDS10',
  description: { 'en-US': 'Friends: 10% off', es: 'Amigos: 10 %' },
  modeOfSaleId: null,
  productionId: 3,
  discountPercent: 10,
  discountCents: null,
  validFrom: '2026-11-01T04:00:42.000Z',
  validUntil: null,
  usageLimit: 100,
  usageLimitPerCustomer: null,
  active: true,
  uses: 3,
  state: 'live',
  deletable: false,
};

describe('the promo code form', () => {
  it('sends back what it loaded, unchanged, when nothing was edited', () => {
    const body = promoBodyOf(promoDraftOf(stored, 'en-US'), stored, 'en-US');
    expect(body).toMatchObject({
      code: 'FRIENDS10',
      productionId: 3,
      discountPercent: 10,
      discountCents: null,
      validFrom: '2026-11-01T04:00:42.000Z',
      usageLimit: 100,
      usageLimitPerCustomer: null,
    });
    expect(PromoCodeBodySchema.safeParse(body).success).toBe(true);
  });

  it('sends one discount, the chosen kind, and typed amounts in cents', () => {
    const draft = { ...promoDraftOf(stored, 'de'), discount: 'amount' as const, amount: '2,50' };
    expect(promoBodyOf(draft, stored, 'de')).toMatchObject({
      discountPercent: null,
      discountCents: 250,
    });
  });

  it('leaves what is not a number or a time to the contract, which names the field', () => {
    const draft = {
      ...promoDraftOf(undefined, 'en-US'),
      code: 'NEW',
      percent: 'ten',
      validUntil: '2026-03-08T02:30',
      usageLimit: '1.5',
    };
    const result = PromoCodeBodySchema.safeParse(promoBodyOf(draft, undefined, 'en-US'));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.')).sort()).toEqual([
      'discountPercent',
      'usageLimit',
      'validUntil',
    ]);
  });

  it('sends no description when none is written in any language', () => {
    const draft = promoDraftOf(undefined, 'en-US');
    expect(promoBodyOf(draft, undefined, 'en-US').description).toBeNull();
  });
});
