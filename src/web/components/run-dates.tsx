import type { ProductionSummary } from '../../shared/contracts/catalogue.ts';
import { type DateStyle, venueDay } from '../../shared/dates.ts';
import { useTranslation } from '../i18n/i18n.ts';
import { useFormat } from './use-format.ts';

/** A production's run, "first – last", or one date when it plays a single day. */
export function RunDates({
  production,
  style,
  className,
}: {
  production: Pick<ProductionSummary, 'firstPerformanceAt' | 'lastPerformanceAt'>;
  style: DateStyle;
  className: string;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const { firstPerformanceAt: first, lastPerformanceAt: last } = production;
  if (!first || !last) return null;
  const oneDay = venueDay(new Date(first)) === venueDay(new Date(last));
  return (
    <p className={className}>
      {oneDay
        ? f.date(first, style)
        : t('production.dates', { first: f.date(first, style), last: f.date(last, style) })}
    </p>
  );
}
