/**
 * First sign-in (issue 13): the authenticator is set up. The server makes a new secret; the page
 * shows its QR code, and the secret in groups of four for typing, then takes the app's first
 * code, which turns two-step sign-in on and answers the recovery codes.
 */
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { StaffCodeBodySchema } from '../../../../shared/contracts/staff.ts';
import {
  ErrorSummary,
  formValues,
  TextField,
  useFormErrors,
} from '../../../components/form-kit.tsx';
import { useTranslation } from '../../../i18n/i18n.ts';
import { ApiError } from '../../../lib/http-client.ts';
import {
  confirmTotpSetup,
  qrImageSource,
  secretGroups,
  startTotpSetup,
  type TotpSetup,
} from '../sign-in-api.ts';

export const SETUP_FORM = 'bo-setup';

export function SetupStep({
  onConfirmed,
  onRestart,
  onAlreadySet,
}: {
  onConfirmed: (recoveryCodes: string[]) => void;
  onRestart: (notice?: string) => void;
  /** Two-step sign-in was set up meanwhile (another tab): ask for a code instead. */
  onAlreadySet: () => void;
}) {
  const { t } = useTranslation();
  const form = useFormErrors();
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [busy, setBusy] = useState(false);
  // Each request makes a new secret and drops the one before: ask once (StrictMode runs effects
  // twice, with the same refs).
  const asked = useRef(false);

  const refused = (error: unknown) => {
    if (error instanceof ApiError && error.code === 'STAFF_SIGN_IN_REQUIRED')
      onRestart('errors.STAFF_SIGN_IN_REQUIRED');
    else if (error instanceof ApiError && error.code === 'STAFF_SECOND_FACTOR_SET') onAlreadySet();
    else return false;
    return true;
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the secret is asked for once, on arrival
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    startTotpSetup().then(setSetup, (error: unknown) => {
      if (!refused(error)) form.fail(error, 'errors.INTERNAL_ERROR');
    });
  }, []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const body = form.validate(StaffCodeBodySchema, formValues(event.currentTarget));
    if (!body) return;
    setBusy(true);
    try {
      const { recoveryCodes } = await confirmTotpSetup(body.code);
      onConfirmed(recoveryCodes);
    } catch (error) {
      if (!refused(error))
        form.fail(error, 'errors.INTERNAL_ERROR', { STAFF_CODE_INVALID: 'code' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="bo-setup-title">
      <h2 id="bo-setup-title" tabIndex={-1}>
        {t('staff.signIn.setupTitle')}
      </h2>
      <p>{t('staff.signIn.setupIntro')}</p>
      <ErrorSummary
        form={SETUP_FORM}
        errors={form.errors}
        formError={form.formError}
        summaryRef={form.summary}
      />
      {setup ? (
        <ol className="bo-setup-steps">
          <li>
            <p>{t('staff.signIn.setupScan')}</p>
            <img
              className="bo-qr"
              src={qrImageSource(setup.qrSvg)}
              alt={t('staff.signIn.qrAlt')}
              width="200"
              height="200"
            />
          </li>
          <li>
            <p id="bo-secret-intro">{t('staff.signIn.setupType')}</p>
            <p className="bo-secret" aria-describedby="bo-secret-intro">
              <code>{secretGroups(setup.secret)}</code>
            </p>
          </li>
          <li>
            <p>{t('staff.signIn.setupCode')}</p>
            <form
              className="form-card"
              noValidate
              onSubmit={submit}
              aria-labelledby="bo-setup-title"
            >
              <TextField
                form={SETUP_FORM}
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
              <button type="submit" className="button" aria-disabled={busy || undefined}>
                {t('staff.signIn.setupSubmit')}
              </button>
            </form>
          </li>
        </ol>
      ) : (
        !form.formError && (
          <p className="muted" role="status">
            {t('staff.signIn.setupLoading')}
          </p>
        )
      )}
      <p className="form-links bo-step-links">
        <button type="button" className="link-button" onClick={() => onRestart()}>
          {t('staff.signIn.startOver')}
        </button>
      </p>
    </section>
  );
}
