import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { AccessTagList } from '../components/access-tag-list.tsx';
import { PriceRangeText } from '../components/price-range-text.tsx';
import { RunDates } from '../components/run-dates.tsx';
import { useDocumentTitle } from '../components/use-document-title.ts';
import { productionQueryOptions } from '../features/catalogue/catalogue-api.ts';
import { PerformanceRow } from '../features/catalogue/performance-row.tsx';
import { useTranslation } from '../i18n/i18n.ts';

export function Component() {
  const { t, locale } = useTranslation();
  const { event = '' } = useParams();
  const { data: production } = useQuery({
    ...productionQueryOptions(event, locale),
    placeholderData: keepPreviousData,
  });
  useDocumentTitle(production?.title);
  if (!production) return null;
  return (
    <article className="production">
      <nav aria-label={t('nav.breadcrumb')} className="breadcrumb">
        <ol>
          <li>
            <Link to="/">{t('nav.home')}</Link>
          </li>
          <li>
            <Link to="/listings">{t('nav.whatsOn')}</Link>
          </li>
          <li aria-current="page">{production.title}</li>
        </ol>
      </nav>
      <header className="production-header">
        <img
          src={production.imageUrl}
          alt=""
          width="800"
          height="450"
          className="production-image"
        />
        <div className="production-intro">
          <p className="eyebrow">
            {production.genre} · {production.venue.name}
          </p>
          <h1>{production.title}</h1>
          <p className="lead">{production.tagline}</p>
          <RunDates production={production} style="full" className="production-dates" />
          <p className="production-price">
            <strong>
              <PriceRangeText range={production.priceRange} />
            </strong>{' '}
            <span className="muted">{t('production.allInNote')}</span>
          </p>
          <AccessTagList tags={production.accessTags} />
        </div>
      </header>
      <div className="production-body">
        <section aria-labelledby="about-title" className="prose">
          <h2 id="about-title">{t('production.about')}</h2>
          {production.description.split('\n\n').map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
          {production.durationMinutes !== null && (
            <p className="facts-duration">
              {t('production.duration', { count: production.durationMinutes })}
            </p>
          )}
          <dl className="facts">
            <div>
              <dt>{t('production.credits')}</dt>
              <dd>{production.credits}</dd>
            </div>
            <div>
              <dt>{t('production.ageGuidance')}</dt>
              <dd>{production.ageGuidance}</dd>
            </div>
            <div>
              <dt>{t('production.contentNotes')}</dt>
              <dd>{production.contentNotes}</dd>
            </div>
          </dl>
        </section>
        <section aria-labelledby="dates-title" className="production-performances">
          <h2 id="dates-title">{t('production.chooseDate')}</h2>
          {production.performances.length === 0 ? (
            <p>{t('production.noPerformances')}</p>
          ) : (
            <ul className="performance-list">
              {production.performances.map((p) => (
                <li key={p.id}>
                  <PerformanceRow performance={p} showTitle={false} />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </article>
  );
}
