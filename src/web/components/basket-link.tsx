import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { cartQueryOptions } from '../features/cart/cart-api.ts';
import { useTranslation } from '../i18n/i18n.ts';

/**
 * The header's way to the basket, with how many tickets are in it; with gifts too, how many
 * things ("Cart, 3 items").
 */
export function BasketLink() {
  const { t, locale } = useTranslation();
  const { data } = useQuery(cartQueryOptions(locale));
  const tickets = data?.ticketCount ?? 0;
  const others = data ? data.lines.filter((line) => line.kind !== 'ticket').length : 0;
  const count = tickets + others;
  return (
    <Link to="/basket" className="basket-link">
      <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
        <path
          d="M3 4h2l2.4 10.2a2 2 0 0 0 2 1.5h7.7a2 2 0 0 0 1.9-1.4L21 8H6.2"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        />
        <circle cx="10" cy="20" r="1.6" fill="currentColor" />
        <circle cx="17" cy="20" r="1.6" fill="currentColor" />
      </svg>
      {/* Seen: "Cart 2"; heard: "Cart, 2 tickets" (the name starts with the visible word). */}
      <span aria-hidden="true">{t('nav.basket')}</span>
      {count > 0 && (
        <span className="basket-count" aria-hidden="true">
          {count}
        </span>
      )}
      <span className="visually-hidden">
        {others > 0 ? t('nav.basketItems', { count }) : t('nav.basketCount', { count })}
      </span>
    </Link>
  );
}
