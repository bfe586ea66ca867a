/**
 * A promo code's form (issue 13): the code and what the buyer reads when it is applied, what it
 * does (a mode of sale, a discount per ticket), where it applies, its dates (the theatre's time)
 * and usage limits, and whether it is switched on. Checked with the API's own contract before it
 * is sent; the server's refusals show beside their fields.
 */
import { type FormEvent, useState } from 'react';
import type { OfferChoices } from '../../../../shared/contracts/offer-setup.ts';
import {
  type PromoCode,
  PromoCodeBodySchema,
} from '../../../../shared/contracts/promo-code-setup.ts';
import {
  CheckField,
  ErrorSummary,
  SelectField,
  TextField,
  useFormErrors,
} from '../../../components/form-kit.tsx';
import { useTranslation } from '../../../i18n/i18n.ts';
import { useStaffSignInAgain } from '../use-staff-sign-in-again.ts';
import { LocalizedFields } from './localized-fields.tsx';
import { createPromoCode, updatePromoCode } from './offers-api.ts';
import { type DiscountKind, promoBodyOf, promoDraftOf } from './promo-code-model.ts';

export const PROMO_FORM = 'bo-promo';

const DISCOUNT_LABELS: Record<DiscountKind, string> = {
  none: 'staff.offers.promo.discountNone',
  percent: 'staff.offers.promo.discountPercent',
  amount: 'staff.offers.promo.discountAmount',
};

