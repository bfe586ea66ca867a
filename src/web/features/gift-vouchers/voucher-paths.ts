/**
 * The gift voucher pages answer at two addresses (spec §2: /gift-vouchers and the same under
 * /gift-certificates). A reader who came in by one stays on it: the pages' links keep the
 * prefix of the address they were opened at.
 */
export type VoucherBase = '/gift-vouchers' | '/gift-certificates';

/** The prefix of the voucher page at `pathname` (any case, as the router matches). */
export function voucherBase(pathname: string): VoucherBase {
  return pathname.toLowerCase().startsWith('/gift-certificates')
    ? '/gift-certificates'
    : '/gift-vouchers';
}
