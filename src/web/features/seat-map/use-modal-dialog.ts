import { useEffect, useRef } from 'react';

/**
 * Opens and closes a real modal <dialog> as `open` changes: the browser then traps focus inside,
 * makes the page behind inert and closes it on Escape.
 */
export function useModalDialog(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return ref;
}

/**
 * The dialog's `close` event handler. The event comes a task after the dialog closed, so a quick
 * reopen (Escape, then Enter on the opener) can be followed by the stale close of the first
 * opening: it is ignored when the dialog is open again.
 */
export function onDialogClosed(onClose: () => void) {
  return (event: { currentTarget: HTMLDialogElement }) => {
    if (!event.currentTarget.open) onClose();
  };
}