export function PromoCodeForm({
  promo,
  choices,
  onSaved,
}: {
  promo?: PromoCode;
  choices: OfferChoices;
  onSaved: (saved: PromoCode) => void;
}) {
  const { t, locale } = useTranslation();
  const form = useFormErrors();
  const signInAgain = useStaffSignInAgain();
  const [draft, setDraft] = useState(() => promoDraftOf(promo, locale));
  const [busy, setBusy] = useState(false);
  const set = (change: Partial<typeof draft>) => setDraft((old) => ({ ...old, ...change }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const body = promoBodyOf(draft, promo, locale);
    if (!form.validate(PromoCodeBodySchema, body)) return;
    setBusy(true);
    try {
      const saved = promo ? await updatePromoCode(promo.id, body) : await createPromoCode(body);
      form.clear();
      setDraft(promoDraftOf(saved, locale));
      onSaved(saved);
    } catch (error) {
      if (!signInAgain(error))
        form.fail(error, 'errors.INTERNAL_ERROR', { PROMO_CODE_TAKEN: 'code' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="form-card bo-offer-form"
      noValidate
      onSubmit={submit}
      aria-labelledby="bo-offer-title"
    >
      <ErrorSummary
        form={PROMO_FORM}
        errors={form.errors}
        formError={form.formError}
        summaryRef={form.summary}
      />
      <fieldset className="form-section">
        <legend>{t('staff.offers.promo.codeLegend')}</legend>
        <TextField
          form={PROMO_FORM}
          name="code"
          label={t('staff.offers.promo.code')}
          hint={t('staff.offers.promo.codeHint')}
          errors={form.errors}
          autoComplete="off"
          spellCheck={false}
          className="input-short bo-code-input"
          value={draft.code}
          onChange={(event) => set({ code: event.target.value })}
        />
      </fieldset>
      <LocalizedFields
        form={PROMO_FORM}
        name="description"
        legend={t('staff.offers.promo.description')}
        hint={t('staff.offers.promo.descriptionHint')}
        optional
        value={draft.description}
        errors={form.errors}
        onChange={(description) => set({ description })}
      />
      <fieldset className="form-section">
        <legend>{t('staff.offers.promo.effectLegend')}</legend>
        <SelectField
          form={PROMO_FORM}
          name="modeOfSaleId"
          label={t('staff.offers.promo.modeOfSale')}
          errors={form.errors}
          value={draft.modeOfSaleId}
          onChange={(modeOfSaleId) => set({ modeOfSaleId })}
        >
          <option value="">{t('staff.offers.promo.modeOfSaleNone')}</option>
          {choices.modesOfSale.map((mode) => (
            <option key={mode.id} value={mode.id}>
              {mode.name}
            </option>
          ))}
        </SelectField>
        <fieldset className="bo-radio-group">
          <legend>{t('staff.offers.promo.discountLegend')}</legend>
          {(['none', 'percent', 'amount'] as const).map((kind) => (
            <label key={kind} className="check" htmlFor={`${PROMO_FORM}-discount-${kind}`}>
              <input
                type="radio"
                id={`${PROMO_FORM}-discount-${kind}`}
                name="discount"
                value={kind}
                checked={draft.discount === kind}
                onChange={() => set({ discount: kind })}
              />
              <span>{t(DISCOUNT_LABELS[kind])}</span>
            </label>
          ))}
        </fieldset>
        {draft.discount === 'percent' && (
          <TextField
            form={PROMO_FORM}
            name="discountPercent"
            label={t('staff.offers.promo.percent')}
            hint={t('staff.offers.promo.percentHint')}
            errors={form.errors}
            inputMode="numeric"
            className="input-short"
            value={draft.percent}
            onChange={(event) => set({ percent: event.target.value })}
          />
        )}
        {draft.discount === 'amount' && (
          <TextField
            form={PROMO_FORM}
            name="discountCents"
            label={t('staff.offers.promo.amount')}
            hint={t('staff.offers.promo.amountHint')}
            errors={form.errors}
            inputMode="decimal"
            className="input-short"
            value={draft.amount}
            onChange={(event) => set({ amount: event.target.value })}
          />
        )}
        <SelectField
          form={PROMO_FORM}
          name="productionId"
          label={t('staff.offers.promo.production')}
          errors={form.errors}
          value={draft.productionId}
          onChange={(productionId) => set({ productionId })}
        >
          <option value="">{t('staff.offers.promo.productionAll')}</option>
          {choices.productions.map((production) => (
            <option key={production.id} value={production.id}>
              {production.title}
            </option>
          ))}
        </SelectField>
      </fieldset>
      <fieldset className="form-section">
        <legend>{t('staff.offers.promo.whenLegend')}</legend>
        <p className="field-hint">{t('staff.offers.venueTimeHint')}</p>
        <div className="field-row bo-two-columns">
          <TextField
            form={PROMO_FORM}
            name="validFrom"
            type="datetime-local"
            label={t('staff.offers.promo.validFrom')}
            hint={t('staff.offers.promo.validFromHint')}
            errors={form.errors}
            value={draft.validFrom}
            onChange={(event) => set({ validFrom: event.target.value })}
          />
          <TextField
            form={PROMO_FORM}
            name="validUntil"
            type="datetime-local"
            label={t('staff.offers.promo.validUntil')}
            hint={t('staff.offers.promo.validUntilHint')}
            errors={form.errors}
            value={draft.validUntil}
            onChange={(event) => set({ validUntil: event.target.value })}
          />
        </div>
        <p className="field-hint">{t('staff.offers.promo.limitsHint')}</p>
        <div className="field-row bo-two-columns">
          <TextField
            form={PROMO_FORM}
            name="usageLimit"
            label={t('staff.offers.promo.usageLimit')}
            errors={form.errors}
            optional
            inputMode="numeric"
            className="input-short"
            value={draft.usageLimit}
            onChange={(event) => set({ usageLimit: event.target.value })}
          />
          <TextField
            form={PROMO_FORM}
            name="usageLimitPerCustomer"
            label={t('staff.offers.promo.usageLimitPerCustomer')}
            errors={form.errors}
            optional
            inputMode="numeric"
            className="input-short"
            value={draft.usageLimitPerCustomer}
            onChange={(event) => set({ usageLimitPerCustomer: event.target.value })}
          />
        </div>
      </fieldset>
      <CheckField
        form={PROMO_FORM}
        name="active"
        label={t('staff.offers.promo.active')}
        errors={form.errors}
        checked={draft.active}
        onChange={(event) => set({ active: event.target.checked })}
      />
      <button type="submit" className="button" aria-disabled={busy || undefined}>
        {promo ? t('staff.offers.save') : t('staff.offers.promo.create')}
      </button>
    </form>
  );
}
