/**
 * A fund's form (issue 13): its name and text in the six languages, an optional goal, the dates
 * it takes gifts between (the theatre's time) and its place in the donation page's list. Checked
 * with the API's own contract before it is sent.
 */
import { type FormEvent, useState } from 'react';
import { FundBodySchema, type FundSetup } from '../../../../shared/contracts/fund-setup.ts';
import { ErrorSummary, TextField, useFormErrors } from '../../../components/form-kit.tsx';
import { useTranslation } from '../../../i18n/i18n.ts';
import { useStaffSignInAgain } from '../use-staff-sign-in-again.ts';
import { fundBodyOf, fundDraftOf } from './fund-model.ts';
import { LocalizedFields } from './localized-fields.tsx';
import { createFund, updateFund } from './offers-api.ts';

export const FUND_FORM = 'bo-fund';

export function FundForm({
  fund,
  onSaved,
}: {
  fund?: FundSetup;
  onSaved: (saved: FundSetup) => void;
}) {
  const { t, locale } = useTranslation();
  const form = useFormErrors();
  const signInAgain = useStaffSignInAgain();
  const [draft, setDraft] = useState(() => fundDraftOf(fund, locale));
  const [busy, setBusy] = useState(false);
  const set = (change: Partial<typeof draft>) => setDraft((old) => ({ ...old, ...change }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const body = fundBodyOf(draft, fund, locale);
    if (!form.validate(FundBodySchema, body)) return;
    setBusy(true);
    try {
      const saved = fund ? await updateFund(fund.id, body) : await createFund(body);
      form.clear();
      setDraft(fundDraftOf(saved, locale));
      onSaved(saved);
    } catch (error) {
      if (!signInAgain(error)) form.fail(error, 'errors.INTERNAL_ERROR');
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
        form={FUND_FORM}
        errors={form.errors}
        formError={form.formError}
        summaryRef={form.summary}
      />
      <LocalizedFields
        form={FUND_FORM}
        name="name"
        legend={t('staff.offers.fund.name')}
        value={draft.name}
        errors={form.errors}
        onChange={(name) => set({ name })}
      />
      <LocalizedFields
        form={FUND_FORM}
        name="description"
        legend={t('staff.offers.fund.description')}
        hint={t('staff.offers.fund.descriptionHint')}
        multiline
        value={draft.description}
        errors={form.errors}
        onChange={(description) => set({ description })}
      />
      <fieldset className="form-section">
        <legend>{t('staff.offers.fund.givingLegend')}</legend>
        <TextField
          form={FUND_FORM}
          name="goalCents"
          label={t('staff.offers.fund.goal')}
          hint={t('staff.offers.fund.goalHint')}
          errors={form.errors}
          optional
          inputMode="decimal"
          className="input-short"
          value={draft.goal}
          onChange={(event) => set({ goal: event.target.value })}
        />
        <p className="field-hint">{t('staff.offers.venueTimeHint')}</p>
        <div className="field-row bo-two-columns">
          <TextField
            form={FUND_FORM}
            name="opensAt"
            type="datetime-local"
            label={t('staff.offers.fund.opensAt')}
            hint={t('staff.offers.fund.opensAtHint')}
            errors={form.errors}
            value={draft.opensAt}
            onChange={(event) => set({ opensAt: event.target.value })}
          />
          <TextField
            form={FUND_FORM}
            name="closesAt"
            type="datetime-local"
            label={t('staff.offers.fund.closesAt')}
            hint={t('staff.offers.fund.closesAtHint')}
            errors={form.errors}
            value={draft.closesAt}
            onChange={(event) => set({ closesAt: event.target.value })}
          />
        </div>
        <TextField
          form={FUND_FORM}
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
        {fund ? t('staff.offers.save') : t('staff.offers.fund.create')}
      </button>
    </form>
  );
}
