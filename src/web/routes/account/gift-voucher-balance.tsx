import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { AccountGiftVoucher } from '../../../shared/contracts/gift-vouchers.ts';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { useFormat } from '../../components/use-format.ts';
import { accountVouchersQueryOptions } from '../../features/gift-vouchers/gift-voucher-balance-api.ts';
import { MaskedCode } from '../../features/gift-vouchers/voucher-code-field.tsx';
import { lastValidDay } from '../../features/gift-vouchers/voucher-dates.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import '../../styles/gift-vouchers.css';

type T = ReturnType<typeof useTranslation>['t'];
type Format = ReturnType<typeof useFormat>;

/** Bought (for whom) or received. */
function relationOf(voucher: AccountGiftVoucher, t: T): string {
  if (voucher.relation === 'received') return t('giftVouchers.account.received');
  return voucher.recipientName
    ? t('giftVouchers.account.boughtFor', { name: voucher.recipientName })
    : t('giftVouchers.account.boughtForYou');
}

/** Its e-mail: sent (on its day), or still to go (on its day, or in a moment). */
function deliveryOf(voucher: AccountGiftVoucher, t: T, f: Format): string {
  // A delivery day is a calendar day: noon on it is the same day on the theatre's clock.
  const day = voucher.deliverOn ? f.date(`${voucher.deliverOn}T17:00:00.000Z`, 'full') : null;
  if (voucher.sent)
    return day ? t('giftVouchers.account.sentOn', { date: day }) : t('giftVouchers.account.sent');
  return day ? t('giftVouchers.account.sendsOn', { date: day }) : t('giftVouchers.account.sending');
}

/**
 * /account/gift-voucher-balance (spec §2, an account child path): the customer's vouchers, the
 * ones they bought (the whole code: they may pass it on) and the ones sent to them (masked), with
 * its e-mail's delivery, what each was worth, what is left and the last day it works.
 */
export function Component() {
  const { t } = useTranslation();
  const f = useFormat();
  useDocumentTitle(t('giftVouchers.account.title'));
  const vouchers = useQuery(accountVouchersQueryOptions()).data?.vouchers;
  if (!vouchers) return null;
  const columns = [
    t('giftVouchers.account.code'),
    t('giftVouchers.account.relation'),
    t('giftVouchers.account.amount'),
    t('giftVouchers.account.balance'),
    t('giftVouchers.account.validUntil'),
  ] as const;
  return (
    <section aria-labelledby="vouchers-title">
      <h1 id="vouchers-title">{t('giftVouchers.account.title')}</h1>
      <p className="lead">{t('giftVouchers.account.intro')}</p>
      {vouchers.length === 0 ? (
        <p className="empty-state">{t('giftVouchers.account.none')}</p>
      ) : (
        <div className="panel record-table-wrap">
          <table className="record-table voucher-table">
            <caption className="visually-hidden">{t('giftVouchers.account.title')}</caption>
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
              {vouchers.map((voucher) => (
                <tr key={voucher.id}>
                  <td data-label={columns[0]}>
                    {voucher.code ? (
                      <MaskedCode code={voucher.code} />
                    ) : (
                      <span className="muted">{t('giftVouchers.account.codeInMail')}</span>
                    )}
                  </td>
                  <td data-label={columns[1]}>
                    <span className="voucher-relation">
                      <span>{relationOf(voucher, t)}</span>
                      {voucher.orderNumber && (
                        <Link to={`/account/your-orders/${voucher.orderNumber}`} className="muted">
                          {t('giftVouchers.account.order', { number: voucher.orderNumber })}
                        </Link>
                      )}
                      <span className="muted">{deliveryOf(voucher, t, f)}</span>
                    </span>
                  </td>
                  <td data-label={columns[2]} className="num">
                    {f.money(voucher.amount)}
                  </td>
                  <td data-label={columns[3]} className="num">
                    <strong>{f.money(voucher.balance)}</strong>
                  </td>
                  <td data-label={columns[4]}>
                    <span className="voucher-relation">
                      <span>{f.date(lastValidDay(voucher.expiresAt), 'full')}</span>
                      {voucher.expired && (
                        <span className="tag">{t('giftVouchers.account.expired')}</span>
                      )}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ul className="voucher-links">
        <li>
          <Link to="/redeem-gift-voucher">{t('giftVouchers.account.toRedeem')}</Link>
        </li>
        <li>
          <Link to="/gift-vouchers/balance">{t('giftVouchers.account.toBalance')}</Link>
        </li>
      </ul>
    </section>
  );
}
