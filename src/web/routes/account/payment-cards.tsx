import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { PaymentCard, PaymentCardsResponse } from '../../../shared/contracts/order-history.ts';
import { StatusMessage } from '../../components/form-kit.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { paymentCardsQueryOptions } from '../../features/orders/order-history-api.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { api, queryClient } from '../../lib/api.ts';
import '../../styles/orders.css';
import { useFocusAfterRender } from '../../lib/use-focus-after-render.ts';

function CardItem({
  card,
  onChanged,
}: {
  card: PaymentCard;
  onChanged: (cards: PaymentCardsResponse, message: string) => void;
}) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const name = t('account.cards.cardName', { brand: card.brand, last4: card.last4 });
  const headingId = `card-${card.id}`;
  const act = async (request: () => Promise<PaymentCardsResponse>, message: string) => {
    setError(undefined);
    try {
      onChanged(await request(), message);
    } catch (failure) {
      const code = (failure as { code?: string }).code;
      setError(code ? t(`errors.${code}`) : t('errors.INTERNAL_ERROR'));
      setConfirming(false);
    }
  };
  return (
    <li className="card-item">
      <h2 id={headingId} className="card-name">
        <span aria-hidden="true">
          {card.brand} •••• {card.last4}
        </span>
        <span className="visually-hidden">{name}</span>
      </h2>
      <p className="muted">
        {t('account.cards.expires', {
          date: `${String(card.expMonth).padStart(2, '0')}/${card.expYear}`,
        })}
        {card.expired && <span className="tag">{t('account.cards.expired')}</span>}
      </p>
      <p>
        <span className={card.preferred ? 'tag tag-you' : 'tag'}>
          {card.preferred ? t('account.cards.preferred') : t('account.cards.alternative')}
        </span>
      </p>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      {confirming ? (
        <div className="confirm-box">
          <p>{t('account.cards.confirmRemove', { card: name })}</p>
          <p className="actions">
            <button
              type="button"
              className="button"
              onClick={() =>
                void act(
                  () => api.delete<PaymentCardsResponse>(`/api/account/payment-cards/${card.id}`),
                  t('account.cards.removed', { card: name }),
                )
              }
            >
              {t('account.cards.confirmYes')}
            </button>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => setConfirming(false)}
            >
              {t('account.form.cancel')}
            </button>
          </p>
        </div>
      ) : (
        <p className="actions">
          {!card.preferred && (
            <button
              type="button"
              className="button button-secondary"
              aria-describedby={headingId}
              onClick={() =>
                void act(
                  () =>
                    api.post<PaymentCardsResponse>(
                      `/api/account/payment-cards/${card.id}/preferred`,
                    ),
                  t('account.cards.nowPreferred', { card: name }),
                )
              }
            >
              {t('account.cards.makePreferred')}
            </button>
          )}
          <button
            type="button"
            className="button button-secondary"
            aria-describedby={headingId}
            onClick={() => setConfirming(true)}
          >
            {t('account.cards.remove')}
          </button>
        </p>
      )}
    </li>
  );
}

/**
 * /account/payment-cards: cards saved at the payment provider (never their numbers here: brand,
 * last four digits, expiry), the preferred one first; another can be preferred, any removed.
 */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('account.cards.title'));
  const cards = useQuery(paymentCardsQueryOptions()).data?.cards;
  const [status, setStatus] = useState<string | undefined>();
  const heading = useRef<HTMLHeadingElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const changed = (next: PaymentCardsResponse, message: string) => {
    queryClient.setQueryData(paymentCardsQueryOptions().queryKey, next);
    setStatus(message);
    // The pressed button is gone (the card removed, or preferred now): on from the heading.
    focusAfterRender(() => heading.current);
  };
  return (
    <section aria-labelledby="cards-title">
      <h1 id="cards-title" ref={heading} tabIndex={-1}>
        {t('account.cards.title')}
      </h1>
      <p className="lead">{t('account.cards.intro')}</p>
      <StatusMessage text={status} />
      {cards && cards.length === 0 && <p className="empty-state">{t('account.cards.none')}</p>}
      <ul className="card-list">
        {cards?.map((card) => (
          <CardItem key={card.id} card={card} onChanged={changed} />
        ))}
      </ul>
    </section>
  );
}
