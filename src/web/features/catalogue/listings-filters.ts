import { ACCESS_TAGS, type AccessTag } from '../../../shared/availability.ts';
import { IsoDateSchema } from '../../../shared/contracts/common.ts';
import type { ListingsFilters } from './catalogue-api.ts';

/** Filters from the address, ignoring anything malformed so a bad link still shows listings. */
export function filtersFrom(params: URLSearchParams): ListingsFilters & { invalidRange: boolean } {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const access = params.get('access') ?? '';
  // The contract's own rule (a real day, 2000 to 2100), so the API is never sent one it refuses.
  const isDay = (value: string) => IsoDateSchema.safeParse(value).success;
  const validFrom = isDay(from) ? from : undefined;
  const validTo = isDay(to) ? to : undefined;
  const invalidRange = Boolean(validFrom && validTo && validTo < validFrom);
  return {
    from: validFrom,
    to: invalidRange ? undefined : validTo,
    access: (ACCESS_TAGS as readonly string[]).includes(access) ? (access as AccessTag) : undefined,
    invalidRange,
  };
}
