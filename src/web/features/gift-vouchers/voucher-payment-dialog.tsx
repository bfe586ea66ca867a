import { useEffect } from 'react';
import type { Cart } from '../../../shared/contracts/cart.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { useApplyGiftVoucher } from '../cart/use-cart-mutations.ts';
import { onDialogClosed, useModalDialog } from '../seat-map/use-modal-dialog.ts';
import { useVoucherCodeEntry } from './use-voucher-code-entry.ts';
import { voucherErrorKey } from './voucher-code.ts';
import { VoucherCodeField } from './voucher-code-field.tsx';

/**
 * The gift voucher code modal (spec §2 Modals), built as the promo code's: a real modal
 * <dialog> (focus kept inside, Escape closes, the page behind inert) labelled by its title. A
 * refused code is said beside the field in the spec's words ("unrecognised gift voucher code")
 * and the field keeps the focus, so a keyboard user corrects it at once.
 */
export function VoucherPaymentDialog({
  open,
  onClose,
  onApplied,
}: {
  open: boolean;
  onClose: () => void;
  onApplied: (cart: Cart) => void;
}) {
  const { t } = useTranslation();
  const { code, setCode, error, setError, input, refuse, submit } = useVoucherCodeEntry();
  const dialog = useModalDialog(open);
  useEffect(() => {
    // After showModal (the hook's effect runs first): straight into the field.
    if (open) input.current?.focus();
    if (!open) setError(null);
  }, [open, input, setError]);

  const apply = useApplyGiftVoucher({
    onSuccess: (cart) => {
      setCode('');
      onApplied(cart);
    },
    onError: (failure) => {
      refuse(t(voucherErrorKey(failure)));
    },
  });

  return (
    <dialog
      ref={dialog}
      className="shortcuts-dialog confirm-dialog promo-dialog voucher-dialog"
      aria-labelledby="voucher-pay-title"
      aria-describedby="voucher-pay-about"
      // Escape: told at once (the close event comes a task later, after another press may).
      onCancel={onClose}
      onClose={onDialogClosed(onClose)}
    >
      <h2 id="voucher-pay-title">{t('giftVouchers.pay.dialogTitle')}</h2>
      <p id="voucher-pay-about">{t('giftVouchers.pay.dialogText')}</p>
      <form noValidate onSubmit={submit(apply.isPending, apply.mutate)}>
        <VoucherCodeField
          ref={input}
          id="voucher-pay-code"
          value={code}
          onChange={setCode}
          error={error}
        />
        <div className="dialog-actions">
          <button type="submit" className="button" aria-disabled={apply.isPending || undefined}>
            {apply.isPending ? t('giftVouchers.pay.applying') : t('giftVouchers.pay.apply')}
          </button>
          <button type="button" className="button button-secondary" onClick={onClose}>
            {t('giftVouchers.pay.cancel')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
