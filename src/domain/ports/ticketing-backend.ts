import type {
  AddSeatsBody,
  AddSeatsResponse,
  Cart,
  PriceOptionsResponse,
} from '../../shared/contracts/cart.ts';
import type {
  ListingsQuery,
  ListingsResponse,
  PerformanceDetail,
  PerformanceSeatsResponse,
  ProductionDetail,
  VenueLayout,
} from '../../shared/contracts/catalogue.ts';
import type {
  SensoryBoothBody,
  SensoryBoothResponse,
  SensoryBoothStatus,
} from '../../shared/contracts/sensory-booth.ts';
import type { Locale } from '../../shared/locales.ts';
import type { BuyerContext } from '../buyer/buyer-context.ts';

/** What the catalogue needs of the buyer: their modes of sale (a promo code's may open a presale). */
export type BuyerModes = Pick<BuyerContext, 'modesOfSale'>;

/** What a back-end can and cannot do, so the storefront hides what is not there. */
export interface TicketingCapabilities {
  seatMaps: boolean;
}

/**
 * Everything the storefront needs from a ticketing CRM. The built-in engine implements it on our
 * database; an external CRM adapter can implement it later. Later issues extend it with the
 * cart, checkout, customers, orders, giving, vouchers and credit.
 */
export interface TicketingBackend {
  readonly capabilities: TicketingCapabilities;

  /** `buyer` as for getPerformance: a member's or a code's mode opens its priority performances. */
  listListings(
    query: Omit<ListingsQuery, 'lang'>,
    locale: Locale,
    buyer?: BuyerModes,
  ): Promise<ListingsResponse>;
  /**
   * Throws AppError PRODUCTION_NOT_FOUND. `buyer` as for getPerformance: a promo code's mode
   * of sale shows its priority performances as bookable.
   */
  getProduction(slug: string, locale: Locale, buyer?: BuyerModes): Promise<ProductionDetail>;
  /**
   * Throws AppError PERFORMANCE_NOT_FOUND, also when the performance is not of that production.
   * `buyer`: the buyer's modes of sale (a promo code's may open a priority performance and price
   * it, band by band, as their cart would); the default online mode alone when left out.
   */
  getPerformance(
    slug: string,
    performanceId: number,
    locale: Locale,
    buyer?: BuyerModes,
  ): Promise<PerformanceDetail>;
  /** Throws AppError VENUE_NOT_FOUND. */
  getVenueLayout(venueId: number, locale: Locale): Promise<VenueLayout>;
  /** Throws AppError PERFORMANCE_NOT_FOUND. */
  getPerformanceSeats(performanceId: number): Promise<PerformanceSeatsResponse>;

  /** The cart as it stands (empty when there is none or it lapsed). */
  getCart(cartId: string | null, locale: Locale): Promise<Cart>;
  /**
   * Holds seats all-or-nothing for the cart, creating it when `cartId` is null or unknown.
   * Throws AppError with the seating rule's code when refused, SEATS_UNAVAILABLE when another
   * buyer was first. Answers the new cart id with the whole re-priced cart.
   */
  addSeats(
    cartId: string | null,
    request: AddSeatsBody,
    buyer: BuyerContext,
    locale: Locale,
  ): Promise<{ cartId: string; result: AddSeatsResponse }>;
  /** Releases one held seat at once. Throws CART_LINE_NOT_FOUND when it is not in the cart. */
  removeSeat(
    cartId: string | null,
    performanceId: number,
    seatId: number,
    locale: Locale,
  ): Promise<Cart>;
  /** Sets a line's price type (the rules of price-type-rules.ts); answers the re-priced cart. */
  changePriceType(
    cartId: string | null,
    lineId: string,
    priceTypeId: number,
    buyer: BuyerContext,
    locale: Locale,
  ): Promise<Cart>;
  /**
   * Per live line (of one performance, when given), the price types this buyer may choose, with
   * all-in prices: what price-selection offers before `changePriceType`.
   */
  getPriceOptions(
    cartId: string | null,
    buyer: BuyerContext,
    locale: Locale,
    performanceId?: number,
  ): Promise<PriceOptionsResponse>;
  /**
   * The sensory booth form: holds places in the performance's booth for the party (adults and
   * students), all or nothing, and keeps the answers with the cart; a second sending replaces
   * the first. Throws SENSORY_BOOTH_UNAVAILABLE (no booth here), SENSORY_BOOTH_FULL, and the
   * on-sale and ticket-limit codes of `addSeats`.
   */
  holdSensoryBooth(
    cartId: string | null,
    body: SensoryBoothBody,
    buyer: BuyerContext,
    locale: Locale,
  ): Promise<{ cartId: string; result: SensoryBoothResponse }>;
  /** The cart's booth request for the performance while it holds booth places there. */
  getSensoryBooth(cartId: string | null, performanceId: number): Promise<SensoryBoothStatus>;
  /** Gives back the party's booth places at once. Throws CART_LINE_NOT_FOUND when there are none. */
  releaseSensoryBooth(cartId: string | null, performanceId: number, locale: Locale): Promise<Cart>;
  /** Releases every hold of the cart at once and takes every other line out (donations). */
  emptyCart(cartId: string | null, locale: Locale): Promise<Cart>;
  /** Frees holds whose deadline has passed; answers how many seats it freed. */
  releaseExpiredHolds(): Promise<number>;
  /**
   * At sign-in the anonymous cart adopts the customer. Answers the cart the browser should
   * keep: this one, or (when the browser has none) the customer's latest unexpired cart, or null.
   * A cart of another customer is never adopted. The cart kept has a customer's id
   * (cart-ids.ts): an anonymous cart's id is renewed, as the session id is at sign-in.
   */
  adoptCart(cartId: string | null, customerId: number): Promise<string | null>;
  /**
   * Whether a customer's cart (isCustomerCartId) is this customer's: a customer's cart answers
   * only to its customer's session (decision 013). One look-up by primary key.
   */
  cartAnswersTo(cartId: string, customerId: number): Promise<boolean>;
}
