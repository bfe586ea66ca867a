import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { DonationLine } from '../../shared/contracts/donations.ts';
import { giftAidUplift } from '../../shared/contracts/donations.ts';
import { usd } from '../../shared/money.ts';
import { useDocumentTitle } from '../components/use-document-title.ts';
import { useFormat } from '../components/use-format.ts';
import { cartQueryOptions } from '../features/cart/cart-api.ts';
import { useAddDonation } from '../features/cart/use-cart-donations.ts';
import {
  backKey,
  continueKey,
  StepIndicator,
  stepPath,
  useStepNeighbours,
} from '../features/checkout/checkout-steps.tsx';
import { withGiftAid } from '../features/giving/giving-api.ts';
import { useTranslation } from '../i18n/i18n.ts';
import { apiErrorKey } from '../lib/http-client.ts';
import { useFocusAfterRender } from '../lib/use-focus-after-render.ts';
import '../styles/checkout.css';
import '../styles/giving.css';

/**
 * /checkout/gift-aid (spec §3, §9; only where GIFT_AID_ENABLED): the buyer declares, gift by
 * gift, that the charity may claim gift aid on it, and sees the 25% it adds. Never ticked
 * beforehand: a declaration is the taxpayer's own statement. The declaration is kept on the
 * cart's gift, then the checkout goes on to its next step (the review). A checkout step only
 * where gift aid is on and the cart has a gift (checkout-step-list.ts).
 */
export function Component() {
  const { t, locale } = useTranslation();
  const f = useFormat();
  const navigate = useNavigate();
  const cart = useQuery(cartQueryOptions(locale)).data;
  const addDonation = useAddDonation();
  const { previous, next } = useStepNeighbours('gift-aid');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const alert = useRef<HTMLParagraphElement>(null);
  const focusAfterRender = useFocusAfterRender();
  useDocumentTitle(t('giving.giftAid.checkoutTitle'));
  const gifts = (cart?.lines ?? []).filter(
    (line): line is DonationLine => line.kind === 'donation',
  );

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const form = new FormData(event.currentTarget);
    const changed = gifts.filter((gift) => form.has(gift.id) !== gift.giftAid);
    setBusy(true);
    setProblem(null);
    try {
      // One after another: each answer is the whole cart, the last one the cart as it is.
      for (const gift of changed) await addDonation.mutateAsync(withGiftAid(gift, !gift.giftAid));
      navigate(stepPath(next ?? 'review'));
    } catch (error) {
      const key = apiErrorKey(error);
      const text = t(key);
      setProblem(text === key ? t('errors.INTERNAL_ERROR') : text);
      setBusy(false);
      focusAfterRender(() => alert.current);
    }
  };

  return (
    <article className="checkout checkout-gift-aid">
      <StepIndicator current="gift-aid" />
      <h1>{t('giving.giftAid.checkoutTitle')}</h1>
      <p className="lead">{t('giving.giftAid.intro')}</p>
      {problem && (
        <p className="booking-alert" role="alert" tabIndex={-1} ref={alert}>
          {problem}
        </p>
      )}
      {gifts.length === 0 ? (
        <p className="empty-state">
          {t('giving.giftAid.noGifts')} <Link to="/basket">{t('giving.giftAid.backToCart')}</Link>
        </p>
      ) : (
        <form className="checkout-form" onSubmit={(event) => void submit(event)}>
          {gifts.map((gift) => (
            <div key={gift.id} className="panel">
              <label className="check">
                <input type="checkbox" name={gift.id} defaultChecked={gift.giftAid} />
                {t('giving.giftAid.declare', {
                  amount: f.money(gift.amount),
                  fund: gift.fundName,
                })}
              </label>
              <p className="gift-aid-uplift muted">
                {t('giving.giftAid.adds', {
                  amount: f.money(usd(giftAidUplift(gift.amount.amount))),
                })}
              </p>
            </div>
          ))}
          <p className="muted gift-aid-statement">{t('giving.giftAid.statement')}</p>
          <div className="checkout-actions">
            <button type="submit" className="button button-large" aria-disabled={busy || undefined}>
              {t(continueKey(next ?? 'review'))}
            </button>
            <Link to={stepPath(previous ?? 'account')} className="button button-secondary">
              {t(backKey(previous ?? 'account'))}
            </Link>
          </div>
        </form>
      )}
    </article>
  );
}
