/**
 * A membership level's form (issue 13): its address, name, text and benefits in the six
 * languages, the price of each payment option offered (blank: not offered), the mode of sale
 * members buy tickets in, whether it is on sale and who may buy it, the renewal window and the
 * IRS value of its benefits. Checked with the API's own contract before it is sent.
 */
import { type FormEvent, useState } from 'react';
import {
  LEVEL_BENEFITS_MAX,
  MembershipLevelBodySchema,
  type MembershipLevelSetup,
} from '../../../../shared/contracts/membership-level-setup.ts';
import { PAYMENT_OPTIONS } from '../../../../shared/contracts/memberships.ts';
import type { OfferChoices } from '../../../../shared/contracts/offer-setup.ts';
import {
  CheckField,
  ErrorSummary,
  errorId,
  fieldId,
  SelectField,
  TextField,
  useFormErrors,
} from '../../../components/form-kit.tsx';
import { useTranslation } from '../../../i18n/i18n.ts';
import { useStaffSignInAgain } from '../use-staff-sign-in-again.ts';
import { type LevelDraft, levelBodyOf, levelDraftOf, type PaymentOption } from './level-model.ts';
import { emptyDraft } from './localized-draft.ts';
import { LocalizedFields } from './localized-fields.tsx';
import { createLevel, updateLevel } from './offers-api.ts';

export const LEVEL_FORM = 'bo-level';

const OPTION_LABELS: Record<PaymentOption, string> = {
  'one-off': 'staff.offers.level.priceOneOff',
  monthly: 'staff.offers.level.priceMonthly',
  yearly: 'staff.offers.level.priceYearly',
};

