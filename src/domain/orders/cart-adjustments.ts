/**
 * What the buyer can add to a cart besides its lines (spec §3, §5): a promo code, refund
 * protection and account credit. Plain rules over integer cents; the engine reads the facts.
 */

/** Refund protection's fee per ticket unless configured (REFUND_PROTECTION_CENTS_PER_TICKET). */
export const DEFAULT_REFUND_PROTECTION_CENTS_PER_TICKET = 300;

/** A promo code as the rules see it (table promo_codes). */
export interface PromoRule {
  active: boolean;
  validFrom: Date | null;
  validUntil: Date | null;
  /** The mode of sale the code switches the cart to (members' presale …), or none. */
  modeOfSaleId: number | null;
  /** Only this production's tickets (null: every production). */
  productionId: number | null;
  /** Per ticket: a percentage of the base price, or a fixed amount (the schema allows one). */
  discountPercent: number | null;
  discountCents: number | null;
}

/** A ticket line as the promo rules see it. */
export interface PromoLine {
  productionId: number;
  baseCents: number;
}

export type PromoStanding = 'applies' | 'unrecognised' | 'not-valid';

/**
 * Whether a code applies to a cart now (spec §5: recognised, and it must apply to the cart). A
 * switched-off code is not recognised at all. Outside its dates, or limited to a production the
 * cart has no ticket for, it is "not valid for this cart". A code that only switches the mode of
 * sale applies to an empty cart: it is what opens a priority performance before any seat is held.
 * A discount-only code needs a ticket to discount.
 */
export function promoStanding(
  promo: PromoRule | null,
  lines: readonly Pick<PromoLine, 'productionId'>[],
  now: Date,
): PromoStanding {
  if (!promo?.active) return 'unrecognised';
  if (!withinDates(promo, now)) return 'not-valid';
  const eligible = lines.filter((line) => appliesToLine(promo, line));
  if (lines.length === 0) return promo.modeOfSaleId !== null ? 'applies' : 'not-valid';
  return eligible.length > 0 ? 'applies' : 'not-valid';
}

function withinDates(promo: PromoRule, now: Date): boolean {
  if (promo.validFrom && promo.validFrom.getTime() > now.getTime()) return false;
  return !(promo.validUntil && promo.validUntil.getTime() <= now.getTime());
}

/**
 * The code as it counts now for the mode of sale (buyer/buyer-context.ts) and the prices: switched on and within its
 * dates (whether it fits the cart's lines is the payment's question, PROMO_NOT_VALID).
 */
export function livePromo<P extends PromoRule>(promo: P | null, now: Date): P | null {
  return promo?.active && withinDates(promo, now) ? promo : null;
}

function appliesToLine(promo: PromoRule, line: Pick<PromoLine, 'productionId'>): boolean {
  return promo.productionId === null || promo.productionId === line.productionId;
}

/**
 * One ticket's discount: a share of its base price (rounded half up, as a receipt shows it) or
 * a fixed amount, never more than the base price. The mandatory fee is always paid.
 */
export function ticketDiscountCents(promo: PromoRule, line: PromoLine): number {
  if (!appliesToLine(promo, line)) return 0;
  const percent = promo.discountPercent ?? 0;
  const byPercent = Math.round((line.baseCents * percent) / 100);
  const fixed = promo.discountCents ?? 0;
  return Math.min(line.baseCents, Math.max(byPercent, fixed));
}

/** The cart's promo discount: the sum over its tickets. */
export function promoDiscountCents(promo: PromoRule | null, lines: readonly PromoLine[]): number {
  if (!promo) return 0;
  return lines.reduce((sum, line) => sum + ticketDiscountCents(promo, line), 0);
}

/**
 * Refund protection (spec §9): a fee per ticket, chosen by the buyer (never pre-ticked), that
 * covers 100% of what was paid for the tickets, fees included.
 */
export function refundProtectionCents(
  chosen: boolean,
  ticketCount: number,
  centsPerTicket: number,
): number {
  if (!chosen || ticketCount <= 0) return 0;
  return ticketCount * centsPerTicket;
}

/**
 * Account credit used on an order: what the buyer asked for, never more than they have, never
 * more than the order's total (credit does not pay the buyer), never negative.
 */
export function creditToUse(requestedCents: number, availableCents: number, totalCents: number) {
  return Math.max(0, Math.min(requestedCents, availableCents, totalCents));
}

/**
 * Which grants pay for `amountCents`, oldest expiry first, so the credit that would lapse first
 * is spent first. Answers null when the grants do not cover it.
 */
export function creditSpendPlan<G extends { id: number; remainingCents: number; expiresAt: Date }>(
  grants: readonly G[],
  amountCents: number,
): { grantId: number; amountCents: number }[] | null {
  let left = amountCents;
  const plan: { grantId: number; amountCents: number }[] = [];
  const ordered = [...grants].sort(
    (a, b) => a.expiresAt.getTime() - b.expiresAt.getTime() || a.id - b.id,
  );
  for (const grant of ordered) {
    if (left <= 0) break;
    const take = Math.min(grant.remainingCents, left);
    if (take <= 0) continue;
    plan.push({ grantId: grant.id, amountCents: take });
    left -= take;
  }
  return left > 0 ? null : plan;
}
