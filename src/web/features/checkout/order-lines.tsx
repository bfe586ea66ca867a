import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { TicketLine } from '../../../shared/contracts/cart.ts';
import { useSeatText } from '../../components/performance-tickets.tsx';
import { useFormat } from '../../components/use-format.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { byPerformance } from './checkout-draft.ts';

/**
 * The lines of a cart or an order, grouped by performance: the show, its date and venue, then
 * each seat. `renderLines` draws a group's seats (the basket's editable ones); without it each
 * seat is one read-only row with its ticket type and all-in price.
 */
export function PerformanceGroups({
  lines,
  headingLevel = 2,
  renderLines,
  linkTitles = false,
}: {
  lines: readonly TicketLine[];
  headingLevel?: 2 | 3;
  renderLines?: (group: TicketLine[]) => ReactNode;
  linkTitles?: boolean;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const place = useSeatText();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="order-groups">
      {byPerformance(lines).map((group) => {
        const first = group[0];
        if (!first) return null;
        const total = group.reduce((sum, line) => sum + line.price.allIn.amount, 0);
        return (
          <section
            key={first.performanceId}
            className="order-group"
            aria-labelledby={`group-${first.performanceId}`}
          >
            <header className="order-group-header">
              <Heading id={`group-${first.performanceId}`}>
                {linkTitles ? (
                  <Link to={`/events/${first.productionSlug}/${first.performanceId}`}>
                    {first.productionTitle}
                  </Link>
                ) : (
                  first.productionTitle
                )}
              </Heading>
              <p className="muted">
                {f.date(first.startsAt, 'full')}, {f.time(first.startsAt)} · {first.venueName}
              </p>
            </header>
            {renderLines ? (
              renderLines(group)
            ) : (
              <ul className="order-lines">
                {group.map((line) => (
                  <li key={line.id} className="order-line">
                    <span>
                      {place(line.seat)}
                      <span className="muted order-line-type">
                        {line.priceBandName} · {line.priceTypeName}
                      </span>
                    </span>
                    <strong>{f.money(line.price.allIn)}</strong>
                  </li>
                ))}
              </ul>
            )}
            <p className="order-group-total">
              <span>{t('basket.performanceTotal', { count: group.length })}</span>
              <strong>{f.money({ amount: total, currency: 'USD' })}</strong>
            </p>
          </section>
        );
      })}
    </div>
  );
}

/**
 * The totals (spec §3) as a description list. Prices are all-in: the fees are inside the
 * subtotal already and are shown as included, never added on top. Gifts to funds are a line of
 * their own; without tickets there is no tickets subtotal, fee or delivery to show (issue 10).
 */
export function TotalsList({
  subtotal,
  fees,
  delivery,
  total,
  donations = 0,
  vouchersBought = 0,
  memberships = 0,
  tickets = true,
  discount = 0,
  refundProtection = 0,
  credit = 0,
  voucherPayments = [],
  voucherRows,
  deliveryKnown = true,
}: {
  /** The tickets' all-in subtotal (gifts not included). */
  subtotal: number;
  fees: number;
  delivery: number;
  total: number;
  /** The gifts to funds: never discounted, no fee. */
  donations?: number;
  /** The gift vouchers bought: their face value, no fee, never discounted. */
  vouchersBought?: number;
  /** A membership's first payment: no fee, never discounted (issue 12). */
  memberships?: number;
  /** The order has tickets (their subtotal, fees and delivery are shown). */
  tickets?: boolean;
  /** The promo code's discount, refund protection and account credit: shown when there. */
  discount?: number;
  refundProtection?: number;
  credit?: number;
  /** What each gift voucher applied pays (checkoutTotals), and their rows to show. */
  voucherPayments?: readonly { applied: number }[];
  voucherRows?: ReactNode;
  /** Before the delivery step the delivery line says it is chosen later. */
  deliveryKnown?: boolean;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const money = (amount: number) => f.money({ amount, currency: 'USD' });
  const paidByVouchers = voucherPayments.reduce((sum, p) => sum + p.applied, 0);
  return (
    <dl className="totals">
      {tickets && (
        <>
          <div>
            <dt>{t('basket.totals.subtotal')}</dt>
            <dd>{money(subtotal)}</dd>
          </div>
          <div className="totals-included">
            <dt>{t('basket.totals.fees')}</dt>
            <dd>{money(fees)}</dd>
          </div>
        </>
      )}
      {donations > 0 && (
        <div className="totals-donations">
          <dt>{t('donations.totals.donations')}</dt>
          <dd>{money(donations)}</dd>
        </div>
      )}
      {vouchersBought > 0 && (
        <div className="totals-vouchers">
          <dt>{t('giftVouchers.totals.bought')}</dt>
          <dd>{money(vouchersBought)}</dd>
        </div>
      )}
      {memberships > 0 && (
        <div className="totals-memberships">
          <dt>{t('memberships.totals.membership')}</dt>
          <dd>{money(memberships)}</dd>
        </div>
      )}
      {discount > 0 && (
        <div className="totals-discount">
          <dt>{t('basket.totals.discount')}</dt>
          <dd>−{money(discount)}</dd>
        </div>
      )}
      {refundProtection > 0 && (
        <div>
          <dt>{t('basket.totals.refundProtection')}</dt>
          <dd>{money(refundProtection)}</dd>
        </div>
      )}
      {tickets && (
        <div>
          <dt>{t('basket.totals.delivery')}</dt>
          <dd>
            {!deliveryKnown
              ? t('basket.totals.deliveryLater')
              : delivery === 0
                ? t('basket.totals.free')
                : money(delivery)}
          </dd>
        </div>
      )}
      <div className="totals-total">
        <dt>{t('basket.totals.total')}</dt>
        <dd>{money(total)}</dd>
      </div>
      {credit > 0 && (
        <div className="totals-discount">
          <dt>{t('basket.totals.credit')}</dt>
          <dd>−{money(credit)}</dd>
        </div>
      )}
      {voucherRows}
      {(credit > 0 || voucherPayments.length > 0) && (
        <div className="totals-total">
          <dt>{t('basket.totals.leftToPay')}</dt>
          <dd>{money(Math.max(0, total - credit - paidByVouchers))}</dd>
        </div>
      )}
    </dl>
  );
}
