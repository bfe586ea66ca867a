import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Cart } from '../../../shared/contracts/cart.ts';
import { useFormat } from '../../components/use-format.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { apiErrorKey } from '../../lib/http-client.ts';
import { cartQueryOptions } from '../cart/cart-api.ts';
import { applyCredit, cartCreditQueryOptions, removeCredit } from './cart-adjustments-api.ts';
import '../../styles/cart-adjustments.css';

/**
 * Account credit as a payment (spec §4): the signed-in customer's unexpired credit, applied
 * up to the order's total or removed. The server checks it again when the order is placed
 * ("Account credit could not be applied" when it is gone).
 */
export function AccountCreditPanel({ totalCents }: { totalCents: number }) {
  const { t, locale } = useTranslation();
  const f = useFormat();
  const queryClient = useQueryClient();
  const { data: credit } = useQuery(cartCreditQueryOptions());
  const [said, setSaid] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const usd = (amount: number) => f.money({ amount, currency: 'USD' });

  const settle = (next: Cart, text: string) => {
    queryClient.setQueryData(cartQueryOptions(locale).queryKey, next);
    void queryClient.invalidateQueries({ queryKey: ['cart-credit'] });
    setSaid(text);
  };
  const change = useMutation({
    mutationFn: (apply: boolean) => (apply ? applyCredit(locale) : removeCredit(locale)),
    onMutate: () => setProblem(null),
    onSuccess: (next, apply) =>
      settle(
        next,
        apply
          ? t('checkout.credit.applied', { amount: usd(next.totals.credit.amount) })
          : t('checkout.credit.removed'),
      ),
    onError: (error) => {
      setProblem(t(apiErrorKey(error, 'CREDIT_NOT_APPLIED')));
      void queryClient.invalidateQueries({ queryKey: ['cart-credit'] });
    },
  });

  if (!credit) return null;
  const available = credit.available.amount;
  const applied = Math.min(credit.applied.amount, totalCents);
  if (available === 0 && applied === 0) return null;

  return (
    <section className="checkout-summary account-credit" aria-labelledby="credit-heading">
      <h2 id="credit-heading">{t('checkout.credit.title')}</h2>
      <p>{t('checkout.credit.available', { amount: usd(available) })}</p>
      {applied > 0 && (
        <>
          <p>
            <strong>{t('checkout.credit.applied', { amount: usd(applied) })}</strong>
          </p>
          {applied >= totalCents && <p>{t('checkout.credit.coversAll')}</p>}
        </>
      )}
      <p className="account-credit-actions">
        <button
          type="button"
          className={applied > 0 ? 'link-button' : 'button button-secondary'}
          aria-disabled={change.isPending || undefined}
          onClick={() => {
            if (!change.isPending) change.mutate(applied === 0);
          }}
        >
          {applied > 0
            ? t('checkout.credit.remove')
            : t('checkout.credit.apply', { amount: usd(Math.min(available, totalCents)) })}
        </button>
      </p>
      <p role="status" className="visually-hidden">
        {said}
      </p>
      {problem && (
        <p className="booking-alert" role="alert">
          {problem}
        </p>
      )}
    </section>
  );
}
