/**
 * The gift vouchers on offer (issue 13): whether they are on sale and the amounts offered, as a
 * box-office manager set them (kept in site_settings), the spec's until then. Adding vouchers to
 * a cart checks them; a line already in a cart, and a voucher already bought, keep their amount.
 */
import {
  DEFAULT_GIFT_VOUCHER_OFFER,
  GiftVoucherSettingsBodySchema,
} from '../../shared/contracts/gift-voucher-settings.ts';
import { GiftVoucherFieldMessages } from '../../shared/contracts/gift-vouchers.ts';
import { AppError } from '../app-error.ts';

export interface VoucherOffer {
  onSale: boolean;
  amountsCents: number[];
}

/** The site_settings key the offer is kept under. */
export const GIFT_VOUCHER_SETTINGS_KEY = 'gift-vouchers';

/**
 * The offer from what is stored: none (or anything the contract would not take, which no form
 * could have saved) is the spec's offer, so the storefront never sells from a broken list.
 */
export function voucherOfferOf(stored: unknown): VoucherOffer {
  const parsed = GiftVoucherSettingsBodySchema.safeParse(stored);
  if (parsed.success) return parsed.data;
  return {
    onSale: DEFAULT_GIFT_VOUCHER_OFFER.onSale,
    amountsCents: [...DEFAULT_GIFT_VOUCHER_OFFER.amountsCents],
  };
}

/**
 * Vouchers of `amountCents` may go into a cart now. Throws GIFT_VOUCHERS_OFF_SALE when vouchers
 * are not on sale, VALIDATION_FAILED on the amount when it is not one offered.
 */
export function checkVoucherOffered(offer: VoucherOffer, amountCents: number): void {
  if (!offer.onSale) throw new AppError('GIFT_VOUCHERS_OFF_SALE');
  if (!offer.amountsCents.includes(amountCents))
    throw new AppError('VALIDATION_FAILED', {
      fields: { 'body.amountCents': GiftVoucherFieldMessages.amount },
    });
}