export function LevelForm({
  level,
  choices,
  onSaved,
}: {
  level?: MembershipLevelSetup;
  choices: OfferChoices;
  onSaved: (saved: MembershipLevelSetup) => void;
}) {
  const { t, locale } = useTranslation();
  const form = useFormErrors();
  const signInAgain = useStaffSignInAgain();
  const [draft, setDraft] = useState(() => levelDraftOf(level, locale));
  const [busy, setBusy] = useState(false);
  const set = (change: Partial<LevelDraft>) => setDraft((old) => ({ ...old, ...change }));
  const setBenefit = (index: number, text: LevelDraft['benefits'][number] | null) =>
    setDraft((old) => ({
      ...old,
      benefits:
        text === null
          ? old.benefits.filter((_, i) => i !== index)
          : old.benefits.map((benefit, i) => (i === index ? text : benefit)),
    }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const body = levelBodyOf(draft, locale);
    if (!form.validate(MembershipLevelBodySchema, body)) return;
    setBusy(true);
    try {
      const saved = level ? await updateLevel(level.id, body) : await createLevel(body);
      form.clear();
      setDraft(levelDraftOf(saved, locale));
      onSaved(saved);
    } catch (error) {
      if (!signInAgain(error))
        form.fail(error, 'errors.INTERNAL_ERROR', { MEMBERSHIP_SLUG_TAKEN: 'slug' });
    } finally {
      setBusy(false);
    }
  };

  const pricesError = form.errors.prices;
  return (
    <form
      className="form-card bo-offer-form"
      noValidate
      onSubmit={submit}
      aria-labelledby="bo-offer-title"
    >
      <ErrorSummary
        form={LEVEL_FORM}
        errors={form.errors}
        formError={form.formError}
        summaryRef={form.summary}
      />
      <TextField
        form={LEVEL_FORM}
        name="slug"
        label={t('staff.offers.level.slug')}
        hint={t('staff.offers.level.slugHint')}
        errors={form.errors}
        autoComplete="off"
        spellCheck={false}
        className="input-short"
        value={draft.slug}
        onChange={(event) => set({ slug: event.target.value })}
      />
      <LocalizedFields
        form={LEVEL_FORM}
        name="name"
        legend={t('staff.offers.level.name')}
        value={draft.name}
        errors={form.errors}
        onChange={(name) => set({ name })}
      />
      <LocalizedFields
        form={LEVEL_FORM}
        name="description"
        legend={t('staff.offers.level.description')}
        multiline
        value={draft.description}
        errors={form.errors}
        onChange={(description) => set({ description })}
      />
      <section
        className="form-section bo-benefits"
        aria-labelledby={`${LEVEL_FORM}-benefits-title`}
      >
        <h2 id={`${LEVEL_FORM}-benefits-title`} className="bo-form-heading">
          {t('staff.offers.level.benefits')}
        </h2>
        <p className="field-hint">{t('staff.offers.level.benefitsHint')}</p>
        {form.errors.benefits && (
          <p id={errorId(LEVEL_FORM, 'benefits')} className="field-error">
            {t(form.errors.benefits)}
          </p>
        )}
        {draft.benefits.map((benefit, index) => (
          <LocalizedFields
            // Benefits have no id of their own: their place is who they are while editing.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            form={LEVEL_FORM}
            name={`benefits.${index}`}
            legend={t('staff.offers.level.benefit', { n: index + 1 })}
            value={benefit}
            errors={form.errors}
            onChange={(text) => setBenefit(index, text)}
            actions={
              <button type="button" className="link-button" onClick={() => setBenefit(index, null)}>
                {t('staff.offers.level.removeBenefit', { n: index + 1 })}
              </button>
            }
          />
        ))}
        {draft.benefits.length < LEVEL_BENEFITS_MAX && (
          <button
            type="button"
            className="button button-secondary"
            id={fieldId(LEVEL_FORM, 'benefits')}
            onClick={() => set({ benefits: [...draft.benefits, emptyDraft()] })}
          >
            {t('staff.offers.level.addBenefit')}
          </button>
        )}
      </section>
      <fieldset
        // The error summary's link for "no price" leads to the whole group.
        id={fieldId(LEVEL_FORM, 'prices')}
        tabIndex={-1}
        className={`form-section${pricesError ? ' has-error' : ''}`}
        aria-describedby={pricesError ? errorId(LEVEL_FORM, 'prices') : undefined}
      >
        <legend>{t('staff.offers.level.pricesLegend')}</legend>
        <p className="field-hint">{t('staff.offers.level.pricesHint')}</p>
        {pricesError && (
          <p id={errorId(LEVEL_FORM, 'prices')} className="field-error">
            {t(pricesError)}
          </p>
        )}
        <div className="field-row bo-three-columns">
          {PAYMENT_OPTIONS.map((option) => (
            <TextField
              key={option}
              form={LEVEL_FORM}
              name={`prices.${option}`}
              label={t(OPTION_LABELS[option])}
              errors={form.errors}
              optional
              inputMode="decimal"
              className="input-short"
              value={draft.prices[option]}
              onChange={(event) =>
                set({ prices: { ...draft.prices, [option]: event.target.value } })
              }
            />
          ))}
        </div>
        <TextField
          form={LEVEL_FORM}
          name="benefitsValueCents"
          label={t('staff.offers.level.benefitsValue')}
          hint={t('staff.offers.level.benefitsValueHint')}
          errors={form.errors}
          inputMode="decimal"
          className="input-short"
          value={draft.benefitsValue}
          onChange={(event) => set({ benefitsValue: event.target.value })}
        />
      </fieldset>
      <fieldset className="form-section">
        <legend>{t('staff.offers.level.saleLegend')}</legend>
        <SelectField
          form={LEVEL_FORM}
          name="modeOfSaleId"
          label={t('staff.offers.level.modeOfSale')}
          errors={form.errors}
          value={draft.modeOfSaleId}
          onChange={(modeOfSaleId) => set({ modeOfSaleId })}
        >
          <option value="">{t('staff.offers.level.modeOfSaleNone')}</option>
          {choices.modesOfSale.map((mode) => (
            <option key={mode.id} value={mode.id}>
              {mode.name}
            </option>
          ))}
        </SelectField>
        <CheckField
          form={LEVEL_FORM}
          name="onSale"
          label={t('staff.offers.level.onSale')}
          errors={form.errors}
          checked={draft.onSale}
          onChange={(event) => set({ onSale: event.target.checked })}
        />
        <CheckField
          form={LEVEL_FORM}
          name="generalPublic"
          label={t('staff.offers.level.generalPublic')}
          errors={form.errors}
          checked={draft.generalPublic}
          onChange={(event) => set({ generalPublic: event.target.checked })}
        />
        <TextField
          form={LEVEL_FORM}
          name="renewalWindowDays"
          label={t('staff.offers.level.renewalWindow')}
          hint={t('staff.offers.level.renewalWindowHint')}
          errors={form.errors}
          inputMode="numeric"
          className="input-short"
          value={draft.renewalWindowDays}
          onChange={(event) => set({ renewalWindowDays: event.target.value })}
        />
        <TextField
          form={LEVEL_FORM}
          name="sortOrder"
          label={t('staff.offers.sortOrder')}
          hint={t('staff.offers.sortOrderHint')}
          errors={form.errors}
          inputMode="numeric"
          className="input-short"
          value={draft.sortOrder}
          onChange={(event) => set({ sortOrder: event.target.value })}
        />
      </fieldset>
      <button type="submit" className="button" aria-disabled={busy || undefined}>
        {level ? t('staff.offers.save') : t('staff.offers.level.create')}
      </button>
    </form>
  );
}
