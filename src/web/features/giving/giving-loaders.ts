/**
 * The giving pages' loaders, in a small chunk of their own (as the account's): the giving
 * history by year, and the gift aid pages, which exist only where the theatre claims gift aid
 * (the site status says so); elsewhere their addresses are the not-found page, as the server
 * answers them (404).
 */
import { data, type LoaderFunctionArgs } from 'react-router';
import { queryClient } from '../../lib/api.ts';
import { ensure } from '../account/session-api.ts';
import { checkoutStepLoader } from '../checkout/checkout-api.ts';
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

/**
 * /checkout/gift-aid: a step of the checkout (checkout-step-list.ts) where gift aid is on; its
 * guards are the checkout's own (signed in, something in the cart, the steps before done).
 */
export async function checkoutGiftAidLoader(args: LoaderFunctionArgs) {
  await giftAidGuard();
  return checkoutStepLoader(args);
}
