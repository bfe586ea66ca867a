import { useRef, useState } from 'react';
import type { Cart } from '../../../shared/contracts/cart.ts';
import { useFormat } from '../../components/use-format.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { useFocusAfterRender } from '../../lib/use-focus-after-render.ts';
import { lastFour } from './voucher-code.ts';
import { VoucherPaymentDialog } from './voucher-payment-dialog.tsx';
import '../../styles/gift-vouchers.css';

/** The note the basket's remove buttons point to (aria-describedby) while a voucher pays. */
export const VOUCHER_BLOCKS_REMOVAL_ID = 'voucher-blocks-removal';
/** The button that opens the modal: where focus goes when a voucher's row is removed. */
export const VOUCHER_OPEN_ID = 'voucher-pay-open';

/**
 * Paying with gift vouchers in the basket (issue 11): the button that opens the gift voucher
 * code modal, and, while a voucher pays, why tickets cannot be removed (spec §4). The vouchers
 * applied are listed in the totals (VoucherPaymentRows). Every change answers the re-priced
 * cart, handed to `onChanged` with a sentence for screen readers.
 */
export function VoucherPaymentPanel({
  cart,
  onChanged,
}: {
  cart: Cart | null | undefined;
  onChanged: (cart: Cart, said: string) => void;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const [open, setOpen] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const focusAfterRender = useFocusAfterRender();
  if (!cart) return null;
  const payments = cart.giftVoucherPayments;
  // A voucher never pays for vouchers: a cart of vouchers alone has nothing for one to pay.
  const payable = cart.lines.some((line) => line.kind !== 'gift-voucher');
  if (!payable && payments.length === 0) return null;
  const covered = payments.length > 0 && cart.totals.leftToPay.amount === 0;

  return (
    <section className="basket-vouchers" aria-labelledby="vouchers-heading">
      <h2 id="vouchers-heading" ref={heading} tabIndex={-1}>
        {t('giftVouchers.pay.title')}
      </h2>
      {covered ? (
        <p>
          <strong>{t('giftVouchers.pay.coversAll')}</strong>
        </p>
      ) : (
        <p className="muted">{t('giftVouchers.pay.intro')}</p>
      )}
      {payments.length > 0 && (
        <p id={VOUCHER_BLOCKS_REMOVAL_ID} className="voucher-note">
          {t('giftVouchers.pay.blocksRemoval')}
        </p>
      )}
      {!covered && (
        <p className="basket-promo-actions">
          <button
            id={VOUCHER_OPEN_ID}
            type="button"
            className="button button-secondary"
            aria-haspopup="dialog"
            onClick={() => setOpen(true)}
          >
            {payments.length > 0 ? t('giftVouchers.pay.openAnother') : t('giftVouchers.pay.open')}
          </button>
        </p>
      )}
      <VoucherPaymentDialog
        open={open}
        onClose={() => setOpen(false)}
        onApplied={(next) => {
          setOpen(false);
          const known = new Set(payments.map((p) => p.id));
          const added = next.giftVoucherPayments.find((p) => !known.has(p.id));
          onChanged(
            next,
            t('giftVouchers.pay.applied', {
              last: lastFour(added?.code ?? ''),
              amount: f.money(added?.applied ?? { amount: 0, currency: 'USD' }),
              left: f.money(next.totals.leftToPay),
            }),
          );
          // Paid in full, the button is gone: the reader carries on from this section.
          if (next.totals.leftToPay.amount === 0) focusAfterRender(() => heading.current);
        }}
      />
    </section>
  );
}
