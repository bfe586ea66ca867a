/**
 * The basket's donation upsell (spec §3: contribution 1, fund 1): with tickets and no gift in
 * the cart, a small gift to the Annual Fund in one tap. Nothing is chosen for the buyer (no box
 * ticked in advance); a gift added is a cart line like any other, removable there.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Cart } from '../../../shared/contracts/cart.ts';
import {
  DONATION_UPSELL_CENTS,
  DONATION_UPSELL_FUND_ID,
} from '../../../shared/contracts/donations.ts';
import { formatMoneyShort, usd } from '../../../shared/money.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { apiErrorKey } from '../../lib/http-client.ts';
import { useAddDonation } from '../cart/use-cart-donations.ts';
import { fundQueryOptions } from './funds-api.ts';
import '../../styles/donations.css';

export function DonationUpsell({
  cart,
  onAdded,
  onFailed,
}: {
  cart: Cart;
  /** The cart with the gift, and the sentence to say. */
  onAdded: (cart: Cart, said: string) => void;
  onFailed: (text: string) => void;
}) {
  const { t, locale } = useTranslation();
  const hasTickets = cart.lines.some((line) => line.kind === 'ticket');
  const hasGift = cart.lines.some((line) => line.kind === 'donation');
  const offered = hasTickets && !hasGift;
  const { data: fund } = useQuery({
    ...fundQueryOptions(DONATION_UPSELL_FUND_ID, locale),
    enabled: offered,
  });
  const add = useAddDonation();
  // A closed (or missing) fund is not offered: the basket stays as it was.
  if (!offered || !fund?.open) return null;
  return (
    <section className="donation-upsell" aria-labelledby="upsell-title">
      <h2 id="upsell-title">{t('donations.upsell.title')}</h2>
      <p>{t('donations.upsell.text', { fund: fund.name })}</p>
      <ul className="donation-upsell-amounts">
        {DONATION_UPSELL_CENTS.map((cents) => (
          <li key={cents}>
            <button
              type="button"
              className="button button-secondary"
              aria-disabled={add.isPending || undefined}
              onClick={() => {
                if (add.isPending) return;
                add.mutate(
                  { fundId: fund.id, amountCents: cents },
                  {
                    onSuccess: (next) =>
                      onAdded(
                        next,
                        t('donations.basket.added', {
                          amount: formatMoneyShort(usd(cents), locale),
                          fund: fund.name,
                        }),
                      ),
                    onError: (error) => onFailed(t(apiErrorKey(error))),
                  },
                );
              }}
            >
              {t('donations.upsell.add', { amount: formatMoneyShort(usd(cents), locale) })}
            </button>
          </li>
        ))}
        <li>
          <Link to={`/contributions/donations/${fund.id}`} className="donation-upsell-other">
            {t('donations.upsell.other')}
          </Link>
        </li>
      </ul>
    </section>
  );
}
