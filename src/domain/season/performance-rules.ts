/**
 * The season set-up's rules for a performance (issue 13), as plain functions: the mode of sale
 * it sells in, whether it is on sale, the state the storefront shows (decision 003, through the
 * storefront's own availabilityState), what the box office warns of, and which changes are
 * refused once tickets exist. The adapter reads the facts under its locks and asks these.
 */
import type { AvailabilityStateId } from '../../shared/availability.ts';
import type { SeasonWarning } from '../../shared/contracts/season-setup.ts';
import { AppError } from '../app-error.ts';
import { availabilityState } from '../catalogue/availability-state.ts';
import { DEFAULT_MODE_OF_SALE_ID } from '../catalogue/sale-constants.ts';

/** What the rules need of a performance. */
export interface PerformanceTerms {
  venueId: number;
  startsAt: Date;
  onSaleAt: Date | null;
  offSaleAt: Date | null;
  cancelled: boolean;
  seating: 'reserved' | 'general';
  generalCapacity: number | null;
  priorityModeOfSaleId: number | null;
}

/** A price as the rules see it: which band, type and mode it is for. */
export interface PriceKey {
  priceBandId: number;
  priceTypeId: number;
  modeOfSaleId: number;
}

/** What a buyer could pay with: the bands sold online at its venue, the types open to anyone. */
export interface SellableFacts {
  /** Bands sold on the map at this performance (its venue's, without the sensory booth). */
  onlineBandIds: ReadonlySet<number>;
  /** Price types anyone may buy (not those needing an access registration). */
  openTypeIds: ReadonlySet<number>;
}

/** The mode of sale buyers are priced in: a priority performance's own, else the default. */
export function saleModeOf(p: Pick<PerformanceTerms, 'priorityModeOfSaleId'>): number {
  return p.priorityModeOfSaleId ?? DEFAULT_MODE_OF_SALE_ID;
}

/** Whether buyers may book it now: not cancelled, sale open and not closed, not yet started. */
export function isOnSale(p: PerformanceTerms, now: Date): boolean {
  const t = now.getTime();
  return (
    !p.cancelled &&
    p.startsAt.getTime() > t &&
    (p.offSaleAt === null || p.offSaleAt.getTime() > t) &&
    (p.onSaleAt === null || p.onSaleAt.getTime() <= t)
  );
}

/** Whether the prices hold one a buyer could pay in `modeOfSaleId`. */
export function hasSellablePrice(
  prices: readonly PriceKey[],
  modeOfSaleId: number,
  facts: SellableFacts,
): boolean {
  return prices.some(
    (price) =>
      price.modeOfSaleId === modeOfSaleId &&
      facts.onlineBandIds.has(price.priceBandId) &&
      facts.openTypeIds.has(price.priceTypeId),
  );
}

/** The state the storefront shows a buyer in the default mode of sale (spec §4). */
export function storefrontState(
  p: PerformanceTerms,
  counts: { capacity: number; available: number },
  now: Date,
): AvailabilityStateId {
  return availabilityState(
    {
      startsAt: p.startsAt,
      onSaleAt: p.onSaleAt,
      offSaleAt: p.offSaleAt,
      cancelled: p.cancelled,
      priorityOnly: p.priorityModeOfSaleId !== null,
      seating: p.seating,
      capacity: counts.capacity,
      available: counts.available,
    },
    now,
  );
}

/** What a buyer would find unready, for the page to say before they do. */
export function performanceWarnings(
  p: PerformanceTerms,
  prices: readonly PriceKey[],
  facts: SellableFacts & { capacity: number },
): SeasonWarning[] {
  const warnings: SeasonWarning[] = [];
  if (!hasSellablePrice(prices, saleModeOf(p), facts)) warnings.push('notPriced');
  if (p.priorityModeOfSaleId !== null && !hasSellablePrice(prices, DEFAULT_MODE_OF_SALE_ID, facts))
    warnings.push('noPublicPrices');
  if (p.seating === 'reserved' && facts.capacity === 0) warnings.push('noSeats');
  return warnings;
}

/** What exists of a performance's sales, read under its lock. */
export interface SalesFacts {
  /** Seats sold or held, orders opened for its seats, or general admission sold. */
  ticketsExist: boolean;
  /** General admission places sold. */
  generalSold: number;
}

/**
 * Refuses a performance as changed (`before` null: a new one) when it breaks a rule that needs
 * more than the form: the venue and seating stay once tickets exist (their seats are the
 * tickets'), a capacity holds what was sold, reserved seating needs seats, and a performance on
 * sale now has a price a buyer can pay.
 */
export function checkPerformanceChange(
  before: PerformanceTerms | null,
  after: PerformanceTerms,
  facts: SalesFacts & {
    /** Seats of the venue after the change (sellable or not). */
    venueSeats: number;
    prices: readonly PriceKey[];
    sellable: SellableFacts;
    now: Date;
  },
): void {
  if (
    before &&
    facts.ticketsExist &&
    (before.venueId !== after.venueId || before.seating !== after.seating)
  )
    throw new AppError('STAFF_SEATING_LOCKED');
  if (after.seating === 'general' && (after.generalCapacity ?? 0) < facts.generalSold)
    throw new AppError('STAFF_CAPACITY_BELOW_SOLD');
  if (after.seating === 'reserved' && facts.venueSeats === 0)
    throw new AppError('STAFF_VENUE_HAS_NO_SEATS');
  checkStillPriced(after, facts.prices, facts.sellable, facts.now);
}

/** A performance on sale now keeps a price a buyer can pay in the mode it sells in. */
export function checkStillPriced(
  p: PerformanceTerms,
  prices: readonly PriceKey[],
  sellable: SellableFacts,
  now: Date,
): void {
  if (isOnSale(p, now) && !hasSellablePrice(prices, saleModeOf(p), sellable))
    throw new AppError('STAFF_PERFORMANCE_NOT_PRICED');
}

/**
 * Opening sale now ("put on sale"): the on-sale time becomes now (a later off-sale time stays;
 * one already passed is cleared, as the manager means to sell). Refused for a cancelled or
 * started performance, and (by checkPerformanceChange) an unpriced one.
 */
export function putOnSale(p: PerformanceTerms, now: Date): PerformanceTerms {
  if (p.cancelled || p.startsAt.getTime() <= now.getTime())
    throw new AppError('STAFF_PERFORMANCE_NOT_SELLABLE');
  const opensLater = p.onSaleAt === null || p.onSaleAt.getTime() > now.getTime();
  return {
    ...p,
    onSaleAt: opensLater ? now : p.onSaleAt,
    offSaleAt: p.offSaleAt && p.offSaleAt.getTime() <= now.getTime() ? null : p.offSaleAt,
  };
}
