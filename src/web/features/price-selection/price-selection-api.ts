import { queryOptions } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import type { PriceOptionsResponse } from '../../../shared/contracts/cart.ts';
import type { Locale } from '../../../shared/locales.ts';
import { currentLocale } from '../../i18n/i18n.ts';
import { api, queryClient } from '../../lib/api.ts';
import { ensureRouteData } from '../../lib/ensure-route-data.ts';
import { cartQueryOptions } from '../cart/cart-api.ts';
import { performanceQueryOptions } from '../catalogue/catalogue-api.ts';

/** The price types each held seat of a performance may take, for this buyer (their session). */
export const priceOptionsQueryOptions = (performanceId: number, lang: Locale) =>
  queryOptions({
    queryKey: ['price-options', performanceId, lang],
    queryFn: ({ signal }) =>
      api.get<PriceOptionsResponse>('/api/cart/price-options', { performanceId, lang }, signal),
    staleTime: 10_000,
  });

/** The performance, the cart as it is now and what each held seat may be priced as. */
export async function priceSelectionLoader({ params }: LoaderFunctionArgs) {
  const locale = currentLocale();
  const performance = await ensureRouteData(
    performanceQueryOptions(params.event ?? '', params.instance ?? '', locale),
  );
  await Promise.all([
    // Fresh: the holds may have changed (or lapsed) since the cart was last asked.
    queryClient.fetchQuery({ ...cartQueryOptions(locale), staleTime: 2_000 }),
    queryClient.fetchQuery({
      ...priceOptionsQueryOptions(performance.id, locale),
      staleTime: 2_000,
    }),
  ]);
  return null;
}
