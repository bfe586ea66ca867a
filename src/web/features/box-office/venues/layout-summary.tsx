/** What a venue file holds (sections, rows, seats, access seats) and what it would change. */
import type {
  VenueLayoutChanges,
  VenueLayoutSummary,
} from '../../../../shared/contracts/venues.ts';
import { useTranslation } from '../../../i18n/i18n.ts';

export function LayoutSummary({
  summary,
  changes,
}: {
  summary: VenueLayoutSummary;
  changes?: VenueLayoutChanges | null | undefined;
}) {
  const { t } = useTranslation();
  const rows: [string, number][] = [
    [t('staff.venues.summary.sections'), summary.sections],
    [t('staff.venues.summary.rows'), summary.rows],
    [t('staff.venues.summary.seats'), summary.seats],
    [t('staff.venues.summary.wheelchair'), summary.wheelchair],
    [t('staff.venues.summary.companion'), summary.companion],
    [t('staff.venues.summary.restrictedView'), summary.restrictedView],
    [t('staff.venues.summary.stepFree'), summary.stepFree],
  ];
  if (changes)
    rows.push(
      [t('staff.venues.summary.added'), changes.added],
      [t('staff.venues.summary.removed'), changes.removed],
      [t('staff.venues.summary.kept'), changes.kept],
    );
  return (
    <div className="bo-layout-summary">
      <dl>
        {rows.map(([term, value]) => (
          <div key={term} className="bo-stat">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {summary.autoLaid && <p className="muted">{t('staff.venues.summary.autoLaid')}</p>}
    </div>
  );
}
