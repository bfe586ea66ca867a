import { useQuery } from '@tanstack/react-query';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { useFormat } from '../../components/use-format.ts';
import { giftAidQueryOptions } from '../../features/giving/giving-api.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import '../../styles/giving.css';

/**
 * /account/gift-aid (spec §2, §9; only where GIFT_AID_ENABLED): the gifts the customer declared
 * for UK gift aid, each with the 25% the charity claims from the tax office, and the totals.
 */
export function Component() {
  const { t } = useTranslation();
  const f = useFormat();
  useDocumentTitle(t('giving.giftAid.title'));
  const declared = useQuery(giftAidQueryOptions()).data;
  if (!declared) return null;
  const columns = [
    t('giving.giftAid.date'),
    t('giving.giftAid.fund'),
    t('giving.giftAid.amount'),
    t('giving.giftAid.uplift'),
  ] as const;
  return (
    <section aria-labelledby="gift-aid-title">
      <h1 id="gift-aid-title">{t('giving.giftAid.title')}</h1>
      <p className="lead">{t('giving.giftAid.intro')}</p>
      {declared.declarations.length === 0 ? (
        <p className="empty-state">{t('giving.giftAid.none')}</p>
      ) : (
        <section className="panel" aria-labelledby="gift-aid-declarations">
          <h2 id="gift-aid-declarations">{t('giving.giftAid.declarationsTitle')}</h2>
          <div className="record-table-wrap">
            <table className="record-table">
              <thead>
                <tr>
                  {columns.map((label, index) => (
                    <th key={label} scope="col" className={index >= 2 ? 'num' : undefined}>
                      {label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {declared.declarations.map((gift) => (
                  <tr key={gift.id}>
                    <td data-label={columns[0]}>{f.date(gift.givenAt, 'full')}</td>
                    <td data-label={columns[1]}>{gift.fundName}</td>
                    <td data-label={columns[2]} className="num">
                      {f.money(gift.amount)}
                    </td>
                    <td data-label={columns[3]} className="num">
                      {f.money(gift.uplift)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p>
            <strong>{t('giving.giftAid.total', { total: f.money(declared.total) })}</strong>
            <br />
            <strong>
              {t('giving.giftAid.upliftTotal', { total: f.money(declared.upliftTotal) })}
            </strong>
          </p>
        </section>
      )}
      <p className="muted gift-aid-statement">{t('giving.giftAid.statement')}</p>
    </section>
  );
}
