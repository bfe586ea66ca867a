import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useDocumentTitle } from '../components/use-document-title.ts';
import { listingsQueryOptions } from '../features/catalogue/catalogue-api.ts';
import { ProductionCard } from '../features/catalogue/production-card.tsx';
import { useTranslation } from '../i18n/i18n.ts';

export function Component() {
  const { t, locale } = useTranslation();
  useDocumentTitle(t('home.title'));
  const { data } = useQuery({
    ...listingsQueryOptions({}, locale),
    placeholderData: keepPreviousData,
  });
  const upcoming = (data?.productions ?? []).filter((p) =>
    data?.performances.some((perf) => perf.productionId === p.id && perf.state !== 5),
  );
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero-inner">
          <p className="eyebrow">{t('meta.tagline')}</p>
          <h1 id="hero-title">{t('home.heroTitle')}</h1>
          <p className="hero-text">{t('home.heroText')}</p>
          <Link className="button button-large" to="/listings">
            {t('home.browseAll')}
          </Link>
        </div>
      </section>
      <section className="content-section" aria-labelledby="season-title">
        <h2 id="season-title">{t('home.onStage')}</h2>
        <ul className="card-grid">
          {upcoming.map((production, index) => (
            <li key={production.id}>
              <ProductionCard production={production} eager={index < 2} />
            </li>
          ))}
        </ul>
      </section>
      <section className="content-section info-panels">
        <div className="info-panel">
          <h2>{t('home.accessTitle')}</h2>
          <p>{t('home.accessText')}</p>
          <Link to="/listings?access=asl">{t('home.accessLink')}</Link>
        </div>
        <div className="info-panel">
          <h2>{t('home.boxOfficeTitle')}</h2>
          <p>{t('home.boxOfficeText')}</p>
        </div>
      </section>
    </>
  );
}
