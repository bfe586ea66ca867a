/**
 * /gift-vouchers/purchase and /gift-certificates/purchase (spec §2, §3 gift voucher, §9
 * amounts): an amount on offer, how many, for whom (a name and an e-mail, both optional: without
 * an e-mail the vouchers go to the buyer), a message, and when they are sent (as soon as the
 * order is paid, or on a day from today to a year ahead on the theatre's calendar). "Add to
 * cart" puts one line in the cart and leads to the basket, which says what arrived. Problems
 * show beside their fields and in a summary that takes the focus, the API's included.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { giftVoucherLinesOf } from '../../../shared/contracts/cart.ts';
import { GIFT_VOUCHER_MAX_QUANTITY } from '../../../shared/contracts/gift-vouchers.ts';
import { formatMoneyShort, usd } from '../../../shared/money.ts';
import {
  ErrorSummary,
  type FieldErrors,
  fieldId,
  SelectField,
  TextField,
  useFormErrors,
} from '../../components/form-kit.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { useFormat } from '../../components/use-format.ts';
import type { BasketArrival } from '../../features/cart/cart-api.ts';
import { useVoucherLineText } from '../../features/cart/gift-voucher-lines.tsx';
import { useAddGiftVoucher } from '../../features/cart/use-cart-gift-vouchers.ts';
import { voucherOfferQueryOptions } from '../../features/gift-vouchers/gift-voucher-balance-api.ts';
import { voucherBase } from '../../features/gift-vouchers/voucher-paths.ts';
import {
  type DeliveryChoice,
  deliveryDays,
  EMPTY_VOUCHER_PURCHASE,
  errorsFromApi,
  messageLeft,
  type VoucherPurchaseState,
  voucherPurchaseBody,
} from '../../features/gift-vouchers/voucher-purchase-model.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { serverClock } from '../../lib/api.ts';
import { ApiError, apiErrorKey } from '../../lib/http-client.ts';
import '../../styles/donations.css';
import '../../styles/gift-vouchers.css';

const FORM = 'voucher';

/** Message keys written out whole: the message test finds every key it ships. */
const DELIVERY_LABEL: Record<DeliveryChoice, string> = {
  now: 'giftVouchers.purchase.deliveryNow',
  day: 'giftVouchers.purchase.deliveryDay',
};

/** How long typing rests before the characters left are read out. */
const COUNT_ANNOUNCE_MS = 1000;

