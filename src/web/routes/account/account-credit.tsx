import { useQuery } from '@tanstack/react-query';
import type { CreditGrant } from '../../../shared/contracts/order-history.ts';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { useFormat } from '../../components/use-format.ts';
import { creditQueryOptions } from '../../features/orders/order-history-api.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import '../../styles/orders.css';

function reasonOf(grant: CreditGrant, t: ReturnType<typeof useTranslation>['t']) {
  switch (grant.reason) {
    case 'order-cancelled':
      return t('account.credit.reasonCancelled', { number: grant.orderNumber ?? '' });
    case 'goodwill':
      return t('account.credit.reasonGoodwill');
    case 'refund':
      return t('account.credit.reasonRefund');
    case 'gift-voucher':
      return t('account.credit.reasonGiftVoucher');
  }
}

/**
 * /account/account-credit: the balance (what is left of unexpired credit) and each grant with
 * its issue date and expiry, 6 months later (spec §9).
 */
export function Component() {
  const { t } = useTranslation();
  const f = useFormat();
  useDocumentTitle(t('account.credit.title'));
  const credit = useQuery(creditQueryOptions()).data;
  if (!credit) return null;
  const columns = [
    t('account.credit.issued'),
    t('account.credit.reason'),
    t('account.credit.amount'),
    t('account.credit.remaining'),
    t('account.credit.expires'),
  ] as const;
  return (
    <section aria-labelledby="credit-title">
      <h1 id="credit-title">{t('account.credit.title')}</h1>
      <div className="panel credit-balance">
        <p>{t('account.credit.balance')}</p>
        <p className="credit-amount">{f.money(credit.balance)}</p>
        <p className="muted">{t('account.credit.intro')}</p>
      </div>
      {credit.grants.length === 0 ? (
        <p className="empty-state">{t('account.credit.none')}</p>
      ) : (
        <section className="panel" aria-labelledby="grants-title">
          <h2 id="grants-title">{t('account.credit.historyTitle')}</h2>
          <div className="record-table-wrap">
            <table className="record-table">
              <thead>
                <tr>
                  {columns.map((label, index) => (
                    <th
                      key={label}
                      scope="col"
                      className={index === 2 || index === 3 ? 'num' : undefined}
                    >
                      {label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {credit.grants.map((grant) => (
                  <tr key={grant.id}>
                    <td data-label={columns[0]}>{f.date(grant.issuedAt, 'full')}</td>
                    <td data-label={columns[1]}>{reasonOf(grant, t)}</td>
                    <td data-label={columns[2]} className="num">
                      {f.money(grant.amount)}
                    </td>
                    <td data-label={columns[3]} className="num">
                      {f.money(grant.remaining)}
                    </td>
                    <td data-label={columns[4]}>
                      {f.date(grant.expiresAt, 'full')}
                      {grant.expired && <span className="tag">{t('account.credit.expired')}</span>}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}
    </section>
  );
}
