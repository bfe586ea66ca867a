import { describe, expect, it } from 'vitest';
import type { DonationLine } from '../../../shared/contracts/donations.ts';
import {
  appealFrom,
  type DonationFormState,
  donationBody,
  EMPTY_DONATION_FORM,
  errorsFromApi,
  formFromLine,
} from './donation-form-model.ts';

const form = (change: Partial<DonationFormState>): DonationFormState => ({
  ...EMPTY_DONATION_FORM,
  ...change,
});
const context = { fundId: 1, locale: 'en-US' as const };
const problems = (state: DonationFormState, locale: typeof context.locale | 'de' = 'en-US') => {
  const result = donationBody(state, { ...context, locale });
  return 'errors' in result ? result.errors : {};
};

describe('donationBody', () => {
  it('sends a preset in cents, with nothing blank sent', () => {
    expect(donationBody(form({ amount: 10_000 }), context)).toEqual({
      body: { fundId: 1, amountCents: 10_000, anonymous: false },
    });
  });

  it('reads an Other amount in the reader’s conventions, with a tribute and the appeal', () => {
    const result = donationBody(
      form({
        amount: 'other',
        otherAmount: '1.234,50',
        recognitionName: '  The Rivera Family ',
        tribute: 'memory',
        tributeName: 'Rosa Rivera',
        tributeEmail: ' luis@example.com ',
      }),
      { fundId: 2, locale: 'de', appeal: 'SPRING26' },
    );
    expect(result).toEqual({
      body: {
        fundId: 2,
        amountCents: 123_450,
        anonymous: false,
        appeal: 'SPRING26',
        recognitionName: 'The Rivera Family',
        tribute: { kind: 'memory', name: 'Rosa Rivera', notifyEmail: 'luis@example.com' },
      },
    });
  });

  it('makes a monthly gift only when asked to (issue 12)', () => {
    expect(donationBody(form({ amount: 2500, monthly: true }), context)).toEqual({
      body: { fundId: 1, amountCents: 2500, anonymous: false, recurring: 'monthly' },
    });
    const once = donationBody(form({ amount: 2500 }), context);
    expect('body' in once && 'recurring' in once.body).toBe(false);
  });

  it('asks for an amount when none is chosen or typed', () => {
    expect(problems(form({}))).toEqual({ amount: { key: 'donations.errors.amountRequired' } });
    expect(problems(form({ amount: 'other', otherAmount: ' ' }))).toEqual({
      otherAmount: { key: 'donations.errors.amountEmpty' },
    });
  });

  it('refuses text, fractions of a cent, 0, negatives, under $1 and over $100,000', () => {
    const other = (otherAmount: string) => problems(form({ amount: 'other', otherAmount }));
    expect(other('ten dollars').otherAmount?.key).toBe('donations.errors.amountFormat');
    expect(other('12.345').otherAmount?.key).toBe('donations.errors.amountCents');
    expect(other('0').otherAmount).toEqual({ key: 'donations.errors.amountMin', min: 100 });
    expect(other('-20').otherAmount).toEqual({ key: 'donations.errors.amountMin', min: 100 });
    expect(other('0.99').otherAmount?.key).toBe('donations.errors.amountMin');
    expect(other('100,000.01').otherAmount).toEqual({
      key: 'donations.errors.amountMax',
      max: 10_000_000,
    });
    expect(other('100,000')).toEqual({});
    expect(other('1')).toEqual({});
  });

  it('needs a tribute’s name, checks its e-mail, and lists every problem at once', () => {
    expect(
      problems(
        form({
          tribute: 'honour',
          tributeName: ' ',
          tributeEmail: 'not-an-address',
          recognitionName: 'x'.repeat(101),
        }),
      ),
    ).toEqual({
      amount: { key: 'donations.errors.amountRequired' },
      tributeName: { key: 'donations.errors.tributeName' },
      tributeEmail: { key: 'donations.errors.tributeEmail' },
      recognitionName: { key: 'donations.errors.recognitionName' },
    });
    // No tribute: its fields are not checked (nor sent).
    expect(problems(form({ amount: 2500, tributeName: ' ', tributeEmail: 'x' }))).toEqual({});
  });
});

describe('the form’s other helpers', () => {
  it('keeps a valid appeal code from the address and drops one the API would refuse', () => {
    expect(appealFrom('spring26')).toBe('SPRING26');
    expect(appealFrom(null)).toBeUndefined();
    expect(appealFrom('<script>')).toBeUndefined();
    expect(appealFrom('x'.repeat(41))).toBeUndefined();
  });

  it('puts the API’s field problems on the form’s fields', () => {
    expect(
      errorsFromApi({
        'body.amountCents': 'donations.errors.amount',
        'body.tribute.name': 'donations.errors.tributeName',
        'body.recurring': 'donations.errors.recurring',
        other: 'x',
      }),
    ).toEqual({
      otherAmount: { key: 'donations.errors.amount' },
      tributeName: { key: 'donations.errors.tributeName' },
      monthly: { key: 'donations.errors.recurring' },
    });
  });

  it('fills the form from a gift already in the cart (to change it)', () => {
    const line = {
      id: 'd-1',
      kind: 'donation',
      fundId: 1,
      fundName: 'Annual Fund',
      amount: { amount: 1250, currency: 'USD' },
      appeal: null,
      recognitionName: null,
      anonymous: true,
      tribute: { kind: 'honour', name: 'Ana', notifyEmail: null },
      giftAid: false,
      recurring: null,
      price: {
        base: { amount: 1250, currency: 'USD' },
        fee: { amount: 0, currency: 'USD' },
        allIn: { amount: 1250, currency: 'USD' },
      },
    } satisfies DonationLine;
    expect(formFromLine(line, 'de')).toEqual({
      amount: 'other',
      otherAmount: '12,50',
      recognitionName: '',
      anonymous: true,
      tribute: 'honour',
      tributeName: 'Ana',
      tributeEmail: '',
      monthly: false,
    });
    expect(formFromLine({ ...line, recurring: 'monthly' }, 'en-US').monthly).toBe(true);
    expect(
      formFromLine({ ...line, amount: { amount: 50_000, currency: 'USD' } }, 'en-US').amount,
    ).toBe(50_000);
  });
});
