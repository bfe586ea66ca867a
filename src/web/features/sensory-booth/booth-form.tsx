import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { PerformanceDetail } from '../../../shared/contracts/catalogue.ts';
import type { SensoryBoothFields } from '../../../shared/contracts/sensory-booth.ts';
import {
  BOOTH_MAX_ADULTS,
  BOOTH_MAX_STUDENTS,
  BOOTH_NOTES_MAX_LENGTH,
  BOOTH_RECOMMENDED_MAX_PARTY,
  BOOTH_RESOURCES,
  type BoothResource,
} from '../../../shared/sensory-booth.ts';
import { useFormat } from '../../components/use-format.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import {
  type BoothErrors,
  type BoothField,
  type BoothFormState,
  boothPrices,
  partyTotal,
  SEATING_CHOICES,
  type SeatingChoice,
  validateForm,
} from './booth-form-model.ts';

/** Literal keys, so the message check finds each one. */
const SEATING_LABELS: Record<SeatingChoice, string> = {
  'bean-bag:1': 'sensoryBooth.seatingBeanBag1',
  'bean-bag:2': 'sensoryBooth.seatingBeanBag2',
  'rocker:1': 'sensoryBooth.seatingRocker1',
};
const RESOURCE_LABELS: Record<BoothResource, string> = {
  'ear-defenders': 'sensoryBooth.resourceEarDefenders',
  'fidget-tools': 'sensoryBooth.resourceFidgetTools',
  'weighted-blanket': 'sensoryBooth.resourceWeightedBlanket',
  'visual-story': 'sensoryBooth.resourceVisualStory',
};

/** Where the error summary takes the reader for each group: its first control. */
const FIRST_CONTROL: Record<BoothField, string> = {
  party: 'booth-adults',
  seating: 'booth-seating-bean-bag-1',
  resources: 'booth-resource-ear-defenders',
  notes: 'booth-notes',
};
const FIELD_ORDER: BoothField[] = ['party', 'seating', 'resources', 'notes'];

interface BoothFormProps {
  performance: PerformanceDetail;
  initial: BoothFormState;
  /** Changing answers already sent, rather than sending them the first time. */
  changing: boolean;
  sending: boolean;
  /** The API's field problems (message keys), after a send. */
  serverErrors: BoothErrors;
  /** A refusal of the whole form, in the reader's words. */
  refusal: string | null;
  onSend: (fields: SensoryBoothFields) => void;
}

/**
 * The sensory booth form (spec §5). Checked with the API's own contract before sending; every
 * problem is listed in a summary that takes focus and links to its field, and said again at the
 * field, tied to it with aria-describedby. The party's all-in total follows the choices.
 */
