/**
 * A production's form (issue 13): its address, running time, image and usual venue, and its
 * texts in a tab per language, each tab saying what it still lacks as the manager types. Checked
 * with the API's own contract (ProductionBodySchema) before it is sent; a problem in another
 * language's tab brings that tab forward.
 */
import { type FormEvent, type MouseEvent, useState } from 'react';
import {
  ProductionBodySchema,
  type ProductionInput,
  type ProductionRecord,
  type SeasonReferences,
} from '../../../../shared/contracts/season-setup.ts';
import { LOCALES, type Locale } from '../../../../shared/locales.ts';
import { slugFromTitle } from '../../../../shared/slug.ts';
import {
  apiErrors,
  ErrorSummary,
  SelectField,
  StatusMessage,
  TextField,
  useFormErrors,
} from '../../../components/form-kit.tsx';
import { useTranslation } from '../../../i18n/i18n.ts';
import { useFocusAfterRender } from '../../../lib/use-focus-after-render.ts';
import {
  firstTabWithProblem,
  LONG_FIELDS,
  localeOfField,
  missingByLocale,
  productionFormValues,
  TAB_FIELDS,
} from './production-form-model.ts';
import { createProduction, updateProduction } from './season-api.ts';
import { LanguageTabs, seasonFormValues, TextAreaField } from './season-fields.tsx';

export const PRODUCTION_FORM = 'bo-production';

const FIELD_LABELS = {
  title: 'staff.season.production.fields.title',
  tagline: 'staff.season.production.fields.tagline',
  genre: 'staff.season.production.fields.genre',
  description: 'staff.season.production.fields.description',
  credits: 'staff.season.production.fields.credits',
  ageGuidance: 'staff.season.production.fields.ageGuidance',
  contentNotes: 'staff.season.production.fields.contentNotes',
} as const;

/** A long US English text, shortened to show beside an empty translation. */
const excerpt = (text: string) => (text.length > 140 ? `${text.slice(0, 140)}…` : text);

