/**
 * The promo code form's state and the body it sends (issue 13): texts as typed, turned into the
 * contract's body (PromoCodeInput) on sending, which the contract then checks. Plain functions,
 * tested without a browser.
 */
import type { PromoCode, PromoCodeInput } from '../../../../shared/contracts/promo-code-setup.ts';
import type { Locale } from '../../../../shared/locales.ts';
import { draftIsBlank, draftOf, type LocalizedDraft } from './localized-draft.ts';
import { centsToInput, inputToCents, inputToWhole } from './money-input.ts';
import { instantToSend, toVenueInput } from './venue-time-input.ts';

export type DiscountKind = 'none' | 'percent' | 'amount';

export interface PromoDraft {
  code: string;
  description: LocalizedDraft;
  /** '' for none (the buyer's own mode of sale). */
  modeOfSaleId: string;
  /** '' for every production. */
  productionId: string;
  discount: DiscountKind;
  percent: string;
  amount: string;
  validFrom: string;
  validUntil: string;
  usageLimit: string;
  usageLimitPerCustomer: string;
  active: boolean;
}

export function promoDraftOf(promo: PromoCode | undefined, locale: Locale): PromoDraft {
  const discount: DiscountKind =
    promo?.discountPercent != null ? 'percent' : promo?.discountCents != null ? 'amount' : 'none';
  return {
    code: promo?.code ?? '',
    description: draftOf(promo?.description),
    modeOfSaleId: promo?.modeOfSaleId ? String(promo.modeOfSaleId) : '',
    productionId: promo?.productionId ? String(promo.productionId) : '',
    discount: promo ? discount : 'percent',
    percent: promo?.discountPercent != null ? String(promo.discountPercent) : '',
    amount: centsToInput(promo?.discountCents ?? null, locale),
    validFrom: toVenueInput(promo?.validFrom ?? null),
    validUntil: toVenueInput(promo?.validUntil ?? null),
    usageLimit: promo?.usageLimit != null ? String(promo.usageLimit) : '',
    usageLimitPerCustomer:
      promo?.usageLimitPerCustomer != null ? String(promo.usageLimitPerCustomer) : '',
    active: promo?.active ?? true,
  };
}

const idOf = (value: string) => (value === '' ? null : Number(value));

/** The body to check and send; what is not a number or a time stays text for the contract. */
export function promoBodyOf(
  draft: PromoDraft,
  loaded: PromoCode | undefined,
  locale: Locale,
): PromoCodeInput {
  return {
    code: draft.code,
    description: draftIsBlank(draft.description) ? null : draft.description,
    modeOfSaleId: idOf(draft.modeOfSaleId),
    productionId: idOf(draft.productionId),
    discountPercent: (draft.discount === 'percent'
      ? (inputToWhole(draft.percent) ?? draft.percent)
      : null) as number | null,
    discountCents: (draft.discount === 'amount'
      ? (inputToCents(draft.amount, locale) ?? draft.amount)
      : null) as number | null,
    validFrom: instantToSend(loaded?.validFrom ?? null, draft.validFrom),
    validUntil: instantToSend(loaded?.validUntil ?? null, draft.validUntil),
    usageLimit: inputToWhole(draft.usageLimit) as number | null,
    usageLimitPerCustomer: inputToWhole(draft.usageLimitPerCustomer) as number | null,
    active: draft.active,
  };
}
