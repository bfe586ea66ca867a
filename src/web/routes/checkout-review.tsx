import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  donationLinesOf,
  giftVoucherLinesOf,
  membershipLinesOf,
  ticketLinesOf,
} from '../../shared/contracts/cart.ts';
import { ORDER_NOTES_MAX } from '../../shared/contracts/checkout.ts';
import { useDocumentTitle } from '../components/use-document-title.ts';
import { DonationLineList } from '../features/cart/donation-lines.tsx';
import { GiftVoucherLineList } from '../features/cart/gift-voucher-lines.tsx';
import { MembershipLineList } from '../features/cart/membership-lines.tsx';
import {
  checkoutTotals,
  paymentKey,
  useCheckoutDraft,
} from '../features/checkout/checkout-draft.ts';
import {
  backKey,
  StepIndicator,
  stepPath,
  useStepNeighbours,
} from '../features/checkout/checkout-steps.tsx';
import { HoldBanner } from '../features/checkout/hold-banner.tsx';
import { PerformanceGroups, TotalsList } from '../features/checkout/order-lines.tsx';
import { PolicyDetails } from '../features/checkout/policy-details.tsx';
import { ReviewParties } from '../features/checkout/review-parties.tsx';
import { useCheckoutCart } from '../features/checkout/use-checkout-cart.ts';
import { VoucherPaymentRows } from '../features/gift-vouchers/voucher-payment-rows.tsx';
import { useTranslation } from '../i18n/i18n.ts';
import '../styles/checkout.css';
import '../styles/checkout-parties.css';
import { DELIVERY_NAME } from '../features/checkout/delivery-names.ts';
import { useFocusAfterRender } from '../lib/use-focus-after-render.ts';

type Problem = 'acceptTerms' | 'acknowledgePrivacy';
const PROBLEM_TEXT: Record<Problem, string> = {
  // The spec's words (§5), shared with the register form.
  acceptTerms: 'account.validation.termsRequired',
  acknowledgePrivacy: 'checkout.review.privacyRequired',
};

