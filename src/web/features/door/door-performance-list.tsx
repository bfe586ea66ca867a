/**
 * The door's choice of performance: today's first (the one a door staff member almost always
 * wants), then the next ones, each with its counts, as large links for a thumb.
 */
import { Link } from 'react-router';
import { venueDay } from '../../../shared/dates.ts';
import { useFormat } from '../../components/use-format.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import type { DoorPerformances } from './door-api.ts';
import '../../styles/door.css';

type Performance = DoorPerformances['performances'][number];

function PerformanceLinks({ performances }: { performances: Performance[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <ul className="door-choices">
      {performances.map((performance) => (
        <li key={performance.id}>
          <Link className="door-choice" to={`/box-office/door/${performance.id}`}>
            <span className="door-choice__title">{performance.title}</span>
            <span className="door-choice__when">
              {t('staff.door.page.when', {
                date: format.date(performance.startsAt, 'short'),
                time: format.time(performance.startsAt),
                venue: performance.venue,
              })}
            </span>
            <span className="door-choice__counts">
              {t('staff.door.choose.counts', {
                admitted: performance.counts.admitted,
                expected: performance.counts.expected,
              })}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function DoorPerformanceList({
  performances,
  now,
}: {
  performances: Performance[];
  now: Date;
}) {
  const { t } = useTranslation();
  const today = venueDay(now);
  const sorted = [...performances].sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  const todays = sorted.filter((p) => venueDay(new Date(p.startsAt)) === today);
  const later = sorted.filter((p) => venueDay(new Date(p.startsAt)) !== today);
  if (sorted.length === 0) return <p className="door-notice">{t('staff.door.choose.none')}</p>;
  return (
    <>
      {todays.length > 0 ? (
        <section aria-labelledby="door-today">
          <h2 id="door-today">{t('staff.door.choose.today')}</h2>
          <PerformanceLinks performances={todays} />
        </section>
      ) : null}
      {later.length > 0 ? (
        <section aria-labelledby="door-later">
          <h2 id="door-later">{t('staff.door.choose.later')}</h2>
          <PerformanceLinks performances={later} />
        </section>
      ) : null}
    </>
  );
}
