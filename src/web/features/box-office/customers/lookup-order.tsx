/**
 * One order as the customer look-up shows it (issue 13): its state and dates, its tickets (the
 * performance, seat, price type, price, and whether the door let each in), its gifts, gift
 * vouchers and memberships, and its totals. The customer's page lists every order this way; the
 * order's page shows one. Money and dates in the reader's language, dates in New York time.
 */
import type { LookupOrder } from '../../../../shared/contracts/box-office-customers.ts';
import type { OrderState } from '../../../../shared/contracts/checkout.ts';
import { useTranslation } from '../../../i18n/i18n.ts';
import { useReportFormat } from '../reports/report-parts.tsx';

export const ORDER_STATE_LABELS: Record<OrderState, string> = {
  completing: 'staff.customers.states.completing',
  verifying: 'staff.customers.states.verifying',
  confirmed: 'staff.customers.states.confirmed',
  failed: 'staff.customers.states.failed',
  reserved: 'staff.customers.states.reserved',
  returned: 'staff.customers.states.returned',
};

const PAYMENT_OPTIONS: Record<LookupOrder['memberships'][number]['paymentOption'], string> = {
  'one-off': 'staff.customers.paymentOptions.one-off',
  monthly: 'staff.customers.paymentOptions.monthly',
  yearly: 'staff.customers.paymentOptions.yearly',
};

/** The state (in words, never by colour alone) and the order's dates. */
export function OrderFacts({ order }: { order: LookupOrder }) {
  const { t } = useTranslation();
  const f = useReportFormat();
  const at = (iso: string) => `${f.date(iso, 'day')}, ${f.time(iso)}`;
  return (
    <p className="bo-order-facts">
      <span className={`bo-order-state bo-order-state-${order.state}`}>
        {t(ORDER_STATE_LABELS[order.state])}
      </span>
      <span>{t('staff.customers.placed', { date: at(order.createdAt) })}</span>
      {order.confirmedAt && (
        <span>{t('staff.customers.confirmedOn', { date: at(order.confirmedAt) })}</span>
      )}
      {order.returnedAt && (
        <span>{t('staff.customers.returnedOn', { date: at(order.returnedAt) })}</span>
      )}
      {order.holdUntil && order.state === 'reserved' && (
        <span>{t('staff.customers.heldUntil', { date: at(order.holdUntil) })}</span>
      )}
    </p>
  );
}

