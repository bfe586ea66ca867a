/**
 * The giving pages' loaders, in a small chunk of their own (as the account's): the giving
 * history by year, and the gift aid pages, which exist only where the theatre claims gift aid
 * (the site status says so); elsewhere their addresses are the not-found page, as the server
 * answers them (404).
 */
import { data, type LoaderFunctionArgs, redirect } from 'react-router';
import { currentLocale } from '../../i18n/i18n.ts';
import { queryClient } from '../../lib/api.ts';
import { ensure } from '../account/account-loaders.ts';
import { loginPath, sessionQueryOptions } from '../account/session-api.ts';
import { cartQueryOptions } from '../cart/cart-api.ts';
import { siteStatusQueryOptions } from '../site/site-api.ts';
import { giftAidQueryOptions, givingHistoryQueryOptions, givingYearOf } from './giving-api.ts';

export async function givingHistoryLoader({ request }: LoaderFunctionArgs) {
  await ensure(request, givingHistoryQueryOptions(givingYearOf(new URL(request.url).searchParams)));
  return null;
}

async function giftAidGuard(): Promise<void> {
  const status = await queryClient.fetchQuery(siteStatusQueryOptions());
  if (!status.giftAid) throw data(null, { status: 404 });
}

export async function giftAidLoader({ request }: LoaderFunctionArgs) {
  await giftAidGuard();
  await ensure(request, giftAidQueryOptions());
  return null;
}

/** /checkout/gift-aid: the cart's gifts, for a signed-in buyer (as every checkout step). */
export async function checkoutGiftAidLoader({ request }: LoaderFunctionArgs) {
  await giftAidGuard();
  const session = await queryClient.fetchQuery({ ...sessionQueryOptions(), staleTime: 5_000 });
  const url = new URL(request.url);
  if (!session.customer) throw redirect(loginPath(`${url.pathname}${url.search}`));
  await queryClient.fetchQuery({ ...cartQueryOptions(currentLocale()), staleTime: 2_000 });
  return null;
}
