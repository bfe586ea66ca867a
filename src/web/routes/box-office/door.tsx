import { useQuery } from '@tanstack/react-query';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { doorPerformancesQueryOptions } from '../../features/door/door-api.ts';
import { DoorPerformanceList } from '../../features/door/door-performance-list.tsx';
import { useTranslation } from '../../i18n/i18n.ts';
import { serverClock } from '../../lib/api.ts';

/** /box-office/door: the door staff member chooses the performance at their door. */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('staff.door.choose.title'));
  const query = useQuery(doorPerformancesQueryOptions());
  return (
    <section className="door door-choose" aria-labelledby="door-choose-title">
      <h1 id="door-choose-title">{t('staff.door.choose.title')}</h1>
      <p>{t('staff.door.choose.intro')}</p>
      {query.data ? (
        <DoorPerformanceList
          performances={query.data.performances}
          now={new Date(serverClock.now())}
        />
      ) : query.isError ? (
        <div className="door-notice" role="alert">
          <p>{t('staff.door.choose.loadFailed')}</p>
          <button type="button" className="door-button" onClick={() => void query.refetch()}>
            {t('staff.door.choose.retry')}
          </button>
        </div>
      ) : (
        <p className="door-notice" role="status">
          {t('staff.door.choose.loading')}
        </p>
      )}
    </section>
  );
}
