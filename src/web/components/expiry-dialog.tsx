import { useLocation, useNavigate } from 'react-router';
import { onDialogClosed, useModalDialog } from '../features/seat-map/use-modal-dialog.ts';
import { useTranslation } from '../i18n/i18n.ts';

/**
 * Told once, in a modal <dialog>, when the hold lapses: the seats went back on sale and the
 * buyer can choose again. "Choose seats again" leads to the performance whose seats lapsed
 * (`chooseAgainPath`; on that performance's page it just closes); Escape stays where the buyer
 * is. The browser traps focus while it is open.
 */
export function ExpiryDialog({
  open,
  onClose,
  chooseAgainPath,
}: {
  open: boolean;
  onClose: () => void;
  chooseAgainPath: string;
}) {
  const { t } = useTranslation();
  const ref = useModalDialog(open);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <dialog
      ref={ref}
      className="shortcuts-dialog expiry-dialog"
      aria-labelledby="expiry-title"
      aria-describedby="expiry-text"
      // Escape: told at once (the close event comes a task later, after another press may).
      onCancel={onClose}
      onClose={onDialogClosed(onClose)}
    >
      <h2 id="expiry-title">{t('seatMap.expiryTitle')}</h2>
      <p id="expiry-text">{t('seatMap.holdExpired')}</p>
      <div className="dialog-actions">
        <button
          type="button"
          className="button"
          onClick={() => {
            onClose();
            if (chooseAgainPath !== pathname) navigate(chooseAgainPath);
          }}
        >
          {t('seatMap.expiryChooseAgain')}
        </button>
      </div>
    </dialog>
  );
}
