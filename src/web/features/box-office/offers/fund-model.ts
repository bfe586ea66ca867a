/**
 * The fund form's state and the body it sends (issue 13): texts as typed, turned into the
 * contract's body (FundInput) on sending, which the contract then checks.
 */
import type { FundInput, FundSetup } from '../../../../shared/contracts/fund-setup.ts';
import type { Locale } from '../../../../shared/locales.ts';
import { draftOf, type LocalizedDraft } from './localized-draft.ts';
import { centsToInput, inputToCents, inputToWhole } from './money-input.ts';
import { instantToSend, toVenueInput } from './venue-time-input.ts';

export interface FundDraft {
  name: LocalizedDraft;
  description: LocalizedDraft;
  goal: string;
  opensAt: string;
  closesAt: string;
  sortOrder: string;
}

export function fundDraftOf(fund: FundSetup | undefined, locale: Locale): FundDraft {
  return {
    name: draftOf(fund?.name),
    description: draftOf(fund?.description),
    goal: centsToInput(fund?.goalCents ?? null, locale),
    opensAt: toVenueInput(fund?.opensAt ?? null),
    closesAt: toVenueInput(fund?.closesAt ?? null),
    sortOrder: String(fund?.sortOrder ?? 0),
  };
}

export function fundBodyOf(
  draft: FundDraft,
  loaded: FundSetup | undefined,
  locale: Locale,
): FundInput {
  return {
    name: draft.name,
    description: draft.description,
    goalCents: inputToCents(draft.goal, locale) as number | null,
    opensAt: instantToSend(loaded?.opensAt ?? null, draft.opensAt),
    closesAt: instantToSend(loaded?.closesAt ?? null, draft.closesAt),
    // Blank is the first place.
    sortOrder: (inputToWhole(draft.sortOrder) ?? 0) as number,
  };
}
