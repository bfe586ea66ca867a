import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import {
  type ContactPreferences,
  UpdateContactPreferencesBodySchema,
} from '../../../shared/contracts/account.ts';
import {
  CheckField,
  ErrorSummary,
  formValues,
  StatusMessage,
  useFormErrors,
} from '../../components/form-kit.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { contactPreferencesQueryOptions } from '../../features/account/account-api.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { api, queryClient } from '../../lib/api.ts';

const FORM = 'contact';

/** /account/contact-preferences: how the theater may contact the customer (as at /register). */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('account.contactPreferences.title'));
  const { data, isError } = useQuery(contactPreferencesQueryOptions());
  const form = useFormErrors();
  const [status, setStatus] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setStatus(undefined);
    const body = form.validate(UpdateContactPreferencesBodySchema, formValues(event.currentTarget));
    if (!body) return;
    setBusy(true);
    try {
      const saved = await api.put<ContactPreferences>('/api/account/contact-preferences', body);
      queryClient.setQueryData(contactPreferencesQueryOptions().queryKey, saved);
      form.clear();
      setStatus(t('account.contactPreferences.saved'));
    } catch (error) {
      form.fail(error, 'account.errors.contactPermissionsUpdateFailed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="contact-title">
      <h1 id="contact-title">{t('account.contactPreferences.title')}</h1>
      {isError && (
        <p className="notice notice-warning" role="alert">
          {t('account.errors.contactPermissionsFetchFailed')}
        </p>
      )}
      <ErrorSummary
        form={FORM}
        errors={form.errors}
        formError={form.formError}
        summaryRef={form.summary}
      />
      <StatusMessage text={status} />
      {data && (
        <form className="form-card" noValidate onSubmit={submit}>
          <fieldset className="form-section">
            <legend>{t('account.contactPreferences.legend')}</legend>
            <p className="muted">{t('account.contactPreferences.intro')}</p>
            {data.permissions.map((permission) => (
              <CheckField
                key={permission.code}
                form={FORM}
                errors={form.errors}
                name="granted[]"
                value={permission.code}
                defaultChecked={permission.granted}
                label={t(`account.contactPermissions.${permission.code}`)}
              />
            ))}
          </fieldset>
          <button type="submit" className="button" aria-disabled={busy || undefined}>
            {t('account.form.save')}
          </button>
        </form>
      )}
    </section>
  );
}
