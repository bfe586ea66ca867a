/**
 * One seat's attributes in the box office (issue 13): what a manager may change (price band,
 * access, view, position, door, box; the texts in every language) checked with the API's own
 * contract (SeatUpdateBodySchema) before it is sent; others see them listed. The label, row and
 * section change only with a new layout file.
 */
import { type FormEvent, useState } from 'react';
import {
  POSITIONS_IN_ROW,
  SeatUpdateBodySchema,
  type StaffPriceBand,
  type StaffSeat,
  VIEWS_OF_STAGE,
} from '../../../../shared/contracts/venues.ts';
import { LOCALE_NAMES, LOCALES, type Locale } from '../../../../shared/locales.ts';
import type { LocalizedText } from '../../../../shared/localized-text.ts';
import {
  CheckField,
  ErrorSummary,
  type FieldErrors,
  formValues,
  SelectField,
  TextField,
  useFormErrors,
} from '../../../components/form-kit.tsx';
import { useTranslation } from '../../../i18n/i18n.ts';
import { updateVenueSeat } from './venues-api.ts';

const FORM = 'bo-seat';

const POSITION_LABELS = {
  left: 'seatMap.positionLeft',
  middle: 'seatMap.positionMiddle',
  right: 'seatMap.positionRight',
} as const;
const VIEW_LABELS = {
  full: 'seatMap.viewFull',
  partial: 'seatMap.viewPartial',
  restricted: 'seatMap.viewRestricted',
} as const;

interface SeatEditorProps {
  venueId: number;
  seat: StaffSeat;
  bands: readonly StaffPriceBand[];
  canEdit: boolean;
  onSaved: (seat: StaffSeat) => void;
  /** A refused call the page handles itself (a session that ended): true when it did. */
  onSessionEnded?: (error: unknown) => boolean;
}

/** A text's six languages as fields, US English first and the others folded away. */
function TextInLanguages(props: {
  name: 'restrictedView' | 'stepFree';
  label: string;
  hint: string;
  value: LocalizedText | null;
  errors: FieldErrors;
}) {
  const { t } = useTranslation();
  const field = (locale: Locale) => (
    <TextField
      key={locale}
      form={FORM}
      name={`${props.name}.${locale}`}
      label={
        locale === 'en-US'
          ? props.label
          : t('staff.venues.seat.inLanguage', {
              field: props.label,
              language: LOCALE_NAMES[locale],
            })
      }
      {...(locale === 'en-US' ? { hint: props.hint } : {})}
      lang={locale}
      defaultValue={props.value?.[locale] ?? ''}
      errors={props.errors}
      optional
    />
  );
  const others = LOCALES.filter((locale) => locale !== 'en-US');
  const missing = others.filter((locale) => props.value && !props.value[locale]);
  return (
    <fieldset className="bo-seat-text">
      <legend>{props.label}</legend>
      {field('en-US')}
      <details>
        <summary>
          {t('staff.venues.seat.otherLanguages')}
          {missing.length > 0 && (
            <span className="muted">
              {' '}
              {t('staff.venues.seat.missingLanguages', {
                languages: missing.map((locale) => LOCALE_NAMES[locale]).join(', '),
              })}
            </span>
          )}
        </summary>
        {others.map(field)}
      </details>
    </fieldset>
  );
}

/** Whole numbers typed as text: the contract takes a JSON number (a sign is allowed here). */
function withFloors(values: Record<string, unknown>) {
  const floors = String(values.floorsAboveStage ?? '').trim();
  return { ...values, floorsAboveStage: /^-?\d{1,3}$/.test(floors) ? Number(floors) : floors };
}

