/** Staff sign-in, step 1 (issue 13): e-mail address and password. */
import { type FormEvent, useRef, useState } from 'react';
import { StaffLoginBodySchema, type StaffSession } from '../../../../shared/contracts/staff.ts';
import {
  ErrorSummary,
  formValues,
  TextField,
  useFormErrors,
} from '../../../components/form-kit.tsx';
import { useTranslation } from '../../../i18n/i18n.ts';
import { signInWithPassword } from '../sign-in-api.ts';
import { rememberStaffSession } from '../staff-session-api.ts';

export const PASSWORD_FORM = 'bo-password';

export function PasswordStep({
  notice,
  onNext,
}: {
  /** Why sign-in starts again (a second step that took too long), as a message key. */
  notice: string | undefined;
  onNext: (session: StaffSession) => void;
}) {
  const { t } = useTranslation();
  const form = useFormErrors();
  const [busy, setBusy] = useState(false);
  const password = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const body = form.validate(StaffLoginBodySchema, formValues(event.currentTarget));
    if (!body) return;
    setBusy(true);
    try {
      const session = await signInWithPassword(body);
      rememberStaffSession(session);
      onNext(session);
    } catch (error) {
      if (password.current) password.current.value = '';
      form.fail(error, 'errors.INTERNAL_ERROR');
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {notice && (
        <p className="notice notice-warning" role="alert">
          {t(notice)}
        </p>
      )}
      <ErrorSummary
        form={PASSWORD_FORM}
        errors={form.errors}
        formError={form.formError}
        summaryRef={form.summary}
      />
      <form className="form-card" noValidate onSubmit={submit} aria-labelledby="bo-sign-in-title">
        <TextField
          form={PASSWORD_FORM}
          name="email"
          type="email"
          label={t('staff.signIn.email')}
          autoComplete="username"
          spellCheck={false}
          errors={form.errors}
          required
        />
        <TextField
          ref={password}
          form={PASSWORD_FORM}
          name="password"
          type="password"
          label={t('staff.signIn.password')}
          autoComplete="current-password"
          errors={form.errors}
          required
        />
        <button type="submit" className="button" aria-disabled={busy || undefined}>
          {t('staff.signIn.continue')}
        </button>
      </form>
    </>
  );
}
