/**
 * The gift voucher pages' loaders, in a small chunk of their own (as the account's): the
 * account's list of vouchers. A signed-out reader goes to sign in and comes back (`ensure`).
 */
import type { LoaderFunctionArgs } from 'react-router';
import { ensure } from '../account/session-api.ts';
import { accountVouchersQueryOptions } from './gift-voucher-balance-api.ts';

export async function accountVouchersLoader({ request }: LoaderFunctionArgs) {
  await ensure(request, accountVouchersQueryOptions());
  return null;
}
