/**
 * The donation pages' loaders, in a small chunk fetched with the page's code (router.tsx), so
 * giving costs the listings route no JavaScript. The data comes before the page shows.
 */
import { data, type LoaderFunctionArgs } from 'react-router';
import { matchPagePath } from '../../../shared/page-routes.ts';
import { currentLocale } from '../../i18n/i18n.ts';
import { queryClient } from '../../lib/api.ts';
import { ensureRouteData } from '../../lib/ensure-route-data.ts';
import { cartQueryOptions } from '../cart/cart-api.ts';
import { fundQueryOptions, fundsQueryOptions } from './funds-api.ts';

export async function fundsLoader() {
  await ensureRouteData(fundsQueryOptions(currentLocale()));
  return null;
}

/**
 * A fund's page: the fund and the cart (a gift already given to it is offered to change). An
 * unknown or closed fund is the page's to say, in the API's words, not the not-found page.
 */
export async function fundLoader({ params }: LoaderFunctionArgs) {
  const locale = currentLocale();
  // Not a fund id at all ("abc"): the not-found page, as the server answers such an address.
  if (!matchPagePath(`/contributions/donations/${params.fundId ?? ''}`))
    throw data(null, { status: 404 });
  const fundId = Number(params.fundId);
  await Promise.all([
    queryClient.prefetchQuery(fundQueryOptions(fundId, locale)),
    queryClient.prefetchQuery(cartQueryOptions(locale)),
  ]);
  return null;
}
