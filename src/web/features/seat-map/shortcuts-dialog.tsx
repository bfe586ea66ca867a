import type { RefObject } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import { onDialogClosed, useModalDialog } from './use-modal-dialog.ts';

interface ShortcutsDialogProps {
  open: boolean;
  onClose: () => void;
  /** Where focus goes back to: the seat or the button the reader came from. */
  returnFocus: RefObject<HTMLElement | SVGElement | null>;
}

/**
 * The keyboard shortcuts, in a real modal <dialog>: the browser traps focus inside, makes the
 * page behind inert and closes it on Escape; we put focus back where it was.
 */
export function ShortcutsDialog({ open, onClose, returnFocus }: ShortcutsDialogProps) {
  const { t } = useTranslation();
  const ref = useModalDialog(open);

  const keys: [string[], string][] = [
    [['←', '↑', '→', '↓'], t('seatMap.keyArrows')],
    [[t('seatMap.keyNameEnter'), t('seatMap.keyNameSpace')], t('seatMap.keyToggle')],
    [['Home', 'End'], t('seatMap.keyHomeEnd')],
    [['+', '−'], t('seatMap.keyZoom')],
    [['0'], t('seatMap.resetView')],
    [['f'], t('seatMap.keyFilters')],
    [['?'], t('seatMap.keyHelp')],
  ];

  return (
    <dialog
      ref={ref}
      className="shortcuts-dialog"
      aria-labelledby="shortcuts-title"
      // Escape: told at once (the close event comes a task later, after another press may).
      onCancel={onClose}
      onClose={onDialogClosed(() => {
        onClose();
        returnFocus.current?.focus();
      })}
    >
      <h2 id="shortcuts-title">{t('seatMap.shortcuts')}</h2>
      <p className="muted">{t('seatMap.shortcutsIntro')}</p>
      <dl className="shortcut-list">
        {keys.map(([caps, what]) => (
          <div key={what}>
            <dt>
              {caps.map((cap) => (
                <kbd key={cap}>{cap}</kbd>
              ))}
            </dt>
            <dd>{what}</dd>
          </div>
        ))}
      </dl>
      <form method="dialog">
        <button type="submit" className="button">
          {t('seatMap.close')}
        </button>
      </form>
    </dialog>
  );
}
