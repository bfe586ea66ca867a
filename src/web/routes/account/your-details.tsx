import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import {
  type CustomerDetails,
  UpdateDetailsBodySchema,
} from '../../../shared/contracts/account.ts';
import type { SessionResponse } from '../../../shared/contracts/auth.ts';
import { formatDate } from '../../../shared/dates.ts';
import {
  ErrorSummary,
  formValues,
  StatusMessage,
  TextField,
  useFormErrors,
} from '../../components/form-kit.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { detailsQueryOptions } from '../../features/account/account-api.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { api, queryClient } from '../../lib/api.ts';
import { useFocusAfterRender } from '../../lib/use-focus-after-render.ts';

const FORM = 'details';

function DetailsForm({
  details,
  onDone,
}: {
  details: CustomerDetails;
  onDone: (saved: boolean) => void;
}) {
  const { t } = useTranslation();
  const form = useFormErrors();
  const [busy, setBusy] = useState(false);
  const element = useRef<HTMLFormElement>(null);
  // Opening the form takes the focus to its first field.
  useEffect(() => {
    element.current?.querySelector<HTMLElement>('input, select')?.focus();
  }, []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const values = formValues(event.currentTarget);
    if (!form.validate(UpdateDetailsBodySchema, values)) return;
    setBusy(true);
    try {
      const saved = await api.put<CustomerDetails>('/api/account/details', values);
      queryClient.setQueryData(detailsQueryOptions().queryKey, saved);
      // The header shows the name; a new name may also end an access registration.
      await queryClient.invalidateQueries({ queryKey: ['session'] });
      void queryClient.invalidateQueries({ queryKey: ['account', 'access'] });
      onDone(true);
    } catch (error) {
      form.fail(error, 'account.errors.detailsUpdateFailed', { EMAIL_IN_USE: 'email' });
    } finally {
      setBusy(false);
    }
  };

  const field = { form: FORM, errors: form.errors };
  return (
    <>
      <ErrorSummary
        form={FORM}
        errors={form.errors}
        formError={form.formError}
        summaryRef={form.summary}
      />
      <form
        ref={element}
        className="form-card"
        noValidate
        onSubmit={submit}
        aria-label={t('account.details.editTitle')}
      >
        <div className="field-row">
          <TextField
            {...field}
            name="prefix"
            label={t('account.fields.prefix')}
            autoComplete="honorific-prefix"
            defaultValue={details.prefix ?? ''}
            optional
            className="input-short"
          />
          <TextField
            {...field}
            name="firstName"
            label={t('account.fields.firstName')}
            autoComplete="given-name"
            defaultValue={details.firstName}
            required
          />
        </div>
        <div className="field-row">
          <TextField
            {...field}
            name="middleName"
            label={t('account.fields.middleName')}
            autoComplete="additional-name"
            defaultValue={details.middleName ?? ''}
            optional
          />
          <TextField
            {...field}
            name="lastName"
            label={t('account.fields.lastName')}
            autoComplete="family-name"
            defaultValue={details.lastName}
            required
          />
        </div>
        <TextField
          {...field}
          name="email"
          type="email"
          label={t('auth.fields.email')}
          autoComplete="email"
          defaultValue={details.email}
          required
        />
        <div className="field-row">
          <TextField
            {...field}
            name="phone"
            type="tel"
            inputMode="numeric"
            label={t('account.fields.phone')}
            hint={t('account.fields.phoneHint')}
            autoComplete="tel"
            defaultValue={details.phone ?? ''}
            required
          />
          <TextField
            {...field}
            name="mobile"
            type="tel"
            inputMode="numeric"
            label={t('account.fields.mobile')}
            hint={t('account.fields.phoneHint')}
            autoComplete="tel"
            defaultValue={details.mobile ?? ''}
            optional
          />
        </div>
        <TextField
          {...field}
          name="birthDate"
          type="date"
          label={t('account.fields.birthDate')}
          autoComplete="bday"
          defaultValue={details.birthDate ?? ''}
          optional
          className="input-short"
        />
        <p className="actions">
          <button type="submit" className="button" aria-disabled={busy || undefined}>
            {t('account.form.save')}
          </button>
          <button type="button" className="button button-secondary" onClick={() => onDone(false)}>
            {t('account.form.cancel')}
          </button>
        </p>
      </form>
    </>
  );
}

/** /account/your-details: the primary page of the account (view, then edit). */
export function Component() {
  const { t, locale } = useTranslation();
  useDocumentTitle(t('account.details.title'));
  const location = useLocation();
  const { data: details, isError } = useQuery(detailsQueryOptions());
  const [editing, setEditing] = useState(false);
  const [status, setStatus] = useState<string | undefined>(() => {
    const state = location.state as { notice?: string; welcome?: boolean } | null;
    if (state?.welcome) return t('account.details.welcome');
    if (state?.notice === 'auth.reset.done') return t('auth.reset.done');
    return undefined;
  });
  const edit = useRef<HTMLButtonElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const session = queryClient.getQueryData<SessionResponse>(['session']);

  const done = (saved: boolean) => {
    setEditing(false);
    setStatus(saved ? t('account.details.saved') : undefined);
    focusAfterRender(() => edit.current);
  };

  const name = details
    ? [details.prefix, details.firstName, details.middleName, details.lastName]
        .filter(Boolean)
        .join(' ')
    : '';
  return (
    <section aria-labelledby="details-title">
      <h1 id="details-title">{t('account.details.title')}</h1>
      <StatusMessage text={status} />
      {isError && (
        <p className="notice notice-warning" role="alert">
          {t('account.errors.detailsFetchFailed')}
        </p>
      )}
      {details &&
        (editing ? (
          <DetailsForm details={details} onDone={done} />
        ) : (
          <div className="panel">
            <dl className="details-list">
              <div>
                <dt>{t('account.details.name')}</dt>
                <dd>{name}</dd>
              </div>
              <div>
                <dt>{t('auth.fields.email')}</dt>
                <dd>{details.email}</dd>
              </div>
              <div>
                <dt>{t('account.fields.phone')}</dt>
                <dd>{details.phone ?? '—'}</dd>
              </div>
              <div>
                <dt>{t('account.fields.mobile')}</dt>
                <dd>{details.mobile ?? '—'}</dd>
              </div>
              <div>
                <dt>{t('account.fields.birthDate')}</dt>
                <dd>
                  {details.birthDate
                    ? formatDate(`${details.birthDate}T12:00:00Z`, locale, 'full')
                    : '—'}
                </dd>
              </div>
              {session?.customer?.accessRegistered && (
                <div>
                  <dt>{t('account.nav.access')}</dt>
                  <dd>{t('account.access.registered')}</dd>
                </div>
              )}
            </dl>
            <button
              ref={edit}
              type="button"
              className="button"
              onClick={() => {
                setStatus(undefined);
                setEditing(true);
              }}
            >
              {t('account.details.edit')}
            </button>
          </div>
        ))}
    </section>
  );
}
