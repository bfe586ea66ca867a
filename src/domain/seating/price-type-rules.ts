import { AppError } from '../app-error.ts';
import { checkAccess, mayTake, type SeatKind } from '../buyer/access-rule.ts';
import {
  COMPANION_PRICE_TYPE_ID,
  STANDARD_EXTRA_PRICE_TYPE_ID,
  WHEELCHAIR_PRICE_TYPE_ID,
} from '../catalogue/sale-constants.ts';

export interface PriceTypeChoice {
  priceTypeId: number;
  requiresAccessRegistration: boolean;
  /** Most of this type per customer and performance; null for no limit. */
  limitPerCustomer: number | null;
}

/** Wheelchair spaces take the wheelchair price; companion seats a companion or standard extra price. */
const WHEELCHAIR_PRICE_TYPE_IDS: readonly number[] = [WHEELCHAIR_PRICE_TYPE_ID];
const COMPANION_PRICE_TYPE_IDS: readonly number[] = [
  COMPANION_PRICE_TYPE_ID,
  STANDARD_EXTRA_PRICE_TYPE_ID,
];

/** Whether the seat takes the type at all: access seats their access prices, others the rest. */
export function fitsSeat(
  seat: SeatKind,
  type: { priceTypeId: number; requiresAccessRegistration: boolean },
): boolean {
  return seat.wheelchair
    ? WHEELCHAIR_PRICE_TYPE_IDS.includes(type.priceTypeId)
    : seat.companion
      ? COMPANION_PRICE_TYPE_IDS.includes(type.priceTypeId)
      : !type.requiresAccessRegistration;
}

/**
 * The price types a buyer is offered for a held seat (price-selection): those that fit the seat,
 * and that the access rule lets this buyer take (access-rule.ts). Limits are not applied here:
 * choosing one more than allowed is refused with the spec's message, which says why.
 */
export function priceTypesForSeat<
  T extends { priceTypeId: number; requiresAccessRegistration: boolean },
>(seat: SeatKind, types: readonly T[], buyer: { accessRegistered: boolean }): T[] {
  return types.filter((type) => fitsSeat(seat, type) && mayTake(buyer, { seat, priceType: type }));
}

/**
 * Whether a seat may take a price type: access prices need an access registration and belong to
 * access seats; ordinary seats take ordinary prices. The per-customer limit (spec §5: "per price
 * type per performance limit counts previously purchased tickets") counts the tickets of that type
 * the customer already has for the performance: the cart's other lines (`alreadyOfType`) and the
 * ones bought before (`boughtOfType`: 0 for a buyer not signed in, counted again at Pay).
 */
export function checkPriceTypeChoice(
  seat: SeatKind,
  choice: PriceTypeChoice,
  context: { accessRegistered: boolean; alreadyOfType: number; boughtOfType: number },
): void {
  // The seat's own kind was the hold's question (and is the order's again): here, the type's.
  checkAccess(context, { priceType: choice });
  const allowed = fitsSeat(seat, choice);
  if (!allowed)
    throw new AppError('VALIDATION_FAILED', { fields: { priceTypeId: 'Not for this seat' } });
  if (
    choice.limitPerCustomer !== null &&
    context.alreadyOfType + context.boughtOfType + 1 > choice.limitPerCustomer
  )
    throw new AppError('TICKET_LIMIT_REACHED');
}
