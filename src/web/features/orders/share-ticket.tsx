import { useId, useRef, useState } from 'react';
import type { ShareTicketResponse } from '../../../shared/contracts/order-history.ts';
import { StatusMessage } from '../../components/form-kit.tsx';
import { useTranslation } from '../../i18n/i18n.ts';
import { api, queryClient } from '../../lib/api.ts';
import { useFocusAfterRender } from '../../lib/use-focus-after-render.ts';

/**
 * Sharing one ticket with a friend by link (spec §6: signed-in customers). The link is shown
 * once, when made (only its hash is kept); sharing again makes a new link and ends the old one.
 * "Stop sharing" breaks every link of the ticket.
 */
export function ShareTicket({
  ticketId,
  shared,
  seatLabel,
}: {
  ticketId: number;
  shared: boolean;
  seatLabel: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [link, setLink] = useState<string | undefined>();
  const [status, setStatus] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const shareButton = useRef<HTMLButtonElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const live = shared || link !== undefined;

  const run = async (action: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    setStatus(undefined);
    try {
      await action();
      await queryClient.invalidateQueries({ queryKey: ['account', 'tickets'] });
    } catch (error) {
      const code = (error as { code?: string }).code;
      setStatus(code ? t(`errors.${code}`) : t('errors.INTERNAL_ERROR'));
    } finally {
      setBusy(false);
    }
  };
  const share = () =>
    run(async () => {
      const made = await api.post<ShareTicketResponse>(`/api/account/tickets/${ticketId}/share`);
      setLink(new URL(made.path, window.location.origin).toString());
      setStatus(t('account.share.made'));
      // The new link takes the focus, selected, ready to copy by hand where the clipboard is not
      // allowed (the Share button that was pressed has given way to Copy).
      focusAfterRender(() => input.current);
    });
  const stop = () =>
    run(async () => {
      await api.delete(`/api/account/tickets/${ticketId}/share`);
      setLink(undefined);
      setStatus(t('account.share.stopped'));
      // "Stop sharing" is gone: the reader carries on from Share.
      focusAfterRender(() => shareButton.current);
    });
  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      setStatus(t('account.share.copied'));
    } catch {
      input.current?.select();
      setStatus(t('account.share.copyByHand'));
    }
  };

  return (
    <div className="share-ticket">
      {link && (
        <div className="field share-link">
          <label htmlFor={`${id}-link`}>{t('account.share.linkLabel')}</label>
          <input
            id={`${id}-link`}
            ref={input}
            type="text"
            readOnly
            value={link}
            onFocus={(event) => event.currentTarget.select()}
          />
        </div>
      )}
      {!link && shared && <p className="muted small">{t('account.share.sharedNote')}</p>}
      <p className="actions">
        {link ? (
          <button type="button" className="button" onClick={() => void copy()}>
            {t('account.share.copy')}
          </button>
        ) : (
          <button
            ref={shareButton}
            type="button"
            className="button button-secondary"
            aria-disabled={busy || undefined}
            aria-label={t(live ? 'account.share.shareAgainNamed' : 'account.share.shareNamed', {
              seat: seatLabel,
            })}
            onClick={() => void share()}
          >
            {live ? t('account.share.shareAgain') : t('account.share.share')}
          </button>
        )}
        {live && (
          <button
            type="button"
            className="button button-secondary"
            aria-disabled={busy || undefined}
            aria-label={t('account.share.stopNamed', { seat: seatLabel })}
            onClick={() => void stop()}
          >
            {t('account.share.stop')}
          </button>
        )}
      </p>
      <StatusMessage text={status} />
    </div>
  );
}
