/**
 * /box-office/venues/:venue (issue 13; staff look, managers change): the venue's seat map as the
 * storefront draws it. A seat picked on the map (click, or Enter on the seat the arrow keys
 * reach) or in the list shows its attributes, which a manager may change; a manager may also
 * replace the whole layout from a file, and change the venue's name and address.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { roleAtLeast } from '../../../shared/contracts/staff.ts';
import { StatusMessage } from '../../components/form-kit.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { staffSessionQueryOptions } from '../../features/box-office/staff-session-api.ts';
import { useStaffSignInAgain } from '../../features/box-office/use-staff-sign-in-again.ts';
import { LayoutReplace } from '../../features/box-office/venues/layout-replace.tsx';
import { SeatEditor } from '../../features/box-office/venues/seat-editor.tsx';
import { VenueDetailsForm } from '../../features/box-office/venues/venue-details-form.tsx';
import { venueFileUrl, venueQueryOptions } from '../../features/box-office/venues/venues-api.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { useFocusAfterRender } from '../../lib/use-focus-after-render.ts';
import { VenueMap } from './venue-map.tsx';
import '../../styles/box-office-venues.css';

export function Component() {
  const { t, locale } = useTranslation();
  const venueId = Number(useParams().venue);
  const location = useLocation();
  const { data: session } = useQuery(staffSessionQueryOptions());
  const { data: venue } = useQuery(venueQueryOptions(venueId, locale));
  const signInAgain = useStaffSignInAgain();
  const focusAfterRender = useFocusAfterRender();
  const created = (location.state as { created?: boolean } | null)?.created === true;
  const [status, setStatus] = useState<string | undefined>(
    created ? t('staff.venues.venue.created') : undefined,
  );
  const [pickedId, setPickedId] = useState<number>();
  useDocumentTitle(venue ? venue.layout.name : t('staff.venues.list.title'));
  if (!venue) return null;
  const manager = session?.staff ? roleAtLeast(session.staff.role, 'manager') : false;
  const picked = venue.seats.find((seat) => seat.id === pickedId);
  const say = (text: string) => {
    setStatus(text);
    focusAfterRender(() => document.getElementById('bo-venue-status'));
  };

  return (
    <section className="bo-venue" aria-labelledby="bo-venue-title">
      <p className="bo-crumbs">
        <Link to="/box-office/venues">{t('staff.venues.list.title')}</Link>
      </p>
      <h1 id="bo-venue-title">{venue.layout.name}</h1>
      <p className="lead">
        {t('staff.venues.venue.facts', {
          address: venue.address,
          seats: venue.seats.length,
          sections: venue.layout.sections.length,
          performances: venue.performances,
        })}
      </p>
      <p className="bo-downloads">
        {t('staff.venues.venue.download')}{' '}
        <a href={venueFileUrl(venue.id, 'csv')} download>
          {t('staff.venues.venue.downloadCsv')}
        </a>{' '}
        <a href={venueFileUrl(venue.id, 'json')} download>
          {t('staff.venues.venue.downloadJson')}
        </a>
      </p>
      <div id="bo-venue-status" tabIndex={-1}>
        <StatusMessage text={status} />
      </div>
      <div className="bo-venue-workspace">
        <section className="bo-venue-map-panel" aria-labelledby="bo-venue-map-title">
          <h2 id="bo-venue-map-title">{t('staff.venues.venue.mapTitle')}</h2>
          <VenueMap
            layout={venue.layout}
            bands={venue.bands}
            pickedId={pickedId}
            onPick={setPickedId}
          />
        </section>
        <div className="bo-venue-side">
          <p className="visually-hidden" aria-live="polite">
            {picked
              ? t('staff.venues.seat.picked', {
                  place: t('seatMap.rowSeat', { row: picked.row, seat: picked.label }),
                })
              : ''}
          </p>
          {picked ? (
            <SeatEditor
              key={picked.id}
              venueId={venue.id}
              seat={picked}
              bands={venue.bands}
              canEdit={manager}
              onSaved={(seat) =>
                say(
                  t('staff.venues.seat.saved', {
                    place: t('seatMap.rowSeat', { row: seat.row, seat: seat.label }),
                  }),
                )
              }
              onSessionEnded={signInAgain}
            />
          ) : (
            <p className="bo-empty">{t('staff.venues.seat.noneChosen')}</p>
          )}
        </div>
      </div>
      {manager && (
        <LayoutReplace
          venueId={venue.id}
          renderPreview={(preview) => <VenueMap layout={preview.layout} bands={preview.bands} />}
          onReplaced={(changes) => {
            setPickedId(undefined);
            say(t('staff.venues.replace.done', changes));
          }}
          onSessionEnded={signInAgain}
        />
      )}
      {manager && (
        <VenueDetailsForm
          key={`${venue.address}|${JSON.stringify(venue.name)}`}
          venue={venue}
          onSaved={() => say(t('staff.venues.details.saved'))}
          onSessionEnded={signInAgain}
        />
      )}
    </section>
  );
}
