/**
 * /box-office/venues (issue 13; box-office staff and above): the venues and their seat maps,
 * each with its sections, seats and performances counted; managers add one from a file.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { roleAtLeast } from '../../../shared/contracts/staff.ts';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { staffSessionQueryOptions } from '../../features/box-office/staff-session-api.ts';
import { venuesQueryOptions } from '../../features/box-office/venues/venues-api.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import '../../styles/box-office-venues.css';

export function Component() {
  const { t, locale } = useTranslation();
  useDocumentTitle(t('staff.venues.list.title'));
  const { data: session } = useQuery(staffSessionQueryOptions());
  const { data } = useQuery(venuesQueryOptions(locale));
  const manager = session?.staff ? roleAtLeast(session.staff.role, 'manager') : false;
  const venues = data?.venues ?? [];
  return (
    <section className="bo-venues" aria-labelledby="bo-venues-title">
      <h1 id="bo-venues-title">{t('staff.venues.list.title')}</h1>
      <p className="lead">{t('staff.venues.list.intro')}</p>
      {manager && (
        <p>
          <Link to="/box-office/venues/new" className="button">
            {t('staff.venues.list.new')}
          </Link>
        </p>
      )}
      {venues.length === 0 ? (
        <p className="bo-empty">{t('staff.venues.list.empty')}</p>
      ) : (
        <div className="record-table-wrap">
          <table className="record-table">
            <caption className="visually-hidden">{t('staff.venues.list.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('staff.venues.list.name')}</th>
                <th scope="col">{t('staff.venues.list.address')}</th>
                <th scope="col" className="num">
                  {t('staff.venues.summary.sections')}
                </th>
                <th scope="col" className="num">
                  {t('staff.venues.summary.seats')}
                </th>
                <th scope="col" className="num">
                  {t('staff.venues.list.performances')}
                </th>
              </tr>
            </thead>
            <tbody>
              {venues.map((venue) => (
                <tr key={venue.id}>
                  <th scope="row">
                    <Link to={`/box-office/venues/${venue.id}`}>{venue.name}</Link>
                  </th>
                  <td>{venue.address}</td>
                  <td className="num">{venue.sections}</td>
                  <td className="num">{venue.seats}</td>
                  <td className="num">{venue.performances}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
