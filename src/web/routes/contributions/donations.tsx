/**
 * /contributions/donations: choose a fund. Open funds are cards, each a link to its form, with
 * its description and, when it has a goal, how far it has come; a closed fund is listed apart,
 * marked closed in words, and is no link. An appeal code in the address goes on to the form.
 */
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { FundProgress } from '../../features/donations/fund-progress.tsx';
import { fundsQueryOptions } from '../../features/donations/funds-api.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import '../../styles/donations.css';

export function Component() {
  const { t, locale } = useTranslation();
  const { data } = useQuery(fundsQueryOptions(locale));
  const [params] = useSearchParams();
  useDocumentTitle(t('donations.funds.title'));
  const appeal = params.get('appeal');
  const search = appeal ? `?${new URLSearchParams({ appeal })}` : '';
  const funds = data?.funds ?? [];
  const open = funds.filter((fund) => fund.open);
  const closed = funds.filter((fund) => !fund.open);
  return (
    <article className="giving-page">
      <p className="breadcrumb-back">
        <Link to="/contributions">{t('donations.ways.title')}</Link>
      </p>
      <h1>{t('donations.funds.title')}</h1>
      <p className="lead">{t('donations.funds.intro')}</p>
      <ul className="fund-grid">
        {open.map((fund) => (
          <li key={fund.id}>
            <article className="card fund-card">
              <div className="card-body">
                <h2>
                  <Link to={`/contributions/donations/${fund.id}${search}`} className="card-link">
                    {fund.name}
                  </Link>
                </h2>
                <p>{fund.description}</p>
                <FundProgress fund={fund} />
                <p className="fund-card-action" aria-hidden="true">
                  {t('donations.funds.give')} <span>→</span>
                </p>
              </div>
            </article>
          </li>
        ))}
      </ul>
      {closed.length > 0 && (
        <section className="funds-closed" aria-labelledby="funds-closed">
          <h2 id="funds-closed">{t('donations.funds.closedTitle')}</h2>
          <ul className="fund-grid">
            {closed.map((fund) => (
              <li key={fund.id}>
                <article className="card fund-card fund-card-closed">
                  <div className="card-body">
                    <h3>{fund.name}</h3>
                    <p className="badge fund-closed-badge">{t('donations.funds.closed')}</p>
                    <p>{fund.description}</p>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
