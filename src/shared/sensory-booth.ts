/**
 * The sensory viewing booth's fixed rules (spec §5, §9), apart from the zod contract so the
 * performance page can name them without loading zod.
 */

/** Adults and students, up to four of each. */
export const BOOTH_MAX_ADULTS = 4;
export const BOOTH_MAX_STUDENTS = 4;
/** Guidance shown with the party size, not a hard limit. */
export const BOOTH_RECOMMENDED_MAX_PARTY = 4;
export const BOOTH_NOTES_MAX_LENGTH = 500;

/** Bean bags come one or two to a party, the rocker is one. */
export const BOOTH_SEATING_TYPES = ['bean-bag', 'rocker'] as const;
export type BoothSeatingType = (typeof BOOTH_SEATING_TYPES)[number];
export const BOOTH_SEATING_COUNTS: Record<BoothSeatingType, readonly number[]> = {
  'bean-bag': [1, 2],
  rocker: [1],
};

/** What the box office can have ready in the booth. */
export const BOOTH_RESOURCES = [
  'ear-defenders',
  'fidget-tools',
  'weighted-blanket',
  'visual-story',
] as const;
export type BoothResource = (typeof BOOTH_RESOURCES)[number];
