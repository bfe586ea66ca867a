/**
 * /box-office/orders/{number} (issue 13; box-office staff and above): one order in full (its
 * state and dates, tickets with seats and whether the door let them in, gifts, gift vouchers,
 * memberships, totals) with its customer, linked to all of the customer's orders.
 */
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { lookupOrderQuery } from '../../features/box-office/customers/customers-api.ts';
import { OrderFacts, OrderLines } from '../../features/box-office/customers/lookup-order.tsx';
import { useReportFormat } from '../../features/box-office/reports/report-parts.tsx';
import { useTranslation } from '../../i18n/i18n.ts';
import '../../styles/box-office-customers.css';

export function Component() {
  const { t } = useTranslation();
  const f = useReportFormat();
  const number = useParams().number ?? '';
  const { data } = useQuery(lookupOrderQuery(number));
  const title = t('staff.customers.order', { number });
  useDocumentTitle(title);
  if (!data) return null;
  const { customer, order } = data;
  return (
    <section className="bo-customers bo-lookup-order" aria-labelledby="bo-lookup-order-title">
      <p className="bo-back">
        <Link to="/box-office/customers">{t('staff.customers.back')}</Link>
      </p>
      <h1 id="bo-lookup-order-title">{title}</h1>
      <OrderFacts order={order} />
      <section className="bo-cu-card" aria-labelledby="bo-lookup-order-customer">
        <h2 id="bo-lookup-order-customer">{t('staff.customers.customer')}</h2>
        <dl className="bo-cu-facts">
          <div>
            <dt>{t('staff.customers.name')}</dt>
            <dd>
              {customer.firstName} {customer.lastName}
            </dd>
          </div>
          <div>
            <dt>{t('staff.customers.email')}</dt>
            <dd className="bo-break">
              <a href={`mailto:${customer.email}`}>{customer.email}</a>
            </dd>
          </div>
          <div>
            <dt>{t('staff.customers.phone')}</dt>
            <dd>{[customer.phone, customer.mobile].filter(Boolean).join(' · ') || '–'}</dd>
          </div>
          <div>
            <dt>{t('staff.customers.orders')}</dt>
            <dd>{f.count(customer.orderCount)}</dd>
          </div>
        </dl>
        <p>
          <Link to={`/box-office/customers/${customer.id}`}>{t('staff.customers.allOrders')}</Link>
        </p>
      </section>
      <OrderLines order={order} headingLevel={2} />
    </section>
  );
}
