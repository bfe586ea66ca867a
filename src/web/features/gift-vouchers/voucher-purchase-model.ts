/**
 * The gift voucher purchase form's rules, apart from React (issue 11): what its controls hold,
 * the body they make for POST /api/cart/gift-vouchers (the shared contract checks it, as the
 * server will), the days a voucher may be sent on (the theatre's today to a year ahead), and the
 * API's field problems on the form's fields. Each problem is a message key, shown beside its
 * field and in the summary.
 */
import {
  AddGiftVoucherBodySchema,
  type AddGiftVoucherInput,
  GIFT_VOUCHER_DELIVERY_MAX_DAYS,
  GIFT_VOUCHER_MESSAGE_MAX,
  GiftVoucherFieldMessages,
} from '../../../shared/contracts/gift-vouchers.ts';
import { isIsoDay, venueDay } from '../../../shared/dates.ts';

/** When the vouchers are e-mailed: as soon as the order is paid, or on a day chosen. */
export type DeliveryChoice = 'now' | 'day';

/** What the form's controls hold, as the browser gives them. */
export interface VoucherPurchaseState {
  /** An amount on offer in cents, or nothing chosen yet. */
  amount: number | null;
  quantity: number;
  recipientName: string;
  recipientEmail: string;
  message: string;
  delivery: DeliveryChoice;
  /** The date input's value (YYYY-MM-DD, or blank). */
  deliverOn: string;
}

export const EMPTY_VOUCHER_PURCHASE: VoucherPurchaseState = {
  amount: null,
  quantity: 1,
  recipientName: '',
  recipientEmail: '',
  message: '',
  delivery: 'now',
  deliverOn: '',
};

/** The form's fields, each with one control the summary leads to. */
export type VoucherField =
  | 'amount'
  | 'quantity'
  | 'recipientName'
  | 'recipientEmail'
  | 'message'
  | 'deliverOn';

/** Problems by field, each a message key. */
export type VoucherErrors = Partial<Record<VoucherField, string>>;

const DAY_MS = 86_400_000;

/** The days the date input offers: today on the theatre's clock, to a year ahead. */
export function deliveryDays(nowMs: number): { min: string; max: string } {
  const min = venueDay(new Date(nowMs));
  const max = new Date(Date.parse(`${min}T00:00:00Z`) + GIFT_VOUCHER_DELIVERY_MAX_DAYS * DAY_MS)
    .toISOString()
    .slice(0, 10);
  return { min, max };
}

/** Characters left in the message (negative: too many). */
export const messageLeft = (message: string) => GIFT_VOUCHER_MESSAGE_MAX - message.length;

/** Where the contract's paths (and the API's `fields`) show on the form. */
const FIELD_OF_PATH: Record<string, VoucherField> = {
  amountCents: 'amount',
  quantity: 'quantity',
  recipientName: 'recipientName',
  recipientEmail: 'recipientEmail',
  message: 'message',
  deliverOn: 'deliverOn',
};

/** The API's field problems (VALIDATION_FAILED's `fieldKeys`) on the form's fields. */
export function errorsFromApi(fieldKeys: Record<string, string>): VoucherErrors {
  const errors: VoucherErrors = {};
  for (const [path, key] of Object.entries(fieldKeys)) {
    const field = FIELD_OF_PATH[path.replace(/^body\./, '')];
    if (field) errors[field] ??= key;
  }
  return inFormOrder(errors);
}

/**
 * The request body, or the problems by field (every field checked at once, so the summary lists
 * them all). Blank optional fields are left out rather than sent empty; "now" sends no day.
 * `nowMs` is the server's clock: the day is checked against the theatre's calendar.
 */
export function voucherPurchaseBody(
  state: VoucherPurchaseState,
  nowMs: number,
): { body: AddGiftVoucherInput } | { errors: VoucherErrors } {
  const errors: VoucherErrors = {};
  if (state.amount === null) errors.amount = GiftVoucherFieldMessages.amount;
  let deliverOn: string | undefined;
  if (state.delivery === 'day') {
    const { min, max } = deliveryDays(nowMs);
    const day = state.deliverOn.trim();
    // ISO days compare as text: a day before today or beyond a year is refused here already.
    if (!isIsoDay(day) || day < min || day > max)
      errors.deliverOn = GiftVoucherFieldMessages.deliverOn;
    else deliverOn = day;
  }
  const name = state.recipientName.trim();
  const email = state.recipientEmail.trim();
  const message = state.message.trim();
  const body: AddGiftVoucherInput = {
    amountCents: state.amount ?? 0,
    quantity: state.quantity,
    ...(name ? { recipientName: name } : {}),
    ...(email ? { recipientEmail: email } : {}),
    ...(message ? { message } : {}),
    ...(deliverOn ? { deliverOn } : {}),
  };
  const checked = AddGiftVoucherBodySchema.safeParse(body);
  if (!checked.success)
    for (const issue of checked.error.issues) {
      const field = FIELD_OF_PATH[issue.path.map(String).join('.')];
      if (field) errors[field] ??= issue.message;
    }
  return Object.keys(errors).length > 0 ? { errors: inFormOrder(errors) } : { body };
}

/** The fields as the form shows them, top to bottom: the summary lists problems in this order. */
const FORM_ORDER: readonly VoucherField[] = [
  'amount',
  'quantity',
  'recipientName',
  'recipientEmail',
  'message',
  'deliverOn',
];

function inFormOrder(errors: VoucherErrors): VoucherErrors {
  return Object.fromEntries(
    FORM_ORDER.filter((field) => errors[field]).map((field) => [field, errors[field]]),
  );
}