export function ProductionForm({
  production,
  references,
  onSaved,
  onApiError,
  readOnly = false,
}: {
  /** Shown, not changed: box-office staff read the season, managers change it. */
  readOnly?: boolean;
  /** Null for a new production. */
  production: ProductionRecord | null;
  references: SeasonReferences;
  onSaved: (record: ProductionRecord) => void;
  /** A refusal the page handles itself (a session that ended); true when it did. */
  onApiError?: (error: unknown) => boolean;
}) {
  const { t, locale } = useTranslation();
  const form = useFormErrors();
  const focusAfterRender = useFocusAfterRender();
  const start = productionFormValues(production, references.venues[0]?.id ?? null);
  const [values, setValues] = useState(start);
  const [tab, setTab] = useState<Locale>('en-US');
  const [slugEdited, setSlugEdited] = useState(production !== null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<string | undefined>();
  const missing = missingByLocale(values);
  const missingCounts = Object.fromEntries(LOCALES.map((l) => [l, missing[l].length])) as Record<
    Locale,
    number
  >;

  const read = (element: HTMLFormElement) => seasonFormValues(element) as typeof start;

  /** Problems only on other tabs: the first of them comes forward (the summary lists all). */
  const showTabOf = (paths: string[]) => {
    const tabs = new Set(paths.map(localeOfField));
    const first = firstTabWithProblem(paths);
    if (first && !tabs.has(tab)) setTab(first);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setStatus(undefined);
    const raw = read(event.currentTarget);
    const checked = ProductionBodySchema.safeParse(raw);
    if (!checked.success) {
      form.validate(ProductionBodySchema, raw);
      showTabOf(checked.error.issues.map((issue) => issue.path.map(String).join('.')));
      return;
    }
    setBusy(true);
    try {
      const body = raw as ProductionInput;
      const saved = production
        ? await updateProduction(production.id, body, locale)
        : await createProduction(body, locale);
      form.clear();
      setStatus(t('staff.season.production.saved'));
      onSaved(saved);
    } catch (error) {
      if (onApiError?.(error)) return;
      showTabOf(Object.keys(apiErrors(error, 'errors.INTERNAL_ERROR').fields));
      form.fail(error, 'errors.INTERNAL_ERROR', {
        STAFF_SLUG_TAKEN: 'slug',
        STAFF_SLUG_LOCKED: 'slug',
      });
    } finally {
      setBusy(false);
    }
  };

  /** Typing the US English title suggests an address, until the manager writes one. */
  const changed = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement;
    const next = read(event.currentTarget);
    if (target.name === 'slug') setSlugEdited(true);
    if (!slugEdited && target.name === 'title.en-US') {
      const slug = slugFromTitle(target.value);
      const input = event.currentTarget.elements.namedItem('slug');
      if (input instanceof HTMLInputElement) input.value = slug;
      next.slug = slug;
    }
    setValues(next);
  };

  /** A link in the summary to a field on a hidden tab: that tab first, then the field. */
  const followSummaryLink = (event: MouseEvent<HTMLFormElement>) => {
    const link = (event.target as HTMLElement).closest('.error-summary a');
    const target = link?.getAttribute('href')?.slice(1);
    if (!target) return;
    const path = Object.keys(form.errors).find(
      (key) => `${PRODUCTION_FORM}-${key.replace(/\W+/g, '-')}` === target,
    );
    const where = path ? localeOfField(path) : null;
    if (!where || where === tab) return;
    event.preventDefault();
    setTab(where);
    focusAfterRender(() => document.getElementById(target));
  };

  const slugLocked = production?.slugLocked ?? false;
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the summary's links answer Enter with a click
    <form
      className="form-card season-form"
      noValidate
      onSubmit={submit}
      onInput={changed}
      onClick={followSummaryLink}
      aria-label={t(
        production ? 'staff.season.production.editLabel' : 'staff.season.production.createLabel',
      )}
    >
      <ErrorSummary
        form={PRODUCTION_FORM}
        errors={form.errors}
        formError={form.formError}
        summaryRef={form.summary}
      />
      <fieldset className="season-plain" disabled={readOnly}>
        <fieldset className="form-section">
          <legend>{t('staff.season.production.detailsTitle')}</legend>
          <TextField
            form={PRODUCTION_FORM}
            name="slug"
            label={t('staff.season.production.fields.slug')}
            hint={t(
              slugLocked
                ? 'staff.season.production.slugLocked'
                : 'staff.season.production.slugHint',
            )}
            errors={form.errors}
            defaultValue={start.slug}
            readOnly={slugLocked}
            spellCheck={false}
            autoComplete="off"
            required
          />
          <SelectField
            form={PRODUCTION_FORM}
            name="venueId"
            label={t('staff.season.production.fields.venue')}
            errors={form.errors}
            defaultValue={String(start.venueId)}
            integer
          >
            {references.venues.map((venue) => (
              <option key={venue.id} value={venue.id}>
                {venue.name}
              </option>
            ))}
          </SelectField>
          <TextField
            form={PRODUCTION_FORM}
            name="durationMinutes"
            label={t('staff.season.production.fields.duration')}
            errors={form.errors}
            defaultValue={String(start.durationMinutes ?? '')}
            inputMode="numeric"
            className="input-short"
            data-integer=""
            optional
          />
          <TextField
            form={PRODUCTION_FORM}
            name="imageUrl"
            label={t('staff.season.production.fields.imageUrl')}
            hint={t('staff.season.production.imageHint')}
            errors={form.errors}
            defaultValue={start.imageUrl}
            spellCheck={false}
            autoComplete="off"
            required
          />
        </fieldset>
        <fieldset className="form-section">
          <legend>{t('staff.season.production.languagesTitle')}</legend>
          <p>{t('staff.season.production.languagesIntro')}</p>
          <LanguageTabs
            id={`${PRODUCTION_FORM}-languages`}
            label={t('staff.season.production.languagesTitle')}
            chosen={tab}
            onChoose={setTab}
            missing={missingCounts}
            panel={(language) =>
              TAB_FIELDS.map((field) => {
                const english = values[field]['en-US'] ?? '';
                const name = `${field}.${language}`;
                const empty = !(values[field][language] ?? '').trim();
                const hint =
                  language !== 'en-US' && empty && english.trim()
                    ? t('staff.season.production.englishShown', { text: excerpt(english) })
                    : field === 'description'
                      ? t('staff.season.production.descriptionHint')
                      : undefined;
                const common = {
                  form: PRODUCTION_FORM,
                  name,
                  label: t(FIELD_LABELS[field]),
                  errors: form.errors,
                  hint,
                  defaultValue: start[field][language] ?? '',
                  lang: language,
                  required: language === 'en-US',
                };
                return LONG_FIELDS.has(field) ? (
                  <TextAreaField key={name} {...common} rows={field === 'description' ? 8 : 3} />
                ) : (
                  <TextField key={name} {...common} />
                );
              })
            }
          />
        </fieldset>
      </fieldset>
      <StatusMessage text={status} />
      {!readOnly && (
        <button type="submit" className="button" aria-disabled={busy || undefined}>
          {t(production ? 'staff.season.production.save' : 'staff.season.production.create')}
        </button>
      )}
    </form>
  );
}
