import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import type { DoorListEntry } from '../../../shared/contracts/box-office-reports.ts';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { useReportFormat } from '../../features/box-office/reports/report-parts.tsx';
import { csvHref, doorListQuery } from '../../features/box-office/reports/reports-api.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import '../../styles/box-office-reports.css';

/** A party's seats, section by section: "Stalls: A2, A3"; general admission says so. */
function seatsOf(entry: DoorListEntry, general: string): string[] {
  const bySection = new Map<string, string[]>();
  for (const seat of entry.seats) {
    const section = seat.section ?? general;
    const place = seat.row !== null && seat.seat !== null ? `${seat.row}${seat.seat}` : null;
    const list = bySection.get(section) ?? [];
    if (place) list.push(place);
    bySection.set(section, list);
  }
  return [...bySection].map(([section, places]) =>
    places.length > 0 ? `${section}: ${places.join(', ')}` : `${section} × ${entry.seats.length}`,
  );
}

/** "2 × Adult, 1 × Student", in the order first seen. */
function priceTypesOf(entry: DoorListEntry): string {
  const counts = new Map<string, number>();
  for (const seat of entry.seats) counts.set(seat.priceType, (counts.get(seat.priceType) ?? 0) + 1);
  return [...counts].map(([name, n]) => `${n} × ${name}`).join(', ');
}

/**
 * /box-office/performances/{id}/door-list: the performance's parties by name, with their seats,
 * price types and access needs, and who is in already; printed before the doors open (the page
 * prints without the staff pages' menus, one party per row, headings on every page).
 */
export function Component() {
  const { t } = useTranslation();
  const f = useReportFormat();
  const id = Number(useParams().performanceId);
  const list = useQuery(doorListQuery(id)).data;
  const title = list
    ? `${t('staff.reports.doorList.title')}: ${list.performance.productionTitle}, ${f.when(list.performance.startsAt)}`
    : undefined;
  useDocumentTitle(title);
  if (!list) return null;
  const { performance } = list;
  const access = (entry: DoorListEntry) => {
    const notes = new Set<string>();
    for (const seat of entry.seats) {
      if (seat.wheelchair) notes.add(t('staff.reports.doorList.wheelchair'));
      if (seat.companion) notes.add(t('staff.reports.doorList.companion'));
      if (seat.stepFree) notes.add(seat.stepFree);
      if (seat.restrictedView) notes.add(seat.restrictedView);
    }
    if (entry.accessNotes) notes.add(entry.accessNotes);
    return [...notes];
  };
  return (
    <section className="report-page door-list" aria-labelledby="door-list-title">
      <p className="report-back no-print">
        <Link to={`/box-office/reports/performances/${id}`}>
          {t('staff.reports.doorList.back')}
        </Link>
      </p>
      <h1 id="door-list-title">{title}</h1>
      <p className="lead">
        {t('staff.reports.doorList.where', {
          venue: performance.venueName,
          date: f.date(performance.startsAt, 'full'),
          time: f.time(performance.startsAt),
        })}
      </p>
      <p className="door-list-counts">
        {t('staff.reports.doorList.counts', {
          parties: f.count(list.entries.length),
          tickets: f.count(list.tickets),
          admitted: f.count(list.admitted),
        })}
      </p>
      <div className="report-actions no-print">
        <button type="button" className="button" onClick={() => window.print()}>
          {t('staff.reports.doorList.print')}
        </button>
        <a
          className="button button-secondary"
          href={csvHref(`/performances/${id}/door-list`)}
          download
        >
          {t('staff.reports.downloadCsv')}
        </a>
      </div>
      {list.entries.length === 0 ? (
        <p className="empty-state">{t('staff.reports.doorList.none')}</p>
      ) : (
        <table className="report-table door-list-table">
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{t('staff.reports.doorList.name')}</th>
              <th scope="col">{t('staff.reports.doorList.order')}</th>
              <th scope="col">{t('staff.reports.doorList.seats')}</th>
              <th scope="col">{t('staff.reports.doorList.priceTypes')}</th>
              <th scope="col">{t('staff.reports.doorList.access')}</th>
              <th scope="col">{t('staff.reports.doorList.admitted')}</th>
            </tr>
          </thead>
          <tbody>
            {list.entries.map((entry) => {
              const admitted = entry.seats.filter((seat) => seat.admitted).length;
              const notes = access(entry);
              return (
                <tr key={entry.orderNumber}>
                  <th scope="row">
                    {t('staff.reports.doorList.fullName', {
                      last: entry.lastName,
                      first: entry.firstName,
                    })}
                  </th>
                  <td className="door-order">{entry.orderNumber}</td>
                  <td>
                    {seatsOf(entry, t('staff.reports.doorList.general')).map((line) => (
                      <span key={line} className="door-line">
                        {line}
                      </span>
                    ))}
                  </td>
                  <td>{priceTypesOf(entry)}</td>
                  <td>
                    {notes.length === 0
                      ? '–'
                      : notes.map((note) => (
                          <span key={note} className="door-line">
                            {note}
                          </span>
                        ))}
                  </td>
                  <td>
                    {t('staff.reports.doorList.admittedOf', {
                      admitted: f.count(admitted),
                      tickets: f.count(entry.seats.length),
                    })}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
