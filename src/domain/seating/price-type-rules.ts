import { AppError } from '../app-error.ts';
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

export interface SeatKind {
  wheelchair: boolean;
  companion: boolean;
}

/** Wheelchair spaces take the wheelchair price; companion seats a companion or standard extra price. */
const WHEELCHAIR_PRICE_TYPE_IDS: readonly number[] = [WHEELCHAIR_PRICE_TYPE_ID];
const COMPANION_PRICE_TYPE_IDS: readonly number[] = [
  COMPANION_PRICE_TYPE_ID,
  STANDARD_EXTRA_PRICE_TYPE_ID,
];

/**
 * Whether a seat may take a price type: access prices need an access registration and belong to
 * access seats; ordinary seats take ordinary prices. The per-customer limit counts the tickets of
 * that type the customer already has for the performance: in the cart and bought before.
 */
export function checkPriceTypeChoice(
  seat: SeatKind,
  choice: PriceTypeChoice,
  context: { accessRegistered: boolean; alreadyOfType: number },
): void {
  if (choice.requiresAccessRegistration && !context.accessRegistered)
    throw new AppError('ACCESS_REGISTRATION_REQUIRED');
  const allowed = seat.wheelchair
    ? WHEELCHAIR_PRICE_TYPE_IDS.includes(choice.priceTypeId)
    : seat.companion
      ? COMPANION_PRICE_TYPE_IDS.includes(choice.priceTypeId)
      : !choice.requiresAccessRegistration;
  if (!allowed)
    throw new AppError('VALIDATION_FAILED', { fields: { priceTypeId: 'Not for this seat' } });
  if (choice.limitPerCustomer !== null && context.alreadyOfType + 1 > choice.limitPerCustomer)
    throw new AppError('TICKET_LIMIT_REACHED');
}
