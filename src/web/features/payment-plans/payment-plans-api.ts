/**
 * The account's memberships and direct debit plans over HTTP (issue 12): the memberships page's
 * one read, a plan after the provider's card page, and the two changes a customer makes to a
 * plan (automatic renewal, a new card). Keys start with 'account' (signing out drops them); the
 * language is part of a key, as level and fund names are translated.
 */
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  AccountMembershipsResponse,
  ChangeCardResponseSchema,
  DirectDebitResponse,
  PaymentPlan,
} from '../../../shared/contracts/memberships.ts';
import { currentLocale } from '../../i18n/i18n.ts';
import { api, queryClient } from '../../lib/api.ts';
import { withPlan } from './plan-view.ts';

export const accountMembershipsQueryOptions = () =>
  queryOptions({
    queryKey: ['account', 'memberships', currentLocale()],
    queryFn: () =>
      api.get<AccountMembershipsResponse>('/api/account/memberships', { lang: currentLocale() }),
  });

/**
 * A plan as the provider's card page left it: with `session`, the server asks the provider how
 * that page stands first. Never kept fresh from the cache: each visit asks again.
 */
export const directDebitQueryOptions = (planId: string, session: string | null) =>
  queryOptions({
    queryKey: ['account', 'direct-debit', planId, session, currentLocale()],
    queryFn: () =>
      api.get<DirectDebitResponse>(`/api/direct-debits/${encodeURIComponent(planId)}`, {
        session,
        lang: currentLocale(),
      }),
    staleTime: 0,
  });

/** Turns a plan's automatic renewal (a monthly gift's next payments) on or off. */
export async function saveAutoRenew(planId: string, autoRenew: boolean): Promise<PaymentPlan> {
  const plan = await api.put<PaymentPlan>(
    `/api/account/payment-plans/${encodeURIComponent(planId)}/auto-renew`,
    { autoRenew },
  );
  // The memberships page shows the plan as answered, without asking for the whole list again.
  const key = accountMembershipsQueryOptions().queryKey;
  queryClient.setQueryData<AccountMembershipsResponse>(key, (old) => old && withPlan(old, plan));
  // Then read again: the membership's dates may follow its renewal (and other languages' copies).
  void queryClient.invalidateQueries({ queryKey: ['account', 'memberships'] });
  return plan;
}

/**
 * Sends the browser to the provider's page that sets up a new card for the plan (the card
 * number never touches this site); it comes back to /order/direct-debits/verify or /failed.
 */
export async function goToCardSetUp(planId: string): Promise<void> {
  const answer = await api.post<z.infer<typeof ChangeCardResponseSchema>>(
    `/api/account/payment-plans/${encodeURIComponent(planId)}/card`,
  );
  window.location.assign(answer.redirectUrl);
}
