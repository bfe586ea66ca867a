/**
 * /box-office/customers/{id} (issue 13; box-office staff and above): the customer's details,
 * addresses, account credit and household, and every order with its lines (tickets with their
 * seats and whether the door let them in, gifts, gift vouchers, memberships), newest first.
 * Read-only: selling on a customer's behalf comes later.
 */
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import type { LookupAddressSchema } from '../../../shared/contracts/box-office-customers.ts';
import { LOCALE_NAMES, type Locale } from '../../../shared/locales.ts';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { customerQuery } from '../../features/box-office/customers/customers-api.ts';
import { OrderFacts, OrderLines } from '../../features/box-office/customers/lookup-order.tsx';
import { useReportFormat } from '../../features/box-office/reports/report-parts.tsx';
import { useTranslation } from '../../i18n/i18n.ts';
import '../../styles/box-office-customers.css';
import type { z } from 'zod';

const ADDRESS_TYPES: Record<z.infer<typeof LookupAddressSchema>['type'], string> = {
  primary: 'staff.customers.addressTypes.primary',
  billing: 'staff.customers.addressTypes.billing',
  delivery: 'staff.customers.addressTypes.delivery',
  both: 'staff.customers.addressTypes.both',
};

export function Component() {
  const { t } = useTranslation();
  const f = useReportFormat();
  const id = Number(useParams().customerId);
  const { data } = useQuery(customerQuery(id));
  const customer = data?.customer;
  const name = customer
    ? [customer.firstName, customer.middleName, customer.lastName].filter(Boolean).join(' ')
    : undefined;
  useDocumentTitle(name ? `${name} · ${t('staff.customers.title')}` : undefined);
  if (!data || !customer) return null;
  const language = LOCALE_NAMES[customer.locale as Locale] ?? customer.locale;
  return (
    <section className="bo-customers bo-customer" aria-labelledby="bo-customer-title">
      <p className="bo-back">
        <Link to="/box-office/customers">{t('staff.customers.back')}</Link>
      </p>
      <h1 id="bo-customer-title">{name}</h1>
      <div className="bo-customer-cards">
        <section className="bo-cu-card" aria-labelledby="bo-customer-details">
          <h2 id="bo-customer-details">{t('staff.customers.details')}</h2>
          <dl className="bo-cu-facts">
            <div>
              <dt>{t('staff.customers.email')}</dt>
              <dd className="bo-break">
                <a href={`mailto:${customer.email}`}>{customer.email}</a>
              </dd>
            </div>
            <div>
              <dt>{t('staff.customers.phone')}</dt>
              <dd>{customer.phone ?? '–'}</dd>
            </div>
            {customer.mobile && (
              <div>
                <dt>{t('staff.customers.mobile')}</dt>
                <dd>{customer.mobile}</dd>
              </div>
            )}
            <div>
              <dt>{t('staff.customers.language')}</dt>
              <dd>{language}</dd>
            </div>
            <div>
              <dt>{t('staff.customers.since')}</dt>
              <dd>{f.date(customer.createdAt, 'day')}</dd>
            </div>
            <div>
              <dt>{t('staff.customers.credit')}</dt>
              <dd>{f.cents(customer.creditBalanceCents)}</dd>
            </div>
          </dl>
        </section>
        <section className="bo-cu-card" aria-labelledby="bo-customer-addresses">
          <h2 id="bo-customer-addresses">{t('staff.customers.addresses')}</h2>
          {customer.addresses.length === 0 ? (
            <p>{t('staff.customers.noAddresses')}</p>
          ) : (
            customer.addresses.map((address) => (
              <div key={address.id} className="bo-address">
                <h3>{t(ADDRESS_TYPES[address.type])}</h3>
                <address>
                  {[...address.lines, address.country].map((line, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: an address's lines in order
                    <span key={i}>{line}</span>
                  ))}
                </address>
              </div>
            ))
          )}
        </section>
        <section className="bo-cu-card" aria-labelledby="bo-customer-household">
          <h2 id="bo-customer-household">{t('staff.customers.household')}</h2>
          {customer.household ? (
            <>
              <p>{customer.household.name}</p>
              <ul className="bo-household">
                {customer.household.members.map((member) => (
                  <li key={member.id}>
                    {member.id === customer.id ? (
                      `${member.firstName} ${member.lastName}`
                    ) : (
                      <Link to={`/box-office/customers/${member.id}`}>
                        {member.firstName} {member.lastName}
                      </Link>
                    )}
                    {member.primary && (
                      <span className="bo-muted"> ({t('staff.customers.householdPrimary')})</span>
                    )}
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p>{t('staff.customers.noHousehold')}</p>
          )}
        </section>
      </div>
      <h2 className="bo-orders-title">
        {t('staff.customers.orders')} ({f.count(data.orders.length)})
      </h2>
      {data.orders.length === 0 ? (
        <p className="bo-empty">{t('staff.customers.noOrders')}</p>
      ) : (
        <ol className="bo-order-list">
          {data.orders.map((order) => (
            <li key={order.number}>
              <article className="bo-cu-card bo-order" aria-labelledby={`bo-order-${order.number}`}>
                <h3 id={`bo-order-${order.number}`} className="bo-order-title">
                  <Link to={`/box-office/orders/${order.number}`}>
                    {t('staff.customers.order', { number: order.number })}
                  </Link>
                </h3>
                <OrderFacts order={order} />
                <details className="bo-order-details" open={data.orders.length <= 3}>
                  <summary>
                    {[
                      order.tickets.length > 0 &&
                        `${t('staff.customers.tickets')}: ${f.count(order.tickets.length)}`,
                      `${t('staff.customers.totals.total')}: ${f.cents(order.totals.totalCents)}`,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </summary>
                  <OrderLines order={order} headingLevel={3} />
                </details>
              </article>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
