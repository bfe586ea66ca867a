/**
 * Pieces the season set-up's forms share (issue 13): a text area laid out as form-kit's fields
 * are, the "missing in …" mark (words and a sign, never colour alone), and language tabs
 * (the WAI-ARIA tabs pattern: arrow keys, Home and End move between tabs).
 */
import { type KeyboardEvent, type ReactNode, type TextareaHTMLAttributes, useRef } from 'react';
import { LOCALE_NAMES, LOCALES, type Locale } from '../../../../shared/locales.ts';
import { errorId, type FieldErrors, fieldId, formValues } from '../../../components/form-kit.tsx';
import { useTranslation } from '../../../i18n/i18n.ts';
import '../../../styles/season.css';

interface TextAreaFieldProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name'> {
  form: string;
  name: string;
  label: string;
  errors: FieldErrors;
  hint?: string | undefined;
}

/** A labelled text area with its hint and error tied to it, as form-kit's TextField. */
export function TextAreaField({ form, name, label, errors, hint, ...area }: TextAreaFieldProps) {
  const { t } = useTranslation();
  const id = fieldId(form, name);
  const error = errors[name];
  const describedBy = [hint ? `${id}-hint` : '', error ? errorId(form, name) : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={`field${error ? ' has-error' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId(form, name)} className="field-error">
          {t(error)}
        </p>
      )}
      <textarea
        id={id}
        name={name}
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...area}
      />
    </div>
  );
}

/**
 * A form's values as the contracts expect them (form-kit's formValues), its text areas too:
 * `description.es` → `{ description: { es: … } }`.
 */
export function seasonFormValues(form: HTMLFormElement): Record<string, unknown> {
  const values = formValues(form);
  for (const area of Array.from(form.querySelectorAll('textarea'))) {
    if (!area.name || area.disabled) continue;
    const parts = area.name.split('.');
    let node = values;
    for (const part of parts.slice(0, -1)) {
      node[part] ??= {};
      node = node[part] as Record<string, unknown>;
    }
    node[parts[parts.length - 1] as string] = area.value;
  }
  return values;
}

/** "Missing in Deutsch, Svenska", or that every language is written. */
export function MissingLanguages({ locales }: { locales: readonly Locale[] }) {
  const { t } = useTranslation();
  if (locales.length === 0)
    return <span className="season-complete">{t('staff.season.allLanguages')}</span>;
  return (
    <span className="season-missing">
      <span aria-hidden="true">⚠ </span>
      {t('staff.season.missingIn', {
        languages: locales.map((locale) => LOCALE_NAMES[locale]).join(', '),
      })}
    </span>
  );
}

/**
 * One tab per language, each with its mark: US English "required", another language the number
 * of texts it lacks. Every panel stays in the form (hidden when not chosen), so a save sends all
 * languages at once.
 */
export function LanguageTabs({
  id,
  label,
  chosen,
  onChoose,
  missing,
  panel,
}: {
  id: string;
  label: string;
  chosen: Locale;
  onChoose: (locale: Locale) => void;
  /** Per language, how many of its texts are not written. */
  missing: Record<Locale, number>;
  panel: (locale: Locale) => ReactNode;
}) {
  const { t } = useTranslation();
  const tabs = useRef(new Map<Locale, HTMLButtonElement>());

  const move = (event: KeyboardEvent<HTMLButtonElement>, from: Locale) => {
    const at = LOCALES.indexOf(from);
    const to =
      event.key === 'ArrowRight'
        ? LOCALES[(at + 1) % LOCALES.length]
        : event.key === 'ArrowLeft'
          ? LOCALES[(at - 1 + LOCALES.length) % LOCALES.length]
          : event.key === 'Home'
            ? LOCALES[0]
            : event.key === 'End'
              ? LOCALES[LOCALES.length - 1]
              : undefined;
    if (!to) return;
    event.preventDefault();
    onChoose(to);
    tabs.current.get(to)?.focus();
  };

  return (
    <div className="season-tabs">
      <div role="tablist" aria-label={label} className="season-tablist">
        {LOCALES.map((locale) => {
          const selected = locale === chosen;
          const count = missing[locale];
          return (
            <button
              key={locale}
              ref={(element) => {
                if (element) tabs.current.set(locale, element);
                else tabs.current.delete(locale);
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${locale}`}
              aria-selected={selected}
              aria-controls={`${id}-panel-${locale}`}
              tabIndex={selected ? 0 : -1}
              className="season-tab"
              onClick={() => onChoose(locale)}
              onKeyDown={(event) => move(event, locale)}
            >
              <span lang={locale} className="season-tab-name">
                {LOCALE_NAMES[locale]}
              </span>
              <span className="season-tab-mark">
                {locale === 'en-US' ? (
                  count > 0 ? (
                    <>
                      <span aria-hidden="true">⚠ </span>
                      {t('staff.season.production.tabRequired')}
                    </>
                  ) : (
                    t('staff.season.production.tabRequiredDone')
                  )
                ) : count > 0 ? (
                  <>
                    <span aria-hidden="true">⚠ </span>
                    {t('staff.season.production.tabMissing', { count })}
                  </>
                ) : (
                  <>
                    <span aria-hidden="true">✓ </span>
                    {t('staff.season.production.tabComplete')}
                  </>
                )}
              </span>
            </button>
          );
        })}
      </div>
      {LOCALES.map((locale) => (
        <div
          key={locale}
          role="tabpanel"
          id={`${id}-panel-${locale}`}
          aria-labelledby={`${id}-tab-${locale}`}
          hidden={locale !== chosen}
          className="season-tabpanel"
        >
          {panel(locale)}
        </div>
      ))}
    </div>
  );
}
