/**
 * The season as box-office managers set it up (issue 13): productions, their performances and
 * each performance's prices. Every change is written with its audit row (who, what, before and
 * after) in one transaction, and a refused change writes nothing. Names (venues, bands, types,
 * modes) are answered in the reader's language; the texts being edited in all of them.
 */
import type {
  PerformanceCreateBody,
  PerformanceFields,
  PerformanceRecord,
  PriceGrid,
  PriceGridBody,
  ProductionBody,
  ProductionListItem,
  ProductionRecord,
  SeasonReferences,
} from '../../shared/contracts/season-setup.ts';
import type { Locale } from '../../shared/locales.ts';
import type { Actor } from './staff-accounts.ts';

export interface SeasonSetup {
  /** What the forms choose from: venues with their seats and bands, bands, types, modes. */
  references(locale: Locale): Promise<SeasonReferences>;

  /** Every production, in the storefront's order, with what is missing in which language. */
  listProductions(locale: Locale): Promise<ProductionListItem[]>;
  /** PRODUCTION_NOT_FOUND. */
  getProduction(id: number, locale: Locale): Promise<ProductionRecord>;
  /** STAFF_SLUG_TAKEN; VALIDATION_FAILED (`body.venueId`: no such venue). */
  createProduction(body: ProductionBody, actor: Actor, locale: Locale): Promise<ProductionRecord>;
  /**
   * PRODUCTION_NOT_FOUND, STAFF_SLUG_TAKEN, STAFF_SLUG_LOCKED (its address is fixed
   * once tickets were sold), VALIDATION_FAILED (`body.venueId`).
   */
  updateProduction(
    id: number,
    body: ProductionBody,
    actor: Actor,
    locale: Locale,
  ): Promise<ProductionRecord>;

  /** PERFORMANCE_NOT_FOUND. */
  getPerformance(id: number, locale: Locale): Promise<PerformanceRecord>;
  /**
   * A new performance; with reserved seating, one inventory row per seat of its venue. It may
   * start with another performance's prices (`copyPricesFrom`). STAFF_VENUE_HAS_NO_SEATS,
   * STAFF_PERFORMANCE_NOT_PRICED (on sale at once without prices), VALIDATION_FAILED naming the field
   * (a production, venue or performance to copy that does not exist, a priority mode that is not
   * one).
   */
  createPerformance(
    body: PerformanceCreateBody,
    actor: Actor,
    locale: Locale,
  ): Promise<PerformanceRecord>;
  /**
   * PERFORMANCE_NOT_FOUND, STAFF_SEATING_LOCKED, STAFF_CAPACITY_BELOW_SOLD,
   * STAFF_VENUE_HAS_NO_SEATS, STAFF_PERFORMANCE_NOT_PRICED, VALIDATION_FAILED (`body.venueId`,
   * `body.priorityModeOfSaleId`). Prices and tickets already paid are untouched; moved to a
   * venue without some band (possible only before any sale), the prices of that band go.
   */
  updatePerformance(
    id: number,
    body: PerformanceFields,
    actor: Actor,
    locale: Locale,
  ): Promise<PerformanceRecord>;
  /** Public sale opens now. PERFORMANCE_NOT_FOUND, STAFF_PERFORMANCE_NOT_SELLABLE, STAFF_PERFORMANCE_NOT_PRICED. */
  putOnSale(id: number, actor: Actor, locale: Locale): Promise<PerformanceRecord>;

  /** PERFORMANCE_NOT_FOUND. */
  getPrices(performanceId: number): Promise<PriceGrid>;
  /**
   * Replaces the performance's prices with the grid. Orders keep the prices they were opened
   * at; carts holding seats are priced by the grid from now on, as they always are (the cart
   * view and the order opened at payment both read the current price). PERFORMANCE_NOT_FOUND,
   * VALIDATION_FAILED (a band not at its venue, a type or mode that does not exist),
   * STAFF_PERFORMANCE_NOT_PRICED (it is on sale and would be left without a price a buyer can pay).
   */
  setPrices(performanceId: number, body: PriceGridBody, actor: Actor): Promise<PriceGrid>;
  /**
   * setPrices with another performance's prices (bands its venue lacks left out).
   * VALIDATION_FAILED (`body.fromPerformanceId`: none such, or this one).
   */
  copyPrices(performanceId: number, fromPerformanceId: number, actor: Actor): Promise<PriceGrid>;
}
