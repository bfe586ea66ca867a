import { queryOptions } from '@tanstack/react-query';
import type { HouseholdBooking } from '../../../shared/contracts/checkout-household.ts';
import { api } from '../../lib/api.ts';

/** The signed-in customer's household and the member booking this cart. */
export const householdBookingQueryOptions = () =>
  queryOptions({
    // Under 'account': signing in or out forgets it (session-api.ts).
    queryKey: ['account', 'checkout-household'],
    queryFn: ({ signal }) => api.get<HouseholdBooking>('/api/checkout/household', {}, signal),
    staleTime: 30_000,
  });

export const chooseBooker = (customerId: number) =>
  api.put<HouseholdBooking>('/api/checkout/household', { customerId });
