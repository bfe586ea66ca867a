import { useEffect, useRef, useState } from 'react';
import type { CancelOrderResponse, OrderDetail } from '../../../shared/contracts/order-history.ts';
import { useFormat } from '../../components/use-format.ts';
import { currentLocale, useTranslation } from '../../i18n/i18n.ts';
import { api, queryClient } from '../../lib/api.ts';
import { onDialogClosed, useModalDialog } from '../seat-map/use-modal-dialog.ts';

/**
 * The spec's cancel order modal: says what cancelling does (the order's value becomes account
 * credit for 6 months, the seats are released) before anything happens. A real modal <dialog>:
 * focus stays inside, Escape closes it, and the browser returns focus to the button that opened
 * it.
 */
export function CancelOrderDialog({
  order,
  open,
  onClose,
  onCancelled,
}: {
  order: OrderDetail;
  open: boolean;
  onClose: () => void;
  onCancelled: (result: CancelOrderResponse) => void;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const ref = useModalDialog(open);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const keep = useRef<HTMLButtonElement>(null);
  // The safe answer has the focus first: Enter never cancels an order by accident.
  useEffect(() => {
    if (open) keep.current?.focus();
  }, [open]);

  const cancel = async () => {
    if (busy) return;
    setBusy(true);
    setError(undefined);
    try {
      const result = await api.post<CancelOrderResponse>(
        `/api/account/orders/${encodeURIComponent(order.number)}/cancel?lang=${currentLocale()}`,
      );
      queryClient.setQueryData(
        ['account', 'orders', 'detail', order.number, currentLocale()],
        result.order,
      );
      await queryClient.invalidateQueries({ queryKey: ['account'] });
      onCancelled(result);
    } catch {
      // Whatever went wrong, the spec's words: call the box office.
      setError(t('errors.CANCEL_ORDER_FAILED'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <dialog
      ref={ref}
      className="shortcuts-dialog cancel-order-dialog"
      aria-labelledby="cancel-order-title"
      aria-describedby="cancel-order-text"
      // Escape: told at once (the close event comes a task later, after another press may).
      onCancel={onClose}
      onClose={onDialogClosed(onClose)}
    >
      <h2 id="cancel-order-title">{t('account.cancel.title', { number: order.number })}</h2>
      <p id="cancel-order-text">
        {t('account.cancel.text', { amount: f.money(order.totals.totalPaid) })}
      </p>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <p className="actions">
        <button
          type="button"
          className="button"
          aria-disabled={busy || undefined}
          onClick={() => void cancel()}
        >
          {t('account.cancel.confirm')}
        </button>
        <button ref={keep} type="button" className="button button-secondary" onClick={onClose}>
          {t('account.cancel.keep')}
        </button>
      </p>
    </dialog>
  );
}