export function SeatEditor(props: SeatEditorProps) {
  const { seat, bands, canEdit } = props;
  const { t } = useTranslation();
  const form = useFormErrors();
  const [busy, setBusy] = useState(false);
  const place = t('seatMap.rowSeat', { row: seat.row, seat: seat.label });

  if (!canEdit) return <SeatFacts seat={seat} bands={bands} />;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const body = form.validate(SeatUpdateBodySchema, withFloors(formValues(event.currentTarget)));
    if (!body) return;
    setBusy(true);
    try {
      const saved = await updateVenueSeat(props.venueId, seat.id, body);
      form.clear();
      props.onSaved(saved);
    } catch (error) {
      if (!props.onSessionEnded?.(error)) form.fail(error, 'errors.INTERNAL_ERROR');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="bo-panel bo-seat-editor" aria-labelledby={`${FORM}-title`}>
      <h2 id={`${FORM}-title`}>{t('staff.venues.seat.title', { place, section: seat.section })}</h2>
      {seat.inUse && <p className="bo-note">{t('staff.venues.seat.inUse')}</p>}
      <ErrorSummary
        form={FORM}
        errors={form.errors}
        formError={form.formError}
        summaryRef={form.summary}
      />
      <form className="form-card" noValidate onSubmit={submit} aria-labelledby={`${FORM}-title`}>
        <SelectField
          form={FORM}
          name="band"
          label={t('staff.venues.seat.band')}
          errors={form.errors}
          defaultValue={seat.band}
        >
          {bands.map((band) => (
            <option key={band.id} value={band.code}>
              {band.name} ({band.code})
            </option>
          ))}
        </SelectField>
        <fieldset className="bo-seat-flags">
          <legend>{t('staff.venues.seat.kind')}</legend>
          <CheckField
            form={FORM}
            name="wheelchair"
            label={t('seatMap.keyWheelchair')}
            errors={form.errors}
            defaultChecked={seat.wheelchair}
          />
          <CheckField
            form={FORM}
            name="companion"
            label={t('seatMap.keyCompanion')}
            errors={form.errors}
            defaultChecked={seat.companion}
          />
          <CheckField
            form={FORM}
            name="aisle"
            label={t('staff.venues.seat.aisle')}
            errors={form.errors}
            defaultChecked={seat.aisle}
          />
          <CheckField
            form={FORM}
            name="endOfRow"
            label={t('seatMap.endOfRowLabel')}
            errors={form.errors}
            defaultChecked={seat.endOfRow}
          />
        </fieldset>
        <SelectField
          form={FORM}
          name="positionInRow"
          label={t('seatMap.positionLabel')}
          errors={form.errors}
          defaultValue={seat.positionInRow}
        >
          {POSITIONS_IN_ROW.map((position) => (
            <option key={position} value={position}>
              {t(POSITION_LABELS[position])}
            </option>
          ))}
        </SelectField>
        <SelectField
          form={FORM}
          name="viewOfStage"
          label={t('seatMap.viewOfStageLabel')}
          errors={form.errors}
          defaultValue={seat.viewOfStage}
        >
          {VIEWS_OF_STAGE.map((view) => (
            <option key={view} value={view}>
              {t(VIEW_LABELS[view])}
            </option>
          ))}
        </SelectField>
        <TextField
          form={FORM}
          name="floorsAboveStage"
          label={t('staff.venues.seat.floors')}
          hint={t('staff.venues.seat.floorsHint')}
          inputMode="numeric"
          defaultValue={String(seat.floorsAboveStage)}
          errors={form.errors}
        />
        <TextInLanguages
          name="restrictedView"
          label={t('seatMap.restrictedViewLabel')}
          hint={t('staff.venues.seat.restrictedViewHint')}
          value={seat.restrictedView}
          errors={form.errors}
        />
        <TextInLanguages
          name="stepFree"
          label={t('seatMap.stepFreeLabel')}
          hint={t('staff.venues.seat.stepFreeHint')}
          value={seat.stepFree}
          errors={form.errors}
        />
        <TextField
          form={FORM}
          name="door"
          label={t('staff.venues.seat.door')}
          defaultValue={seat.door ?? ''}
          errors={form.errors}
          optional
        />
        <TextField
          form={FORM}
          name="box"
          label={t('staff.venues.seat.box')}
          defaultValue={seat.box ?? ''}
          errors={form.errors}
          optional
        />
        <button type="submit" className="button" aria-disabled={busy || undefined}>
          {t('staff.venues.seat.save')}
        </button>
      </form>
    </section>
  );
}

/** The seat's attributes for those who may look but not change them. */
function SeatFacts({ seat, bands }: { seat: StaffSeat; bands: readonly StaffPriceBand[] }) {
  const { t, locale } = useTranslation();
  const yes = (value: boolean) => (value ? t('seatMap.endOfRowYes') : t('seatMap.endOfRowNo'));
  const text = (value: LocalizedText | null) => (value ? (value[locale] ?? value['en-US']) : '—');
  const band = bands.find((b) => b.code === seat.band);
  const facts: [string, string][] = [
    [t('staff.venues.seat.band'), band ? `${band.name} (${band.code})` : seat.band],
    [t('seatMap.keyWheelchair'), yes(seat.wheelchair)],
    [t('seatMap.keyCompanion'), yes(seat.companion)],
    [t('staff.venues.seat.aisle'), yes(seat.aisle)],
    [t('seatMap.endOfRowLabel'), yes(seat.endOfRow)],
    [t('seatMap.positionLabel'), t(POSITION_LABELS[seat.positionInRow])],
    [t('seatMap.viewOfStageLabel'), t(VIEW_LABELS[seat.viewOfStage])],
    [t('staff.venues.seat.floors'), String(seat.floorsAboveStage)],
    [t('seatMap.restrictedViewLabel'), text(seat.restrictedView)],
    [t('seatMap.stepFreeLabel'), text(seat.stepFree)],
    [t('staff.venues.seat.door'), seat.door ?? '—'],
    [t('staff.venues.seat.box'), seat.box ?? '—'],
  ];
  return (
    <section className="bo-panel bo-seat-editor" aria-labelledby="bo-seat-facts-title">
      <h2 id="bo-seat-facts-title">
        {t('staff.venues.seat.title', {
          place: t('seatMap.rowSeat', { row: seat.row, seat: seat.label }),
          section: seat.section,
        })}
      </h2>
      {seat.inUse && <p className="bo-note">{t('staff.venues.seat.inUse')}</p>}
      <dl className="bo-facts">
        {facts.map(([term, value]) => (
          <div key={term} className="bo-stat">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="muted">{t('staff.venues.seat.managersOnly')}</p>
    </section>
  );
}
