import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  type Gift,
  giftReceiptPath,
  TRIBUTE_MESSAGES,
  yearReceiptPath,
} from '../../../shared/contracts/donations.ts';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { useFormat } from '../../components/use-format.ts';
import { givingHistoryQueryOptions, givingYearOf } from '../../features/giving/giving-api.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import '../../styles/giving.css';

function GiftRow({ gift, columns }: { gift: Gift; columns: readonly string[] }) {
  const { t } = useTranslation();
  const f = useFormat();
  const date = f.date(gift.givenAt, 'full');
  return (
    <tr>
      <td data-label={columns[0]}>
        {date}, {f.time(gift.givenAt)}
      </td>
      <td data-label={columns[1]}>
        <span className="gift-fund">
          {gift.fundName}
          {gift.tribute && (
            <span className="muted">
              {t(TRIBUTE_MESSAGES[gift.tribute.kind], { name: gift.tribute.name })}
            </span>
          )}
          {(gift.giftAid || gift.anonymous) && (
            <span className="gift-tags">
              {gift.giftAid && <span className="tag">{t('giving.history.giftAidTag')}</span>}
              {gift.anonymous && <span className="tag">{t('giving.history.anonymousTag')}</span>}
            </span>
          )}
        </span>
      </td>
      <td data-label={columns[2]}>{gift.appeal ?? '–'}</td>
      <td data-label={columns[3]} className="num">
        {f.money(gift.amount)}
      </td>
      <td data-label={columns[4]}>
        <a
          href={giftReceiptPath(gift.id)}
          aria-label={t('giving.history.receiptLabel', {
            amount: f.money(gift.amount),
            date,
          })}
        >
          {t('giving.history.receiptLink')}
        </a>
      </td>
    </tr>
  );
}

/**
 * /account/giving-history (spec §2 Giving history): the customer's gifts with date and time,
 * fund, appeal and total, filtered by calendar year, each with its tax receipt, and a statement
 * for each year (IRS Publication 1771). The year lives in the address, so Back returns to it.
 */
export function Component() {
  const { t } = useTranslation();
  const f = useFormat();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const id = useId();
  const year = givingYearOf(search);
  const history = useQuery(givingHistoryQueryOptions(year)).data;
  useDocumentTitle(
    year === null ? t('giving.history.title') : `${year} · ${t('giving.history.title')}`,
  );
  if (!history) return null;
  const columns = [
    t('giving.history.date'),
    t('giving.history.fund'),
    t('giving.history.appeal'),
    t('giving.history.total'),
    t('giving.history.receipt'),
  ] as const;
  const show = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = String(new FormData(event.currentTarget).get('year') ?? '');
    navigate(chosen ? `?year=${chosen}` : '?', { preventScrollReset: true });
  };
  const count = t('giving.history.count', { count: history.gifts.length });
  // The year shown, if it had gifts; else every year's statement.
  const receiptYears = year !== null && history.years.includes(year) ? [year] : history.years;

  return (
    <section aria-labelledby="giving-title" className="giving-history">
      <h1 id="giving-title">{t('giving.history.title')}</h1>
      <p className="lead">{t('giving.history.intro')}</p>
      {history.years.length > 0 && (
        <form className="panel giving-filter" onSubmit={show}>
          <div className="field">
            <label htmlFor={`${id}-year`}>{t('giving.history.filterLabel')}</label>
            {/* Keyed by the year shown: Back and Forward put the choice back as well. */}
            <select id={`${id}-year`} name="year" defaultValue={year ?? ''} key={year ?? 'all'}>
              <option value="">{t('giving.history.allYears')}</option>
              {history.years.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="button button-secondary">
            {t('giving.history.show')}
          </button>
        </form>
      )}
      {history.gifts.length === 0 ? (
        <div className="empty-state">
          <p>
            {year === null ? t('giving.history.none') : t('giving.history.noneInYear', { year })}
          </p>
          <p>
            <Link className="button" to="/contributions/donations">
              {t('giving.history.give')}
            </Link>
          </p>
        </div>
      ) : (
        <>
          <p className="giving-total" aria-live="polite">
            <strong>
              {year === null
                ? t('giving.history.allTotal', { total: f.money(history.total) })
                : t('giving.history.yearTotal', { year, total: f.money(history.total) })}
            </strong>{' '}
            <span className="muted">({count})</span>
          </p>
          <div className="record-table-wrap">
            <table className="record-table giving-table">
              <caption className="visually-hidden">
                {year === null
                  ? t('giving.history.title')
                  : `${t('giving.history.title')}, ${year}`}
              </caption>
              <thead>
                <tr>
                  {columns.map((label, index) => (
                    <th key={label} scope="col" className={index === 3 ? 'num' : undefined}>
                      {label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {history.gifts.map((gift) => (
                  <GiftRow key={gift.id} gift={gift} columns={columns} />
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      {history.years.length > 0 && (
        <section className="panel giving-receipts" aria-labelledby="giving-receipts-title">
          <h2 id="giving-receipts-title">{t('giving.history.receiptsTitle')}</h2>
          <p>{t('giving.history.receiptsIntro')}</p>
          <ul className="pdf-links">
            {receiptYears.map((option) => (
              <li key={option}>
                <a href={yearReceiptPath(option)}>
                  {t('giving.history.yearReceipt', { year: option })}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </section>
  );
}
