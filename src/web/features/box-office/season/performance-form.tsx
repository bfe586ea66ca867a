/**
 * A performance's form (issue 13): when it starts and when sale opens and closes (typed in New
 * York time, wherever the manager's computer is), its venue and seating, a members' presale,
 * access tags, cancellation and a note in each language. A new one may start with another
 * performance's prices. Checked with the API's own contracts before it is sent.
 */
import { type FormEvent, useState } from 'react';
import { ACCESS_TAGS } from '../../../../shared/availability.ts';
import {
  PerformanceCreateBodySchema,
  type PerformanceInput,
  type PerformanceRecord,
  PerformanceUpdateBodySchema,
  type SeasonReferences,
} from '../../../../shared/contracts/season-setup.ts';
import { LOCALE_NAMES, LOCALES, type Locale } from '../../../../shared/locales.ts';
import {
  CheckField,
  ErrorSummary,
  errorId,
  fieldId,
  formValues,
  SelectField,
  StatusMessage,
  TextField,
  useFormErrors,
} from '../../../components/form-kit.tsx';
import { useFormat } from '../../../components/use-format.ts';
import { useTranslation } from '../../../i18n/i18n.ts';
import { noteMissing, performanceFormValues } from './performance-form-model.ts';
import { createPerformance, updatePerformance } from './season-api.ts';
import { MissingLanguages } from './season-fields.tsx';

export const PERFORMANCE_FORM = 'bo-performance';

const SEATING_LABELS = {
  reserved: 'staff.season.performance.seatingReserved',
  general: 'staff.season.performance.seatingGeneral',
} as const;

