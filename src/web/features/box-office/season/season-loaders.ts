/**
 * Loaders of the season set-up's pages (issue 13), in a chunk of their own fetched with the
 * page's code (src/web/router.tsx, `seasonLoader`). Each passes the box office's guard (signed
 * in, a role the page allows: box-office-pages.ts), then asks for the page's data in the
 * reader's language. An id in the address that is no production or performance is the page's
 * not-found answer.
 */
import { data, type LoaderFunctionArgs } from 'react-router';
import { currentLocale } from '../../../i18n/i18n.ts';
import { ApiError } from '../../../lib/http-client.ts';
import { ensureStaffData } from '../box-office-loaders.ts';
import {
  performanceQueryOptions,
  pricesQueryOptions,
  productionQueryOptions,
  productionsQueryOptions,
  seasonReferencesQueryOptions,
} from './season-api.ts';

/** An id from the address: the router's pattern (page-routes.ts) already kept its shape. */
const idOf = (value: string | undefined) => Number(value);

/** A production or performance the API does not know: the box office's not-found page. */
async function orNotFound<T>(load: Promise<T>): Promise<T> {
  try {
    return await load;
  } catch (error) {
    if (
      error instanceof ApiError &&
      (error.code === 'PRODUCTION_NOT_FOUND' || error.code === 'PERFORMANCE_NOT_FOUND')
    )
      throw data({ code: error.code }, { status: 404 });
    throw error;
  }
}

export async function seasonListLoader({ request }: LoaderFunctionArgs) {
  await ensureStaffData(request, productionsQueryOptions(currentLocale()));
  return null;
}

export async function newProductionLoader({ request }: LoaderFunctionArgs) {
  await ensureStaffData(request, seasonReferencesQueryOptions(currentLocale()));
  return null;
}

export async function productionLoader({ request, params }: LoaderFunctionArgs) {
  const lang = currentLocale();
  await ensureStaffData(request, seasonReferencesQueryOptions(lang));
  await orNotFound(
    ensureStaffData(request, productionQueryOptions(idOf(params.productionId), lang)),
  );
  return null;
}

export async function performanceLoader({ request, params }: LoaderFunctionArgs) {
  const lang = currentLocale();
  await productionLoader({ request, params } as LoaderFunctionArgs);
  const performance = await orNotFound(
    ensureStaffData(request, performanceQueryOptions(idOf(params.performanceId), lang)),
  );
  // A performance of another production under this one's address is no page.
  if (performance.productionId !== idOf(params.productionId))
    throw data({ code: 'PERFORMANCE_NOT_FOUND' }, { status: 404 });
  return null;
}

export async function pricesLoader(args: LoaderFunctionArgs) {
  await performanceLoader(args);
  await ensureStaffData(args.request, pricesQueryOptions(idOf(args.params.performanceId)));
  return null;
}
