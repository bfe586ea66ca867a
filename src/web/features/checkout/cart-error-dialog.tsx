import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/i18n.ts';
import { emptyCart } from '../cart/cart-api.ts';
import { onDialogClosed, useModalDialog } from '../seat-map/use-modal-dialog.ts';

/**
 * The cart error dialog (spec §2 modals, §4 "a cart error resets the session"): the basket could
 * not be read or changed for a reason the buyer cannot fix. Starting again gives back whatever
 * the cart held and leads to the listings with an empty basket.
 */
export function CartErrorDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, locale } = useTranslation();
  const ref = useModalDialog(open);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [resetting, setResetting] = useState(false);

  const startAgain = async () => {
    setResetting(true);
    // Best effort: when even this fails, the holds lapse by themselves.
    await emptyCart(locale).catch(() => undefined);
    await queryClient.resetQueries();
    setResetting(false);
    onClose();
    navigate('/listings');
  };

  return (
    <dialog
      ref={ref}
      className="shortcuts-dialog expiry-dialog"
      aria-labelledby="cart-error-title"
      aria-describedby="cart-error-text"
      // Escape: told at once (the close event comes a task later, after another press may).
      onCancel={onClose}
      onClose={onDialogClosed(onClose)}
    >
      <h2 id="cart-error-title">{t('basket.cartErrorTitle')}</h2>
      <p id="cart-error-text">{t('basket.cartErrorText')}</p>
      <div className="dialog-actions">
        <button type="button" className="button" onClick={startAgain} disabled={resetting}>
          {t('basket.cartErrorRestart')}
        </button>
        <button type="button" className="button button-secondary" onClick={onClose}>
          {t('basket.cartErrorClose')}
        </button>
      </div>
    </dialog>
  );
}
