import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import type { ReservedOrderInCart } from '../../../shared/contracts/reserved-order.ts';
import { useFormat } from '../../components/use-format.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { apiErrorKey } from '../../lib/http-client.ts';
import { PerformanceGroups } from './order-lines.tsx';
import { payReservedOrderLater } from './reserved-order-api.ts';

/** Where "Pay Later" sends the buyer: My reserved orders (spec §4). */
const RESERVED_ORDERS_PATH = '/account/your-orders?tab=reserved';

/**
 * A reserved order being paid later, in the basket: its seats and prices as the box office
 * reserved them (not changeable here), how long it is held, check out, or "Pay Later", which
 * returns it to My reserved orders.
 */
export function ReservedOrderInBasket({
  reserved,
  cartHasItems,
}: {
  reserved: ReservedOrderInCart;
  cartHasItems: boolean;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const later = useMutation({
    mutationFn: payReservedOrderLater,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['cart'] });
      navigate(RESERVED_ORDERS_PATH);
    },
  });
  const failed = apiErrorKey(later.error);
  return (
    <section className="checkout-panel reserved-in-basket" aria-labelledby="reserved-in-basket">
      <h2 id="reserved-in-basket">{t('checkout.reserved.title', { number: reserved.number })}</h2>
      {reserved.holdUntil && (
        <p>
          {t('checkout.reserved.heldUntil', {
            date: f.date(reserved.holdUntil, 'full'),
            time: f.deadline(reserved.holdUntil),
          })}
        </p>
      )}
      <p className="muted">{t('checkout.reserved.asReserved')}</p>
      {cartHasItems && <p className="notice">{t('checkout.reserved.afterCart')}</p>}
      <PerformanceGroups lines={reserved.lines} headingLevel={3} />
      <p className="order-group-total reserved-total">
        <span>{t('basket.totals.total')}</span>
        <strong>{f.money(reserved.totals.total)}</strong>
      </p>
      {later.isError && (
        <p className="booking-alert" role="alert">
          {t(failed)}
        </p>
      )}
      <div className="checkout-actions">
        {!cartHasItems && (
          <Link to="/checkout/account" className="button button-large">
            {t('basket.checkout')}
          </Link>
        )}
        <button
          type="button"
          className="button button-secondary"
          aria-disabled={later.isPending || undefined}
          onClick={() => {
            if (!later.isPending) later.mutate();
          }}
        >
          {t('checkout.reserved.payLater')}
        </button>
      </div>
    </section>
  );
}
