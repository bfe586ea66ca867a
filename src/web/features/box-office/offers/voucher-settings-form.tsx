/**
 * Gift voucher settings (issue 13): whether vouchers are on sale and the amounts offered (whole
 * dollars, smallest first on the storefront), which a manager sets; beside them, read-only, the
 * validity (GIFT_VOUCHER_VALIDITY_MONTHS, a legal matter kept in the server's configuration)
 * with the US law it must respect, and the quantity limits (a fraud limit kept in the code).
 */
import { type FormEvent, useState } from 'react';
import {
  type GiftVoucherSettings,
  GiftVoucherSettingsBodySchema,
  VOUCHER_AMOUNTS_MAX,
} from '../../../../shared/contracts/gift-voucher-settings.ts';
import {
  CheckField,
  ErrorSummary,
  errorId,
  fieldId,
  TextField,
  useFormErrors,
} from '../../../components/form-kit.tsx';
import { useTranslation } from '../../../i18n/i18n.ts';
import { useStaffSignInAgain } from '../use-staff-sign-in-again.ts';
import { centsToInput, inputToCents } from './money-input.ts';
import { saveVoucherSettings } from './offers-api.ts';

export const VOUCHER_FORM = 'bo-vouchers';

export function VoucherSettingsForm({
  settings,
  readOnly = false,
  onSaved,
}: {
  settings: GiftVoucherSettings;
  /** Box-office staff see the settings and cannot change them. */
  readOnly?: boolean;
  onSaved: (saved: GiftVoucherSettings) => void;
}) {
  const { t, locale } = useTranslation();
  const form = useFormErrors();
  const signInAgain = useStaffSignInAgain();
  const [onSale, setOnSale] = useState(settings.onSale);
  const [amounts, setAmounts] = useState(() =>
    settings.amountsCents.map((cents) => centsToInput(cents, locale)),
  );
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const body = {
      onSale,
      amountsCents: amounts.map((text) => inputToCents(text, locale) ?? text) as number[],
    };
    if (!form.validate(GiftVoucherSettingsBodySchema, body)) return;
    setBusy(true);
    try {
      const saved = await saveVoucherSettings(body);
      form.clear();
      setAmounts(saved.amountsCents.map((cents) => centsToInput(cents, locale)));
      onSaved(saved);
    } catch (error) {
      if (!signInAgain(error)) form.fail(error, 'errors.INTERNAL_ERROR');
    } finally {
      setBusy(false);
    }
  };

  const listError = form.errors.amountsCents;
  return (
    <form
      className="form-card bo-offer-form"
      noValidate
      onSubmit={submit}
      aria-labelledby="bo-offer-title"
    >
      <ErrorSummary
        form={VOUCHER_FORM}
        errors={form.errors}
        formError={form.formError}
        summaryRef={form.summary}
      />
      <fieldset className="bo-bare-fieldset" disabled={readOnly}>
        <CheckField
          form={VOUCHER_FORM}
          name="onSale"
          label={t('staff.offers.vouchers.onSale')}
          errors={form.errors}
          checked={onSale}
          onChange={(event) => setOnSale(event.target.checked)}
        />
        <fieldset
          id={fieldId(VOUCHER_FORM, 'amountsCents')}
          tabIndex={-1}
          className={`form-section${listError ? ' has-error' : ''}`}
          aria-describedby={listError ? errorId(VOUCHER_FORM, 'amountsCents') : undefined}
        >
          <legend>{t('staff.offers.vouchers.amountsLegend')}</legend>
          <p className="field-hint">{t('staff.offers.vouchers.amountsHint')}</p>
          {listError && (
            <p id={errorId(VOUCHER_FORM, 'amountsCents')} className="field-error">
              {t(listError)}
            </p>
          )}
          <ul className="bo-amount-list">
            {amounts.map((text, index) => (
              // Amounts have no id of their own: their place is who they are while editing.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <li key={index}>
                <TextField
                  form={VOUCHER_FORM}
                  name={`amountsCents.${index}`}
                  label={t('staff.offers.vouchers.amount', { n: index + 1 })}
                  errors={form.errors}
                  inputMode="numeric"
                  className="input-short"
                  value={text}
                  onChange={(event) =>
                    setAmounts(amounts.map((old, i) => (i === index ? event.target.value : old)))
                  }
                />
                {!readOnly && (
                  <button
                    type="button"
                    className="link-button"
                    onClick={() => setAmounts(amounts.filter((_, i) => i !== index))}
                  >
                    {t('staff.offers.vouchers.removeAmount', { n: index + 1 })}
                  </button>
                )}
              </li>
            ))}
          </ul>
          {!readOnly && amounts.length < VOUCHER_AMOUNTS_MAX && (
            <button
              type="button"
              className="button button-secondary"
              onClick={() => setAmounts([...amounts, ''])}
            >
              {t('staff.offers.vouchers.addAmount')}
            </button>
          )}
        </fieldset>
      </fieldset>
      {!readOnly && (
        <button type="submit" className="button" aria-disabled={busy || undefined}>
          {t('staff.offers.save')}
        </button>
      )}
    </form>
  );
}

/** The validity and the limits, which are not the box office's to change, and why. */
export function VoucherFixedTerms({ settings }: { settings: GiftVoucherSettings }) {
  const { t } = useTranslation();
  const belowLaw = settings.validityMonths < settings.federalMinimumMonths;
  return (
    <section className="bo-panel" aria-labelledby="bo-voucher-terms-title">
      <h2 id="bo-voucher-terms-title">{t('staff.offers.vouchers.fixedTitle')}</h2>
      <dl className="bo-facts">
        <dt>{t('staff.offers.vouchers.validity')}</dt>
        <dd>{t('staff.offers.vouchers.validityMonths', { months: settings.validityMonths })}</dd>
        <dt>{t('staff.offers.vouchers.limits')}</dt>
        <dd>
          {t('staff.offers.vouchers.limitsText', {
            perLine: settings.maxQuantity,
            perOrder: settings.perOrder,
          })}
        </dd>
      </dl>
      <p>{t('staff.offers.vouchers.validityWhy')}</p>
      <p>{t('staff.offers.vouchers.law', { federal: settings.federalMinimumMonths })}</p>
      {belowLaw && (
        <p className="notice notice-warning" role="note">
          <strong>{t('staff.offers.vouchers.belowLawTitle')}</strong>{' '}
          {t('staff.offers.vouchers.belowLaw', {
            months: settings.validityMonths,
            federal: settings.federalMinimumMonths,
          })}
        </p>
      )}
    </section>
  );
}
