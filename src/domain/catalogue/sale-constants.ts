/** The spec's fixed ids (§9): one home for them, used by the engine, the rules and the seed. */
export const DEFAULT_MODE_OF_SALE_ID = 3;
export const DEFAULT_PRICE_TYPE_ID = 1;
export const STANDARD_EXTRA_PRICE_TYPE_ID = 115;
export const WHEELCHAIR_PRICE_TYPE_ID = 350;
export const COMPANION_PRICE_TYPE_ID = 908;
/** The student price type: with adults, what the sensory booth form sells (spec §5). */
export const STUDENT_PRICE_TYPE_ID = 3;
