/**
 * The memberships page's loader, in a small chunk of its own (as the account's): a signed-out
 * reader, or a session that ended, goes to /login and comes back.
 */
import type { LoaderFunctionArgs } from 'react-router';
import { ensure } from '../account/session-api.ts';
import { accountMembershipsQueryOptions } from './payment-plans-api.ts';

export async function accountMembershipsLoader({ request }: LoaderFunctionArgs) {
  await ensure(request, accountMembershipsQueryOptions());
  return null;
}
