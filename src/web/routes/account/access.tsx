import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import {
  ACCESS_REQUIREMENTS_ID,
  type Access,
  AccessCodeBodySchema,
  type AccessCodeResponse,
} from '../../../shared/contracts/account.ts';
import { formatDate } from '../../../shared/dates.ts';
import {
  CheckField,
  ErrorSummary,
  formValues,
  StatusMessage,
  TextField,
  useFormErrors,
} from '../../components/form-kit.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { accessQueryOptions } from '../../features/account/account-api.ts';
import { currentLocale, useTranslation } from '../../i18n/i18n.ts';
import { api, queryClient } from '../../lib/api.ts';

const lang = () => `?lang=${currentLocale()}`;

/** After a change: the page's data, and the session (which says whether access seats open). */
function saved(access: Access) {
  queryClient.setQueryData(accessQueryOptions().queryKey, access);
  void queryClient.invalidateQueries({ queryKey: ['session'] });
  void queryClient.invalidateQueries({ queryKey: ['cart'] });
}

/** Accommodation requests: "Yes, I have accommodation requests" (60), then which (73–79). */
function RequestsForm({ access }: { access: Access }) {
  const { t } = useTranslation();
  const form = useFormErrors();
  const [has, setHas] = useState(access.hasAccommodationRequests);
  const [status, setStatus] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const yes = access.options.find((o) => o.id === ACCESS_REQUIREMENTS_ID);
  const requests = access.options.filter((o) => o.group === 'accommodation-requests');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setStatus(undefined);
    const values = formValues(event.currentTarget);
    const body = {
      hasAccommodationRequests: values.hasAccommodationRequests === true,
      accommodationRequests: values.hasAccommodationRequests
        ? ((values.accommodationRequests as string[] | undefined) ?? []).map(Number)
        : [],
    };
    setBusy(true);
    try {
      saved(await api.put<Access>(`/api/account/access/requests${lang()}`, body));
      form.clear();
      setStatus(t('account.access.requestsSaved'));
    } catch (error) {
      form.fail(error, 'account.errors.detailsUpdateFailed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="panel" aria-labelledby="requests-title">
      <h2 id="requests-title">{t('account.access.requestsTitle')}</h2>
      <p className="muted">{t('account.access.requestsIntro')}</p>
      <ErrorSummary
        form="requests"
        errors={form.errors}
        formError={form.formError}
        summaryRef={form.summary}
      />
      <StatusMessage text={status} />
      <form noValidate onSubmit={submit} aria-labelledby="requests-title">
        <CheckField
          form="requests"
          errors={form.errors}
          name="hasAccommodationRequests"
          checked={has}
          onChange={(event) => setHas(event.target.checked)}
          label={yes?.label ?? t('account.access.requestsTitle')}
        />
        {has && (
          <fieldset className="form-section nested-choices">
            <legend>{t('account.access.whichRequests')}</legend>
            {requests.map((option) => (
              <CheckField
                key={option.id}
                form="requests"
                errors={form.errors}
                name="accommodationRequests[]"
                value={String(option.id)}
                defaultChecked={access.accommodationRequests.includes(option.id)}
                label={option.label}
              />
            ))}
          </fieldset>
        )}
        <button type="submit" className="button" aria-disabled={busy || undefined}>
          {t('account.form.save')}
        </button>
      </form>
    </section>
  );
}

/** The access registration code: applied, removed (benefits removed), or invalid (spec §4). */
function CodeForm({ access }: { access: Access }) {
  const { t, locale } = useTranslation();
  const form = useFormErrors();
  const [status, setStatus] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const applied = access.registration.status === 'applied';

  const apply = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setStatus(undefined);
    const body = form.validate(AccessCodeBodySchema, formValues(event.currentTarget));
    if (!body) return;
    setBusy(true);
    try {
      const answer = await api.post<AccessCodeResponse>(`/api/account/access/code${lang()}`, body);
      saved(answer.access);
      form.clear();
      setStatus(t('account.accessCode.applied'));
    } catch (error) {
      form.fail(error, 'account.errors.detailsUpdateFailed', { ACCESS_CODE_INVALID: 'code' });
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (busy) return;
    setStatus(undefined);
    setBusy(true);
    try {
      const answer = await api.delete<AccessCodeResponse>(`/api/account/access/code${lang()}`);
      saved(answer.access);
      form.clear();
      setStatus(t('account.accessCode.removed'));
    } catch (error) {
      form.fail(error, 'account.errors.detailsUpdateFailed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="panel" aria-labelledby="code-title">
      <h2 id="code-title">{t('account.access.codeTitle')}</h2>
      <p className="muted">{t('account.access.codeIntro')}</p>
      <ErrorSummary
        form="code"
        errors={form.errors}
        formError={form.formError}
        summaryRef={form.summary}
      />
      <StatusMessage text={status} />
      {applied ? (
        <div className="access-applied">
          <p>
            <strong>{t('account.access.registered')}</strong>
            {access.registration.appliedAt && (
              <>
                {' '}
                {t('account.access.appliedOn', {
                  date: formatDate(access.registration.appliedAt, locale, 'full'),
                })}
              </>
            )}
          </p>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => void remove()}
            aria-disabled={busy || undefined}
          >
            {t('account.access.removeCode')}
          </button>
        </div>
      ) : (
        <form className="inline-form" noValidate onSubmit={apply} aria-labelledby="code-title">
          <TextField
            form="code"
            errors={form.errors}
            name="code"
            label={t('account.access.codeLabel')}
            hint={t('account.access.codeHint')}
            autoComplete="off"
            required
          />
          <button type="submit" className="button" aria-disabled={busy || undefined}>
            {t('account.access.applyCode')}
          </button>
        </form>
      )}
    </section>
  );
}

/** /account/access: the access registration scheme. */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('account.access.title'));
  const { data } = useQuery(accessQueryOptions());
  return (
    <section aria-labelledby="access-title">
      <h1 id="access-title">{t('account.access.title')}</h1>
      <p className="lead">{t('account.access.intro')}</p>
      {data && (
        <div className="stack">
          <CodeForm access={data} />
          <RequestsForm access={data} />
        </div>
      )}
    </section>
  );
}
