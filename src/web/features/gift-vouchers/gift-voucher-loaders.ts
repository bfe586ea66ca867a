/**
 * The gift voucher pages' loaders, in a small chunk of their own (as the account's): the
 * account's list of vouchers (a signed-out reader goes to sign in and comes back, `ensure`), and
 * the vouchers on offer for the landing and purchase pages.
 */
import type { LoaderFunctionArgs } from 'react-router';
import { ensureRouteData } from '../../lib/ensure-route-data.ts';
import { ensure } from '../account/session-api.ts';
import {
  accountVouchersQueryOptions,
  voucherOfferQueryOptions,
} from './gift-voucher-balance-api.ts';

export async function voucherOfferLoader() {
  await ensureRouteData(voucherOfferQueryOptions());
  return null;
}

export async function accountVouchersLoader({ request }: LoaderFunctionArgs) {
  await ensure(request, accountVouchersQueryOptions());
  return null;
}
