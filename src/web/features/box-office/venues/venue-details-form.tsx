/**
 * A venue's name (US English, and the other languages where the theatre has them) and address
 * (issue 13, managers), checked with the API's contract (VenueUpdateBodySchema).
 */
import { type FormEvent, useState } from 'react';
import { type StaffVenue, VenueUpdateBodySchema } from '../../../../shared/contracts/venues.ts';
import { LOCALE_NAMES, LOCALES } from '../../../../shared/locales.ts';
import {
  ErrorSummary,
  type FieldErrors,
  formValues,
  TextField,
  useFormErrors,
} from '../../../components/form-kit.tsx';
import { useTranslation } from '../../../i18n/i18n.ts';
import { updateVenue } from './venues-api.ts';

/** The venue's name in the six languages: US English first, the others folded away. */
export function VenueNameFields({
  form,
  errors,
  value,
}: {
  form: string;
  errors: FieldErrors;
  value?: StaffVenue['name'];
}) {
  const { t } = useTranslation();
  const others = LOCALES.filter((locale) => locale !== 'en-US');
  const missing = value ? others.filter((locale) => !value[locale]) : [];
  return (
    <>
      <TextField
        form={form}
        name="name.en-US"
        label={t('staff.venues.details.name')}
        hint={t('staff.venues.details.nameHint')}
        lang="en-US"
        defaultValue={value?.['en-US'] ?? ''}
        errors={errors}
        autoComplete="off"
        required
      />
      <details className="bo-languages">
        <summary>
          {t('staff.venues.details.nameOtherLanguages')}
          {missing.length > 0 && (
            <span className="muted">
              {' '}
              {t('staff.venues.seat.missingLanguages', {
                languages: missing.map((locale) => LOCALE_NAMES[locale]).join(', '),
              })}
            </span>
          )}
        </summary>
        {others.map((locale) => (
          <TextField
            key={locale}
            form={form}
            name={`name.${locale}`}
            label={t('staff.venues.seat.inLanguage', {
              field: t('staff.venues.details.nameShort'),
              language: LOCALE_NAMES[locale],
            })}
            lang={locale}
            defaultValue={value?.[locale] ?? ''}
            errors={errors}
            autoComplete="off"
            optional
          />
        ))}
      </details>
    </>
  );
}

const FORM = 'bo-venue-details';

export function VenueDetailsForm(props: {
  venue: StaffVenue;
  onSaved: () => void;
  onSessionEnded?: (error: unknown) => boolean;
}) {
  const { t, locale } = useTranslation();
  const form = useFormErrors();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const body = form.validate(VenueUpdateBodySchema, formValues(event.currentTarget));
    if (!body) return;
    setBusy(true);
    try {
      await updateVenue(props.venue.id, body, locale);
      form.clear();
      props.onSaved();
    } catch (error) {
      if (!props.onSessionEnded?.(error)) form.fail(error, 'errors.INTERNAL_ERROR');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="bo-panel" aria-labelledby={`${FORM}-title`}>
      <h2 id={`${FORM}-title`}>{t('staff.venues.details.title')}</h2>
      <ErrorSummary
        form={FORM}
        errors={form.errors}
        formError={form.formError}
        summaryRef={form.summary}
      />
      <form className="form-card" noValidate onSubmit={submit} aria-labelledby={`${FORM}-title`}>
        <VenueNameFields form={FORM} errors={form.errors} value={props.venue.name} />
        <TextField
          form={FORM}
          name="address"
          label={t('staff.venues.details.address')}
          defaultValue={props.venue.address}
          errors={form.errors}
          autoComplete="off"
          required
        />
        <button type="submit" className="button" aria-disabled={busy || undefined}>
          {t('staff.venues.details.save')}
        </button>
      </form>
    </section>
  );
}
