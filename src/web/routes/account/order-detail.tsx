import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { CancelOrderResponse, OrderDetail } from '../../../shared/contracts/order-history.ts';
import { type Money, usd } from '../../../shared/money.ts';
import { StatusMessage } from '../../components/form-kit.tsx';
import { PerformanceTickets, useSeatText } from '../../components/performance-tickets.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { useFormat } from '../../components/use-format.ts';
import { PayReservedOrderButton } from '../../features/checkout/pay-reserved-order.tsx';
import { CancelOrderDialog } from '../../features/orders/cancel-order-dialog.tsx';
import { orderQueryOptions } from '../../features/orders/order-history-api.ts';
import { PdfTicketLinks } from '../../features/orders/pdf-ticket-links.tsx';
import { TicketCodes } from '../../features/orders/ticket-codes.tsx';
import { useTranslation } from '../../i18n/i18n.ts';
import '../../styles/orders.css';
import { DELIVERY_NAME } from '../../features/checkout/delivery-names.ts';

const STATE_LABELS: Partial<Record<OrderDetail['state'], string>> = {
  confirmed: 'account.orderDetail.stateConfirmed',
  reserved: 'account.orderDetail.stateReserved',
  returned: 'account.orderDetail.stateReturned',
};

function Totals({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const f = useFormat();
  const { totals } = order;
  // [label, amount, shown, taken off the total (shown with a minus, as in the basket)]
  const rows: [string, Money, boolean, boolean?][] = [
    // All-in, as every price on the site (the FTC rule): the fees are inside, said as such.
    [t('basket.totals.subtotal'), usd(totals.subtotal.amount + totals.fees.amount), true],
    [t('basket.totals.fees'), totals.fees, true],
    [t('account.orderDetail.discount'), totals.discount, totals.discount.amount > 0, true],
    [t('account.orderDetail.delivery'), totals.delivery, true],
    [
      t('account.orderDetail.refundProtection'),
      totals.refundProtection,
      totals.refundProtection.amount > 0,
    ],
    [t('account.orderDetail.credit'), totals.credit, totals.credit.amount > 0],
    [t('account.orderDetail.giftVouchers'), totals.giftVouchers, totals.giftVouchers.amount > 0],
  ];
  return (
    <dl className="order-totals">
      {rows
        .filter(([, , shown]) => shown)
        .map(([label, money, , off]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>
              {off ? '−' : ''}
              {f.money(money)}
            </dd>
          </div>
        ))}
      <div className="order-total">
        <dt>{t('account.orders.total')}</dt>
        <dd>{f.money(totals.total)}</dd>
      </div>
      <div>
        <dt>{t('account.orderDetail.paid')}</dt>
        <dd>{f.money(totals.totalPaid)}</dd>
      </div>
      <div>
        <dt>{t('account.orders.amountToPay')}</dt>
        <dd>{f.money(order.amountToPay)}</dd>
      </div>
    </dl>
  );
}

function Tickets({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const f = useFormat();
  const seatText = useSeatText();
  return (
    <>
      {order.performances.map((performance) => {
        return (
          <PerformanceTickets
            key={performance.id}
            headingId={`performance-${performance.id}`}
            performance={performance}
          >
            {order.tickets
              .filter((ticket) => ticket.performanceId === performance.id)
              .map((ticket) => {
                const seat = seatText(ticket);
                return (
                  <li key={ticket.id} className="ticket-card">
                    <p className="ticket-seat">{seat}</p>
                    <p className="muted">
                      {ticket.priceTypeName} · {f.money(ticket.price)}
                    </p>
                    {ticket.barcode ? (
                      <TicketCodes
                        barcode={ticket.barcode}
                        qrCode={ticket.qrCode}
                        seatLabel={seat}
                      />
                    ) : (
                      <p className="muted small">
                        {order.returned
                          ? t('account.orderDetail.ticketVoid')
                          : t('account.orderDetail.ticketNotIssued')}
                      </p>
                    )}
                  </li>
                );
              })}
          </PerformanceTickets>
        );
      })}
    </>
  );
}

/** /account/your-orders/{number}: one order with its seats, totals, notes and tickets. */
export function Component() {
  const { t } = useTranslation();
  const f = useFormat();
  const { number = '' } = useParams();
  const order = useQuery(orderQueryOptions(number)).data;
  const [confirming, setConfirming] = useState(false);
  const [cancelled, setCancelled] = useState<CancelOrderResponse | undefined>();
  const heading = useRef<HTMLHeadingElement>(null);
  const title = t('account.orders.orderNumber', { number });
  useDocumentTitle(title);
  if (!order) return null;

  const done = (result: CancelOrderResponse) => {
    setConfirming(false);
    setCancelled(result);
    // The button that opened the dialog is gone: the reader continues from the page's heading.
    requestAnimationFrame(() => heading.current?.focus());
  };
  // A reservation whose payment was started (or abandoned) is still a reservation.
  const stateLabel = STATE_LABELS[order.group === 'reserved' ? 'reserved' : order.state];
  return (
    <section aria-labelledby="order-title" className="order-detail">
      <p className="back-link">
        <Link to="/account/your-orders">{t('account.orderDetail.back')}</Link>
      </p>
      <h1 id="order-title" ref={heading} tabIndex={-1}>
        {title}
      </h1>
      {stateLabel && (
        <p className={`tag order-state order-state-${order.state}`}>{t(stateLabel)}</p>
      )}
      <StatusMessage
        text={
          cancelled
            ? cancelled.creditExpiresAt
              ? t('account.cancel.done', {
                  amount: f.money(cancelled.credit),
                  date: f.date(cancelled.creditExpiresAt, 'inSentence'),
                })
              : t('account.cancel.doneFree')
            : undefined
        }
      />
      {order.returned && !cancelled && (
        <p className="notice order-notice">
          {t('account.orderDetail.returnedNote')}{' '}
          <Link to="/account/account-credit">{t('account.nav.accountCredit')}</Link>
        </p>
      )}
      {order.group === 'reserved' && (
        <div className="notice order-notice">
          {order.holdUntil && (
            <p>
              {t('account.orderDetail.heldUntil', {
                date: f.date(order.holdUntil, 'inSentence'),
                time: f.deadline(order.holdUntil),
              })}
            </p>
          )}
          {order.locked ? (
            <p>{t('account.orders.lockedNote')}</p>
          ) : (
            <PayReservedOrderButton orderNumber={order.number} />
          )}
        </div>
      )}
      <div className="panel">
        <dl className="order-facts">
          <div>
            <dt>{t('account.orders.orderedOn')}</dt>
            <dd>
              {f.date(order.createdAt, 'full')}, {f.time(order.createdAt)}
            </dd>
          </div>
          {order.deliveryMethod && (
            <div>
              <dt>{t('account.orderDetail.delivery')}</dt>
              <dd>{t(DELIVERY_NAME[order.deliveryMethod])}</dd>
            </div>
          )}
          <div>
            <dt>{t('account.orderDetail.ticketCount')}</dt>
            <dd>{order.ticketCount}</dd>
          </div>
          {order.returnedAt && (
            <div>
              <dt>{t('account.orderDetail.returnedOn')}</dt>
              <dd>{f.date(order.returnedAt, 'full')}</dd>
            </div>
          )}
        </dl>
      </div>
      <Tickets order={order} />
      <section className="panel" aria-labelledby="totals-title">
        <h2 id="totals-title">{t('account.orderDetail.totalsTitle')}</h2>
        <Totals order={order} />
      </section>
      {(order.orderNotes || order.accessNotes) && (
        <section className="panel" aria-labelledby="notes-title">
          <h2 id="notes-title">{t('account.orderDetail.notesTitle')}</h2>
          <dl className="order-facts">
            {order.orderNotes && (
              <div>
                <dt>{t('account.orderDetail.orderNotes')}</dt>
                <dd>{order.orderNotes}</dd>
              </div>
            )}
            {order.accessNotes && (
              <div>
                <dt>{t('account.orderDetail.accessNotes')}</dt>
                <dd>{order.accessNotes}</dd>
              </div>
            )}
          </dl>
        </section>
      )}
      {order.printable && (
        <section className="panel" aria-labelledby="print-title">
          <h2 id="print-title">{t('account.printTickets.title')}</h2>
          <PdfTicketLinks orderNumber={order.number} />
        </section>
      )}
      {order.cancellable && (
        <section className="panel" aria-labelledby="cancel-title">
          <h2 id="cancel-title">{t('account.cancel.sectionTitle')}</h2>
          <p>{t('account.cancel.intro')}</p>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => setConfirming(true)}
          >
            {t('account.cancel.open')}
          </button>
          <CancelOrderDialog
            order={order}
            open={confirming}
            onClose={() => setConfirming(false)}
            onCancelled={done}
          />
        </section>
      )}
    </section>
  );
}
