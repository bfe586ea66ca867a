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
