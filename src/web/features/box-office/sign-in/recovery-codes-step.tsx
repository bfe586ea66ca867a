/**
 * After the authenticator's set-up (issue 13): the ten recovery codes, shown this once, and
 * nothing goes on until the member says they have kept them.
 */
import { useTranslation } from '../../../i18n/i18n.ts';

export function RecoveryCodesStep({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="bo-codes-title">
      <h2 id="bo-codes-title" tabIndex={-1}>
        {t('staff.signIn.codesTitle')}
      </h2>
      <p>{t('staff.signIn.codesIntro')}</p>
      <ol className="bo-recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <p className="notice notice-warning">{t('staff.signIn.codesOnce')}</p>
      <button type="button" className="button" onClick={onDone}>
        {t('staff.signIn.codesSaved')}
      </button>
    </section>
  );
}
