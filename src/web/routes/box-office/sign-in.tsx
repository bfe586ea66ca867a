/**
 * /box-office/sign-in (issue 13): the password, then the authenticator's code (or a recovery
 * code), or at the first sign-in the authenticator's set-up and the recovery codes. Where sign-in
 * stands is the server's (the session's `next`), so a reload goes on at the same step. After
 * each step the focus moves to the next one's field or heading.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { StaffSession } from '../../../shared/contracts/staff.ts';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { safeStaffReturnTo } from '../../features/box-office/box-office-pages.ts';
import {
  CODE_FORM,
  CodeStep,
  RECOVERY_FORM,
} from '../../features/box-office/sign-in/code-step.tsx';
import { PASSWORD_FORM, PasswordStep } from '../../features/box-office/sign-in/password-step.tsx';
import { RecoveryCodesStep } from '../../features/box-office/sign-in/recovery-codes-step.tsx';
import { SetupStep } from '../../features/box-office/sign-in/setup-step.tsx';
import {
  BOX_OFFICE_KEY,
  rememberStaffSession,
  signOutStaff,
  staffSessionQueryOptions,
} from '../../features/box-office/staff-session-api.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { queryClient } from '../../lib/api.ts';

type Step = 'password' | 'totp' | 'recovery' | 'setup' | 'codes';

/** What takes the focus when a step arrives: its first field, or its heading when it has more to read. */
const FOCUS: Record<Step, string> = {
  password: `${PASSWORD_FORM}-email`,
  totp: `${CODE_FORM}-code`,
  recovery: `${RECOVERY_FORM}-recoveryCode`,
  setup: 'bo-setup-title',
  codes: 'bo-codes-title',
};

const stepOf = (session: StaffSession | undefined): Step =>
  session?.next === 'totp' || session?.next === 'setup' ? session.next : 'password';

export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('staff.signIn.title'));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnTo = safeStaffReturnTo(params.get('returnTo'));
  const { data: session } = useQuery(staffSessionQueryOptions());
  const [step, setStep] = useState<Step>(() => stepOf(session));
  const [notice, setNotice] = useState<string | undefined>();
  const [codes, setCodes] = useState<string[]>([]);
  // The first step keeps the browser's own focus (the skip link comes first); later ones take it.
  const moved = useRef(false);

  useEffect(() => {
    if (!moved.current) return;
    document.getElementById(FOCUS[step])?.focus();
  }, [step]);

  const go = (next: Step) => {
    moved.current = true;
    setStep(next);
  };

  const afterPassword = (answer: StaffSession) => {
    setNotice(undefined);
    go(stepOf(answer));
  };

  const signedIn = (answer: StaffSession) => {
    rememberStaffSession(answer);
    navigate(returnTo, { replace: true });
  };

  const restart = async (why?: string) => {
    // Choosing to start again ends the half-made session on the server too.
    if (!why) await signOutStaff().catch(() => undefined);
    setNotice(why);
    go('password');
  };

  const confirmed = (recoveryCodes: string[]) => {
    setCodes(recoveryCodes);
    go('codes');
  };

  const codesSaved = async () => {
    // Signed in now: the top bar and the nav learn who it is (the next page's guard asks again
    // if this fails).
    queryClient.removeQueries({ queryKey: BOX_OFFICE_KEY });
    await queryClient.invalidateQueries({ queryKey: staffSessionQueryOptions().queryKey });
    navigate(returnTo, { replace: true });
  };

  return (
    <section className="auth-page bo-sign-in" aria-labelledby="bo-sign-in-title">
      <h1 id="bo-sign-in-title">{t('staff.signIn.title')}</h1>
      {step === 'password' && (
        <>
          <p className="lead">{t('staff.signIn.intro')}</p>
          <PasswordStep notice={notice} onNext={afterPassword} />
        </>
      )}
      {(step === 'totp' || step === 'recovery') && (
        <CodeStep
          key={step}
          kind={step}
          onSignedIn={signedIn}
          onRestart={(why) => void restart(why)}
          onSwitch={() => go(step === 'totp' ? 'recovery' : 'totp')}
        />
      )}
      {step === 'setup' && (
        <SetupStep
          onConfirmed={confirmed}
          onRestart={(why) => void restart(why)}
          onAlreadySet={() => go('totp')}
        />
      )}
      {step === 'codes' && <RecoveryCodesStep codes={codes} onDone={() => void codesSaved()} />}
    </section>
  );
}
