/**
 * The donation form's rules, apart from React: what its controls hold, the body they make for
 * POST /api/cart/donations (the shared contract checks it, as the server will), and each
 * problem as a message key with its values, tied to the field that has it. An "Other" amount
 * is read in the reader's number conventions (src/shared/parse-money.ts).
 */
import {
  AddDonationBodySchema,
  type AddDonationInput,
  DONATION_MAX_CENTS,
  DONATION_MIN_CENTS,
  DONATION_PRESETS_CENTS,
  type DonationLine,
  type TributeKind,
} from '../../../shared/contracts/donations.ts';
import type { Locale } from '../../../shared/locales.ts';
import { NUMBER_LOCALE } from '../../../shared/money.ts';
import { parseMoneyInput } from '../../../shared/parse-money.ts';

/** The amount chosen: one of the presets (cents), "other" (typed), or nothing yet. */
export type AmountChoice = number | 'other' | null;

/** What the form's controls hold, as the browser gives them. */
export interface DonationFormState {
  amount: AmountChoice;
  otherAmount: string;
  recognitionName: string;
  anonymous: boolean;
  tribute: TributeKind | 'none';
  tributeName: string;
  tributeEmail: string;
  /** A monthly gift (signed-in donors only, issue 12): given again each month until stopped. */
  monthly: boolean;
}

export const EMPTY_DONATION_FORM: DonationFormState = {
  amount: null,
  otherAmount: '',
  recognitionName: '',
  anonymous: false,
  tribute: 'none',
  tributeName: '',
  tributeEmail: '',
  monthly: false,
};

/**
 * The form's fields, each with one message and one control to take the reader to: `amount` is
 * the radio group (nothing chosen), `otherAmount` the typed amount.
 */
export type DonationField =
  | 'amount'
  | 'otherAmount'
  | 'recognitionName'
  | 'tributeName'
  | 'tributeEmail'
  | 'appeal'
  | 'monthly';

/** A problem: a message key and what fills it (formatted by the page in the reader's way). */
export interface DonationProblem {
  key: string;
  /** Amounts in cents to write as money; `example` is filled in by the page. */
  min?: number;
  max?: number;
}

export type DonationErrors = Partial<Record<DonationField, DonationProblem>>;

/** A gift already in the cart for this fund, as the form to change it. */
export function formFromLine(line: DonationLine, locale: Locale): DonationFormState {
  const cents = line.amount.amount;
  const preset = (DONATION_PRESETS_CENTS as readonly number[]).includes(cents);
  return {
    amount: preset ? cents : 'other',
    otherAmount: preset ? '' : formatPlainAmount(cents, locale),
    recognitionName: line.recognitionName ?? '',
    anonymous: line.anonymous,
    tribute: line.tribute?.kind ?? 'none',
    tributeName: line.tribute?.name ?? '',
    tributeEmail: line.tribute?.notifyEmail ?? '',
    monthly: line.recurring === 'monthly',
  };
}

/** "12.50" / "12,50" / "100": an amount as the reader would type it back. */
export function formatPlainAmount(cents: number, locale: Locale): string {
  return new Intl.NumberFormat(NUMBER_LOCALE[locale], {
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
    useGrouping: false,
  }).format(cents / 100);
}

const AMOUNT_PROBLEM = {
  empty: { key: 'donations.errors.amountEmpty' },
  format: { key: 'donations.errors.amountFormat' },
  cents: { key: 'donations.errors.amountCents' },
  negative: { key: 'donations.errors.amountMin', min: DONATION_MIN_CENTS },
} as const satisfies Record<string, DonationProblem>;

/** The amount in cents, or what is wrong with it. */
export function amountOf(
  state: DonationFormState,
  locale: Locale,
): { cents: number } | { field: 'amount' | 'otherAmount'; problem: DonationProblem } {
  if (state.amount === null)
    return { field: 'amount', problem: { key: 'donations.errors.amountRequired' } };
  if (state.amount !== 'other') return { cents: state.amount };
  const parsed = parseMoneyInput(state.otherAmount, locale);
  if (!parsed.ok) return { field: 'otherAmount', problem: AMOUNT_PROBLEM[parsed.problem] };
  if (parsed.cents < DONATION_MIN_CENTS)
    return {
      field: 'otherAmount',
      problem: { key: 'donations.errors.amountMin', min: DONATION_MIN_CENTS },
    };
  if (parsed.cents > DONATION_MAX_CENTS)
    return {
      field: 'otherAmount',
      problem: { key: 'donations.errors.amountMax', max: DONATION_MAX_CENTS },
    };
  return { cents: parsed.cents };
}

/** Where the contract's paths (and the API's `fields`) show on the form. */
const FIELD_OF_PATH: Record<string, DonationField> = {
  amountCents: 'otherAmount',
  recognitionName: 'recognitionName',
  'tribute.name': 'tributeName',
  'tribute.notifyEmail': 'tributeEmail',
  tribute: 'tributeName',
  appeal: 'appeal',
  recurring: 'monthly',
};

/** The API's field problems (VALIDATION_FAILED's `fieldKeys`) on the form's fields. */
export function errorsFromApi(fieldKeys: Record<string, string>): DonationErrors {
  const errors: DonationErrors = {};
  for (const [path, key] of Object.entries(fieldKeys)) {
    const field = FIELD_OF_PATH[path.replace(/^body\./, '')];
    if (field) errors[field] ??= { key };
  }
  return errors;
}

/** An appeal code from the address that the contract would refuse is left out, not shown. */
export function appealFrom(value: string | null): string | undefined {
  if (!value) return undefined;
  const checked = AddDonationBodySchema.shape.appeal.safeParse(value);
  return checked.success ? checked.data : undefined;
}

/**
 * The request body, or the problems by field (every field checked at once, so the summary
 * lists them all). Blank optional fields are left out rather than sent empty.
 */
export function donationBody(
  state: DonationFormState,
  context: { fundId: number; appeal?: string | undefined; locale: Locale },
): { body: AddDonationInput } | { errors: DonationErrors } {
  const errors: DonationErrors = {};
  const amount = amountOf(state, context.locale);
  if ('problem' in amount) errors[amount.field] = amount.problem;
  const recognition = state.recognitionName.trim();
  const email = state.tributeEmail.trim();
  const body: AddDonationInput = {
    fundId: context.fundId,
    amountCents: 'cents' in amount ? amount.cents : DONATION_MIN_CENTS,
    anonymous: state.anonymous,
    ...(context.appeal ? { appeal: context.appeal } : {}),
    ...(recognition ? { recognitionName: recognition } : {}),
    ...(state.monthly ? { recurring: 'monthly' as const } : {}),
    ...(state.tribute !== 'none'
      ? {
          tribute: {
            kind: state.tribute,
            name: state.tributeName,
            ...(email ? { notifyEmail: email } : {}),
          },
        }
      : {}),
  };
  const checked = AddDonationBodySchema.safeParse(body);
  if (!checked.success)
    for (const issue of checked.error.issues) {
      const field = FIELD_OF_PATH[issue.path.map(String).join('.')];
      if (field) errors[field] ??= { key: issue.message };
    }
  return Object.keys(errors).length > 0 ? { errors } : { body };
}
