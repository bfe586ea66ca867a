/**
 * The checkout's steps (spec §2 "Configured steps", §4): basket, account, delivery, add-ons
 * (only when relevant), household (only for a customer in one: "Select Account Holder"),
 * review, payment. A cart of gifts only (issue 10) has no delivery and no household step: basket,
 * account, review, payment. A cart with a membership (issue 12) has its terms to agree to right
 * after the account step ("memberships"), before anything is paid. Where gift aid is on (UK), a cart with a gift has a gift aid step
 * before the review. Pure: the pages and the guards compute the same list from the same
 * facts.
 */
export const ALL_CHECKOUT_STEPS = [
  'basket',
  'account',
  'memberships',
  'delivery',
  'add-ons',
  'household',
  'gift-aid',
  'review',
  'payment',
] as const;
export type CheckoutStep = (typeof ALL_CHECKOUT_STEPS)[number];

/**
 * No add-on products (food and drink, merchandise, supplementary items) exist yet: no
 * performance has any, so the add-ons step is never shown empty. An add-ons catalogue fills it.
 */
export const PERFORMANCES_WITH_ADD_ONS: ReadonlySet<number> = new Set();

export interface StepFacts {
  /** The performances of what is being bought (the cart's lines and a reserved order's). */
  performanceIds: readonly number[];
  /**
   * Performances with add-ons on sale (food and drink, merchandise, supplementary items). No
   * add-on products exist yet, so the pages pass none and the step never shows empty.
   */
  performancesWithAddOns: ReadonlySet<number>;
  /** The signed-in customer belongs to a household. */
  inHousehold: boolean;
  /**
   * Nothing in the cart is a ticket (only gifts): nothing to deliver, and no one in a household
   * to book for (the household step chooses who books the tickets).
   */
  withoutTickets?: boolean;
  /** UK gift aid is on (GIFT_AID_ENABLED) and the cart has a gift to declare it for. */
  giftAid?: boolean;
  /** The cart holds a membership: its terms are a step of their own (issue 12). */
  membership?: boolean;
}

/** The steps this checkout has, in order. */
export function checkoutSteps(facts: StepFacts): CheckoutStep[] {
  const addOns = facts.performanceIds.some((id) => facts.performancesWithAddOns.has(id));
  const tickets = !facts.withoutTickets;
  return ALL_CHECKOUT_STEPS.filter(
    (step) =>
      (step !== 'add-ons' || addOns) &&
      (step !== 'household' || (facts.inHousehold && tickets)) &&
      (step !== 'delivery' || tickets) &&
      (step !== 'gift-aid' || Boolean(facts.giftAid)) &&
      (step !== 'memberships' || Boolean(facts.membership)),
  );
}

/** What the buyer has done so far, as far as the pages know. */
export interface StepProgress {
  hasItems: boolean;
  signedIn: boolean;
  /** Delivery chosen with the addresses it needs (shared/checkout-addresses.ts). */
  deliveryDone: boolean;
  /** The household member who books has been chosen. */
  bookerChosen: boolean;
  /** Terms and privacy acknowledged at review. */
  reviewed: boolean;
  /** The membership's terms agreed to, as they are now (membership-terms.ts). */
  membershipAgreed?: boolean;
}

const DONE: Record<CheckoutStep, (p: StepProgress) => boolean> = {
  basket: (p) => p.hasItems,
  account: (p) => p.signedIn,
  memberships: (p) => Boolean(p.membershipAgreed),
  delivery: (p) => p.deliveryDone,
  // Add-ons are offered, never required.
  'add-ons': () => true,
  household: (p) => p.bookerChosen,
  // A declaration is the buyer's choice, never required.
  'gift-aid': () => true,
  review: (p) => p.reviewed,
  payment: () => false,
};

/**
 * The step a visitor asking for `wanted` is shown: the first step before it not yet done (the
 * guards send them there), else `wanted` itself; a step this checkout does not have (add-ons
 * with nothing to offer, household without one) leads on to the next step it has.
 */
export function stepToShow(
  steps: readonly CheckoutStep[],
  wanted: CheckoutStep,
  progress: StepProgress,
): CheckoutStep {
  const order = ALL_CHECKOUT_STEPS.indexOf(wanted);
  const target =
    steps.find((step) => ALL_CHECKOUT_STEPS.indexOf(step) >= order) ?? steps.at(-1) ?? 'basket';
  for (const step of steps) {
    if (step === target) break;
    if (!DONE[step](progress)) return step;
  }
  return target;
}

/** The steps around one: where "Back" and "Continue" lead. */
export function neighbours(steps: readonly CheckoutStep[], step: CheckoutStep) {
  const at = steps.indexOf(step);
  return {
    previous: at > 0 ? (steps[at - 1] ?? null) : null,
    next: at >= 0 && at < steps.length - 1 ? (steps[at + 1] ?? null) : null,
  };
}
