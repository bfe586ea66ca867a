/**
 * The account's giving over HTTP: the giving history by year, the gift aid declarations (where
 * the theatre claims gift aid), and a cart gift with its declaration changed at checkout. Keys start
 * with 'account' (signing out drops them); the language is part of a key, as fund names are
 * translated.
 */
import { queryOptions } from '@tanstack/react-query';
import {
  type AddDonationInput,
  type DonationLine,
  GIVING_YEARS,
  type GiftAidDeclarations,
  type GivingHistoryResponse,
} from '../../../shared/contracts/donations.ts';
import { currentLocale } from '../../i18n/i18n.ts';
import { api } from '../../lib/api.ts';

/** The year the address asks for (`?year=2026`); anything else shows every year. */
export function givingYearOf(search: URLSearchParams): number | null {
  const text = search.get('year') ?? '';
  if (!/^[0-9]{4}$/.test(text)) return null;
  const year = Number(text);
  return year >= GIVING_YEARS.min && year <= GIVING_YEARS.max ? year : null;
}

export const givingHistoryQueryOptions = (year: number | null) =>
  queryOptions({
    queryKey: ['account', 'giving-history', year, currentLocale()],
    queryFn: () =>
      api.get<GivingHistoryResponse>('/api/account/giving-history', {
        ...(year === null ? {} : { year: String(year) }),
        lang: currentLocale(),
      }),
  });

export const giftAidQueryOptions = () =>
  queryOptions({
    queryKey: ['account', 'gift-aid', currentLocale()],
    queryFn: () => api.get<GiftAidDeclarations>('/api/account/gift-aid', { lang: currentLocale() }),
  });

/**
 * A cart gift with its gift aid declaration set, as it is given again to its fund (one gift per
 * fund: the cart keeps this one in its place), every other detail as it was.
 */
export function withGiftAid(line: DonationLine, giftAid: boolean): AddDonationInput {
  return {
    fundId: line.fundId,
    amountCents: line.amount.amount,
    anonymous: line.anonymous,
    giftAid,
    ...(line.appeal ? { appeal: line.appeal } : {}),
    // A monthly gift stays monthly (issue 12): declaring gift aid changes nothing else.
    ...(line.recurring ? { recurring: line.recurring } : {}),
    ...(line.recognitionName ? { recognitionName: line.recognitionName } : {}),
    ...(line.tribute
      ? {
          tribute: {
            kind: line.tribute.kind,
            name: line.tribute.name,
            ...(line.tribute.notifyEmail ? { notifyEmail: line.tribute.notifyEmail } : {}),
          },
        }
      : {}),
  };
}
