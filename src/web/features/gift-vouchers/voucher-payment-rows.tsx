import type { Cart } from '../../../shared/contracts/cart.ts';
import { useFormat } from '../../components/use-format.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { apiErrorKey } from '../../lib/http-client.ts';
import { useFocusAfterRender } from '../../lib/use-focus-after-render.ts';
import { useRemoveGiftVoucherPayment } from '../cart/use-cart-mutations.ts';
import { lastFour } from './voucher-code.ts';
import { MaskedCode } from './voucher-code-field.tsx';
import { VOUCHER_OPEN_ID } from './voucher-payment-panel.tsx';

/** A voucher paying for the order, as the checkout's totals work it out. */
export interface VoucherShare {
  id: number;
  /** Masked: its last four symbols. */
  code: string;
  /** What it pays of this order. */
  applied: number;
  /** What stays on it afterwards. */
  left: number;
}

/**
 * The gift vouchers paying, as rows of the totals' description list (between the total and
 * "Left to pay"): each masked code, what it pays and what stays on it; in the basket, with a
 * button to take it off (`onChanged` gets the re-priced cart and a sentence to say).
 */
export function VoucherPaymentRows({
  payments,
  onChanged,
  onFailed,
}: {
  payments: readonly VoucherShare[];
  /** Given: each voucher can be removed here (the basket). */
  onChanged?: (cart: Cart, said: string) => void;
  onFailed?: (text: string) => void;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const money = (amount: number) => f.money({ amount, currency: 'USD' });
  const focusAfterRender = useFocusAfterRender();
  const remove = useRemoveGiftVoucherPayment({
    onSuccess: (next, paymentId) => {
      const gone = payments.find((p) => p.id === paymentId);
      onChanged?.(
        next,
        t('giftVouchers.pay.removed', {
          last: lastFour(gone?.code ?? ''),
          left: money(next.totals.leftToPay.amount),
        }),
      );
      // The row's button is gone: the reader carries on from the one that adds a voucher.
      focusAfterRender(() => document.getElementById(VOUCHER_OPEN_ID));
    },
    onError: (error) => onFailed?.(t(apiErrorKey(error))),
  });

  return payments.map((payment) => (
    <div key={payment.id} className="totals-discount totals-voucher">
      <dt>
        <span className="totals-voucher-name">
          {t('giftVouchers.pay.line')} <MaskedCode code={payment.code} />
        </span>
        <span className="totals-voucher-left">
          {t('giftVouchers.pay.leftOn', { amount: money(payment.left) })}
        </span>
        {onChanged && (
          <button
            type="button"
            className="link-button"
            aria-label={t('giftVouchers.pay.removeNamed', { last: lastFour(payment.code) })}
            aria-disabled={remove.isPending || undefined}
            onClick={() => {
              if (!remove.isPending) remove.mutate(payment.id);
            }}
          >
            {t('giftVouchers.pay.remove')}
          </button>
        )}
      </dt>
      <dd>−{money(payment.applied)}</dd>
    </div>
  ));
}