/** The order's lines and totals; `headingLevel` follows the page's outline. */
export function OrderLines({ order, headingLevel }: { order: LookupOrder; headingLevel: 2 | 3 }) {
  const { t } = useTranslation();
  const f = useReportFormat();
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const { totals } = order;
  const empty =
    order.tickets.length +
      order.donations.length +
      order.giftVouchers.length +
      order.memberships.length ===
    0;
  const totalRows: [string, number][] = [
    ['staff.customers.totals.subtotal', totals.subtotalCents],
    ['staff.customers.totals.fees', totals.feesCents],
    ['staff.customers.totals.discount', -totals.discountCents],
    ['staff.customers.totals.delivery', totals.deliveryCents],
    ['staff.customers.totals.refundProtection', totals.refundProtectionCents],
  ];
  const paidRows: [string, number][] = [
    ['staff.customers.totals.credit', totals.creditCents],
    ['staff.customers.totals.giftVouchers', totals.giftVoucherCents],
  ];
  return (
    <div className="bo-order-lines">
      {empty && <p>{t('staff.customers.nothing')}</p>}
      {order.tickets.length > 0 && (
        <>
          <H className="bo-lines-title">{t('staff.customers.tickets')}</H>
          <div className="record-table-wrap">
            <table className="record-table bo-ticket-table">
              <caption className="visually-hidden">
                {t('staff.customers.order', { number: order.number })}:{' '}
                {t('staff.customers.tickets')}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('staff.customers.performance')}</th>
                  <th scope="col">{t('staff.customers.seat')}</th>
                  <th scope="col">{t('staff.customers.priceType')}</th>
                  <th scope="col" className="num">
                    {t('staff.customers.price')}
                  </th>
                  <th scope="col">{t('staff.customers.door')}</th>
                </tr>
              </thead>
              <tbody>
                {order.tickets.map((ticket) => (
                  <tr key={ticket.id}>
                    <td data-label={t('staff.customers.performance')}>
                      {/* One block: on a phone the cell's label stands beside it. */}
                      <span className="bo-ticket-performance">
                        <span className="bo-ticket-show">{ticket.productionTitle}</span>{' '}
                        <span className="bo-ticket-when">{f.when(ticket.startsAt)}</span>
                      </span>
                    </td>
                    <td data-label={t('staff.customers.seat')}>
                      {t('staff.customers.seatAt', {
                        section: ticket.section,
                        row: ticket.row,
                        seat: ticket.seat,
                      })}
                    </td>
                    <td data-label={t('staff.customers.priceType')}>{ticket.priceTypeName}</td>
                    <td data-label={t('staff.customers.price')} className="num">
                      {f.cents(ticket.priceCents)}
                    </td>
                    <td data-label={t('staff.customers.door')}>
                      {ticket.admittedAt
                        ? t('staff.customers.admitted', { time: f.when(ticket.admittedAt) })
                        : t('staff.customers.notAdmitted')}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      {order.donations.length > 0 && (
        <>
          <H className="bo-lines-title">{t('staff.customers.donations')}</H>
          <ul className="bo-line-list">
            {order.donations.map((gift) => (
              <li key={gift.id}>
                <span>
                  {gift.monthly
                    ? t('staff.customers.monthly', { fund: gift.fundName })
                    : gift.fundName}
                  {gift.appeal && (
                    <span className="bo-muted">
                      {' · '}
                      {t('staff.customers.appeal', { appeal: gift.appeal })}
                    </span>
                  )}
                </span>
                <span className="num">{f.cents(gift.amountCents)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      {order.giftVouchers.length > 0 && (
        <>
          <H className="bo-lines-title">{t('staff.customers.giftVouchers')}</H>
          <ul className="bo-line-list">
            {order.giftVouchers.map((voucher) => (
              <li key={voucher.id}>
                <span>
                  {t('staff.customers.vouchers', {
                    quantity: f.count(voucher.quantity),
                    amount: f.cents(voucher.amountCents),
                  })}
                  {voucher.recipientName && (
                    <span className="bo-muted">
                      {' · '}
                      {t('staff.customers.forRecipient', { name: voucher.recipientName })}
                    </span>
                  )}
                </span>
                <span className="num">{f.cents(voucher.amountCents * voucher.quantity)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      {order.memberships.length > 0 && (
        <>
          <H className="bo-lines-title">{t('staff.customers.memberships')}</H>
          <ul className="bo-line-list">
            {order.memberships.map((membership) => (
              <li key={membership.id}>
                <span>
                  {membership.levelName}
                  <span className="bo-muted">
                    {' · '}
                    {t(PAYMENT_OPTIONS[membership.paymentOption])}
                  </span>
                </span>
                <span className="num">{f.cents(membership.amountCents)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      {(order.accessNotes || order.orderNotes) && (
        <dl className="bo-order-notes">
          {order.accessNotes && (
            <>
              <dt>{t('staff.customers.accessNotes')}</dt>
              <dd>{order.accessNotes}</dd>
            </>
          )}
          {order.orderNotes && (
            <>
              <dt>{t('staff.customers.orderNotes')}</dt>
              <dd>{order.orderNotes}</dd>
            </>
          )}
        </dl>
      )}
      <H className="visually-hidden">{t('staff.customers.totals.title')}</H>
      <dl className="bo-order-totals">
        {totalRows
          .filter(([, cents]) => cents !== 0)
          .map(([key, cents]) => (
            <div key={key}>
              <dt>{t(key)}</dt>
              <dd>{f.cents(cents)}</dd>
            </div>
          ))}
        <div className="bo-order-total">
          <dt>{t('staff.customers.totals.total')}</dt>
          <dd>{f.cents(totals.totalCents)}</dd>
        </div>
        {paidRows
          .filter(([, cents]) => cents !== 0)
          .map(([key, cents]) => (
            <div key={key}>
              <dt>{t(key)}</dt>
              <dd>{f.cents(cents)}</dd>
            </div>
          ))}
      </dl>
    </div>
  );
}
