import type { PerformanceDetail } from '../../../shared/contracts/catalogue.ts';
import {
  type SensoryBoothFields,
  SensoryBoothFieldsSchema,
  type SensoryBoothRequest,
} from '../../../shared/contracts/sensory-booth.ts';
import type { Money } from '../../../shared/money.ts';
import {
  BOOTH_RESOURCES,
  type BoothResource,
  type BoothSeatingType,
} from '../../../shared/sensory-booth.ts';

/** The seating choices as the form offers them: a type and how many (spec §9). */
export const SEATING_CHOICES = ['bean-bag:1', 'bean-bag:2', 'rocker:1'] as const;
export type SeatingChoice = (typeof SEATING_CHOICES)[number];

/** What the form's controls hold: strings, as the browser gives them. */
export interface BoothFormState {
  adults: string;
  students: string;
  seating: SeatingChoice | '';
  resources: BoothResource[];
  notes: string;
}

/** The form's groups, each with one message and one control to take the reader to. */
export type BoothField = 'party' | 'seating' | 'resources' | 'notes';
export type BoothErrors = Partial<Record<BoothField, string>>;

export const EMPTY_FORM: BoothFormState = {
  adults: '0',
  students: '0',
  seating: '',
  resources: [],
  notes: '',
};

/** The answers sent before, to change them. */
export function formFromRequest(request: SensoryBoothRequest): BoothFormState {
  const seating = `${request.seatingType}:${request.seatingCount}`;
  return {
    adults: String(request.adults),
    students: String(request.students),
    seating: (SEATING_CHOICES as readonly string[]).includes(seating)
      ? (seating as SeatingChoice)
      : '',
    resources: request.accessibilityResources.filter((r) => BOOTH_RESOURCES.includes(r)),
    notes: request.notes ?? '',
  };
}

/** The form as the API takes it; what is missing stays missing, for the schema to name. */
export function formInput(state: BoothFormState): Record<string, unknown> {
  const [type, count] = state.seating ? state.seating.split(':') : [];
  const number = (value: string) => (value.trim() === '' ? undefined : Number(value));
  return {
    adults: number(state.adults),
    students: number(state.students),
    seatingType: type as BoothSeatingType | undefined,
    seatingCount: count === undefined ? undefined : Number(count),
    accessibilityResources: state.resources,
    notes: state.notes,
  };
}

/** A field path of the contract ("adults", "body.adults", "accessibilityResources.0") → group. */
export function fieldOf(path: string): BoothField | undefined {
  const [name] = path.replace(/^body\./, '').split('.');
  switch (name) {
    case 'adults':
    case 'students':
    case 'partySize':
      return 'party';
    case 'seatingType':
    case 'seatingCount':
      return 'seating';
    case 'accessibilityResources':
      return 'resources';
    case 'notes':
      return 'notes';
    default:
      return undefined;
  }
}

/** Message keys by group: the first problem of each group is the one to say. */
export function groupErrors(pairs: Iterable<[string, string]>): BoothErrors {
  const errors: BoothErrors = {};
  for (const [path, key] of pairs) {
    const field = fieldOf(path);
    if (field && !errors[field]) errors[field] = key;
  }
  return errors;
}

/** The same check as the API's (one contract), before anything is sent. */
export function validateForm(
  state: BoothFormState,
): { ok: true; fields: SensoryBoothFields } | { ok: false; errors: BoothErrors } {
  const result = SensoryBoothFieldsSchema.safeParse(formInput(state));
  if (result.success) return { ok: true, fields: result.data };
  return {
    ok: false,
    errors: groupErrors(result.error.issues.map((i) => [i.path.join('.'), i.message])),
  };
}

/** All-in prices of the booth's adult and student tickets at this performance. */
export function boothPrices(performance: PerformanceDetail): { adult?: Money; student?: Money } {
  const band = performance.priceBands.find(
    (b) => !b.onlineSale && performance.prices.some((p) => p.priceBandId === b.id),
  );
  const price = (typeId: number) =>
    performance.prices.find((p) => p.priceBandId === band?.id && p.priceTypeId === typeId)?.allIn;
  return { adult: price(1), student: price(3) };
}

/** How many people, and what they pay all-in, as the form stands. */
export function partyTotal(state: BoothFormState, prices: { adult?: Money; student?: Money }) {
  const count = (value: string) => {
    const n = Number(value);
    return Number.isInteger(n) && n > 0 ? n : 0;
  };
  const adults = count(state.adults);
  const students = count(state.students);
  return {
    people: adults + students,
    amount: adults * (prices.adult?.amount ?? 0) + students * (prices.student?.amount ?? 0),
  };
}