function NotesField(props: {
  id: string;
  label: string;
  hint: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const left = ORDER_NOTES_MAX - props.value.length;
  return (
    <div className="field">
      <label htmlFor={props.id}>
        {props.label} <span className="field-optional">{t('checkout.review.optional')}</span>
      </label>
      <p className="field-hint muted" id={`${props.id}-hint`}>
        {props.hint}
      </p>
      <textarea
        id={props.id}
        rows={3}
        maxLength={ORDER_NOTES_MAX}
        aria-describedby={`${props.id}-hint ${props.id}-count`}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      />
      <p className="muted notes-count" id={`${props.id}-count`}>
        {t('checkout.review.charactersLeft', { count: left })}
      </p>
    </div>
  );
}

/**
 * "Review my booking": every line and total, the delivery chosen, order and access notes, and
 * the two acknowledgements the spec requires before payment (§5), each refused with its message
 * tied to its box and listed in a summary that takes the focus. A cart of gifts only has no
 * delivery, household or access notes to review (issue 10).
 */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The cart, with a reserved order being paid later (its seats are reviewed and paid too).
  const { cart } = useCheckoutCart();
  const { previous } = useStepNeighbours('review');
  const [draft, update] = useCheckoutDraft();
  const [problems, setProblems] = useState<Problem[]>([]);
  const summary = useRef<HTMLDivElement>(null);
  const focusAfterRender = useFocusAfterRender();
  useDocumentTitle(t('checkout.review.title'));
  if (!cart) return null;
  const totals = checkoutTotals(cart, draft.deliveryMethod);
  const tickets = ticketLinesOf(cart);
  const gifts = donationLinesOf(cart);
  const vouchers = giftVoucherLinesOf(cart);
  const memberships = membershipLinesOf(cart);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found: Problem[] = [];
    if (!draft.acceptTerms) found.push('acceptTerms');
    if (!draft.acknowledgePrivacy) found.push('acknowledgePrivacy');
    setProblems(found);
    if (found.length > 0) {
      focusAfterRender(() => summary.current);
      return;
    }
    // A new submission, a new attempt: "Pay" sends this key however often it is clicked.
    paymentKey(true);
    navigate('/checkout/payment');
  };

  const check = (name: Problem, label: string) => {
    const id = `review-${name}`;
    const wrong = problems.includes(name);
    return (
      <div className={`consent-check${wrong ? ' has-error' : ''}`}>
        <input
          type="checkbox"
          id={id}
          checked={draft[name]}
          aria-invalid={wrong || undefined}
          aria-describedby={wrong ? `${id}-error` : undefined}
          onChange={(event) => {
            update({ [name]: event.target.checked });
            if (event.target.checked) setProblems((p) => p.filter((x) => x !== name));
          }}
        />
        <label htmlFor={id}>{label}</label>
        {wrong && (
          <p className="field-error" id={`${id}-error`}>
            {t(PROBLEM_TEXT[name])}
          </p>
        )}
      </div>
    );
  };

  return (
    <article className="checkout checkout-review">
      <StepIndicator current="review" />
      <h1>{t('checkout.review.title')}</h1>
      <HoldBanner cart={cart} />
      <div
        ref={summary}
        tabIndex={-1}
        role="alert"
        className={problems.length ? 'error-summary' : 'error-summary-empty'}
      >
        {problems.length > 0 && (
          <>
            <h2>{t('checkout.review.problemTitle')}</h2>
            <ul>
              {problems.map((name) => (
                <li key={name}>
                  <a href={`#review-${name}`}>{t(PROBLEM_TEXT[name])}</a>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
      {tickets.length > 0 && (
        <section aria-labelledby="review-tickets" className="checkout-section">
          <div className="section-heading">
            <h2 id="review-tickets">{t('checkout.review.tickets')}</h2>
            <Link to="/basket">{t('checkout.review.changeTickets')}</Link>
          </div>
          <PerformanceGroups lines={tickets} headingLevel={3} />
        </section>
      )}
      {memberships.length > 0 && (
        <section aria-labelledby="review-membership" className="checkout-section">
          <div className="section-heading">
            <h2 id="review-membership">{t('memberships.basket.title')}</h2>
            <Link to="/checkout/memberships">{t('memberships.review.terms')}</Link>
          </div>
          <MembershipLineList lines={memberships} />
        </section>
      )}
      {gifts.length > 0 && (
        <section aria-labelledby="review-gifts" className="checkout-section">
          <div className="section-heading">
            <h2 id="review-gifts">{t('donations.basket.title')}</h2>
            <Link to="/basket">{t('donations.review.change')}</Link>
          </div>
          <DonationLineList lines={gifts} />
        </section>
      )}
      {vouchers.length > 0 && (
        <section aria-labelledby="review-vouchers" className="checkout-section">
          <div className="section-heading">
            <h2 id="review-vouchers">{t('giftVouchers.basket.title')}</h2>
            <Link to="/basket">{t('giftVouchers.review.change')}</Link>
          </div>
          <GiftVoucherLineList lines={vouchers} />
        </section>
      )}
      {tickets.length > 0 && (
        <>
          <section aria-labelledby="review-delivery" className="checkout-section">
            <div className="section-heading">
              <h2 id="review-delivery">{t('checkout.review.delivery')}</h2>
              <Link to="/checkout/delivery">{t('checkout.review.changeDelivery')}</Link>
            </div>
            <p>{t(DELIVERY_NAME[draft.deliveryMethod])}</p>
          </section>
          <ReviewParties draft={draft} />
        </>
      )}
      <section aria-labelledby="review-totals" className="checkout-summary">
        <h2 id="review-totals">{t('basket.totals.title')}</h2>
        <TotalsList
          {...totals}
          voucherRows={<VoucherPaymentRows payments={totals.voucherPayments} />}
        />
      </section>
      <form className="checkout-form" noValidate onSubmit={submit}>
        <NotesField
          id="review-orderNotes"
          label={t('checkout.review.orderNotes')}
          hint={t('checkout.review.orderNotesHint')}
          value={draft.orderNotes}
          onChange={(orderNotes) => update({ orderNotes })}
        />
        {tickets.length > 0 && (
          <NotesField
            id="review-accessNotes"
            label={t('checkout.review.accessNotes')}
            hint={t('checkout.review.accessNotesHint')}
            value={draft.accessNotes}
            onChange={(accessNotes) => update({ accessNotes })}
          />
        )}
        <fieldset className="checkout-consent">
          <legend>{t('checkout.review.consentLegend')}</legend>
          <PolicyDetails policy="terms" />
          {check('acceptTerms', t('checkout.review.acceptTerms'))}
          <PolicyDetails policy="privacy" />
          {check('acknowledgePrivacy', t('checkout.review.acknowledgePrivacy'))}
        </fieldset>
        <div className="checkout-actions">
          <button type="submit" className="button button-large">
            {t('checkout.continueToPayment')}
          </button>
          <Link to={stepPath(previous ?? 'delivery')} className="button button-secondary">
            {t(backKey(previous ?? 'delivery'))}
          </Link>
        </div>
      </form>
    </article>
  );
}
