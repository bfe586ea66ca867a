import { useTranslation } from '../../i18n/i18n.ts';
import { onDialogClosed, useModalDialog } from './use-modal-dialog.ts';

/**
 * Told once, in a modal <dialog>, when the hold lapses: the seats went back on sale and the
 * buyer can choose again. The browser traps focus while it is open; closing returns the reader
 * to the seat choice.
 */
export function ExpiryDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const ref = useModalDialog(open);
  return (
    <dialog
      ref={ref}
      className="shortcuts-dialog expiry-dialog"
      aria-labelledby="expiry-title"
      // Escape: told at once (the close event comes a task later, after another press may).
      onCancel={onClose}
      onClose={onDialogClosed(onClose)}
    >
      <h2 id="expiry-title">{t('seatMap.expiryTitle')}</h2>
      <p>{t('seatMap.holdExpired')}</p>
      <form method="dialog">
        <button type="submit" className="button">
          {t('seatMap.expiryChooseAgain')}
        </button>
      </form>
    </dialog>
  );
}
