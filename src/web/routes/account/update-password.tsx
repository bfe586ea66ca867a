import { type FormEvent, useState } from 'react';
import { UpdatePasswordBodySchema } from '../../../shared/contracts/account.ts';
import {
  ErrorSummary,
  formValues,
  StatusMessage,
  TextField,
  useFormErrors,
} from '../../components/form-kit.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { api } from '../../lib/api.ts';

const FORM = 'password';

/** /account/update-password: current, new and again (spec §5: "Passwords do not match"). */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('account.password.title'));
  const form = useFormErrors();
  const [status, setStatus] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setStatus(undefined);
    const element = event.currentTarget;
    const body = form.validate(UpdatePasswordBodySchema, formValues(element));
    if (!body) return;
    setBusy(true);
    try {
      await api.post('/api/account/password', body);
      element.reset();
      form.clear();
      setStatus(t('account.password.saved'));
    } catch (error) {
      form.fail(error, 'account.errors.passwordUpdateFailed', {
        CURRENT_PASSWORD_INCORRECT: 'currentPassword',
      });
    } finally {
      setBusy(false);
    }
  };

  const field = { form: FORM, errors: form.errors };
  return (
    <section aria-labelledby="password-title">
      <h1 id="password-title">{t('account.password.title')}</h1>
      <p className="lead">{t('account.password.intro')}</p>
      <ErrorSummary
        form={FORM}
        errors={form.errors}
        formError={form.formError}
        summaryRef={form.summary}
      />
      <StatusMessage text={status} />
      <form className="form-card" noValidate onSubmit={submit} aria-labelledby="password-title">
        <TextField
          {...field}
          name="currentPassword"
          type="password"
          label={t('account.password.current')}
          autoComplete="current-password"
          required
        />
        <TextField
          {...field}
          name="newPassword"
          type="password"
          label={t('auth.fields.newPassword')}
          hint={t('auth.fields.passwordHint')}
          autoComplete="new-password"
          required
        />
        <TextField
          {...field}
          name="confirmPassword"
          type="password"
          label={t('auth.fields.confirmPassword')}
          autoComplete="new-password"
          required
        />
        <button type="submit" className="button" aria-disabled={busy || undefined}>
          {t('account.password.submit')}
        </button>
      </form>
    </section>
  );
}
