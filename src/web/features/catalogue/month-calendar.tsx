import { Link } from 'react-router';
import { AvailabilityState } from '../../../shared/availability.ts';
import type { PerformanceSummary } from '../../../shared/contracts/catalogue.ts';
import { formatDate, venueDay } from '../../../shared/dates.ts';
import type { Locale } from '../../../shared/locales.ts';
import { AvailabilityBadge } from '../../components/availability-badge.tsx';
import { useFormat } from '../../components/use-format.ts';
import { useTranslation } from '../../i18n/i18n.ts';

/** US, Spanish-speaking US and Haitian calendars start on Sunday; the European ones on Monday. */
const WEEK_STARTS_MONDAY: Record<Locale, boolean> = {
  'en-US': false,
  'en-GB': true,
  de: true,
  es: false,
  ht: false,
  sv: true,
};

function monthOf(day: string) {
  return day.slice(0, 7);
}

function shiftMonth(month: string, by: number): string {
  const [y = 2000, m = 1] = month.split('-').map(Number);
  const d = new Date(Date.UTC(y, m - 1 + by, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** Noon UTC on a calendar day: the same date in New York, for naming days and months. */
const noon = (day: string) => new Date(`${day}T16:00:00Z`);

/**
 * A month grid as a table (days of the week as column headers). On a phone, CSS turns it into a
 * list of the days that have performances.
 */
export function MonthCalendar({
  performances,
  month: requested,
  onMonthChange,
}: {
  performances: PerformanceSummary[];
  month: string | undefined;
  onMonthChange: (month: string) => void;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const byDay = new Map<string, PerformanceSummary[]>();
  for (const p of performances) {
    const day = venueDay(new Date(p.startsAt));
    byDay.set(day, [...(byDay.get(day) ?? []), p]);
  }
  const firstUpcoming =
    performances.find((p) => p.state !== AvailabilityState.PASSED) ?? performances[0];
  const fallback = firstUpcoming
    ? monthOf(venueDay(new Date(firstUpcoming.startsAt)))
    : monthOf(venueDay(new Date()));
  const month = requested && /^\d{4}-\d{2}$/.test(requested) ? requested : fallback;
  const [year = 2000, monthNumber = 1] = month.split('-').map(Number);
  const daysInMonth = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  const firstWeekday = new Date(Date.UTC(year, monthNumber - 1, 1)).getUTCDay();
  const mondayFirst = WEEK_STARTS_MONDAY[f.locale];
  const leading = mondayFirst ? (firstWeekday + 6) % 7 : firstWeekday;
  const cells: (string | null)[] = [
    ...Array.from({ length: leading }, () => null),
    ...Array.from({ length: daysInMonth }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks = Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
  // 2023-01-01 was a Sunday, 2023-01-02 a Monday.
  const weekdayNames = Array.from({ length: 7 }, (_, i) =>
    formatDate(
      noon(`2023-01-${String((mondayFirst ? 2 : 1) + i).padStart(2, '0')}`),
      f.locale,
      'weekdayShort',
    ),
  );
  const monthTitle = formatDate(noon(`${month}-01`), f.locale, 'monthYear');

  return (
    <section className="calendar" aria-labelledby="calendar-title">
      <div className="calendar-nav">
        <button
          type="button"
          className="button button-secondary"
          onClick={() => onMonthChange(shiftMonth(month, -1))}
        >
          <span aria-hidden="true">‹ </span>
          {t('listings.previousMonth')}
        </button>
        <h2 id="calendar-title" aria-live="polite">
          {monthTitle}
        </h2>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => onMonthChange(shiftMonth(month, 1))}
        >
          {t('listings.nextMonth')}
          <span aria-hidden="true"> ›</span>
        </button>
      </div>
      <table className="calendar-grid">
        <caption className="visually-hidden">{monthTitle}</caption>
        <thead>
          <tr>
            {weekdayNames.map((name) => (
              <th key={name} scope="col">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((day, i) => {
                const list = day ? (byDay.get(day) ?? []) : [];
                return (
                  <td
                    key={day ?? `empty-${i}`}
                    className={`${day ? '' : 'is-empty'}${list.length > 0 ? ' has-events' : ''}`}
                  >
                    {day && (
                      <>
                        <span className="calendar-day" aria-hidden={list.length === 0 || undefined}>
                          <span className="calendar-day-long">
                            {f.date(noon(day).toISOString(), 'full')}
                          </span>
                          <span className="calendar-day-number">{Number(day.slice(8))}</span>
                        </span>
                        {list.length > 0 && (
                          <ul>
                            {list.map((p) => (
                              <li key={p.id} className="calendar-entry">
                                {/* The link covers the entry, its state included (a tap on
                                    "Get tickets" opens the performance too). */}
                                <Link
                                  to={`/events/${p.productionSlug}/${p.id}`}
                                  className="calendar-link"
                                >
                                  <span className="calendar-time">{f.time(p.startsAt)}</span>{' '}
                                  {p.productionTitle}
                                </Link>
                                <AvailabilityBadge state={p.state} />
                              </li>
                            ))}
                          </ul>
                        )}
                      </>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
