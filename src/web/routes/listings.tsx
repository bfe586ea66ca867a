import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useLocation, useNavigation, useSearchParams } from 'react-router';
import { ACCESS_TAGS, AvailabilityState } from '../../shared/availability.ts';
import type { PerformanceSummary } from '../../shared/contracts/catalogue.ts';
import { venueDay } from '../../shared/dates.ts';
import { useDocumentTitle } from '../components/use-document-title.ts';
import { useFormat } from '../components/use-format.ts';
import { listingsQueryOptions } from '../features/catalogue/catalogue-api.ts';
import { filtersFrom } from '../features/catalogue/listings-filters.ts';
import { MonthCalendar } from '../features/catalogue/month-calendar.tsx';
import { PerformanceRow } from '../features/catalogue/performance-row.tsx';
import { useTranslation } from '../i18n/i18n.ts';

function groupByDay(performances: PerformanceSummary[]): [string, PerformanceSummary[]][] {
  const groups = new Map<string, PerformanceSummary[]>();
  for (const p of performances) {
    const day = venueDay(new Date(p.startsAt));
    groups.set(day, [...(groups.get(day) ?? []), p]);
  }
  return [...groups.entries()];
}

export function Component() {
  const { t, locale } = useTranslation();
  const f = useFormat();
  const ids = { from: useId(), to: useId(), access: useId() };
  useDocumentTitle(t('listings.title'));
  const [committed, setParams] = useSearchParams();
  const navigation = useNavigation();
  const location = useLocation();
  // While a change loads, show and build on the address being loaded, not the previous one, so
  // two quick changes (From, then To) both stick.
  const params =
    navigation.location?.pathname === location.pathname
      ? new URLSearchParams(navigation.location.search)
      : committed;
  const { invalidRange, ...filters } = filtersFrom(params);
  const view = params.get('view') === 'calendar' ? 'calendar' : 'list';
  const { data } = useQuery({
    ...listingsQueryOptions(filters, locale),
    placeholderData: keepPreviousData,
  });
  // Without a start date the reader wants what is still to come; a chosen date shows all.
  const performances = (data?.performances ?? []).filter(
    (p) => filters.from || p.state !== AvailabilityState.PASSED,
  );

  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: true, preventScrollReset: true });
  };

  return (
    <div className="listings">
      <header className="page-header">
        <h1>{t('listings.title')}</h1>
        <p>{t('listings.intro')}</p>
      </header>
      <form
        className="filters"
        aria-label={t('listings.filters')}
        onSubmit={(e) => e.preventDefault()}
      >
        <div className="field">
          <label htmlFor={ids.from}>{t('listings.from')}</label>
          <input
            id={ids.from}
            type="date"
            value={params.get('from') ?? ''}
            onChange={(e) => update({ from: e.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor={ids.to}>{t('listings.to')}</label>
          <input
            id={ids.to}
            type="date"
            value={params.get('to') ?? ''}
            min={filters.from}
            aria-invalid={invalidRange || undefined}
            aria-describedby={invalidRange ? `${ids.to}-error` : undefined}
            onChange={(e) => update({ to: e.target.value })}
          />
          {invalidRange && (
            <p className="field-error" id={`${ids.to}-error`}>
              {t('listings.invalidRange')}
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor={ids.access}>{t('listings.access')}</label>
          <select
            id={ids.access}
            value={filters.access ?? ''}
            onChange={(e) => update({ access: e.target.value })}
          >
            <option value="">{t('listings.anyAccess')}</option>
            {ACCESS_TAGS.map((tag) => (
              <option key={tag} value={tag}>
                {t(`access.${tag}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="filters-actions">
          <button
            type="button"
            className="button button-secondary"
            onClick={() => update({ from: undefined, to: undefined, access: undefined })}
          >
            {t('listings.clear')}
          </button>
        </div>
      </form>
      <div className="listings-toolbar">
        <p role="status" className="result-count">
          {t('listings.results', { count: performances.length })}
        </p>
        <fieldset className="segmented">
          <legend className="visually-hidden">{t('listings.viewAs')}</legend>
          {(['list', 'calendar'] as const).map((option) => (
            <label key={option} className={view === option ? 'is-selected' : ''}>
              <input
                type="radio"
                name="view"
                value={option}
                checked={view === option}
                onChange={() => update({ view: option === 'list' ? undefined : option })}
              />
              {t(option === 'list' ? 'listings.viewList' : 'listings.viewCalendar')}
            </label>
          ))}
        </fieldset>
      </div>
      {performances.length === 0 && <p className="empty-state">{t('listings.noResults')}</p>}
      {view === 'calendar' && performances.length > 0 ? (
        <MonthCalendar
          performances={performances}
          month={params.get('month') ?? undefined}
          onMonthChange={(month) => update({ month })}
        />
      ) : (
        groupByDay(performances).map(([day, dayPerformances]) => (
          <section key={day} className="day-group" aria-labelledby={`day-${day}`}>
            <h2 id={`day-${day}`}>{f.date(dayPerformances[0]?.startsAt ?? day, 'full')}</h2>
            <ul className="performance-list">
              {dayPerformances.map((p) => (
                <li key={p.id}>
                  <PerformanceRow performance={p} />
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}
