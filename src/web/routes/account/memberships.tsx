import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { GivingPlanCard } from '../../features/payment-plans/giving-plan-card.tsx';
import { MembershipCard } from '../../features/payment-plans/held-membership-card.tsx';
import { accountMembershipsQueryOptions } from '../../features/payment-plans/payment-plans-api.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import '../../styles/payment-plans.css';

/**
 * /account/memberships (spec §2, §3 Membership; issue 12): the customer's memberships, each with
 * its dates, status, benefits, automatic renewal and direct debit plan, then their monthly gifts.
 * Not a member yet, the page says so and leads to the memberships on sale.
 */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('account.memberships.title'));
  const answer = useQuery(accountMembershipsQueryOptions()).data;
  if (!answer) return null;
  const { memberships, givingPlans } = answer;
  return (
    <section aria-labelledby="memberships-title" className="account-memberships">
      <h1 id="memberships-title">{t('account.memberships.title')}</h1>
      <p className="lead">{t('account.memberships.intro')}</p>
      {memberships.length === 0 ? (
        <div className="empty-state">
          <p>{t('account.memberships.none')}</p>
          <p>
            <Link className="button" to="/contributions/memberships">
              {t('account.memberships.join')}
            </Link>
          </p>
        </div>
      ) : (
        <div className="held-membership-list">
          {memberships.map((membership) => (
            <MembershipCard key={membership.id} membership={membership} />
          ))}
        </div>
      )}
      {givingPlans.length > 0 && (
        <section aria-labelledby="giving-plans-title" className="giving-plans">
          <h2 id="giving-plans-title">{t('account.givingPlans.title')}</h2>
          <p>{t('account.givingPlans.intro')}</p>
          {givingPlans.map((plan) => (
            <GivingPlanCard key={plan.id} plan={plan} />
          ))}
        </section>
      )}
    </section>
  );
}
