import { queryOptions } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import type {
  SensoryBoothBody,
  SensoryBoothResponse,
  SensoryBoothStatus,
} from '../../../shared/contracts/sensory-booth.ts';
import type { Locale } from '../../../shared/locales.ts';
import { currentLocale } from '../../i18n/i18n.ts';
import { api, queryClient } from '../../lib/api.ts';
import { ensureRouteData } from '../../lib/ensure-route-data.ts';
import { cartQueryOptions } from '../cart/cart-api.ts';
import { performanceQueryOptions } from '../catalogue/catalogue-api.ts';

/** The answers this cart sent for the performance's booth, while its places are held. */
export const boothStatusQueryOptions = (performanceId: number) =>
  queryOptions({
    queryKey: ['sensory-booth', performanceId],
    queryFn: ({ signal }) =>
      api.get<SensoryBoothStatus>(`/api/cart/sensory-booth/${performanceId}`, {}, signal),
    staleTime: 10_000,
  });

export const sendBoothForm = (body: SensoryBoothBody, lang: Locale) =>
  api.post<SensoryBoothResponse>(`/api/cart/sensory-booth?lang=${lang}`, body);

/**
 * The performance (does it have a booth, is it on sale), the cart, and any answers sent before.
 * Types only from the contract: its zod schema loads with the form's own chunk.
 */
export async function sensoryBoothLoader({ params }: LoaderFunctionArgs) {
  const locale = currentLocale();
  const performance = await ensureRouteData(
    performanceQueryOptions(params.event ?? '', params.instance ?? '', locale),
  );
  if (performance.sensoryBooth)
    await Promise.all([
      queryClient.fetchQuery({ ...cartQueryOptions(locale), staleTime: 2_000 }),
      queryClient.fetchQuery({ ...boothStatusQueryOptions(performance.id), staleTime: 2_000 }),
    ]);
  return null;
}
