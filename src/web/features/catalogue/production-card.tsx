import { Link } from 'react-router';
import type { ProductionSummary } from '../../../shared/contracts/catalogue.ts';
import { AccessTagList } from '../../components/access-tag-list.tsx';
import { PriceRangeText } from '../../components/price-range-text.tsx';
import { RunDates } from '../../components/run-dates.tsx';

export function ProductionCard({
  production,
  eager = false,
}: {
  production: ProductionSummary;
  eager?: boolean;
}) {
  return (
    <article className="card production-card">
      <img
        src={production.imageUrl}
        alt=""
        width="800"
        height="450"
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
      <div className="card-body">
        <p className="eyebrow">
          {production.genre} · {production.venue.name}
        </p>
        <h3>
          <Link to={`/events/${production.slug}`} className="card-link">
            {production.title}
          </Link>
        </h3>
        <p className="card-tagline">{production.tagline}</p>
        <RunDates production={production} style="short" className="card-dates" />
        <p className="card-price">
          <PriceRangeText range={production.priceRange} />
        </p>
        <AccessTagList tags={production.accessTags} />
      </div>
    </article>
  );
}
