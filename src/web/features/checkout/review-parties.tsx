import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/i18n.ts';
import { addressLines } from '../../lib/address-lines.ts';
import { addressesQueryOptions } from '../account/account-api.ts';
import type { CheckoutDraft } from './checkout-draft.ts';
import { householdBookingQueryOptions } from './household-api.ts';

/**
 * At review: who books (a household member, when the customer is in a household) and the
 * addresses chosen at delivery, each with a way back to change it.
 */
export function ReviewParties({ draft }: { draft: CheckoutDraft }) {
  const { t } = useTranslation();
  const { data: book } = useQuery(addressesQueryOptions());
  const { data: booking } = useQuery(householdBookingQueryOptions());
  const addressOf = (id: number | null) => book?.addresses.find((a) => a.id === id);
  const billing = addressOf(draft.billingAddressId);
  const delivery = draft.deliveryMethod === 'post' ? addressOf(draft.deliveryAddressId) : undefined;
  const booker = booking?.members.find((m) => m.customerId === booking.bookerCustomerId);
  if (!billing && !delivery && !booker) return null;
  return (
    <>
      {booker && (
        <section aria-labelledby="review-booker" className="checkout-section">
          <div className="section-heading">
            <h2 id="review-booker">{t('checkout.household.holder')}</h2>
            <Link to="/checkout/household">{t('checkout.household.change')}</Link>
          </div>
          <p>
            {booker.firstName} {booker.lastName}
          </p>
        </section>
      )}
      {(billing || delivery) && (
        <section aria-labelledby="review-addresses" className="checkout-section">
          <div className="section-heading">
            <h2 id="review-addresses">{t('checkout.addresses.title')}</h2>
            <Link to="/checkout/delivery">{t('checkout.addresses.change')}</Link>
          </div>
          <dl className="review-addresses">
            {billing && (
              <div>
                <dt>{t('checkout.addresses.billing')}</dt>
                <dd>{addressLines(billing).join(', ')}</dd>
              </div>
            )}
            {delivery && (
              <div>
                <dt>{t('checkout.addresses.delivery')}</dt>
                <dd>{addressLines(delivery).join(', ')}</dd>
              </div>
            )}
          </dl>
        </section>
      )}
    </>
  );
}
