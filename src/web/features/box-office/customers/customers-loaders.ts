/**
 * The customer look-up pages' loaders: the box office's guard first (signed out: sign in and
 * back; a role below the page's in box-office-pages.ts: the forbidden message), then the page's
 * data; an id or order number that is not one, or that nothing has, is the not-found page.
 */
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import { data, type LoaderFunctionArgs } from 'react-router';
import {
  BoxOfficeOrderParamsSchema,
  CustomerParamsSchema,
} from '../../../../shared/contracts/box-office-customers.ts';
import { ApiError } from '../../../lib/http-client.ts';
import { ensureStaffData, staffPageGuard } from '../box-office-loaders.ts';
import { customerQuery, customerSearchQuery, lookupOrderQuery, searchOf } from './customers-api.ts';

const notFound = () => data(null, { status: 404 });

async function ensure<T, K extends QueryKey>(
  request: Request,
  options: UseQueryOptions<T, Error, T, K> & { queryKey: K },
): Promise<null> {
  try {
    await ensureStaffData(request, options);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound();
    throw error;
  }
  return null;
}

export async function customerSearchLoader({ request }: LoaderFunctionArgs) {
  const choice = searchOf(new URL(request.url).searchParams);
  if (choice.kind === 'ok') return ensure(request, customerSearchQuery(choice.q));
  await staffPageGuard({ request } as LoaderFunctionArgs);
  return null;
}

export function customerLoader({ request, params }: LoaderFunctionArgs) {
  const parsed = CustomerParamsSchema.safeParse({ customerId: params.customerId });
  if (!parsed.success) throw notFound();
  return ensure(request, customerQuery(parsed.data.customerId));
}

export function lookupOrderLoader({ request, params }: LoaderFunctionArgs) {
  const parsed = BoxOfficeOrderParamsSchema.safeParse({ number: params.number });
  if (!parsed.success) throw notFound();
  return ensure(request, lookupOrderQuery(parsed.data.number));
}
