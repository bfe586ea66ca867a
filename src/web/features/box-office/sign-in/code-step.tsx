/**
 * Staff sign-in, step 2 (issue 13): the six digits from the authenticator app, or, without the
 * phone, one of the recovery codes saved at set-up.
 */
import { type FormEvent, useState } from 'react';
import {
  StaffCodeBodySchema,
  StaffRecoveryBodySchema,
  type StaffSession,
} from '../../../../shared/contracts/staff.ts';
import {
  ErrorSummary,
  formValues,
  TextField,
  useFormErrors,
} from '../../../components/form-kit.tsx';
import { useTranslation } from '../../../i18n/i18n.ts';
import { ApiError } from '../../../lib/http-client.ts';
import { signInWithCode, signInWithRecoveryCode } from '../sign-in-api.ts';

export const CODE_FORM = 'bo-code';
export const RECOVERY_FORM = 'bo-recovery';

export function CodeStep({
  kind,
  onSignedIn,
  onRestart,
  onSwitch,
}: {
  kind: 'totp' | 'recovery';
  onSignedIn: (session: StaffSession) => void;
  /** Sign-in starts again: the password session ended, or the member chose to. */
  onRestart: (notice?: string) => void;
  /** The other kind of code. */
  onSwitch: () => void;
}) {
  const { t } = useTranslation();
  const form = useFormErrors();
  const [busy, setBusy] = useState(false);
  const totp = kind === 'totp';
  const formId = totp ? CODE_FORM : RECOVERY_FORM;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const values = formValues(event.currentTarget);
    setBusy(true);
    try {
      let session: StaffSession;
      if (totp) {
        const body = form.validate(StaffCodeBodySchema, values);
        if (!body) return;
        session = await signInWithCode(body.code);
      } else {
        const body = form.validate(StaffRecoveryBodySchema, values);
        if (!body) return;
        session = await signInWithRecoveryCode(body.recoveryCode);
      }
      if (session.staff) onSignedIn(session);
      else onRestart('errors.STAFF_SIGN_IN_REQUIRED');
    } catch (error) {
      if (error instanceof ApiError && error.code === 'STAFF_SIGN_IN_REQUIRED')
        onRestart('errors.STAFF_SIGN_IN_REQUIRED');
      else
        form.fail(error, 'errors.INTERNAL_ERROR', {
          STAFF_CODE_INVALID: totp ? 'code' : 'recoveryCode',
        });
    } finally {
      setBusy(false);
    }
  };

  const titleId = `${formId}-title`;
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} tabIndex={-1}>
        {totp ? t('staff.signIn.codeTitle') : t('staff.signIn.recoveryTitle')}
      </h2>
      <p>{totp ? t('staff.signIn.codeIntro') : t('staff.signIn.recoveryIntro')}</p>
      <ErrorSummary
        form={formId}
        errors={form.errors}
        formError={form.formError}
        summaryRef={form.summary}
      />
      <form className="form-card" noValidate onSubmit={submit} aria-labelledby={titleId}>
        {totp ? (
          <TextField
            key="code"
            form={formId}
            name="code"
            label={t('staff.signIn.codeLabel')}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={6}
            className="bo-code-input"
            errors={form.errors}
            required
          />
        ) : (
          <TextField
            key="recoveryCode"
            form={formId}
            name="recoveryCode"
            label={t('staff.signIn.recoveryLabel')}
            hint={t('staff.signIn.recoveryHint')}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            className="bo-code-input"
            errors={form.errors}
            required
          />
        )}
        <button type="submit" className="button" aria-disabled={busy || undefined}>
          {t('staff.signIn.signIn')}
        </button>
      </form>
      <p className="form-links bo-step-links">
        <button type="button" className="link-button" onClick={onSwitch}>
          {totp ? t('staff.signIn.useRecoveryCode') : t('staff.signIn.useAppCode')}
        </button>
        <button type="button" className="link-button" onClick={() => onRestart()}>
          {t('staff.signIn.startOver')}
        </button>
      </p>
    </section>
  );
}
