import {
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type RefObject,
  useCallback,
  useRef,
  useState,
} from 'react';
import type { z } from 'zod';
import { useTranslation } from '../i18n/i18n.ts';
import '../styles/account.css';
import { CaptchaError } from '../features/account/captcha.ts';
import { ApiError } from '../lib/http-client.ts';
import { useFocusAfterRender } from '../lib/use-focus-after-render.ts';

/** Problems by field path (`address.line1`), each a message key (or, rarely, a ready text). */
export type FieldErrors = Record<string, string>;

/** The id of a field's input, from its path: `address.line1` → `f-address-line1`. */
export const fieldId = (form: string, path: string) => `${form}-${path.replace(/\W+/g, '-')}`;
export const errorId = (form: string, path: string) => `${fieldId(form, path)}-error`;

type Values = Record<string, unknown>;

function setPath(target: Values, path: string, value: unknown) {
  const parts = path.split('.');
  let node = target;
  for (const part of parts.slice(0, -1)) {
    node[part] ??= {};
    node = node[part] as Values;
  }
  node[parts[parts.length - 1] as string] = value;
}

/**
 * A field marked `data-integer` (a year, a country id) holds a whole number: the contracts take
 * numbers as JSON numbers only (never "26"), so its digits become one. Anything else stays text
 * (blank for "not given", garbage for the contract to refuse with the field's own message).
 */
function integerOrText(element: HTMLInputElement | HTMLSelectElement): string | number {
  const text = element.value.trim();
  return element.dataset.integer !== undefined && /^\d{1,15}$/.test(text)
    ? Number(text)
    : element.value;
}

/**
 * A form's values as the contracts expect them: `a.b` names nest, `name[]` checkboxes collect
 * the checked values, a lone checkbox is a boolean, a `data-integer` field a number when it
 * holds digits, anything else its text.
 */
export function formValues(form: HTMLFormElement): Values {
  const values: Values = {};
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement)) continue;
    if (!element.name || element.disabled) continue;
    if (element instanceof HTMLInputElement && element.type === 'checkbox') {
      if (element.name.endsWith('[]')) {
        const name = element.name.slice(0, -2);
        const list = (values[name] as string[] | undefined) ?? [];
        if (element.checked) list.push(element.value);
        values[name] = list;
      } else setPath(values, element.name, element.checked);
    } else if (element instanceof HTMLInputElement && element.type === 'radio') {
      if (element.checked) setPath(values, element.name, element.value);
    } else setPath(values, element.name, integerOrText(element));
  }
  return values;
}

/** The first problem of each field, as the shared zod contract finds them. */
export function zodErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.') || 'form';
    errors[path] ??= issue.message;
  }
  return errors;
}

/** A refused request's problems: by field when the API names them, else the code's message. */
export function apiErrors(
  error: unknown,
  fallbackKey: string,
): { form?: string; fields: FieldErrors } {
  if (error instanceof CaptchaError) return { form: `errors.${error.code}`, fields: {} };
  if (error instanceof ApiError) {
    const named = error.fieldKeys ?? error.fields;
    if (error.code === 'VALIDATION_FAILED' && named) {
      const fields: FieldErrors = {};
      for (const [path, key] of Object.entries(named)) fields[path.replace(/^body\./, '')] = key;
      return { fields };
    }
    if (error.status === 0 || error.status >= 500) return { form: fallbackKey, fields: {} };
    return { form: `errors.${error.code}`, fields: {} };
  }
  return { form: fallbackKey, fields: {} };
}

/**
 * A form's problems and where they show: each by its field and all in a summary at the top,
 * which takes the focus after a refused submit (screen readers read it; its links lead on).
 */
export function useFormErrors() {
  const [errors, setErrorsState] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | undefined>();
  const summary = useRef<HTMLDivElement>(null);
  const focusAfterRender = useFocusAfterRender();

  const show = useCallback(
    (fields: FieldErrors, form?: string) => {
      setErrorsState(fields);
      setFormError(form);
      // Once React has drawn the summary (it is hidden while empty).
      focusAfterRender(() => summary.current);
    },
    [focusAfterRender],
  );

  const clear = useCallback(() => {
    setErrorsState({});
    setFormError(undefined);
  }, []);

  /** Checks values with the shared contract; shows the problems and answers null when any. */
  const validate = useCallback(
    <S extends z.ZodType>(schema: S, values: unknown): z.output<S> | null => {
      const result = schema.safeParse(values);
      if (result.success) return result.data;
      show(zodErrors(result.error));
      return null;
    },
    [show],
  );

  const fail = useCallback(
    (error: unknown, fallbackKey: string, codeToField: Record<string, string> = {}) => {
      if (error instanceof ApiError && codeToField[error.code]) {
        show({ [codeToField[error.code] as string]: `errors.${error.code}` });
        return;
      }
      const { form, fields } = apiErrors(error, fallbackKey);
      show(fields, form);
    },
    [show],
  );

  return { errors, formError, summary, show, clear, validate, fail };
}

