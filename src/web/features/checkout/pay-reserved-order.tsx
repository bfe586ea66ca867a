import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/i18n.ts';
import { apiErrorKey } from '../../lib/http-client.ts';
import { addReservedOrder } from './reserved-order-api.ts';

/**
 * "Pay now" on a reserved order (spec §4): the order goes into the basket and the buyer there,
 * to check out as usual. Refused when it is locked or the basket already has items (the spec's
 * errors, in the reader's language as `error`).
 */
function usePayReservedOrder() {
  const { t, locale } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const add = useMutation({
    mutationFn: (orderNumber: string) => addReservedOrder(orderNumber, locale),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['cart'] });
      navigate('/basket');
    },
  });
  const key = apiErrorKey(add.error);
  return {
    pay: (orderNumber: string) => {
      if (!add.isPending) add.mutate(orderNumber);
    },
    busy: add.isPending,
    error: add.isError ? t(key) : null,
  };
}

/**
 * The "Pay now" button of a reserved order in the account's order list, with its refusal read
 * out beside it. A locked order shows why it can't be paid instead of a button.
 */
export function PayReservedOrderButton({
  orderNumber,
  locked = false,
}: {
  orderNumber: string;
  locked?: boolean;
}) {
  const { t } = useTranslation();
  const { pay, busy, error } = usePayReservedOrder();
  const errorId = useId();
  if (locked)
    return <p className="muted pay-reserved-locked">{t('errors.RESERVED_ORDER_LOCKED')}</p>;
  return (
    <div className="pay-reserved">
      <button
        type="button"
        className="button"
        aria-disabled={busy || undefined}
        aria-label={t('checkout.reserved.payNowFor', { number: orderNumber })}
        aria-describedby={error ? errorId : undefined}
        onClick={() => pay(orderNumber)}
      >
        {t('checkout.reserved.payNow')}
      </button>
      {error && (
        <p className="field-error" id={errorId} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
