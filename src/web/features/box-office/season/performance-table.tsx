/**
 * A production's performances in the box office (issue 13): when and where, the state buyers
 * see on the storefront (spec §4, the storefront's own words), what is sold, held and free, what
 * needs doing before buyers come, and the way to each one's form and prices. A performance whose
 * sale opens later can be put on sale at once.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { AvailabilityState } from '../../../../shared/availability.ts';
import type { PerformanceRecord } from '../../../../shared/contracts/season-setup.ts';
import { StatusMessage } from '../../../components/form-kit.tsx';
import { useFormat } from '../../../components/use-format.ts';
import { useTranslation } from '../../../i18n/i18n.ts';
import { PutOnSaleButton } from './put-on-sale-button.tsx';
import { MissingLanguages } from './season-fields.tsx';
import { seasonPaths } from './season-paths.ts';

const WARNINGS = {
  notPriced: 'staff.season.warnings.notPriced',
  noPublicPrices: 'staff.season.warnings.noPublicPrices',
  noSeats: 'staff.season.warnings.noSeats',
} as const;

export function PerformanceTable({
  performances,
  canChange,
  onApiError,
}: {
  performances: readonly PerformanceRecord[];
  /** A manager: the changes are offered (the server decides all the same). */
  canChange: boolean;
  onApiError?: (error: unknown) => boolean;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const [status, setStatus] = useState<string | undefined>();

  if (performances.length === 0) return <p>{t('staff.season.performances.none')}</p>;
  return (
    <>
      <StatusMessage text={status} />
      <div className="record-table-wrap">
        <table className="record-table season-table">
          <caption className="visually-hidden">{t('staff.season.performances.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('staff.season.performances.columns.when')}</th>
              <th scope="col">{t('staff.season.performances.columns.venue')}</th>
              <th scope="col">{t('staff.season.performances.columns.state')}</th>
              <th scope="col">{t('staff.season.performances.columns.sales')}</th>
              <th scope="col">{t('staff.season.performances.columns.attention')}</th>
              <th scope="col">{t('staff.season.performances.columns.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {performances.map((p) => {
              const when = `${format.date(p.startsAt, 'short')} ${format.time(p.startsAt)}`;
              return (
                <tr key={p.id}>
                  <th scope="row">
                    <Link to={seasonPaths.performance(p.productionId, p.id)}>{when}</Link>
                  </th>
                  <td>{p.venueName}</td>
                  <td>
                    {t(`availability.${p.state}.label`)}
                    {p.state === AvailabilityState.NOT_ON_SALE && p.onSaleAt && (
                      <span className="field-hint">
                        {' '}
                        {t('staff.season.performances.opens', {
                          when: `${format.date(p.onSaleAt, 'short')} ${format.time(p.onSaleAt)}`,
                        })}
                      </span>
                    )}
                  </td>
                  <td>
                    {t('staff.season.performances.counts', {
                      sold: p.counts.sold,
                      held: p.counts.held,
                      available: p.counts.available,
                      capacity: p.counts.capacity,
                    })}
                  </td>
                  <td>
                    <ul className="season-warnings">
                      {p.warnings.map((warning) => (
                        <li key={warning}>
                          <span aria-hidden="true">⚠ </span>
                          {t(WARNINGS[warning])}
                        </li>
                      ))}
                      {p.noteMissing.length > 0 && (
                        <li>
                          {t('staff.season.performances.note')}{' '}
                          <MissingLanguages locales={p.noteMissing} />
                        </li>
                      )}
                    </ul>
                  </td>
                  <td className="season-actions">
                    <Link to={seasonPaths.performance(p.productionId, p.id)}>
                      {t(
                        canChange
                          ? 'staff.season.performances.edit'
                          : 'staff.season.performances.view',
                      )}
                      <span className="visually-hidden"> {when}</span>
                    </Link>
                    <Link to={seasonPaths.prices(p.productionId, p.id)}>
                      {t('staff.season.performances.prices')}
                      <span className="visually-hidden"> {when}</span>
                    </Link>
                    {canChange && (
                      <PutOnSaleButton
                        performance={p}
                        onDone={setStatus}
                        {...(onApiError ? { onApiError } : {})}
                      />
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}
