import { ACCESS_TAGS, type AccessTag } from '../../../shared/availability.ts';
import { isIsoDay } from '../../../shared/dates.ts';
import type { ListingsFilters } from './catalogue-api.ts';

/** Filters from the address, ignoring anything malformed so a bad link still shows listings. */
export function filtersFrom(params: URLSearchParams): ListingsFilters & { invalidRange: boolean } {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const access = params.get('access') ?? '';
  const validFrom = isIsoDay(from) ? from : undefined;
  const validTo = isIsoDay(to) ? to : undefined;
  const invalidRange = Boolean(validFrom && validTo && validTo < validFrom);
  return {
    from: validFrom,
    to: invalidRange ? undefined : validTo,
    access: (ACCESS_TAGS as readonly string[]).includes(access) ? (access as AccessTag) : undefined,
    invalidRange,
  };
}
