import { useId, useState } from 'react';
import type { PaymentPlan } from '../../../shared/contracts/memberships.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { LiveStatus } from './live-status.tsx';
import { saveAutoRenew } from './payment-plans-api.ts';
import { planErrorText } from './plan-error.ts';

/**
 * A membership's automatic renewal: a checkbox that reads as a switch (role="switch", with "On"
 * or "Off" written beside it, never colour alone). The change shows at once and is saved; the
 * live region under it then says what now happens, or the switch goes back and says why.
 */
export function AutoRenewSwitch({
  plan,
  hint,
  savedText,
}: {
  plan: PaymentPlan;
  /** What the switch does for this membership. */
  hint: string;
  /** The sentence that confirms the saved state. */
  savedText: (autoRenew: boolean) => string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [pending, setPending] = useState<boolean | null>(null);
  const [status, setStatus] = useState<string | undefined>();
  const [error, setError] = useState<string | undefined>();
  const shown = pending ?? plan.autoRenew;

  const change = async (autoRenew: boolean) => {
    // One change at a time: a press while one is saved is ignored (the switch is marked busy).
    if (pending !== null) return;
    setPending(autoRenew);
    setStatus(undefined);
    setError(undefined);
    try {
      const saved = await saveAutoRenew(plan.id, autoRenew);
      setStatus(savedText(saved.autoRenew));
    } catch (failure) {
      setError(planErrorText(t, failure));
    } finally {
      setPending(null);
    }
  };

  return (
    <div className="auto-renew">
      <div className="auto-renew-row">
        <input
          id={`${id}-switch`}
          type="checkbox"
          role="switch"
          className="switch"
          checked={shown}
          aria-checked={shown}
          aria-busy={pending !== null || undefined}
          aria-describedby={`${id}-hint`}
          onChange={(event) => void change(event.currentTarget.checked)}
        />
        <label htmlFor={`${id}-switch`}>{t('account.memberships.autoRenew')}</label>
        <span className="switch-state" aria-hidden="true">
          {shown ? t('account.memberships.switchOn') : t('account.memberships.switchOff')}
        </span>
      </div>
      <p id={`${id}-hint`} className="field-hint">
        {hint}
      </p>
      <LiveStatus text={status} />
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
