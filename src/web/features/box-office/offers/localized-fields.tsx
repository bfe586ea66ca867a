/**
 * A text written in the six languages (issue 13): one input per language, US English required
 * (the storefront falls back to it), and a plain "missing" mark beside every other language not
 * written yet, so a manager sees what a Spanish or Haitian reader will get. Each input says its
 * language (`lang`), for spell-checkers and screen readers.
 */
import type { ReactNode } from 'react';
import {
  LOCALE_HTML_LANG,
  LOCALE_NAMES,
  LOCALES,
  type Locale,
} from '../../../../shared/locales.ts';
import { errorId, type FieldErrors, fieldId } from '../../../components/form-kit.tsx';
import { useTranslation } from '../../../i18n/i18n.ts';
import { draftIsBlank, type LocalizedDraft } from './localized-draft.ts';

export function LocalizedFields({
  form,
  name,
  legend,
  value,
  onChange,
  errors,
  multiline = false,
  optional = false,
  hint,
  actions,
}: {
  form: string;
  /** The body's field path (`name`, `benefits.2`). */
  name: string;
  legend: string;
  value: LocalizedDraft;
  onChange: (next: LocalizedDraft) => void;
  errors: FieldErrors;
  multiline?: boolean;
  /** Nothing in any language is allowed (a promo code's description). */
  optional?: boolean;
  hint?: string;
  /** Buttons that act on the whole text (remove a benefit). */
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const blank = optional && draftIsBlank(value);
  const groupError = errors[name];
  return (
    <fieldset className={`form-section bo-localized${groupError ? ' has-error' : ''}`}>
      <legend>
        {legend}
        {optional && <span className="field-optional"> {t('account.form.optional')}</span>}
      </legend>
      {hint && <p className="field-hint">{hint}</p>}
      {groupError && (
        <p id={errorId(form, name)} className="field-error">
          {t(groupError)}
        </p>
      )}
      <div className="bo-localized-grid">
        {LOCALES.map((locale) => {
          const path = `${name}.${locale}`;
          const id = fieldId(form, path);
          const error = errors[path];
          const missing = locale !== 'en-US' && !blank && value[locale].trim() === '';
          const describedBy = [missing ? `${id}-missing` : '', error ? errorId(form, path) : '']
            .filter(Boolean)
            .join(' ');
          const input = {
            id,
            name: path,
            lang: LOCALE_HTML_LANG[locale],
            value: value[locale],
            'aria-invalid': error ? true : undefined,
            'aria-describedby': describedBy || undefined,
            'aria-required': locale === 'en-US' && !optional ? true : undefined,
            onChange: (event: { target: { value: string } }) =>
              onChange({ ...value, [locale]: event.target.value }),
          } as const;
          return (
            <div key={locale} className={`field${error ? ' has-error' : ''}`}>
              <label htmlFor={id}>
                <span lang={LOCALE_HTML_LANG[locale]}>{LOCALE_NAMES[locale]}</span>
                {locale === 'en-US' && !optional && (
                  <span className="field-optional"> {t('staff.offers.localized.required')}</span>
                )}
              </label>
              {missing && (
                <p id={`${id}-missing`} className="bo-missing">
                  {t('staff.offers.localized.missing')}
                </p>
              )}
              {error && (
                <p id={errorId(form, path)} className="field-error">
                  {t(error)}
                </p>
              )}
              {multiline ? <textarea rows={4} {...input} /> : <input type="text" {...input} />}
            </div>
          );
        })}
      </div>
      {actions}
    </fieldset>
  );
}

/**
 * "Missing in Deutsch, Español": the languages a record's texts are not all written in, for the
 * lists (each language named in itself).
 */
export function MissingLanguages({ locales }: { locales: readonly Locale[] }) {
  const { t } = useTranslation();
  if (locales.length === 0) return <>{t('staff.offers.localized.allWritten')}</>;
  return (
    <>
      {t('staff.offers.localized.missingIn')}{' '}
      {locales.map((locale, index) => (
        <span key={locale}>
          {index > 0 && ', '}
          <span lang={LOCALE_HTML_LANG[locale]}>{LOCALE_NAMES[locale]}</span>
        </span>
      ))}
    </>
  );
}
