import { AvailabilityState, type AvailabilityStateId } from '../../shared/availability.ts';

export interface AvailabilityFacts {
  startsAt: Date;
  onSaleAt: Date | null;
  offSaleAt: Date | null;
  cancelled: boolean;
  /** Sold only in a priority mode of sale (members' presale) the buyer is not in. */
  priorityOnly: boolean;
  seating: 'reserved' | 'general';
  capacity: number;
  available: number;
}

/** Below this share of sellable seats left, a performance shows "limited availability". */
export const LIMITED_SHARE = 0.1;
/** …or when this few seats are left, whatever the size of the house. */
export const LIMITED_SEATS = 10;

/**
 * The spec's eight states, in the order a box office would check them: a cancelled show is
 * cancelled even when it is in the past; a passed one is passed even when it was sold out.
 */
export function availabilityState(facts: AvailabilityFacts, now: Date): AvailabilityStateId {
  if (facts.cancelled) return AvailabilityState.CANCELLED;
  if (facts.startsAt.getTime() <= now.getTime()) return AvailabilityState.PASSED;
  if (facts.offSaleAt && facts.offSaleAt.getTime() <= now.getTime())
    return AvailabilityState.PASSED;
  if (facts.onSaleAt && facts.onSaleAt.getTime() > now.getTime())
    return AvailabilityState.NOT_ON_SALE;
  if (facts.capacity > 0 && facts.available <= 0) return AvailabilityState.SOLD_OUT;
  if (facts.priorityOnly) return AvailabilityState.PRIORITY;
  if (facts.seating === 'general') return AvailabilityState.BOOK;
  if (facts.available <= Math.max(LIMITED_SEATS, Math.floor(facts.capacity * LIMITED_SHARE)))
    return AvailabilityState.LIMITED;
  return AvailabilityState.GET_TICKETS;
}
