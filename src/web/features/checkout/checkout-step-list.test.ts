import { describe, expect, it } from 'vitest';
import { checkoutSteps, neighbours, type StepProgress, stepToShow } from './checkout-step-list.ts';

const none = new Set<number>();

describe('checkoutSteps', () => {
  it('is the five configured steps for a customer without a household or add-ons', () => {
    expect(
      checkoutSteps({ performanceIds: [7], performancesWithAddOns: none, inHousehold: false }),
    ).toEqual(['basket', 'account', 'delivery', 'review', 'payment']);
  });

  it('adds "Select Account Holder" for a customer in a household, after delivery', () => {
    expect(
      checkoutSteps({ performanceIds: [7], performancesWithAddOns: none, inHousehold: true }),
    ).toEqual(['basket', 'account', 'delivery', 'household', 'review', 'payment']);
  });

  it('skips delivery and the household for a cart of gifts only (issue 10)', () => {
    expect(
      checkoutSteps({
        performanceIds: [],
        performancesWithAddOns: none,
        inHousehold: true,
        withoutTickets: true,
      }),
    ).toEqual(['basket', 'account', 'review', 'payment']);
    // Gifts with tickets: the tickets' steps stay.
    expect(
      checkoutSteps({
        performanceIds: [7],
        performancesWithAddOns: none,
        inHousehold: true,
        withoutTickets: false,
      }),
    ).toEqual(['basket', 'account', 'delivery', 'household', 'review', 'payment']);
  });

  it('adds gift aid before the review where it is on and the cart has a gift', () => {
    expect(
      checkoutSteps({
        performanceIds: [],
        performancesWithAddOns: none,
        inHousehold: false,
        withoutTickets: true,
        giftAid: true,
      }),
    ).toEqual(['basket', 'account', 'gift-aid', 'review', 'payment']);
    expect(
      checkoutSteps({
        performanceIds: [7],
        performancesWithAddOns: none,
        inHousehold: true,
        giftAid: true,
      }),
    ).toEqual(['basket', 'account', 'delivery', 'household', 'gift-aid', 'review', 'payment']);
    // Never required: the review is open without a declaration.
    const steps = checkoutSteps({
      performanceIds: [],
      performancesWithAddOns: none,
      inHousehold: false,
      withoutTickets: true,
      giftAid: true,
    });
    expect(
      stepToShow(steps, 'review', {
        hasItems: true,
        signedIn: true,
        deliveryDone: false,
        bookerChosen: false,
        reviewed: false,
      }),
    ).toBe('review');
  });

  it('adds the membership’s terms right after the account step when the cart holds one', () => {
    expect(
      checkoutSteps({
        performanceIds: [7],
        performancesWithAddOns: none,
        inHousehold: false,
        membership: true,
      }),
    ).toEqual(['basket', 'account', 'memberships', 'delivery', 'review', 'payment']);
    const membershipOnly = checkoutSteps({
      performanceIds: [],
      performancesWithAddOns: none,
      inHousehold: false,
      withoutTickets: true,
      membership: true,
    });
    expect(membershipOnly).toEqual(['basket', 'account', 'memberships', 'review', 'payment']);
    const progress: StepProgress = {
      hasItems: true,
      signedIn: true,
      deliveryDone: true,
      bookerChosen: true,
      reviewed: true,
    };
    // Not agreed to: every later step leads back to the terms; agreed: on to the review.
    expect(stepToShow(membershipOnly, 'review', progress)).toBe('memberships');
    expect(stepToShow(membershipOnly, 'payment', progress)).toBe('memberships');
    expect(stepToShow(membershipOnly, 'review', { ...progress, membershipAgreed: true })).toBe(
      'review',
    );
    // Signing in still comes first.
    expect(stepToShow(membershipOnly, 'memberships', { ...progress, signedIn: false })).toBe(
      'account',
    );
    expect(neighbours(membershipOnly, 'memberships')).toEqual({
      previous: 'account',
      next: 'review',
    });
  });

  it('adds add-ons only when a performance in the cart has some', () => {
    const withAddOns = new Set([9]);
    expect(
      checkoutSteps({ performanceIds: [7], performancesWithAddOns: withAddOns, inHousehold: true }),
    ).not.toContain('add-ons');
    expect(
      checkoutSteps({
        performanceIds: [7, 9],
        performancesWithAddOns: withAddOns,
        inHousehold: true,
      }),
    ).toEqual(['basket', 'account', 'delivery', 'add-ons', 'household', 'review', 'payment']);
    // An empty cart has nothing to add to.
    expect(
      checkoutSteps({ performanceIds: [], performancesWithAddOns: withAddOns, inHousehold: false }),
    ).not.toContain('add-ons');
  });
});

describe('stepToShow (the guards)', () => {
  const household = checkoutSteps({
    performanceIds: [1],
    performancesWithAddOns: none,
    inHousehold: true,
  });
  const plain = checkoutSteps({
    performanceIds: [1],
    performancesWithAddOns: none,
    inHousehold: false,
  });
  const all: StepProgress = {
    hasItems: true,
    signedIn: true,
    deliveryDone: true,
    bookerChosen: true,
    reviewed: true,
  };

  it('shows the step asked for when everything before it is done', () => {
    expect(stepToShow(household, 'review', all)).toBe('review');
    expect(stepToShow(household, 'household', { ...all, bookerChosen: false })).toBe('household');
  });

  it('sends the visitor back to the first step not done', () => {
    expect(stepToShow(household, 'review', { ...all, hasItems: false })).toBe('basket');
    expect(stepToShow(household, 'review', { ...all, signedIn: false })).toBe('account');
    expect(stepToShow(household, 'review', { ...all, deliveryDone: false })).toBe('delivery');
    expect(stepToShow(household, 'review', { ...all, bookerChosen: false })).toBe('household');
    expect(stepToShow(household, 'payment', { ...all, reviewed: false })).toBe('review');
  });

  it('does not ask for a booker where there is no household step', () => {
    expect(stepToShow(plain, 'review', { ...all, bookerChosen: false })).toBe('review');
  });

  it('leads a step this checkout does not have on to the next one it has', () => {
    expect(stepToShow(plain, 'household', all)).toBe('review');
    expect(stepToShow(plain, 'add-ons', { ...all, deliveryDone: false })).toBe('delivery');
    expect(stepToShow(household, 'add-ons', { ...all, bookerChosen: false })).toBe('household');
  });

  it('leads a gifts-only checkout from account (and a delivery address) straight to review', () => {
    const gifts = checkoutSteps({
      performanceIds: [],
      performancesWithAddOns: none,
      inHousehold: true,
      withoutTickets: true,
    });
    expect(stepToShow(gifts, 'delivery', { ...all, deliveryDone: false })).toBe('review');
    expect(stepToShow(gifts, 'review', { ...all, deliveryDone: false, bookerChosen: false })).toBe(
      'review',
    );
    expect(neighbours(gifts, 'account')).toEqual({ previous: 'basket', next: 'review' });
    expect(neighbours(gifts, 'review')).toEqual({ previous: 'account', next: 'payment' });
  });

  it('knows where back and continue lead', () => {
    expect(neighbours(household, 'delivery')).toEqual({ previous: 'account', next: 'household' });
    expect(neighbours(plain, 'delivery')).toEqual({ previous: 'account', next: 'review' });
    expect(neighbours(plain, 'basket').previous).toBeNull();
    expect(neighbours(plain, 'payment').next).toBeNull();
  });
});
