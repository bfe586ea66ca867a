import { Link } from 'react-router';
import { BOOKABLE_STATES } from '../../../shared/availability.ts';
import type { PerformanceSummary } from '../../../shared/contracts/catalogue.ts';
import { AccessTagList } from '../../components/access-tag-list.tsx';
import { AvailabilityBadge } from '../../components/availability-badge.tsx';
import { PriceRangeText } from '../../components/price-range-text.tsx';
import { useFormat } from '../../components/use-format.ts';

/** One performance in a list: time, show, venue, access services, state and all-in prices. */
export function PerformanceRow({
  performance,
  showTitle = true,
}: {
  performance: PerformanceSummary;
  showTitle?: boolean;
}) {
  const f = useFormat();
  const bookable = BOOKABLE_STATES.includes(performance.state);
  const href = `/events/${performance.productionSlug}/${performance.id}`;
  const name = showTitle ? performance.productionTitle : f.date(performance.startsAt, 'full');
  return (
    <article className={`performance-row${bookable ? '' : ' is-unavailable'}`}>
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
          <Link to={href} aria-label={`${name}, ${f.time(performance.startsAt)}`}>
            {name}
          </Link>
        </h3>
        <p className="performance-venue">{performance.venue.name}</p>
        {performance.note && <p className="performance-note">{performance.note}</p>}
        <AccessTagList tags={performance.accessTags} />
      </div>
      <div className="performance-status">
        <AvailabilityBadge state={performance.state} />
        {bookable && (
          <span className="performance-price">
            <PriceRangeText range={performance.priceRange} />
          </span>
        )}
      </div>
    </article>
  );
}
