import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { type Cart, ticketLinesOf } from '../../../shared/contracts/cart.ts';
import { useFormat } from '../../components/use-format.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { apiErrorKey } from '../../lib/http-client.ts';
import { removePromo, setRefundProtection } from './cart-adjustments-api.ts';
import { PromoCodeDialog } from './promo-code-dialog.tsx';
import '../../styles/cart-adjustments.css';
import { useFocusAfterRender } from '../../lib/use-focus-after-render.ts';

/** Only a performance page of ours is a way back (the address comes from the URL). */
const PERFORMANCE_PATH = /^\/events\/[a-z0-9-]{1,80}\/\d{1,10}$/;

/**
 * The basket's promo code (applied in a modal, removable) and refund protection (spec §3):
 * never pre-ticked, its fee per ticket and its total shown before payment. Every change answers
 * the re-priced cart, handed to `onChanged` with a sentence for screen readers.
 */
export function BasketAdjustments({
  cart,
  onChanged,
  startOpen = false,
  returnTo = null,
}: {
  cart: Cart | null | undefined;
  onChanged: (cart: Cart, said: string) => void;
  /** Open the promo dialog at once (the link from a priority performance's page). */
  startOpen?: boolean;
  /** The performance page the buyer came from, offered again once a code is applied. */
  returnTo?: string | null;
}) {
  const { t, locale } = useTranslation();
  const f = useFormat();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(startOpen);
  const back = returnTo && PERFORMANCE_PATH.test(returnTo) ? returnTo : null;
  const [problem, setProblem] = useState<string | null>(null);
  const promo = cart?.promo ?? null;
  // Refund protection covers tickets only (a gift is neither refunded nor protected).
  const count = cart ? ticketLinesOf(cart).length : 0;

  // A code may open priority performances and change prices: pages read them afresh.
  const repriced = () => {
    void queryClient.invalidateQueries({ queryKey: ['performance'] });
    void queryClient.invalidateQueries({ queryKey: ['production'] });
    void queryClient.invalidateQueries({ queryKey: ['price-options'] });
  };

  const openButton = useRef<HTMLButtonElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const remove = useMutation({
    mutationFn: () => removePromo(locale),
    onMutate: () => setProblem(null),
    onSuccess: (next) => {
      onChanged(next, t('basket.promo.removed'));
      repriced();
      // The Remove button is gone: the reader carries on from the one that adds a code.
      focusAfterRender(() => openButton.current);
    },
    onError: (error) => setProblem(t(apiErrorKey(error))),
  });

  // The box follows a press at once (set in the event itself, so the browser and a screen
  // reader see it change), and the cart's answer after.
  const [wanted, setWanted] = useState<boolean | null>(null);
  const protect = useMutation({
    mutationFn: (chosen: boolean) => setRefundProtection(chosen, locale),
    onMutate: () => setProblem(null),
    onSettled: () => setWanted(null),
    onSuccess: (next) =>
      onChanged(
        next,
        next.refundProtection.chosen
          ? t('basket.protection.added', { total: f.money(next.totals.refundProtection) })
          : t('basket.protection.removed'),
      ),
    onError: (error) => setProblem(t(apiErrorKey(error))),
  });

  const perTicket = cart?.refundProtection.perTicket ?? { amount: 0, currency: 'USD' as const };
  const chosen = wanted ?? cart?.refundProtection.chosen ?? false;

  return (
    <div className="basket-adjustments">
      <section className="basket-promo" aria-labelledby="promo-heading">
        <h2 id="promo-heading">{t('basket.promo.title')}</h2>
        {promo && (
          <div className="promo-applied">
            <p>
              <strong>{t('basket.promo.current', { code: promo.code })}</strong>
            </p>
            {promo.description && <p>{promo.description}</p>}
            {promo.modeOfSaleName && (
              <p className="muted">{t('basket.promo.mode', { mode: promo.modeOfSaleName })}</p>
            )}
            {back && (
              <p>
                <Link to={back}>{t('basket.promo.backToEvent')}</Link>
              </p>
            )}
          </div>
        )}
        <p className="basket-promo-actions">
          <button
            ref={openButton}
            type="button"
            className="button button-secondary"
            aria-haspopup="dialog"
            onClick={() => setOpen(true)}
          >
            {promo ? t('basket.promo.change') : t('basket.promo.open')}
          </button>
          {promo && (
            <button
              type="button"
              className="link-button"
              aria-disabled={remove.isPending || undefined}
              onClick={() => {
                if (!remove.isPending) remove.mutate();
              }}
            >
              {t('basket.promo.remove')}
            </button>
          )}
        </p>
      </section>
      {count > 0 && cart && (
        <section className="refund-protection" aria-labelledby="protection-heading">
          <h2 id="protection-heading">{t('basket.protection.title')}</h2>
          <div className="consent-check">
            <input
              type="checkbox"
              id="refund-protection"
              checked={chosen}
              aria-describedby="refund-protection-about"
              onChange={(event) => {
                if (protect.isPending) return;
                setWanted(event.target.checked);
                protect.mutate(event.target.checked);
              }}
            />
            <label htmlFor="refund-protection">
              {t('basket.protection.label', { price: f.money(perTicket) })}
            </label>
            <div id="refund-protection-about" className="protection-about">
              <p>
                {t('basket.protection.total', {
                  count,
                  total: f.money({ amount: perTicket.amount * count, currency: 'USD' }),
                })}
              </p>
              <p>{t('basket.protection.covers')}</p>
              <p className="muted">{t('basket.protection.notAfter')}</p>
            </div>
          </div>
        </section>
      )}
      {problem && (
        <p className="booking-alert" role="alert">
          {problem}
        </p>
      )}
      <PromoCodeDialog
        open={open}
        onClose={() => setOpen(false)}
        onApplied={(next) => {
          setOpen(false);
          onChanged(next, t('basket.promo.applied', { code: next.promo?.code ?? '' }));
          repriced();
        }}
      />
    </div>
  );
}
