/**
 * How far a fund with a goal has come: a bar for the eye and the same in words (raised, goal and
 * share), so nothing is told by the bar alone. Funds without a goal show nothing.
 */
import type { Fund } from '../../../shared/contracts/donations.ts';
import { formatMoneyShort } from '../../../shared/money.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import '../../styles/donations.css';

export function FundProgress({ fund }: { fund: Pick<Fund, 'goal' | 'raised'> }) {
  const { t, locale } = useTranslation();
  if (!fund.goal || !fund.raised || fund.goal.amount <= 0) return null;
  // Whole per cent, rounded down: a goal is not "100%" until it is reached.
  const percent = Math.min(100, Math.floor((fund.raised.amount * 100) / fund.goal.amount));
  return (
    <div className="fund-progress">
      <div className="fund-progress-bar" aria-hidden="true">
        <span style={{ width: `${percent}%` }} />
      </div>
      <p className="fund-progress-text">
        {t('donations.funds.progress', {
          raised: formatMoneyShort(fund.raised, locale),
          goal: formatMoneyShort(fund.goal, locale),
          percent,
        })}
      </p>
    </div>
  );
}