export function Component() {
  const { t, locale } = useTranslation();
  const f = useFormat();
  const navigate = useNavigate();
  const base = voucherBase(useLocation().pathname);
  const [form, setForm] = useState<VoucherPurchaseState>(EMPTY_VOUCHER_PURCHASE);
  const { errors, formError, summary, show } = useFormErrors();
  const add = useAddGiftVoucher();
  const describe = useVoucherLineText();
  const set = (change: Partial<VoucherPurchaseState>) => setForm((old) => ({ ...old, ...change }));
  // The amounts the box office offers now (issue 13); none while vouchers are off sale.
  const offer = useQuery(voucherOfferQueryOptions()).data;
  const amounts = offer?.onSale ? offer.amounts.map((amount) => amount.amount) : [];
  useDocumentTitle(t('giftVouchers.purchase.title'));

  // The theatre's today (the server's clock) to a year ahead: what the date input offers.
  const days = deliveryDays(serverClock.now());
  const money = (cents: number) => formatMoneyShort(usd(cents), locale);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (add.isPending) return;
    const result = voucherPurchaseBody(form, serverClock.now());
    if ('errors' in result) {
      show(result.errors as FieldErrors);
      return;
    }
    const { body } = result;
    add.mutate(body, {
      onSuccess: (next) => {
        // A new line each time: the last one is this (else the vouchers as they were asked for).
        const line = giftVoucherLinesOf(next).at(-1) ?? {
          amount: usd(body.amountCents),
          quantity: body.quantity ?? 1,
          recipientName: body.recipientName ?? null,
        };
        const state: BasketArrival = {
          added: t('giftVouchers.basket.added', { what: describe(line) }),
        };
        navigate('/basket', { state });
      },
      onError: (failure) => {
        if (failure instanceof ApiError && failure.code === 'VALIDATION_FAILED') {
          const fields = errorsFromApi(failure.fieldKeys ?? failure.fields ?? {});
          if (Object.keys(fields).length > 0) return show(fields as FieldErrors);
        }
        show({}, apiErrorKey(failure));
      },
    });
  };

  const amountError = errors.amount;
  const amountErrorId = `${fieldId(FORM, 'amount')}-error`;
  const chosenTotal = form.amount === null ? null : form.amount * form.quantity;
  return (
    <article className="giving-page donation-page voucher-page">
      <p className="breadcrumb-back">
        <Link to={base}>{t('giftVouchers.landing.title')}</Link>
      </p>
      <h1>{t('giftVouchers.purchase.title')}</h1>
      <p className="lead">{t('giftVouchers.purchase.intro')}</p>
      {offer && !offer.onSale ? (
        <p className="notice" role="status">
          {t('errors.GIFT_VOUCHERS_OFF_SALE')}
        </p>
      ) : (
        <form className="form-card donation-form voucher-form" noValidate onSubmit={submit}>
          <ErrorSummary form={FORM} errors={errors} formError={formError} summaryRef={summary} />
          <fieldset
            className={`form-section donation-amounts${amountError ? ' has-error' : ''}`}
            aria-describedby={amountError ? amountErrorId : undefined}
          >
            <legend>{t('giftVouchers.purchase.amountLegend')}</legend>
            {amountError && (
              <p id={amountErrorId} className="field-error">
                {t(amountError)}
              </p>
            )}
            <div className="amount-choices voucher-amount-choices">
              {amounts.map((cents, index) => {
                // The first choice carries the group's id: the summary's link leads to it.
                const id = index === 0 ? fieldId(FORM, 'amount') : `${FORM}-amount-${cents}`;
                return (
                  <div key={cents} className="amount-choice">
                    <input
                      type="radio"
                      id={id}
                      name="amount"
                      value={cents}
                      checked={form.amount === cents}
                      aria-invalid={amountError ? true : undefined}
                      aria-describedby={amountError ? amountErrorId : undefined}
                      onChange={() => set({ amount: cents })}
                    />
                    <label htmlFor={id}>{money(cents)}</label>
                  </div>
                );
              })}
            </div>
            <SelectField
              form={FORM}
              name="quantity"
              label={t('giftVouchers.purchase.quantity')}
              errors={errors}
              integer
              value={String(form.quantity)}
              onChange={(value) => set({ quantity: Number(value) })}
            >
              {Array.from({ length: GIFT_VOUCHER_MAX_QUANTITY }, (_, i) => i + 1).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </SelectField>
            {chosenTotal !== null && (
              <p className="voucher-total">
                {t('giftVouchers.purchase.total', { total: f.money(usd(chosenTotal)) })}
              </p>
            )}
          </fieldset>
          <fieldset className="form-section">
            <legend>{t('giftVouchers.purchase.recipientLegend')}</legend>
            <TextField
              form={FORM}
              name="recipientName"
              label={t('giftVouchers.purchase.recipientName')}
              hint={t('giftVouchers.purchase.recipientNameHint')}
              errors={errors}
              optional
              autoComplete="off"
              value={form.recipientName}
              onChange={(event) => set({ recipientName: event.target.value })}
            />
            <TextField
              form={FORM}
              name="recipientEmail"
              type="email"
              label={t('giftVouchers.purchase.recipientEmail')}
              hint={t('giftVouchers.purchase.recipientEmailHint')}
              errors={errors}
              optional
              autoComplete="off"
              spellCheck={false}
              value={form.recipientEmail}
              onChange={(event) => set({ recipientEmail: event.target.value })}
            />
            <MessageField
              value={form.message}
              error={errors.message}
              onChange={(message) => set({ message })}
            />
          </fieldset>
          <fieldset className="form-section">
            <legend>{t('giftVouchers.purchase.deliveryLegend')}</legend>
            <div className="tribute-choices">
              {(['now', 'day'] as const).map((choice) => (
                <label key={choice} className="check" htmlFor={`${FORM}-delivery-${choice}`}>
                  <input
                    type="radio"
                    id={`${FORM}-delivery-${choice}`}
                    name="delivery"
                    value={choice}
                    checked={form.delivery === choice}
                    onChange={() => set({ delivery: choice })}
                  />
                  <span>{t(DELIVERY_LABEL[choice])}</span>
                </label>
              ))}
            </div>
            {form.delivery === 'day' && (
              <div className="form-section nested-choices">
                <TextField
                  form={FORM}
                  name="deliverOn"
                  type="date"
                  label={t('giftVouchers.purchase.deliverOn')}
                  hint={t('giftVouchers.purchase.deliverOnHint', {
                    last: f.date(`${days.max}T12:00:00Z`, 'inSentence'),
                  })}
                  errors={errors}
                  className="input-date"
                  min={days.min}
                  max={days.max}
                  value={form.deliverOn}
                  onChange={(event) => set({ deliverOn: event.target.value })}
                />
              </div>
            )}
          </fieldset>
          <button
            type="submit"
            className="button button-large"
            aria-disabled={add.isPending || undefined}
          >
            {add.isPending ? t('giftVouchers.purchase.adding') : t('giftVouchers.purchase.submit')}
          </button>
        </form>
      )}
    </article>
  );
}

/**
 * The message, with the characters left shown at once and read out politely once typing rests
 * (a count read at every key would drown what is typed). Over the limit it says by how much; the
 * form refuses it on sending, beside the field.
 */
function MessageField({
  value,
  error,
  onChange,
}: {
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const id = fieldId(FORM, 'message');
  const left = messageLeft(value);
  const countText =
    left >= 0
      ? t('giftVouchers.purchase.messageLeft', { count: left })
      : t('giftVouchers.purchase.messageOver', { count: -left });
  const [announced, setAnnounced] = useState('');
  useEffect(() => {
    if (value === '') return;
    const timer = setTimeout(() => setAnnounced(countText), COUNT_ANNOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value, countText]);
  const describedBy = [`${id}-hint`, error ? `${id}-error` : '', `${id}-count`]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={`field${error ? ' has-error' : ''}`}>
      <label htmlFor={id}>
        {t('giftVouchers.purchase.message')}{' '}
        <span className="field-optional">{t('account.form.optional')}</span>
      </label>
      <p id={`${id}-hint`} className="field-hint">
        {t('giftVouchers.purchase.messageHint')}
      </p>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {t(error)}
        </p>
      )}
      <textarea
        id={id}
        name="message"
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <p
        id={`${id}-count`}
        className={`field-hint voucher-count${left < 0 ? ' voucher-count-over' : ''}`}
        aria-hidden="true"
      >
        {countText}
      </p>
      <p className="visually-hidden" aria-live="polite">
        {announced}
      </p>
    </div>
  );
}
