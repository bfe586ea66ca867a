import { useQuery } from '@tanstack/react-query';
import { type ChangeEvent, type FormEvent, useEffect, useId, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { OrderGroup, OrderSummary } from '../../../shared/contracts/order-history.ts';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { useFormat } from '../../components/use-format.ts';
import { PayReservedOrderButton } from '../../features/checkout/pay-reserved-order.tsx';
import { orderFilterOf } from '../../features/orders/order-filter.ts';
import { ordersQueryOptions } from '../../features/orders/order-history-api.ts';
import { OrderPerformances } from '../../features/orders/order-performances.tsx';
import { useTranslation } from '../../i18n/i18n.ts';
import '../../styles/orders.css';

const TAB_LABELS: Record<OrderGroup, string> = {
  upcoming: 'account.orders.tabUpcoming',
  reserved: 'account.orders.tabReserved',
  past: 'account.orders.tabPast',
  returned: 'account.orders.tabReturned',
};
const EMPTY_TEXTS: Record<OrderGroup, string> = {
  upcoming: 'account.orders.emptyUpcoming',
  reserved: 'account.orders.emptyReserved',
  past: 'account.orders.emptyPast',
  returned: 'account.orders.emptyReturned',
};

function OrderCard({ order }: { order: OrderSummary }) {
  const { t } = useTranslation();
  const f = useFormat();
  const headingId = `order-${order.number}`;
  return (
    <article className="order-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="order-card-title">
        <Link to={`/account/your-orders/${order.number}`}>
          {t('account.orders.orderNumber', { number: order.number })}
        </Link>
        {order.returned && <span className="tag">{t('account.orders.returnedTag')}</span>}
      </h2>
      <OrderPerformances performances={order.performances} />
      <dl className="order-facts">
        <div>
          <dt>{t('account.orders.orderedOn')}</dt>
          <dd>
            {f.date(order.createdAt, 'full')}, {f.time(order.createdAt)}
          </dd>
        </div>
        <div>
          <dt>{t('account.orders.total')}</dt>
          <dd>{f.money(order.total)}</dd>
        </div>
        <div>
          <dt>{t('account.orders.amountToPay')}</dt>
          <dd>{f.money(order.amountToPay)}</dd>
        </div>
        {order.holdUntil && (
          <div>
            <dt>{t('account.orders.holdUntil')}</dt>
            <dd>
              {f.date(order.holdUntil, 'full')}, {f.deadline(order.holdUntil)}
            </dd>
          </div>
        )}
      </dl>
      {order.group === 'reserved' && (
        <PayReservedOrderButton orderNumber={order.number} locked={order.locked} />
      )}
    </article>
  );
}

/**
 * /account/your-orders: the tabs upcoming, reserved, past and (once asked for) returned, with a
 * filter by order date or performance date. Tab and filter live in the address, so the list
 * can be bookmarked and Back returns to it.
 */
export function Component() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const id = useId();
  const { showReturned, ...filter } = orderFilterOf(search);
  const list = useQuery(ordersQueryOptions(filter)).data;
  useDocumentTitle(`${t(TAB_LABELS[filter.group])} · ${t('account.orders.title')}`);

  const groups: OrderGroup[] = [
    'upcoming',
    'reserved',
    'past',
    ...(showReturned ? ['returned' as const] : []),
  ];
  const hrefOf = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes))
      if (value === undefined) next.delete(key);
      else next.set(key, value);
    const text = next.toString();
    return text ? `?${text}` : '?';
  };
  const applyFilter = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: string) => String(form.get(name) ?? '') || undefined;
    navigate(hrefOf({ dateKind: value('dateKind'), from: value('from'), to: value('to') }), {
      preventScrollReset: true,
    });
  };
  // The box follows a press at once; the address (and the list) follow once loaded.
  const [returnedChecked, setReturnedChecked] = useState(showReturned);
  useEffect(() => setReturnedChecked(showReturned), [showReturned]);
  const toggleReturned = (event: ChangeEvent<HTMLInputElement>) => {
    const on = event.currentTarget.checked;
    setReturnedChecked(on);
    navigate(
      hrefOf({
        returned: on ? '1' : undefined,
        // Hiding the returned orders leaves their tab.
        tab: !on && filter.group === 'returned' ? undefined : (search.get('tab') ?? undefined),
      }),
      { preventScrollReset: true, replace: true },
    );
  };
  const filtered = Boolean(filter.from || filter.to);

  return (
    <section aria-labelledby="orders-title">
      <h1 id="orders-title">{t('account.orders.title')}</h1>
      <p className="lead">
        <Link to="/your-tickets">{t('account.orders.ticketsLink')}</Link>
      </p>
      {/* Folded away on arrival (phones see the orders first), open while dates are set. */}
      <details className="panel order-filter" open={filtered || undefined}>
        <summary id={`${id}-legend`}>{t('account.orders.filterTitle')}</summary>
        <form className="form-section" onSubmit={applyFilter} aria-labelledby={`${id}-legend`}>
          <fieldset className="order-filter-kind">
            <legend>{t('account.orders.filterBy')}</legend>
            <label className="check">
              <input
                type="radio"
                name="dateKind"
                value="order"
                defaultChecked={filter.dateKind === 'order'}
              />
              {t('account.orders.byOrderDate')}
            </label>
            <label className="check">
              <input
                type="radio"
                name="dateKind"
                value="performance"
                defaultChecked={filter.dateKind === 'performance'}
              />
              {t('account.orders.byPerformanceDate')}
            </label>
          </fieldset>
          <div className="order-filter-range">
            <div className="field">
              <label htmlFor={`${id}-from`}>{t('account.orders.from')}</label>
              <input id={`${id}-from`} type="date" name="from" defaultValue={filter.from ?? ''} />
            </div>
            <div className="field">
              <label htmlFor={`${id}-to`}>{t('account.orders.to')}</label>
              <input id={`${id}-to`} type="date" name="to" defaultValue={filter.to ?? ''} />
            </div>
          </div>
          <p className="actions">
            <button type="submit" className="button">
              {t('account.orders.applyFilter')}
            </button>
            {filtered && (
              <Link
                className="button button-secondary"
                to={hrefOf({ from: undefined, to: undefined, dateKind: undefined })}
              >
                {t('account.orders.clearFilter')}
              </Link>
            )}
          </p>
        </form>
      </details>
      <label className="check show-returned">
        <input type="checkbox" checked={returnedChecked} onChange={toggleReturned} />
        {t('account.orders.showReturned')}
      </label>
      <nav className="record-tabs" aria-label={t('account.orders.tabsLabel')}>
        <ul>
          {groups.map((group) => (
            <li key={group}>
              <Link
                to={hrefOf({ tab: group === 'upcoming' ? undefined : group })}
                aria-current={group === filter.group ? 'page' : undefined}
                preventScrollReset
              >
                {t(TAB_LABELS[group])}{' '}
                <span className="tab-count">({list?.counts[group] ?? 0})</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {/* Said after a tab or a filter changes the list, for screen readers. */}
      <p role="status" className="visually-hidden">
        {list ? t('account.orders.shown', { count: list.orders.length }) : ''}
      </p>
      {list && list.orders.length === 0 && (
        <p className="empty-state">
          {filtered ? t('account.orders.emptyFiltered') : t(EMPTY_TEXTS[filter.group])}
        </p>
      )}
      <div className="order-list">
        {list?.orders.map((order) => (
          <OrderCard key={order.number} order={order} />
        ))}
      </div>
    </section>
  );
}
