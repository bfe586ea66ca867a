/**
 * The test gateway's test card numbers and what each does, as real providers' test modes have
 * them (Stripe's numbers): on the hosted page, and when a saved one is charged later without the
 * buyer (a direct debit plan's instalment).
 */
import type { OffSessionChargeResult } from '../../domain/ports/payment-provider.ts';

export interface TestCard {
  /** What paying with it on the hosted page does. */
  onPage: 'completed' | 'declined' | 'failed';
  /** What an off-session charge of it, once saved, answers. */
  offSession: OffSessionChargeResult['outcome'];
}

export const TEST_CARDS = {
  '4242424242424242': { onPage: 'completed', offSession: 'succeeded' },
  '4000000000000002': { onPage: 'declined', offSession: 'declined' },
  '4000000000000119': { onPage: 'failed', offSession: 'failed' },
  // As Stripe's card of this number: it is saved, and pays on the page, but every later charge
  // of it is declined (the plan's "card declined" path).
  '4000000000000341': { onPage: 'completed', offSession: 'declined' },
} as const satisfies Record<string, TestCard>;

export type TestCardNumber = keyof typeof TEST_CARDS;

/** The test card a typed number is (spaces and dashes allowed), or null for any other. */
export function testCardOf(typed: string): TestCardNumber | null {
  const digits = typed.replace(/[\s-]/g, '');
  // Own keys only: "constructor" or "__proto__" is not a test card.
  return Object.hasOwn(TEST_CARDS, digits) ? (digits as TestCardNumber) : null;
}

/** Every test card is a Visa (they all start with 4). */
export const TEST_CARD_BRAND = 'visa';
