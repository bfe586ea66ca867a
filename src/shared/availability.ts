/**
 * Performance availability, numbered 1–8 as in the spec (§4). The numbers travel in the API;
 * the web maps each to its call to action or message.
 */
export const AvailabilityState = {
  GET_TICKETS: 1,
  NOT_ON_SALE: 2,
  SOLD_OUT: 3,
  CANCELLED: 4,
  PASSED: 5,
  PRIORITY: 6,
  BOOK: 7,
  LIMITED: 8,
} as const;

export type AvailabilityStateId = (typeof AvailabilityState)[keyof typeof AvailabilityState];

export const AVAILABILITY_STATE_IDS = Object.values(AvailabilityState) as AvailabilityStateId[];

/** The states in which a buyer can go on to choose seats or book. */
export const BOOKABLE_STATES: readonly AvailabilityStateId[] = [
  AvailabilityState.GET_TICKETS,
  AvailabilityState.BOOK,
  AvailabilityState.LIMITED,
];

/** Access tags a performance may carry (filterable on /listings). */
export const ACCESS_TAGS = ['asl', 'audio-described', 'captioned', 'relaxed'] as const;
export type AccessTag = (typeof ACCESS_TAGS)[number];
