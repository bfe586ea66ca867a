/**
 * The membership form's rules, apart from React (issue 12): what its controls hold, the body
 * they make for POST /api/cart/memberships (the shared contract checks it, as the server will),
 * each problem as a message key tied to the field that has it, and what a level means to the
 * reader (held, renewable, what of its price is tax-deductible).
 */
import {
  type AddMembershipBody,
  AddMembershipBodySchema,
  type MembershipLevel,
  type MembershipLine,
  type MembershipPrice,
  type PaymentOption,
} from '../../../shared/contracts/memberships.ts';

/** What the form's controls hold: the payment option chosen (none yet), and auto-renewal. */
export interface MembershipFormState {
  option: PaymentOption | null;
  /** One-off only: renew by itself at expiry (monthly and yearly plans always run on). */
  autoRenew: boolean;
}

/** The form's fields, each with one message and one control to take the reader to. */
export type MembershipField = 'paymentOption' | 'autoRenew';

/** Problems by field, each a message key. */
export type MembershipErrors = Partial<Record<MembershipField, string>>;

/**
 * The form as it opens: the membership of this level already in the cart, else nothing chosen
 * (no option is picked for the buyer) unless the level has only one way to pay.
 */
export function initialMembershipForm(
  level: Pick<MembershipLevel, 'id' | 'prices'>,
  inCart?: Pick<MembershipLine, 'levelId' | 'paymentOption' | 'autoRenew'>,
): MembershipFormState {
  if (inCart && inCart.levelId === level.id && offers(level, inCart.paymentOption))
    return { option: inCart.paymentOption, autoRenew: inCart.autoRenew };
  const only = level.prices.length === 1 ? (level.prices[0]?.option ?? null) : null;
  return { option: only, autoRenew: false };
}

const offers = (level: Pick<MembershipLevel, 'prices'>, option: PaymentOption) =>
  level.prices.some((price) => price.option === option);

/** Where the contract's paths (and the API's `fields`) show on the form. */
const FIELD_OF_PATH: Record<string, MembershipField> = {
  paymentOption: 'paymentOption',
  autoRenew: 'autoRenew',
};

/** The API's field problems (VALIDATION_FAILED's `fieldKeys`) on the form's fields. */
export function errorsFromApi(fieldKeys: Record<string, string>): MembershipErrors {
  const errors: MembershipErrors = {};
  for (const [path, key] of Object.entries(fieldKeys)) {
    const field = FIELD_OF_PATH[path.replace(/^body\./, '')];
    if (field) errors[field] ??= key;
  }
  return errors;
}

/**
 * The request body, or the problems by field. Auto-renewal is sent for a one-off membership
 * only: a monthly or yearly plan renews for as long as it runs.
 */
export function membershipBody(
  state: MembershipFormState,
  level: Pick<MembershipLevel, 'id' | 'prices'>,
): { body: AddMembershipBody } | { errors: MembershipErrors } {
  if (state.option === null)
    return { errors: { paymentOption: 'memberships.errors.paymentOptionRequired' } };
  if (!offers(level, state.option))
    return { errors: { paymentOption: 'errors.MEMBERSHIP_OPTION_UNAVAILABLE' } };
  const checked = AddMembershipBodySchema.safeParse({
    levelId: level.id,
    paymentOption: state.option,
    ...(state.option === 'one-off' ? { autoRenew: state.autoRenew } : {}),
  });
  if (checked.success) return { body: checked.data };
  const errors: MembershipErrors = {};
  for (const issue of checked.error.issues) {
    const field = FIELD_OF_PATH[issue.path.map(String).join('.')];
    if (field) errors[field] ??= issue.message;
  }
  // A level id the contract refuses is no field of the reader's: the level is not on sale.
  return Object.keys(errors).length > 0
    ? { errors }
    : { errors: { paymentOption: 'errors.MEMBERSHIP_NOT_FOUND' } };
}

/** Whether an option is paid by a plan that charges the kept card again (month or year). */
export const chargedByPlan = (option: PaymentOption) => option !== 'one-off';

/**
 * What of a year's membership in this option the member may deduct from their taxes (US): what
 * they pay a year less the fair market value of the benefits they get, never below nothing.
 */
export function taxDeductibleCents(
  price: Pick<MembershipPrice, 'perYear'>,
  level: Pick<MembershipLevel, 'benefitsValue'>,
): number {
  return Math.max(0, price.perYear.amount - level.benefitsValue.amount);
}

/**
 * What the reader may do with a level: buy it, renew it (inside the renewal window, running on
 * from their expiry), nothing while they hold it, or first sign in (spec §5: login needed).
 */
export type LevelAction = 'join' | 'renew' | 'held' | 'sign-in';

export function levelAction(
  level: Pick<MembershipLevel, 'held' | 'loginRequired'>,
  signedIn: boolean,
): LevelAction {
  if (level.held === 'held') return 'held';
  if (level.loginRequired && !signedIn) return 'sign-in';
  return level.held === 'renewable' ? 'renew' : 'join';
}
