import type { DeliveryMethodChoice } from './contracts/checkout.ts';

/** What the delivery step needs before review: the rule the web and the server both apply. */
export type AddressProblem = 'billingAddress' | 'deliveryAddress';

/**
 * A paid order needs a billing address (the provider and the box office need one to match the
 * payment); tickets sent by post need a delivery address. A free order collected or printed
 * needs neither.
 */
export function addressProblems(input: {
  amountToPayCents: number;
  deliveryMethod: DeliveryMethodChoice;
  billingAddressId: number | null | undefined;
  deliveryAddressId: number | null | undefined;
}): AddressProblem[] {
  const problems: AddressProblem[] = [];
  if (input.amountToPayCents > 0 && !input.billingAddressId) problems.push('billingAddress');
  if (input.deliveryMethod === 'post' && !input.deliveryAddressId) problems.push('deliveryAddress');
  return problems;
}

/** Which saved address a step offers first: one of the kind asked for, else the primary. */
export function preferredAddressId(
  addresses: readonly { id: number; type: 'primary' | 'billing' | 'delivery' | 'both' }[],
  kind: 'billing' | 'delivery',
): number | null {
  const ofKind = addresses.find((a) => a.type === kind || a.type === 'both');
  const primary = addresses.find((a) => a.type === 'primary');
  return (ofKind ?? primary ?? addresses[0])?.id ?? null;
}
