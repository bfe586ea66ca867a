import { queryOptions } from '@tanstack/react-query';
import type {
  Access,
  AddressesResponse,
  ContactPreferences,
  CountriesResponse,
  CustomerDetails,
  CustomView,
  Household,
  Profile,
  RecordTab,
} from '../../../shared/contracts/account.ts';
import { currentLocale } from '../../i18n/i18n.ts';
import { api } from '../../lib/api.ts';

/**
 * The account pages' data. Every key starts with 'account', so signing out drops it all at once;
 * the language is part of a key where the answer is localised.
 */
export const detailsQueryOptions = () =>
  queryOptions({
    queryKey: ['account', 'details'],
    queryFn: () => api.get<CustomerDetails>('/api/account/details'),
  });

export const addressesQueryOptions = () =>
  queryOptions({
    queryKey: ['account', 'addresses', currentLocale()],
    queryFn: () => api.get<AddressesResponse>('/api/account/addresses', { lang: currentLocale() }),
  });

export const contactPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: ['account', 'contact-preferences'],
    queryFn: () => api.get<ContactPreferences>('/api/account/contact-preferences'),
  });

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: ['account', 'profile'],
    queryFn: () => api.get<Profile>('/api/account/profile'),
  });

export const accessQueryOptions = () =>
  queryOptions({
    queryKey: ['account', 'access', currentLocale()],
    queryFn: () => api.get<Access>('/api/account/access', { lang: currentLocale() }),
  });

export const householdQueryOptions = () =>
  queryOptions({
    queryKey: ['account', 'household'],
    queryFn: () => api.get<Household>('/api/account/household'),
  });

export const customViewQueryOptions = (view: string) =>
  queryOptions({
    queryKey: ['account', 'custom', view],
    queryFn: () => api.get<CustomView>(`/api/account/custom/${encodeURIComponent(view)}`),
  });

export const recordTabQueryOptions = (view: string, tab: string) =>
  queryOptions({
    queryKey: ['account', 'custom', view, tab, currentLocale()],
    queryFn: () =>
      api.get<RecordTab>(
        `/api/account/custom/${encodeURIComponent(view)}/${encodeURIComponent(tab)}`,
        { lang: currentLocale() },
      ),
  });

/** Countries with their US states; not personal, so kept outside the 'account' keys. */
export const countriesQueryOptions = () =>
  queryOptions({
    queryKey: ['countries', currentLocale()],
    queryFn: () => api.get<CountriesResponse>('/api/countries', { lang: currentLocale() }),
    staleTime: 60 * 60_000,
  });
