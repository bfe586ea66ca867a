import { useState } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import { goToCardSetUp } from './payment-plans-api.ts';
import { planErrorText } from './plan-error.ts';

/**
 * "Change card" (or "Set up a card" when the plan has none): the provider's own page takes the
 * new card and comes back to /order/direct-debits/verify. While the provider's address is asked
 * for, the button says so and a second press does nothing.
 */
export function ChangeCardButton({
  planId,
  hasCard,
  describedBy,
  secondary = true,
  label,
}: {
  planId: string;
  hasCard: boolean;
  /** The plan's heading: "Change card" is read as belonging to it. */
  describedBy?: string;
  secondary?: boolean;
  /** Another word for the button ("Try again" on the failed page). */
  label?: string;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const start = async () => {
    if (busy) return;
    setBusy(true);
    setError(undefined);
    try {
      await goToCardSetUp(planId);
      // The browser is leaving for the provider's page: the button stays busy until it has.
    } catch (failure) {
      setError(planErrorText(t, failure));
      setBusy(false);
    }
  };
  return (
    <div className="change-card">
      <button
        type="button"
        className={secondary ? 'button button-secondary' : 'button'}
        aria-describedby={describedBy}
        aria-disabled={busy || undefined}
        onClick={() => void start()}
      >
        {busy
          ? t('account.plans.redirecting')
          : (label ?? (hasCard ? t('account.plans.changeCard') : t('account.plans.setUpCard')))}
      </button>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
