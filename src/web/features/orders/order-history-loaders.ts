import { data, type LoaderFunctionArgs } from 'react-router';
import { OrderParamsSchema } from '../../../shared/contracts/order-history.ts';
import { queryClient } from '../../lib/api.ts';
import { ApiError } from '../../lib/http-client.ts';
import { ensure } from '../account/session-api.ts';
import { orderFilterOf } from './order-filter.ts';
import {
  creditQueryOptions,
  orderQueryOptions,
  ordersQueryOptions,
  paymentCardsQueryOptions,
  sharedTicketQueryOptions,
  ticketsQueryOptions,
} from './order-history-api.ts';

export async function ordersLoader({ request }: LoaderFunctionArgs) {
  const { showReturned: _, ...filter } = orderFilterOf(new URL(request.url).searchParams);
  await ensure(request, ordersQueryOptions(filter));
  return null;
}

/** Another customer's order and a number that does not exist are the same 404 page. */
export async function orderLoader({ request, params }: LoaderFunctionArgs) {
  const parsed = OrderParamsSchema.safeParse(params);
  if (!parsed.success) throw data(null, { status: 404 });
  try {
    await ensure(request, orderQueryOptions(parsed.data.number));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
  return null;
}

export async function ticketsLoader({ request }: LoaderFunctionArgs) {
  await ensure(request, ticketsQueryOptions());
  return null;
}

export async function creditLoader({ request }: LoaderFunctionArgs) {
  await ensure(request, creditQueryOptions());
  return null;
}

export async function paymentCardsLoader({ request }: LoaderFunctionArgs) {
  await ensure(request, paymentCardsQueryOptions());
  return null;
}

/** The upcoming confirmed orders, for their printable tickets. */
export async function printTicketsLoader({ request }: LoaderFunctionArgs) {
  await ensure(request, ordersQueryOptions({ group: 'upcoming', dateKind: 'order' }));
  return null;
}

/** The page says itself when the link is broken; only the ticket itself is fetched first. */
export async function sharedTicketLoader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  await queryClient.prefetchQuery(sharedTicketQueryOptions(token));
  return null;
}
