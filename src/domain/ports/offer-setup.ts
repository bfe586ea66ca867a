/**
 * The box office's set-up of what the storefront offers besides tickets (issue 13): promo codes,
 * funds, membership levels and the gift vouchers on offer. Every change is written with its
 * audit row (the record before and after) in one transaction; a refused change, and a save that
 * changes nothing, write none. Nothing here re-prices what was paid: orders, memberships and
 * their plans keep the amounts they were made with.
 */
import type { FundBody, FundSetup } from '../../shared/contracts/fund-setup.ts';
import type { GiftVoucherSettingsBody } from '../../shared/contracts/gift-voucher-settings.ts';
import type {
  MembershipLevelBody,
  MembershipLevelSetup,
} from '../../shared/contracts/membership-level-setup.ts';
import type { OfferChoices } from '../../shared/contracts/offer-setup.ts';
import type { PromoCode, PromoCodeBody } from '../../shared/contracts/promo-code-setup.ts';
import type { Locale } from '../../shared/locales.ts';
import type { VoucherOffer } from '../offers/gift-voucher-offer.ts';
import type { Actor } from './staff-accounts.ts';

export interface OfferSetup {
  /** The modes of sale and productions the forms choose from, named in `locale`. */
  choices(locale: Locale): Promise<OfferChoices>;

  /** Every code, newest first, with its uses and state. */
  listPromoCodes(): Promise<PromoCode[]>;
  /** Throws PROMO_CODE_NOT_FOUND. */
  promoCode(id: number): Promise<PromoCode>;
  /**
   * Throws PROMO_CODE_TAKEN when another code is the same in any case (a race included),
   * VALIDATION_FAILED on `modeOfSaleId` or `productionId` naming nothing.
   */
  createPromoCode(body: PromoCodeBody, actor: Actor): Promise<PromoCode>;
  /** As create, and PROMO_CODE_NOT_FOUND. Baskets holding it are priced by what it is now. */
  updatePromoCode(id: number, body: PromoCodeBody, actor: Actor): Promise<PromoCode>;
  /** Throws PROMO_CODE_NOT_FOUND, PROMO_CODE_IN_USE (an order or a cart names it). */
  deletePromoCode(id: number, actor: Actor): Promise<void>;

  /** Every fund in the theatre's order. */
  listFunds(): Promise<FundSetup[]>;
  /** Throws FUND_NOT_FOUND. */
  fund(id: number): Promise<FundSetup>;
  createFund(body: FundBody, actor: Actor): Promise<FundSetup>;
  /** Throws FUND_NOT_FOUND. */
  updateFund(id: number, body: FundBody, actor: Actor): Promise<FundSetup>;
  /** Stops the fund taking gifts now (the way to retire a fund in use). Throws FUND_NOT_FOUND. */
  closeFund(id: number, actor: Actor): Promise<FundSetup>;
  /** Throws FUND_NOT_FOUND, FUND_IN_USE (gifts, plans, carts, or the basket's upsell fund). */
  deleteFund(id: number, actor: Actor): Promise<void>;

  /** Every level in the theatre's order, on sale or not. */
  listLevels(): Promise<MembershipLevelSetup[]>;
  /** Throws MEMBERSHIP_NOT_FOUND. */
  level(id: number): Promise<MembershipLevelSetup>;
  /** Throws MEMBERSHIP_SLUG_TAKEN, VALIDATION_FAILED on `modeOfSaleId` naming nothing. */
  createLevel(body: MembershipLevelBody, actor: Actor): Promise<MembershipLevelSetup>;
  /**
   * As create, and MEMBERSHIP_NOT_FOUND. New prices are for new members: memberships, their
   * plans and lines already in carts keep their amounts.
   */
  updateLevel(id: number, body: MembershipLevelBody, actor: Actor): Promise<MembershipLevelSetup>;
  /** Throws MEMBERSHIP_NOT_FOUND, MEMBERSHIP_LEVEL_IN_USE (members, carts or orders have it). */
  deleteLevel(id: number, actor: Actor): Promise<void>;

  /** Whether vouchers are on sale and the amounts offered (the spec's until set). */
  giftVoucherOffer(): Promise<VoucherOffer>;
  setGiftVoucherOffer(body: GiftVoucherSettingsBody, actor: Actor): Promise<VoucherOffer>;
}
