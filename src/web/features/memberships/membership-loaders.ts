/**
 * The membership pages' loaders, in a small chunk fetched with the page's code (router.tsx), as
 * the donation pages' are: the levels (with the reader's own standing when signed in) and the
 * cart come before the page shows.
 */
import { data, type LoaderFunctionArgs } from 'react-router';
import { matchPagePath } from '../../../shared/page-routes.ts';
import { currentLocale } from '../../i18n/i18n.ts';
import { queryClient } from '../../lib/api.ts';
import { sessionQueryOptions } from '../account/session-api.ts';
import { cartQueryOptions } from '../cart/cart-api.ts';
import { membershipLevelQueryOptions, membershipLevelsQueryOptions } from './memberships-api.ts';

/** Who reads: a session that cannot be read is an anonymous reader (the pages still show). */
async function reader(): Promise<number | null> {
  try {
    return (await queryClient.fetchQuery(sessionQueryOptions())).customer?.id ?? null;
  } catch {
    return null;
  }
}

export async function membershipLevelsLoader() {
  const locale = currentLocale();
  await queryClient.prefetchQuery(membershipLevelsQueryOptions(locale, await reader()));
  return null;
}

/**
 * A level's page: the level and the cart (a membership already in it is said). An unknown level
 * is the page's to say, in the API's words, not the not-found page.
 */
export async function membershipLevelLoader({ params }: LoaderFunctionArgs) {
  const slug = params.membership ?? '';
  // Not a slug at all: the not-found page, as the server answers such an address.
  if (!matchPagePath(`/contributions/memberships/${slug}`)) throw data(null, { status: 404 });
  const locale = currentLocale();
  const who = await reader();
  await Promise.all([
    queryClient.prefetchQuery(membershipLevelQueryOptions(slug, locale, who)),
    queryClient.prefetchQuery(cartQueryOptions(locale)),
  ]);
  return null;
}
