import { Link } from 'react-router';
import type { AccountMembership, PaymentOption } from '../../../shared/contracts/memberships.ts';
import { useFormat } from '../../components/use-format.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { AutoRenewSwitch } from './auto-renew-switch.tsx';
import { PlanDetails } from './plan-details.tsx';
import { autoRenewEditable, dayInstant, membershipCardChangeable, retryAt } from './plan-view.ts';

const OPTION_TEXT: Record<PaymentOption, string> = {
  'one-off': 'account.memberships.options.oneOff',
  monthly: 'account.memberships.options.monthly',
  yearly: 'account.memberships.options.yearly',
};

const STATUS_TEXT: Record<AccountMembership['status'], string> = {
  active: 'account.memberships.statusActive',
  lapsing: 'account.memberships.statusLapsing',
  expired: 'account.memberships.statusExpired',
};

/**
 * One membership (spec §3 Membership): level and status, what to do when a payment failed or it
 * may be renewed, the member and the dates, price and payment option, automatic renewal (a
 * switch while its plan runs), the benefits, and its direct debit plan.
 */
export function MembershipCard({ membership }: { membership: AccountMembership }) {
  const { t } = useTranslation();
  const f = useFormat();
  const headingId = `held-membership-${membership.id}`;
  const day = (iso: string) => f.date(dayInstant(iso), 'full');
  const inSentence = (iso: string) => f.date(dayInstant(iso), 'inSentence');
  const level = membership.levelName;
  const retry = membership.status === 'lapsing' ? retryAt(membership.plan) : null;
  const plan = membership.plan;
  return (
    <article
      className={`panel held-membership-card held-membership-${membership.status}`}
      aria-labelledby={headingId}
    >
      <header className="held-membership-head">
        <h2 id={headingId}>{level}</h2>
        <span className={`tag held-membership-status held-membership-status-${membership.status}`}>
          {t(STATUS_TEXT[membership.status])}
        </span>
      </header>
      {membership.status === 'lapsing' && (
        <div className="notice notice-warning">
          <p>
            {retry
              ? t('account.memberships.lapsing', { date: f.date(retry, 'inSentence') })
              : t('account.memberships.lapsingNoRetry')}
          </p>
          {membershipCardChangeable(membership) && <p>{t('account.memberships.lapsingHelp')}</p>}
        </div>
      )}
      {membership.status === 'expired' && (
        <p className="muted">
          {t('account.memberships.expiredOn', { date: inSentence(membership.expiresOn) })}
        </p>
      )}
      {membership.renewable && (
        <div className="held-membership-renew">
          <p>{t('account.memberships.renewHint', { date: inSentence(membership.expiresOn) })}</p>
          <Link
            className="button"
            to={`/contributions/memberships/${encodeURIComponent(membership.levelSlug)}`}
            aria-describedby={headingId}
          >
            {t('account.memberships.renew')}
          </Link>
        </div>
      )}
      <dl className="details-list held-membership-facts">
        <div>
          <dt>{t('account.memberships.member')}</dt>
          <dd>
            {t('account.memberships.memberValue', {
              name: membership.customerName,
              number: membership.customerId,
            })}
          </dd>
        </div>
        <div>
          <dt>{t('account.memberships.startDate')}</dt>
          <dd>{day(membership.startsOn)}</dd>
        </div>
        <div>
          <dt>{t('account.memberships.renewalDate')}</dt>
          <dd>
            {membership.renewsOn ? day(membership.renewsOn) : t('account.memberships.noRenewal')}
          </dd>
        </div>
        <div>
          <dt>{t('account.memberships.expiryDate')}</dt>
          <dd>{day(membership.expiresOn)}</dd>
        </div>
        <div>
          <dt>{t('account.memberships.price')}</dt>
          <dd>{f.money(membership.price)}</dd>
        </div>
        <div>
          <dt>{t('account.memberships.paymentOption')}</dt>
          <dd>{t(OPTION_TEXT[membership.paymentOption])}</dd>
        </div>
        {!autoRenewEditable(membership) && (
          <div>
            <dt>{t('account.memberships.autoRenew')}</dt>
            <dd>
              {membership.autoRenew
                ? t('account.memberships.switchOn')
                : t('account.memberships.switchOff')}
            </dd>
          </div>
        )}
      </dl>
      {plan && autoRenewEditable(membership) && (
        <AutoRenewSwitch
          plan={plan}
          hint={t('account.memberships.autoRenewHint', {
            date: inSentence(membership.expiresOn),
          })}
          savedText={(on) =>
            on
              ? t('account.memberships.autoRenewSavedOn', { level })
              : t('account.memberships.autoRenewSavedOff', {
                  level,
                  date: inSentence(membership.expiresOn),
                })
          }
        />
      )}
      {membership.benefits.length > 0 && (
        <section aria-labelledby={`${headingId}-benefits`} className="held-membership-benefits">
          <h3 id={`${headingId}-benefits`}>{t('account.memberships.benefits')}</h3>
          <ul>
            {membership.benefits.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
        </section>
      )}
      {plan && (
        <section aria-labelledby={`${headingId}-plan`} className="held-membership-plan">
          <h3 id={`${headingId}-plan`}>{t('account.plans.title')}</h3>
          <PlanDetails
            plan={plan}
            name={level}
            headingId={headingId}
            cardChangeable={membershipCardChangeable(membership)}
          />
        </section>
      )}
    </article>
  );
}
