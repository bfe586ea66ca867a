import type { Ref } from 'react';
import { Link } from 'react-router';
import type { GiftVoucherBalance } from '../../../shared/contracts/gift-vouchers.ts';
import { useFormat } from '../../components/use-format.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { MaskedCode } from './voucher-code-field.tsx';
import { lastValidDay } from './voucher-dates.ts';

const USE_TEXT = {
  issued: 'giftVouchers.balance.useIssued',
  spent: 'giftVouchers.balance.useSpent',
  returned: 'giftVouchers.balance.useReturned',
  redeemed: 'giftVouchers.balance.useRedeemed',
} as const;

/**
 * What a code is worth (spec §3: number, amount, remaining balance): the balance first, what it
 * was bought for, the last day it works (or that it has expired, in words), and each change to
 * its balance with its date, oldest first. Only this voucher's own history: no one's order.
 */
export function VoucherBalanceAnswer({
  voucher,
  headingRef,
}: {
  voucher: GiftVoucherBalance;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const lastDay = f.date(lastValidDay(voucher.expiresAt), 'full');
  const usable = !voucher.expired && voucher.balance.amount > 0;
  const signed = (amount: number) =>
    amount < 0
      ? `−${f.money({ amount: -amount, currency: 'USD' })}`
      : `+${f.money({ amount, currency: 'USD' })}`;
  return (
    <section className="panel voucher-answer" aria-labelledby="voucher-answer-title">
      <h2 id="voucher-answer-title" ref={headingRef} tabIndex={-1}>
        {t('giftVouchers.balance.answerTitle')} <MaskedCode code={voucher.code} />
      </h2>
      {voucher.expired && (
        <p className="booking-alert">{t('giftVouchers.balance.expired', { date: lastDay })}</p>
      )}
      <dl className="voucher-figures">
        <div className="voucher-balance">
          <dt>{t('giftVouchers.balance.balance')}</dt>
          <dd>{f.money(voucher.balance)}</dd>
        </div>
        <div>
          <dt>{t('giftVouchers.balance.amount')}</dt>
          <dd>{f.money(voucher.amount)}</dd>
        </div>
        <div>
          <dt>
            {voucher.expired
              ? t('giftVouchers.balance.expiredOn')
              : t('giftVouchers.balance.validUntil')}
          </dt>
          <dd>{lastDay}</dd>
        </div>
      </dl>
      <h3 id="voucher-uses-title">{t('giftVouchers.balance.usesTitle')}</h3>
      <ol className="voucher-uses" aria-labelledby="voucher-uses-title">
        {voucher.uses.map((use) => (
          <li key={`${use.at}-${use.kind}-${use.amount.amount}`}>
            <span className="voucher-use-what">
              <span>{t(USE_TEXT[use.kind])}</span>
              <span className="muted">{f.date(use.at, 'full')}</span>
            </span>
            <span className="voucher-use-amount">{signed(use.amount.amount)}</span>
          </li>
        ))}
      </ol>
      {usable ? (
        <>
          <p>{t('giftVouchers.balance.howToUse')}</p>
          <ul className="voucher-links">
            <li>
              <Link to="/listings">{t('giftVouchers.balance.toListings')}</Link>
            </li>
            <li>
              <Link to="/redeem-gift-voucher">{t('giftVouchers.balance.toRedeem')}</Link>
            </li>
          </ul>
        </>
      ) : (
        !voucher.expired && <p>{t('giftVouchers.balance.usedUp')}</p>
      )}
    </section>
  );
}
