/**
 * A cart's or an order's gifts to funds: the fund, the amount (said to be monthly for a monthly
 * gift, issue 12), and the tribute and donor-list name when given. Read-only on review and confirmation; the basket adds its Change and Remove
 * through `renderActions`.
 */
import type { ReactNode } from 'react';
import type { DonationLine } from '../../../shared/contracts/donations.ts';
import { useFormat } from '../../components/use-format.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import '../../styles/donations.css';

type ShownLine = Pick<
  DonationLine,
  'id' | 'fundName' | 'amount' | 'tribute' | 'recognitionName' | 'anonymous' | 'recurring'
>;

/** Message keys written out whole: the message test finds every key it ships. */
const TRIBUTE_TEXT = {
  honour: 'donations.basket.honour',
  memory: 'donations.basket.memory',
} as const;

export function DonationLineList<L extends ShownLine>({
  lines,
  renderActions,
}: {
  lines: readonly L[];
  renderActions?: (line: L) => ReactNode;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  return (
    <ul className="donation-lines">
      {lines.map((line) => {
        const recognition = line.anonymous
          ? t('donations.basket.anonymous')
          : line.recognitionName
            ? t('donations.basket.recognition', { name: line.recognitionName })
            : null;
        return (
          <li key={line.id} className="donation-line">
            <p className="donation-line-fund">
              <strong>{line.fundName}</strong>
              {line.recurring === 'monthly' && (
                <span className="muted donation-line-monthly">{t('donations.basket.monthly')}</span>
              )}
              {line.tribute && (
                <span className="muted">
                  {t(TRIBUTE_TEXT[line.tribute.kind], { name: line.tribute.name })}
                </span>
              )}
              {recognition && <span className="muted">{recognition}</span>}
            </p>
            <p className="donation-line-amount">
              {line.recurring === 'monthly'
                ? t('donations.basket.perMonth', { amount: f.money(line.amount) })
                : f.money(line.amount)}
            </p>
            {renderActions && <div className="donation-line-actions">{renderActions(line)}</div>}
          </li>
        );
      })}
    </ul>
  );
}
