/**
 * The membership level form's state and the body it sends (issue 13): texts as typed, turned
 * into the contract's body (MembershipLevelInput) on sending, which the contract then checks.
 */
import type {
  MembershipLevelInput,
  MembershipLevelSetup,
} from '../../../../shared/contracts/membership-level-setup.ts';
import { PAYMENT_OPTIONS } from '../../../../shared/contracts/memberships.ts';
import type { Locale } from '../../../../shared/locales.ts';
import { draftOf, type LocalizedDraft } from './localized-draft.ts';
import { centsToInput, inputToCents, inputToWhole } from './money-input.ts';

export type PaymentOption = (typeof PAYMENT_OPTIONS)[number];

export interface LevelDraft {
  slug: string;
  name: LocalizedDraft;
  description: LocalizedDraft;
  benefits: LocalizedDraft[];
  benefitsValue: string;
  modeOfSaleId: string;
  generalPublic: boolean;
  onSale: boolean;
  renewalWindowDays: string;
  sortOrder: string;
  prices: Record<PaymentOption, string>;
}

export function levelDraftOf(level: MembershipLevelSetup | undefined, locale: Locale): LevelDraft {
  return {
    slug: level?.slug ?? '',
    name: draftOf(level?.name),
    description: draftOf(level?.description),
    benefits: (level?.benefits ?? []).map((benefit) => draftOf(benefit)),
    benefitsValue: centsToInput(level?.benefitsValueCents ?? 0, locale),
    modeOfSaleId: level?.modeOfSaleId ? String(level.modeOfSaleId) : '',
    generalPublic: level?.generalPublic ?? true,
    onSale: level?.onSale ?? true,
    renewalWindowDays: String(level?.renewalWindowDays ?? 60),
    sortOrder: String(level?.sortOrder ?? 0),
    prices: Object.fromEntries(
      PAYMENT_OPTIONS.map((option) => [
        option,
        centsToInput(level?.prices[option] ?? null, locale),
      ]),
    ) as Record<PaymentOption, string>,
  };
}

export function levelBodyOf(draft: LevelDraft, locale: Locale): MembershipLevelInput {
  const price = (option: PaymentOption) =>
    inputToCents(draft.prices[option], locale) as number | null;
  return {
    slug: draft.slug,
    name: draft.name,
    description: draft.description,
    benefits: draft.benefits,
    // Blank is no value (members get nothing of market value).
    benefitsValueCents: (inputToCents(draft.benefitsValue, locale) ?? 0) as number,
    modeOfSaleId: draft.modeOfSaleId === '' ? null : Number(draft.modeOfSaleId),
    generalPublic: draft.generalPublic,
    onSale: draft.onSale,
    renewalWindowDays: inputToWhole(draft.renewalWindowDays) as number,
    sortOrder: (inputToWhole(draft.sortOrder) ?? 0) as number,
    prices: { 'one-off': price('one-off'), monthly: price('monthly'), yearly: price('yearly') },
  };
}
