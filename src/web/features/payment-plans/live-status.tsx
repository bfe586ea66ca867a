/**
 * A polite live region that is always in the page, empty until something is said: a region
 * that appears (display: none before) together with its text is not announced by every screen
 * reader, so this one only changes its text.
 */
export function LiveStatus({ text }: { text: string | undefined }) {
  return (
    <p className={text ? 'status-message' : 'live-status-empty'} role="status">
      {text ?? ''}
    </p>
  );
}