export function PerformanceForm({
  productionId,
  productionVenueId,
  performance,
  siblings,
  references,
  onSaved,
  onApiError,
  readOnly = false,
}: {
  /** Shown, not changed: box-office staff read the season, managers change it. */
  readOnly?: boolean;
  productionId: number;
  productionVenueId: number;
  /** Null for a new performance. */
  performance: PerformanceRecord | null;
  /** The production's other performances: a new one may copy prices from one of them. */
  siblings: readonly PerformanceRecord[];
  references: SeasonReferences;
  onSaved: (record: PerformanceRecord) => void;
  onApiError?: (error: unknown) => boolean;
}) {
  const { t, locale } = useTranslation();
  const format = useFormat();
  const form = useFormErrors();
  const start = performanceFormValues(performance, productionVenueId);
  const [seating, setSeating] = useState(start.seating);
  const [note, setNote] = useState<Record<Locale, string>>(start.note);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<string | undefined>();
  const locked = performance?.seatingLocked ?? false;
  const sold = performance?.counts.sold ?? 0;
  const priorityModes = references.modesOfSale.filter((mode) => mode.isPriority);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setStatus(undefined);
    const raw = formValues(event.currentTarget);
    const checked = performance
      ? form.validate(PerformanceUpdateBodySchema, raw)
      : form.validate(PerformanceCreateBodySchema, raw);
    if (!checked) return;
    setBusy(true);
    try {
      // Sent as typed: the server reads the times in New York time, as the contract did here.
      const body = raw as PerformanceInput;
      const saved = performance
        ? await updatePerformance(performance.id, body, locale)
        : await createPerformance(
            body as PerformanceInput & { productionId: number; copyPricesFrom: number | string },
            locale,
          );
      form.clear();
      setStatus(t('staff.season.performance.saved'));
      onSaved(saved);
    } catch (error) {
      if (onApiError?.(error)) return;
      form.fail(error, 'errors.INTERNAL_ERROR', {
        STAFF_SEATING_LOCKED: 'venueId',
        STAFF_VENUE_HAS_NO_SEATS: 'venueId',
        STAFF_CAPACITY_BELOW_SOLD: 'generalCapacity',
        STAFF_PERFORMANCE_NOT_PRICED: 'onSaleAt',
      });
    } finally {
      setBusy(false);
    }
  };

  const changed = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement;
    if (target.name === 'seating') setSeating(target.value as 'reserved' | 'general');
    if (target.name.startsWith('note.'))
      setNote((was) => ({ ...was, [target.name.slice(5)]: target.value }));
  };

  const seatingError = form.errors.seating;
  return (
    <form
      className="form-card season-form"
      noValidate
      onSubmit={submit}
      onInput={changed}
      aria-label={t(
        performance ? 'staff.season.performance.editLabel' : 'staff.season.performance.createLabel',
      )}
    >
      <ErrorSummary
        form={PERFORMANCE_FORM}
        errors={form.errors}
        formError={form.formError}
        summaryRef={form.summary}
      />
      {!performance && (
        <input type="hidden" name="productionId" value={productionId} data-integer="" />
      )}
      <fieldset className="season-plain" disabled={readOnly}>
        <fieldset className="form-section">
          <legend>{t('staff.season.performance.whenTitle')}</legend>
          <p>{t('staff.season.performance.timeZoneNote')}</p>
          <TextField
            form={PERFORMANCE_FORM}
            name="startsAt"
            type="datetime-local"
            label={t('staff.season.performance.fields.startsAt')}
            errors={form.errors}
            defaultValue={start.startsAt}
            required
          />
          <TextField
            form={PERFORMANCE_FORM}
            name="onSaleAt"
            type="datetime-local"
            label={t('staff.season.performance.fields.onSaleAt')}
            hint={t('staff.season.performance.onSaleHint')}
            errors={form.errors}
            defaultValue={start.onSaleAt}
            required
          />
          <TextField
            form={PERFORMANCE_FORM}
            name="offSaleAt"
            type="datetime-local"
            label={t('staff.season.performance.fields.offSaleAt')}
            hint={t('staff.season.performance.offSaleHint')}
            errors={form.errors}
            defaultValue={start.offSaleAt}
            optional
          />
          <CheckField
            form={PERFORMANCE_FORM}
            name="cancelled"
            label={t('staff.season.performance.fields.cancelled')}
            errors={form.errors}
            defaultChecked={start.cancelled}
            {...(sold > 0 ? { 'aria-describedby': `${PERFORMANCE_FORM}-cancel-sold` } : {})}
          />
          {sold > 0 && (
            // Cancelling is a flag buyers see; their money and their news are the box office's.
            <p id={`${PERFORMANCE_FORM}-cancel-sold`} className="field-hint">
              {t('staff.season.performance.cancelSoldWarning', { count: sold })}
            </p>
          )}
        </fieldset>
        <fieldset className="form-section">
          <legend>{t('staff.season.performance.whereTitle')}</legend>
          {locked && <p className="field-hint">{t('staff.season.performance.seatingLocked')}</p>}
          <SelectField
            form={PERFORMANCE_FORM}
            name="venueId"
            label={t('staff.season.performance.fields.venue')}
            errors={form.errors}
            defaultValue={String(start.venueId)}
            integer
          >
            {references.venues.map((venue) => (
              <option key={venue.id} value={venue.id}>
                {venue.seats > 0
                  ? t('staff.season.performance.venueWithSeats', {
                      name: venue.name,
                      count: venue.seats,
                    })
                  : venue.name}
              </option>
            ))}
          </SelectField>
          <fieldset
            className={`field season-choices${seatingError ? ' has-error' : ''}`}
            aria-describedby={seatingError ? errorId(PERFORMANCE_FORM, 'seating') : undefined}
          >
            <legend>{t('staff.season.performance.fields.seating')}</legend>
            {seatingError && (
              <p id={errorId(PERFORMANCE_FORM, 'seating')} className="field-error">
                {t(seatingError)}
              </p>
            )}
            {(['reserved', 'general'] as const).map((choice) => (
              <label
                key={choice}
                className="check"
                htmlFor={fieldId(PERFORMANCE_FORM, `seating-${choice}`)}
              >
                <input
                  id={fieldId(PERFORMANCE_FORM, `seating-${choice}`)}
                  type="radio"
                  name="seating"
                  value={choice}
                  defaultChecked={start.seating === choice}
                />
                <span>{t(SEATING_LABELS[choice])}</span>
              </label>
            ))}
          </fieldset>
          {seating === 'general' && (
            <TextField
              form={PERFORMANCE_FORM}
              name="generalCapacity"
              label={t('staff.season.performance.fields.capacity')}
              errors={form.errors}
              defaultValue={start.generalCapacity}
              inputMode="numeric"
              className="input-short"
              data-integer=""
              required
            />
          )}
        </fieldset>
        <fieldset className="form-section">
          <legend>{t('staff.season.performance.saleTitle')}</legend>
          <SelectField
            form={PERFORMANCE_FORM}
            name="priorityModeOfSaleId"
            label={t('staff.season.performance.fields.priority')}
            errors={form.errors}
            defaultValue={start.priorityModeOfSaleId}
            integer
          >
            <option value="">{t('staff.season.performance.priorityNone')}</option>
            {priorityModes.map((mode) => (
              <option key={mode.id} value={mode.id}>
                {mode.name}
              </option>
            ))}
          </SelectField>
          <p className="field-hint">{t('staff.season.performance.priorityHint')}</p>
          {!performance && (
            <SelectField
              form={PERFORMANCE_FORM}
              name="copyPricesFrom"
              label={t('staff.season.performance.fields.copyPricesFrom')}
              errors={form.errors}
              defaultValue={siblings.at(-1) ? String(siblings.at(-1)?.id) : ''}
              integer
            >
              <option value="">{t('staff.season.performance.copyNone')}</option>
              {siblings.map((other) => (
                <option key={other.id} value={other.id}>
                  {`${format.date(other.startsAt, 'short')} ${format.time(other.startsAt)} · ${other.venueName}`}
                </option>
              ))}
            </SelectField>
          )}
        </fieldset>
        <fieldset className="form-section">
          <legend>{t('staff.season.performance.accessTitle')}</legend>
          <div className="check-grid">
            {ACCESS_TAGS.map((tag) => (
              <CheckField
                key={tag}
                form={PERFORMANCE_FORM}
                name="accessTags[]"
                value={tag}
                label={t(`access.${tag}`)}
                errors={form.errors}
                defaultChecked={start.accessTags.includes(tag)}
              />
            ))}
          </div>
          {form.errors.accessTags && (
            <p id={errorId(PERFORMANCE_FORM, 'accessTags')} className="field-error">
              {t(form.errors.accessTags)}
            </p>
          )}
        </fieldset>
        <fieldset className="form-section">
          <legend>{t('staff.season.performance.noteTitle')}</legend>
          <p>
            {t('staff.season.performance.noteIntro')}{' '}
            <MissingLanguages locales={noteMissing(note)} />
          </p>
          {LOCALES.map((language) => (
            <TextField
              key={language}
              form={PERFORMANCE_FORM}
              name={`note.${language}`}
              label={LOCALE_NAMES[language]}
              lang={language}
              errors={form.errors}
              defaultValue={start.note[language]}
              optional
            />
          ))}
        </fieldset>
      </fieldset>
      <StatusMessage text={status} />
      {!readOnly && (
        <button type="submit" className="button" aria-disabled={busy || undefined}>
          {t(performance ? 'staff.season.performance.save' : 'staff.season.performance.create')}
        </button>
      )}
    </form>
  );
}
