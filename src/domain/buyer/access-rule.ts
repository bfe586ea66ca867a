import { AppError } from '../app-error.ts';
import type { BuyerContext } from './buyer-context.ts';

/**
 * The access rule (spec §5), once: wheelchair spaces, companion seats and access price types are
 * for buyers with an access registration. The hold, the price options, a price type's choice,
 * the sensory booth and the order's check at payment all ask this one function.
 */

/** A seat as the access rule sees it. */
export interface SeatKind {
  wheelchair: boolean;
  companion: boolean;
}

/** What the buyer wants: a seat of a kind, a price type, or both (a line). */
export interface AccessNeed {
  seat?: SeatKind;
  priceType?: { requiresAccessRegistration: boolean };
}

/** A wheelchair space, as best available asks for one before any seat is chosen. */
export const WHEELCHAIR_SPACE: SeatKind = { wheelchair: true, companion: false };

/** May this buyer hold this kind of seat, and take this price type. */
export function mayTake(buyer: Pick<BuyerContext, 'accessRegistered'>, need: AccessNeed): boolean {
  if (buyer.accessRegistered) return true;
  const accessSeat = need.seat !== undefined && (need.seat.wheelchair || need.seat.companion);
  return !accessSeat && !need.priceType?.requiresAccessRegistration;
}

/** The rule as a refusal: ACCESS_REGISTRATION_REQUIRED when the buyer may not. */
export function checkAccess(buyer: Pick<BuyerContext, 'accessRegistered'>, need: AccessNeed): void {
  if (!mayTake(buyer, need)) throw new AppError('ACCESS_REGISTRATION_REQUIRED');
}
