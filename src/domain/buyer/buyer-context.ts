import { DEFAULT_MODE_OF_SALE_ID } from '../catalogue/sale-constants.ts';

/**
 * Who is buying, worked out once per request (issue 10): the customer, the household member who
 * books, the access registration and the modes of sale this buyer may buy in. The rules receive
 * it; nothing works these out again in SQL or elsewhere. The modes of sale come from sources (the
 * default online mode, a promo code's, a membership's), each a grant in one list, so a new
 * source is one more entry and every rule below keeps working.
 */

/** Where a mode of sale comes from: a live promo code, a membership (held or in the cart), the default. */
export type ModeOfSaleSource = 'promo-code' | 'membership' | 'default';

/** One mode of sale the buyer may buy in. */
export interface ModeOfSaleGrant {
  modeOfSaleId: number;
  source: ModeOfSaleSource;
  /** Only this production's performances (a promo code limited to one); null: every production. */
  productionId: number | null;
}

export interface BuyerContext {
  /** The signed-in customer, if any: a cart made for them is theirs (decision 013). */
  customerId: number | null;
  /** The household member chosen to book the cart (spec §4), when one has been. */
  householdBookerId: number | null;
  /** Holds an access registration: may hold wheelchair spaces, companion seats, access prices. */
  accessRegistered: boolean;
  /** Most preferred first; the default online mode always last. */
  modesOfSale: readonly ModeOfSaleGrant[];
}

/** What the modes of sale need of a promo code: the code while it is live (livePromo), or null. */
export interface PromoModeSource {
  modeOfSaleId: number | null;
  productionId: number | null;
}

/** What the cart says of its buyer (its live promo code, its booker): read with the cart row. */
export interface CartBuyerTerms {
  promo: PromoModeSource | null;
  householdBookerId: number | null;
  /**
   * The modes of sale of memberships: the one being bought in the cart (it switches the cart at
   * once) and those its customer holds today (issue 12).
   */
  memberModes?: readonly number[];
}

const DEFAULT_GRANT: ModeOfSaleGrant = {
  modeOfSaleId: DEFAULT_MODE_OF_SALE_ID,
  source: 'default',
  productionId: null,
};

/**
 * The buyer's modes of sale from their sources: a live promo code's mode first (it is what the
 * buyer asked for), the default online mode last. A code without a mode of sale adds none.
 */
export function modesOfSaleOf(sources: {
  promo?: PromoModeSource | null;
  /** Members' modes of sale (held or being bought): every production. */
  memberModes?: readonly number[];
}): readonly ModeOfSaleGrant[] {
  const grants: ModeOfSaleGrant[] = [];
  const promo = sources.promo;
  if (promo && promo.modeOfSaleId !== null && promo.modeOfSaleId !== DEFAULT_MODE_OF_SALE_ID)
    grants.push({
      modeOfSaleId: promo.modeOfSaleId,
      source: 'promo-code',
      productionId: promo.productionId,
    });
  for (const modeOfSaleId of new Set(sources.memberModes ?? []))
    if (modeOfSaleId !== DEFAULT_MODE_OF_SALE_ID)
      grants.push({ modeOfSaleId, source: 'membership', productionId: null });
  grants.push(DEFAULT_GRANT);
  return grants;
}

/** A buyer from what is known of them; anyone unknown is an anonymous buyer in the default mode. */
export function buyerContext(
  known: {
    customerId?: number | null;
    householdBookerId?: number | null;
    accessRegistered?: boolean;
    promo?: PromoModeSource | null;
    memberModes?: readonly number[];
  } = {},
): BuyerContext {
  return {
    customerId: known.customerId ?? null,
    householdBookerId: known.householdBookerId ?? null,
    accessRegistered: known.accessRegistered ?? false,
    modesOfSale: modesOfSaleOf({
      promo: known.promo ?? null,
      memberModes: known.memberModes ?? [],
    }),
  };
}

type BuyerModes = Pick<BuyerContext, 'modesOfSale'>;

function grantFits(grant: ModeOfSaleGrant, productionId: number | undefined): boolean {
  return (
    grant.productionId === null || productionId === undefined || grant.productionId === productionId
  );
}

/**
 * The modes the buyer may buy a production's tickets in, most preferred first, the default last
 * (left out: any production, as for a cart not yet looking at one).
 */
export function modesOfSaleFor(buyer: BuyerModes, productionId?: number): number[] {
  const modes = buyer.modesOfSale
    .filter((grant) => grantFits(grant, productionId))
    .map((grant) => grant.modeOfSaleId);
  if (!modes.includes(DEFAULT_MODE_OF_SALE_ID)) modes.push(DEFAULT_MODE_OF_SALE_ID);
  return [...new Set(modes)];
}

/** The buyer's preferred mode of sale for a production: a code limited to another leaves it alone. */
export function modeOfSaleFor(buyer: BuyerModes, productionId?: number): number {
  return modesOfSaleFor(buyer, productionId)[0] ?? DEFAULT_MODE_OF_SALE_ID;
}

/** A performance as the mode-of-sale rules see it. */
export interface SaleTerms {
  productionId: number;
  /** A priority performance (members' presale) sells only in this mode; null: open to all. */
  priorityModeOfSaleId: number | null;
}

/** Whether a performance is open to the buyer: a priority one only in its own mode of sale. */
export function priorityOpenTo(buyer: BuyerModes, performance: SaleTerms): boolean {
  return (
    performance.priorityModeOfSaleId === null ||
    modesOfSaleFor(buyer, performance.productionId).includes(performance.priorityModeOfSaleId)
  );
}

/**
 * The mode of sale a ticket line is priced in: a priority performance's own mode (only a buyer
 * in it may hold its seats; one who left it is refused at payment), else the buyer's most
 * preferred mode for the production in which the performance prices the seat's band, else the
 * default online mode. `bandSoldIn` says which modes the performance prices the band in.
 */
export function lineModeOfSale(
  buyer: BuyerModes,
  performance: SaleTerms,
  bandSoldIn: (modeOfSaleId: number) => boolean,
): number {
  if (performance.priorityModeOfSaleId !== null) return performance.priorityModeOfSaleId;
  for (const mode of modesOfSaleFor(buyer, performance.productionId))
    if (mode !== DEFAULT_MODE_OF_SALE_ID && bandSoldIn(mode)) return mode;
  return DEFAULT_MODE_OF_SALE_ID;
}

/**
 * The modes of sale a line of this performance could be priced in, for a reader of prices to
 * fetch: lineModeOfSale chooses among them (a priority performance has its own alone).
 */
export function pricingModesOf(buyer: BuyerModes, performance: SaleTerms): number[] {
  return performance.priorityModeOfSaleId !== null
    ? [performance.priorityModeOfSaleId]
    : modesOfSaleFor(buyer, performance.productionId);
}

/**
 * A short key of the buyer's modes of sale, for answers that depend on them and nothing else of
 * the buyer (the catalogue's cache): '' for the default alone, as most buyers are.
 */
export function modesOfSaleKey(buyer: BuyerModes): string {
  return buyer.modesOfSale
    .filter((grant) => grant.source !== 'default')
    .map((grant) => `${grant.modeOfSaleId}@${grant.productionId ?? '*'}`)
    .join(',');
}
