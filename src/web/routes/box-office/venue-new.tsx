/**
 * /box-office/venues/new (issue 13, managers): a venue from a venue file. Choosing the file
 * checks it at once: its problems, each at its line, or its seat map as the storefront will draw
 * it; then the venue is created with its name and address. Nothing is saved before that.
 */
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { VenueCreateBodySchema } from '../../../shared/contracts/venues.ts';
import { exampleVenueHref } from '../../../shared/venue-example.ts';
import {
  ErrorSummary,
  fieldId,
  formValues,
  TextField,
  useFormErrors,
} from '../../components/form-kit.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { useStaffSignInAgain } from '../../features/box-office/use-staff-sign-in-again.ts';
import { FileProblems } from '../../features/box-office/venues/file-problems.tsx';
import { LayoutSummary } from '../../features/box-office/venues/layout-summary.tsx';
import { useVenueFilePreview } from '../../features/box-office/venues/use-venue-file-preview.ts';
import { VenueNameFields } from '../../features/box-office/venues/venue-details-form.tsx';
import { VenueFileField } from '../../features/box-office/venues/venue-file-field.tsx';
import { createVenue } from '../../features/box-office/venues/venues-api.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { VenueMap } from './venue-map.tsx';
import '../../styles/box-office-venues.css';

const FORM = 'bo-new-venue';

export function Component() {
  const { t, locale } = useTranslation();
  useDocumentTitle(t('staff.venues.new.title'));
  const navigate = useNavigate();
  const form = useFormErrors();
  const file = useVenueFilePreview();
  const signInAgain = useStaffSignInAgain();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const values = formValues(event.currentTarget);
    const chosen = file.file ? { kind: file.file.kind, text: file.file.text } : undefined;
    const body = form.validate(VenueCreateBodySchema, { ...values, file: chosen });
    if (!body) return;
    setBusy(true);
    try {
      const venue = await createVenue(body, locale);
      navigate(`/box-office/venues/${venue.id}`, { state: { created: true } });
    } catch (error) {
      if (signInAgain(error)) return;
      if (file.showRefusal(error)) form.clear();
      else form.fail(error, 'errors.INTERNAL_ERROR');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="bo-venue-new" aria-labelledby="bo-new-venue-title">
      <p className="bo-crumbs">
        <Link to="/box-office/venues">{t('staff.venues.list.title')}</Link>
      </p>
      <h1 id="bo-new-venue-title">{t('staff.venues.new.title')}</h1>
      <p className="lead">{t('staff.venues.new.intro')}</p>
      <p>
        <a href={exampleVenueHref()} download="venue-example.csv">
          {t('staff.venues.new.example')}
        </a>
      </p>
      <ErrorSummary
        form={FORM}
        errors={form.errors}
        formError={form.formError}
        summaryRef={form.summary}
      />
      <form
        className="form-card bo-venue-form"
        noValidate
        onSubmit={submit}
        aria-labelledby="bo-new-venue-title"
      >
        <VenueNameFields form={FORM} errors={form.errors} />
        <TextField
          form={FORM}
          name="address"
          label={t('staff.venues.details.address')}
          errors={form.errors}
          autoComplete="off"
          required
        />
        <VenueFileField
          id={fieldId(FORM, 'file')}
          label={t('staff.venues.new.file')}
          error={form.errors.file ?? file.fileError}
          onChosen={(chosen, problem) => void file.choose(chosen, problem)}
        />
        <p className="muted" role="status">
          {file.checking ? t('staff.venues.file.checking') : ''}
        </p>
        {file.problems && <FileProblems problems={file.problems} focusRef={file.problemsRef} />}
        {file.preview && (
          <section className="bo-venue-preview" aria-labelledby="bo-new-venue-preview">
            <h2 id="bo-new-venue-preview">{t('staff.venues.new.previewTitle')}</h2>
            <p>{t('staff.venues.new.previewIntro')}</p>
            <LayoutSummary summary={file.preview.summary} />
            <VenueMap layout={file.preview.layout} bands={file.preview.bands} />
          </section>
        )}
        <button type="submit" className="button" aria-disabled={busy || undefined}>
          {t('staff.venues.new.submit')}
        </button>
      </form>
    </section>
  );
}