export function BoothForm(props: BoothFormProps) {
  const { performance } = props;
  const { t } = useTranslation();
  const f = useFormat();
  const [state, setState] = useState<BoothFormState>(props.initial);
  const [clientErrors, setClientErrors] = useState<BoothErrors>({});
  const [attempt, setAttempt] = useState(0);
  const summary = useRef<HTMLDivElement>(null);
  const errors: BoothErrors = { ...props.serverErrors, ...clientErrors };
  const listed = FIELD_ORDER.filter((field) => errors[field]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: focus moves on each refused attempt, and when the API answers with field problems
  useEffect(() => {
    if (listed.length > 0) summary.current?.focus();
  }, [attempt, props.serverErrors]);

  const prices = boothPrices(performance);
  const total = partyTotal(state, prices);
  const update = (next: Partial<BoothFormState>) => setState((s) => ({ ...s, ...next }));
  const errorId = (field: BoothField) => (errors[field] ? `booth-${field}-error` : undefined);
  const describedBy = (...ids: (string | undefined)[]) =>
    ids.filter(Boolean).join(' ') || undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (props.sending) return;
    const result = validateForm(state);
    setAttempt((n) => n + 1);
    if (!result.ok) {
      setClientErrors(result.errors);
      return;
    }
    setClientErrors({});
    props.onSend(result.fields);
  };

  const fieldError = (field: BoothField) =>
    errors[field] ? (
      <p id={`booth-${field}-error`} className="field-error">
        <span className="visually-hidden">{t('sensoryBooth.errorPrefix')} </span>
        {t(errors[field] ?? '')}
      </p>
    ) : null;

  const counts = (max: number) => Array.from({ length: max + 1 }, (_, n) => n);
  const left = BOOTH_NOTES_MAX_LENGTH - state.notes.length;

  return (
    <form className="booth-form" noValidate onSubmit={submit} aria-labelledby="booth-form-title">
      <h2 id="booth-form-title">
        {props.changing ? t('sensoryBooth.changeTitle') : t('sensoryBooth.formTitle')}
      </h2>
      {listed.length > 0 && (
        <div
          className="error-summary"
          ref={summary}
          tabIndex={-1}
          role="alert"
          aria-labelledby="booth-errors-title"
        >
          <h3 id="booth-errors-title">{t('sensoryBooth.errorSummary')}</h3>
          <ul>
            {listed.map((field) => (
              <li key={field}>
                <a href={`#${FIRST_CONTROL[field]}`}>{t(errors[field] ?? '')}</a>
              </li>
            ))}
          </ul>
        </div>
      )}

      <fieldset className={`booth-group${errors.party ? ' has-error' : ''}`}>
        <legend>
          {t('sensoryBooth.partyLegend')}{' '}
          <span className="field-flag">{t('sensoryBooth.required')}</span>
        </legend>
        <p id="booth-party-hint" className="muted booth-hint">
          {t('sensoryBooth.partyHint', { adults: BOOTH_MAX_ADULTS, students: BOOTH_MAX_STUDENTS })}{' '}
          <strong>{t('sensoryBooth.recommended', { count: BOOTH_RECOMMENDED_MAX_PARTY })}</strong>
        </p>
        {fieldError('party')}
        <div className="booth-party">
          {(['adults', 'students'] as const).map((who) => {
            const price = who === 'adults' ? prices.adult : prices.student;
            return (
              <div className="field" key={who}>
                <label htmlFor={`booth-${who}`}>
                  {who === 'adults' ? t('sensoryBooth.adults') : t('sensoryBooth.students')}
                </label>
                <select
                  id={`booth-${who}`}
                  value={state[who]}
                  onChange={(e) => update({ [who]: e.target.value })}
                  aria-invalid={errors.party ? true : undefined}
                  aria-describedby={describedBy(
                    'booth-party-hint',
                    price ? `booth-${who}-price` : undefined,
                    errorId('party'),
                  )}
                >
                  {counts(who === 'adults' ? BOOTH_MAX_ADULTS : BOOTH_MAX_STUDENTS).map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </select>
                {price && (
                  <p id={`booth-${who}-price`} className="muted booth-price">
                    {t('sensoryBooth.each', { price: f.money(price) })}
                  </p>
                )}
              </div>
            );
          })}
        </div>
        <p className="booth-guidance" aria-live="polite">
          {total.people > BOOTH_RECOMMENDED_MAX_PARTY
            ? t('sensoryBooth.overRecommended', { count: BOOTH_RECOMMENDED_MAX_PARTY })
            : ''}
        </p>
      </fieldset>

      <fieldset className={`booth-group${errors.seating ? ' has-error' : ''}`}>
        <legend>
          {t('sensoryBooth.seatingLegend')}{' '}
          <span className="field-flag">{t('sensoryBooth.required')}</span>
        </legend>
        <p id="booth-seating-hint" className="muted booth-hint">
          {t('sensoryBooth.seatingHint')}
        </p>
        {fieldError('seating')}
        <div className="booth-choices">
          {SEATING_CHOICES.map((choice) => {
            const id = `booth-seating-${choice.replace(':', '-')}`;
            return (
              <label className="check booth-choice" key={choice} htmlFor={id}>
                <input
                  type="radio"
                  id={id}
                  name="booth-seating"
                  value={choice}
                  checked={state.seating === choice}
                  onChange={() => update({ seating: choice })}
                  aria-invalid={errors.seating ? true : undefined}
                  aria-describedby={describedBy('booth-seating-hint', errorId('seating'))}
                />
                {t(SEATING_LABELS[choice])}
              </label>
            );
          })}
        </div>
      </fieldset>

      <fieldset className={`booth-group${errors.resources ? ' has-error' : ''}`}>
        <legend>
          {t('sensoryBooth.resourcesLegend')}{' '}
          <span className="field-flag field-flag-optional">{t('sensoryBooth.optional')}</span>
        </legend>
        <p id="booth-resources-hint" className="muted booth-hint">
          {t('sensoryBooth.resourcesHint')}
        </p>
        {fieldError('resources')}
        <div className="booth-choices">
          {BOOTH_RESOURCES.map((resource) => {
            const id = `booth-resource-${resource}`;
            return (
              <label className="check booth-choice" key={resource} htmlFor={id}>
                <input
                  type="checkbox"
                  id={id}
                  checked={state.resources.includes(resource)}
                  onChange={(e) =>
                    update({
                      resources: e.target.checked
                        ? [...state.resources, resource]
                        : state.resources.filter((r) => r !== resource),
                    })
                  }
                  aria-describedby={describedBy('booth-resources-hint', errorId('resources'))}
                />
                {t(RESOURCE_LABELS[resource])}
              </label>
            );
          })}
        </div>
      </fieldset>

      <div className={`field booth-notes${errors.notes ? ' has-error' : ''}`}>
        <label htmlFor="booth-notes">
          {t('sensoryBooth.notesLabel')}{' '}
          <span className="field-flag field-flag-optional">{t('sensoryBooth.optional')}</span>
        </label>
        <p id="booth-notes-hint" className="muted booth-hint">
          {t('sensoryBooth.notesHint')}
        </p>
        {fieldError('notes')}
        <textarea
          id="booth-notes"
          rows={4}
          maxLength={BOOTH_NOTES_MAX_LENGTH}
          value={state.notes}
          onChange={(e) => update({ notes: e.target.value })}
          aria-invalid={errors.notes ? true : undefined}
          aria-describedby={describedBy('booth-notes-hint', 'booth-notes-left', errorId('notes'))}
        />
        <p id="booth-notes-left" className="muted booth-counter">
          {t('sensoryBooth.charactersLeft', { count: left })}
        </p>
      </div>

      <p className="selection-total booth-total">
        <span>{t('sensoryBooth.total', { count: total.people })}</span>
        <strong>{f.money({ amount: total.amount, currency: 'USD' })}</strong>
      </p>
      <div role="alert" className="booking-alert">
        {props.refusal && <p>{props.refusal}</p>}
      </div>
      <button
        type="submit"
        className="button button-large booth-submit"
        aria-disabled={props.sending || undefined}
      >
        {props.sending
          ? t('seatMap.holding')
          : props.changing
            ? t('sensoryBooth.update')
            : t('sensoryBooth.submit')}
      </button>
    </form>
  );
}
