/**
 * A level's prices, one row per way to pay: what each payment is, what a year costs that way
 * (for a monthly plan), and what of it is tax-deductible (the year's price less the benefits'
 * fair market value), then that value. Shown on the list of levels and on a level's own page.
 */
import type { MembershipLevel } from '../../../shared/contracts/memberships.ts';
import { usd } from '../../../shared/money.ts';
import { useFormat } from '../../components/use-format.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { taxDeductibleCents } from './membership-form-model.ts';
import { useMembershipText } from './use-membership-text.ts';

export function MembershipPrices({ level }: { level: MembershipLevel }) {
  const { t } = useTranslation();
  const f = useFormat();
  const text = useMembershipText();
  return (
    <dl className="membership-prices">
      {level.prices.map((price) => (
        <div key={price.option} className="membership-price">
          <dt>{text.option(price.option)}</dt>
          <dd>
            <strong>{text.payment(price.option, price.amount)}</strong>
            {price.option === 'monthly' && (
              <span className="muted">
                {t('memberships.price.perYear', { amount: f.money(price.perYear) })}
              </span>
            )}
            <span className="muted">
              {t('memberships.price.taxDeductible', {
                amount: f.money(usd(taxDeductibleCents(price, level))),
              })}
            </span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The benefits' fair market value a year: the part of the price that is not a gift. */
export function BenefitsValue({ level }: { level: Pick<MembershipLevel, 'benefitsValue'> }) {
  const { t } = useTranslation();
  const f = useFormat();
  return (
    <p className="muted membership-tax">
      {level.benefitsValue.amount === 0
        ? t('memberships.level.allDeductible')
        : t('memberships.level.benefitsValue', { amount: f.money(level.benefitsValue) })}
    </p>
  );
}
