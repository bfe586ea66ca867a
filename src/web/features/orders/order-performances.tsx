import { Link } from 'react-router';
import type { OrderPerformance } from '../../../shared/contracts/order-history.ts';
import { useFormat } from '../../components/use-format.ts';

/** The shows of an order: title (to the event page), date and time, venue. */
export function OrderPerformances({ performances }: { performances: OrderPerformance[] }) {
  const f = useFormat();
  return (
    <ul className="order-performances">
      {performances.map((performance) => (
        <li key={performance.id}>
          <Link to={`/events/${performance.productionSlug}`} className="order-show">
            {performance.productionTitle}
          </Link>
          <span>
            {f.date(performance.startsAt, 'full')}, {f.time(performance.startsAt)}
          </span>
          <span className="muted">{performance.venueName}</span>
        </li>
      ))}
    </ul>
  );
}
