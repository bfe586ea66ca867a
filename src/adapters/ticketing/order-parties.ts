import { eq } from 'drizzle-orm';
import { AppError } from '../../domain/app-error.ts';
import { addressProblems } from '../../shared/checkout-addresses.ts';
import type { StartPaymentBody } from '../../shared/contracts/checkout.ts';
import type { Db } from '../db/client.ts';
import * as s from '../db/schema.ts';
import { checkBooker } from './builtin-household-bookings.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Who books and where the order's paper goes, as the order row keeps them. */
export interface OrderParties {
  bookerCustomerId: number | null;
  billingAddressId: number | null;
  deliveryAddressId: number | null;
}

/**
 * Checked again when the order is made (inside its transaction), whatever the pages said: the
 * cart's booker must still be in the customer's household, the addresses must be the
 * customer's own (another's is ADDRESS_NOT_FOUND, as on the address book), a paid order needs a
 * billing address and a posted one a delivery address. An address left out is the customer's
 * primary one, the address the delivery step offers first.
 */
export async function orderParties(
  tx: Tx,
  input: {
    customerId: number;
    cartBookerId: number | null;
    details: Pick<StartPaymentBody, 'deliveryMethod' | 'billingAddressId' | 'deliveryAddressId'>;
    amountToPayCents: number;
  },
): Promise<OrderParties> {
  const { customerId, cartBookerId, details } = input;
  if (cartBookerId !== null) await checkBooker(tx, customerId, cartBookerId);
  const own = await tx
    .select({ id: s.addresses.id, type: s.addresses.type })
    .from(s.addresses)
    .where(eq(s.addresses.customerId, customerId));
  const primary = own.find((a) => a.type === 'primary')?.id ?? null;
  const pick = (id: number | undefined) => {
    if (id === undefined) return primary;
    if (!own.some((a) => a.id === id)) throw new AppError('ADDRESS_NOT_FOUND');
    return id;
  };
  const billingAddressId = pick(details.billingAddressId);
  const post = details.deliveryMethod === 'post';
  const deliveryAddressId = post ? pick(details.deliveryAddressId) : null;
  const [problem] = addressProblems({
    amountToPayCents: input.amountToPayCents,
    deliveryMethod: details.deliveryMethod,
    billingAddressId,
    deliveryAddressId,
  });
  if (problem === 'billingAddress') throw new AppError('BILLING_ADDRESS_REQUIRED');
  if (problem === 'deliveryAddress') throw new AppError('DELIVERY_ADDRESS_REQUIRED');
  return {
    // The schema keeps a booker only when it is not the customer themself.
    bookerCustomerId: cartBookerId !== null && cartBookerId !== customerId ? cartBookerId : null,
    billingAddressId,
    deliveryAddressId,
  };
}