/** "There is a problem": the form's own message and a link to each field with one. */
export function ErrorSummary({
  form,
  errors,
  formError,
  summaryRef,
  children,
}: {
  form: string;
  errors: FieldErrors;
  formError?: string | undefined;
  summaryRef: RefObject<HTMLDivElement | null>;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const entries = Object.entries(errors);
  const shown = formError !== undefined || entries.length > 0;
  return (
    <div
      ref={summaryRef}
      className={shown ? 'error-summary' : 'error-summary-empty'}
      tabIndex={-1}
      role="alert"
    >
      {shown && (
        <>
          <h2 id={`${form}-summary-title`}>{t('account.form.problemTitle')}</h2>
          {formError && <p>{t(formError)}</p>}
          {children}
          {entries.length > 0 && (
            <ul>
              {entries.map(([path, key]) => (
                <li key={path}>
                  <a href={`#${fieldId(form, path)}`}>{t(key)}</a>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> {
  form: string;
  name: string;
  label: string;
  errors: FieldErrors;
  hint?: string | undefined;
  optional?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with its hint and its error, both tied to it by aria-describedby. */
export function TextField({ form, name, label, errors, hint, optional, ...input }: TextFieldProps) {
  const { t } = useTranslation();
  const id = fieldId(form, name);
  const error = errors[name];
  const describedBy = [hint ? `${id}-hint` : '', error ? errorId(form, name) : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={`field${error ? ' has-error' : ''}`}>
      <label htmlFor={id}>
        {label}
        {optional && <span className="field-optional"> {t('account.form.optional')}</span>}
      </label>
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
      <input
        id={id}
        name={name}
        type="text"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...input}
      />
    </div>
  );
}

/** A polite live line for "saved" and similar outcomes. */
export function StatusMessage({ text }: { text: string | undefined }) {
  return (
    <p className={text ? 'status-message' : 'status-message-empty'} role="status">
      {text ?? ''}
    </p>
  );
}

interface SelectFieldProps {
  form: string;
  name: string;
  label: string;
  errors: FieldErrors;
  optional?: boolean;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  autoComplete?: string;
  /** Its values are whole numbers (ids): sent as JSON numbers (see formValues). */
  integer?: boolean;
  children: ReactNode;
}

/** A labelled select with its error tied to it. */
export function SelectField({
  form,
  name,
  label,
  errors,
  optional,
  onChange,
  integer,
  children,
  ...rest
}: SelectFieldProps) {
  const { t } = useTranslation();
  const id = fieldId(form, name);
  const error = errors[name];
  return (
    <div className={`field${error ? ' has-error' : ''}`}>
      <label htmlFor={id}>
        {label}
        {optional && <span className="field-optional"> {t('account.form.optional')}</span>}
      </label>
      {error && (
        <p id={errorId(form, name)} className="field-error">
          {t(error)}
        </p>
      )}
      <select
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId(form, name) : undefined}
        {...(onChange ? { onChange: (event) => onChange(event.target.value) } : {})}
        {...(integer ? { 'data-integer': '' } : {})}
        {...rest}
      >
        {children}
      </select>
    </div>
  );
}

/** A single checkbox (terms, "I have accommodation requests") with its error tied to it. */
export function CheckField({
  form,
  name,
  label,
  errors,
  value,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'form' | 'name'> & {
  form: string;
  name: string;
  label: ReactNode;
  errors: FieldErrors;
}) {
  const { t } = useTranslation();
  const path = name.replace(/\[\]$/, '');
  const id = value === undefined ? fieldId(form, path) : fieldId(form, `${path}-${String(value)}`);
  const error = value === undefined ? errors[path] : undefined;
  return (
    <div className={`check-field${error ? ' has-error' : ''}`}>
      {error && (
        <p id={errorId(form, path)} className="field-error">
          {t(error)}
        </p>
      )}
      <label className="check" htmlFor={id}>
        <input
          id={id}
          name={name}
          type="checkbox"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId(form, path) : undefined}
          {...input}
        />
        <span>{label}</span>
      </label>
    </div>
  );
}
