import { useId } from 'react';
import { Link } from 'react-router';
import { BOOKABLE_STATES } from '../../../shared/availability.ts';
import type { PerformanceSummary } from '../../../shared/contracts/catalogue.ts';
import { AccessTagList } from '../../components/access-tag-list.tsx';
import { AvailabilityBadge } from '../../components/availability-badge.tsx';
import { PriceRangeText } from '../../components/price-range-text.tsx';
import { useFormat } from '../../components/use-format.ts';

/**
 * One performance in a list: time, show, venue, access services, state and all-in prices. The
 * whole row is one link to the performance (the title's link covers the row, "stretched"), so
 * a tap on the green "Get tickets" call to action, or anywhere else on the row, opens it; there
 * is one link per row, with one name, and nothing interactive nested in it. The state and the
 * prices are the link's description, so a screen reader hears the call to action with it.
 */
export function PerformanceRow({
  performance,
  showTitle = true,
}: {
  performance: PerformanceSummary;
  showTitle?: boolean;
}) {
  const f = useFormat();
  const statusId = useId();
  const bookable = BOOKABLE_STATES.includes(performance.state);
  const href = `/events/${performance.productionSlug}/${performance.id}`;
  const name = showTitle ? performance.productionTitle : f.date(performance.startsAt, 'full');
  return (
    <article className={`performance-row${bookable ? ' is-bookable' : ' is-unavailable'}`}>
      <div className="performance-when">
        <time dateTime={performance.startsAt}>
          {!showTitle && (
            <span className="performance-date">{f.date(performance.startsAt, 'short')}</span>
          )}
          <span className="performance-time">{f.time(performance.startsAt)}</span>
        </time>
      </div>
      <div className="performance-what">
        <h3>
          {/* The name says the time too ("Harbor Lights, 7:30pm"): links read out of context. */}
          <Link
            to={href}
            className="performance-link"
            aria-label={`${name}, ${f.time(performance.startsAt)}`}
            aria-describedby={statusId}
          >
            {name}
          </Link>
        </h3>
        <p className="performance-venue">{performance.venue.name}</p>
        {performance.note && <p className="performance-note">{performance.note}</p>}
        <AccessTagList tags={performance.accessTags} />
      </div>
      <div className="performance-status" id={statusId}>
        <AvailabilityBadge state={performance.state} action={bookable} />
        {bookable && (
          <span className="performance-price">
            <PriceRangeText range={performance.priceRange} />
          </span>
        )}
      </div>
    </article>
  );
}
