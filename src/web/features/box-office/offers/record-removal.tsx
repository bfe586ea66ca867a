/**
 * Deleting a record set up in the box office (issue 13): only one nothing names can go, and only
 * after a second, explicit press; one in use says why it stays and what to do instead (switch it
 * off, close it, take it off sale). The server decides again (…_IN_USE).
 */
import { useState } from 'react';
import { useTranslation } from '../../../i18n/i18n.ts';

export function RecordRemoval({
  deletable,
  title,
  keptText,
  onDelete,
}: {
  deletable: boolean;
  /** "Delete this promo code". */
  title: string;
  /** Why a record in use stays, and what to do instead. */
  keptText: string;
  onDelete: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const [asked, setAsked] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <section className="bo-panel bo-removal" aria-labelledby="bo-removal-title">
      <h2 id="bo-removal-title">{title}</h2>
      {!deletable ? (
        <p>{keptText}</p>
      ) : asked ? (
        <div className="bo-removal-confirm">
          <p id="bo-removal-question">{t('staff.offers.removal.question')}</p>
          <button
            type="button"
            className="button bo-button-danger"
            aria-disabled={busy || undefined}
            onClick={async () => {
              if (busy) return;
              setBusy(true);
              try {
                await onDelete();
              } finally {
                setBusy(false);
              }
            }}
          >
            {t('staff.offers.removal.confirm')}
          </button>{' '}
          <button type="button" className="button button-secondary" onClick={() => setAsked(false)}>
            {t('staff.offers.removal.keep')}
          </button>
        </div>
      ) : (
        <>
          <p>{t('staff.offers.removal.intro')}</p>
          <button type="button" className="button button-secondary" onClick={() => setAsked(true)}>
            {title}
          </button>
        </>
      )}
    </section>
  );
}
