/**
 * "Put on sale now" for a performance whose public sale opens later (issue 13): the server
 * opens it at once, or says why not (no prices buyers can pay, cancelled, started).
 */
import { useState } from 'react';
import { AvailabilityState } from '../../../../shared/availability.ts';
import type { PerformanceRecord } from '../../../../shared/contracts/season-setup.ts';
import { useFormat } from '../../../components/use-format.ts';
import { useTranslation } from '../../../i18n/i18n.ts';
import { apiErrorKey } from '../../../lib/http-client.ts';
import { putPerformanceOnSale } from './season-api.ts';

export function PutOnSaleButton({
  performance,
  onDone,
  onApiError,
}: {
  performance: PerformanceRecord;
  /** What happened, for the page's status line. */
  onDone: (message: string) => void;
  onApiError?: (error: unknown) => boolean;
}) {
  const { t, locale } = useTranslation();
  const format = useFormat();
  const [busy, setBusy] = useState(false);
  if (performance.state !== AvailabilityState.NOT_ON_SALE) return null;
  const when = `${format.date(performance.startsAt, 'short')} ${format.time(performance.startsAt)}`;

  const putOnSale = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await putPerformanceOnSale(performance.id, locale);
      onDone(t('staff.season.performances.onSaleDone', { when }));
    } catch (error) {
      if (!onApiError?.(error)) onDone(t(apiErrorKey(error)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className="button button-secondary"
      aria-disabled={busy || undefined}
      onClick={putOnSale}
    >
      {t('staff.season.performances.putOnSale')}
      <span className="visually-hidden"> {when}</span>
    </button>
  );
}
