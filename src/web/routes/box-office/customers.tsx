/**
 * /box-office/customers (issue 13; box-office staff and above): find a customer by part of a
 * name, an email or a phone number, or by an order number. The search lives in the address
 * (`?q=…`, a plain GET form: Enter searches), so a result can be reloaded, shared and gone back
 * to; how many were found is announced (role=status).
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Form, Link, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import {
  customerSearchQuery,
  searchOf,
} from '../../features/box-office/customers/customers-api.ts';
import { useReportFormat } from '../../features/box-office/reports/report-parts.tsx';
import { useTranslation } from '../../i18n/i18n.ts';
import '../../styles/box-office-customers.css';

export function Component() {
  const { t } = useTranslation();
  const f = useReportFormat();
  useDocumentTitle(t('staff.customers.title'));
  const [params] = useSearchParams();
  const choice = searchOf(params);
  const { data } = useQuery({
    ...customerSearchQuery(choice.kind === 'ok' ? choice.q : ''),
    enabled: choice.kind === 'ok',
  });
  const result = choice.kind === 'ok' ? data : undefined;
  const problem = choice.kind === 'invalid' ? choice.problem : null;
  const asked = choice.kind === 'none' ? '' : choice.q;
  // The field keeps its focus across a search (Enter); back and forward show their own words.
  const [text, setText] = useState(asked);
  useEffect(() => setText(asked), [asked]);
  return (
    <section className="bo-customers" aria-labelledby="bo-customers-title">
      <h1 id="bo-customers-title">{t('staff.customers.title')}</h1>
      <p className="lead">{t('staff.customers.intro')}</p>
      <Form method="get" className="bo-filter bo-customer-search" role="search">
        <div className="field">
          <label htmlFor="bo-customer-q">{t('staff.customers.searchLabel')}</label>
          <input
            id="bo-customer-q"
            name="q"
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'bo-customer-q-error' : undefined}
          />
          {problem && (
            <p id="bo-customer-q-error" className="field-error">
              {t(problem)}
            </p>
          )}
        </div>
        <button type="submit" className="button">
          {t('staff.customers.search')}
        </button>
      </Form>
      <p role="status" className="bo-customer-count">
        {/* The field's own message, said aloud too (it is shown beside the field). */}
        {problem && <span className="visually-hidden">{t(problem)}</span>}
        {result &&
          (result.customers.length === 0
            ? t('staff.customers.none', { query: asked })
            : t('staff.customers.found', {
                count: result.customers.length,
              }))}
      </p>
      {result?.more && (
        <p className="bo-muted">{t('staff.customers.more', { count: result.customers.length })}</p>
      )}
      {result && result.customers.length > 0 && (
        <div className="record-table-wrap">
          <table className="record-table bo-customer-table">
            <caption className="visually-hidden">{t('staff.customers.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('staff.customers.name')}</th>
                <th scope="col">{t('staff.customers.email')}</th>
                <th scope="col">{t('staff.customers.phone')}</th>
                <th scope="col" className="num">
                  {t('staff.customers.orders')}
                </th>
              </tr>
            </thead>
            <tbody>
              {result.customers.map((customer) => (
                <tr key={customer.id}>
                  <td data-label={t('staff.customers.name')}>
                    <Link to={`/box-office/customers/${customer.id}`}>
                      {t('staff.customers.fullName', {
                        last: customer.lastName,
                        first: customer.firstName,
                      })}
                    </Link>
                  </td>
                  <td data-label={t('staff.customers.email')} className="bo-break">
                    {customer.email}
                  </td>
                  <td data-label={t('staff.customers.phone')}>
                    {[customer.phone, customer.mobile].filter(Boolean).join(' · ') || '–'}
                  </td>
                  <td data-label={t('staff.customers.orders')} className="num">
                    {f.count(customer.orderCount)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
