/**
 * The box office's lists of what is set up (issue 13): promo codes, funds and membership levels,
 * each row saying where the record stands in words (never by colour alone) and which languages
 * its texts still miss. Managers open a row to change it; box-office staff read.
 */
import { Link } from 'react-router';
import type { FundSetup } from '../../../../shared/contracts/fund-setup.ts';
import type { MembershipLevelSetup } from '../../../../shared/contracts/membership-level-setup.ts';
import { PAYMENT_OPTIONS } from '../../../../shared/contracts/memberships.ts';
import type { OfferChoices } from '../../../../shared/contracts/offer-setup.ts';
import type { PromoCode, PromoCodeState } from '../../../../shared/contracts/promo-code-setup.ts';
import { usd } from '../../../../shared/money.ts';
import { useFormat } from '../../../components/use-format.ts';
import { useTranslation } from '../../../i18n/i18n.ts';
import { MissingLanguages } from './localized-fields.tsx';
import { recordMissing } from './record-languages.ts';

/** Where a promo code stands, in words (message keys written out whole for the message test). */
export const PROMO_STATE_LABELS: Record<PromoCodeState, string> = {
  live: 'staff.offers.promo.states.live',
  scheduled: 'staff.offers.promo.states.scheduled',
  ended: 'staff.offers.promo.states.ended',
  'used-up': 'staff.offers.promo.states.usedUp',
  off: 'staff.offers.promo.states.off',
};

const OPTION_NAMES = {
  'one-off': 'staff.offers.level.optionOneOff',
  monthly: 'staff.offers.level.optionMonthly',
  yearly: 'staff.offers.level.optionYearly',
} as const;

/** The record's name: a link for managers, text for staff. */
function RecordName({
  to,
  canChange,
  children,
}: {
  to: string;
  canChange: boolean;
  children: string;
}) {
  return canChange ? <Link to={to}>{children}</Link> : children;
}

/** "From … until …", "Until …", "No end". */
function useWindow() {
  const { t } = useTranslation();
  const f = useFormat();
  const when = (iso: string) => `${f.date(iso, 'day')} ${f.time(iso)}`;
  return (from: string | null, until: string | null) => {
    if (from && until)
      return t('staff.offers.window.between', { from: when(from), until: when(until) });
    if (from) return t('staff.offers.window.from', { from: when(from) });
    if (until) return t('staff.offers.window.until', { until: when(until) });
    return t('staff.offers.window.always');
  };
}

export function PromoCodeList({
  codes,
  choices,
  canChange,
}: {
  codes: PromoCode[];
  choices: OfferChoices;
  canChange: boolean;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const window = useWindow();
  const modeName = (id: number | null) => choices.modesOfSale.find((m) => m.id === id)?.name;
  const production = (id: number | null) => choices.productions.find((p) => p.id === id)?.title;
  if (codes.length === 0) return <p>{t('staff.offers.promo.none')}</p>;
  return (
    <div className="record-table-wrap">
      <table className="record-table bo-offer-table">
        <caption className="visually-hidden">{t('staff.offers.promo.listCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('staff.offers.promo.columns.code')}</th>
            <th scope="col">{t('staff.offers.promo.columns.effect')}</th>
            <th scope="col">{t('staff.offers.promo.columns.dates')}</th>
            <th scope="col">{t('staff.offers.promo.columns.uses')}</th>
            <th scope="col">{t('staff.offers.promo.columns.state')}</th>
            <th scope="col">{t('staff.offers.columns.languages')}</th>
          </tr>
        </thead>
        <tbody>
          {codes.map((code) => {
            const effects = [
              code.discountPercent !== null
                ? t('staff.offers.promo.effectPercent', { percent: code.discountPercent })
                : null,
              code.discountCents !== null
                ? t('staff.offers.promo.effectAmount', { amount: f.money(usd(code.discountCents)) })
                : null,
              code.modeOfSaleId !== null
                ? t('staff.offers.promo.effectMode', { mode: modeName(code.modeOfSaleId) ?? '' })
                : null,
              code.productionId !== null
                ? t('staff.offers.promo.effectProduction', {
                    production: production(code.productionId) ?? '',
                  })
                : null,
            ].filter(Boolean);
            return (
              <tr key={code.id}>
                <th scope="row" className="bo-code">
                  <RecordName to={`/box-office/promo-codes/${code.id}`} canChange={canChange}>
                    {code.code}
                  </RecordName>
                </th>
                <td>{effects.join('; ')}</td>
                <td>{window(code.validFrom, code.validUntil)}</td>
                <td>
                  {code.usageLimit === null
                    ? t('staff.offers.promo.usesUnlimited', { uses: code.uses })
                    : t('staff.offers.promo.usesOfLimit', {
                        uses: code.uses,
                        limit: code.usageLimit,
                      })}
                </td>
                <td>
                  <span className={`bo-state bo-state-${code.state}`}>
                    {t(PROMO_STATE_LABELS[code.state])}
                  </span>
                </td>
                <td>
                  <MissingLanguages
                    locales={code.description ? recordMissing([code.description]) : []}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

export function FundList({ funds, canChange }: { funds: FundSetup[]; canChange: boolean }) {
  const { t, locale } = useTranslation();
  const f = useFormat();
  const window = useWindow();
  if (funds.length === 0) return <p>{t('staff.offers.fund.none')}</p>;
  return (
    <div className="record-table-wrap">
      <table className="record-table bo-offer-table">
        <caption className="visually-hidden">{t('staff.offers.fund.listCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('staff.offers.fund.columns.name')}</th>
            <th scope="col">{t('staff.offers.fund.columns.state')}</th>
            <th scope="col">{t('staff.offers.fund.columns.dates')}</th>
            <th scope="col" className="num">
              {t('staff.offers.fund.columns.raised')}
            </th>
            <th scope="col">{t('staff.offers.columns.languages')}</th>
          </tr>
        </thead>
        <tbody>
          {funds.map((fund) => (
            <tr key={fund.id}>
              <th scope="row">
                <RecordName to={`/box-office/funds/${fund.id}`} canChange={canChange}>
                  {fund.name[locale] || fund.name['en-US']}
                </RecordName>
                {fund.upsell && <span className="bo-tag"> {t('staff.offers.fund.upsellTag')}</span>}
              </th>
              <td>
                <span className={`bo-state bo-state-${fund.open ? 'live' : 'off'}`}>
                  {fund.open ? t('staff.offers.fund.open') : t('staff.offers.fund.closed')}
                </span>
              </td>
              <td>{window(fund.opensAt, fund.closesAt)}</td>
              <td className="num">
                {fund.goalCents === null
                  ? f.money(usd(fund.raisedCents))
                  : t('staff.offers.fund.raisedOfGoal', {
                      raised: f.money(usd(fund.raisedCents)),
                      goal: f.money(usd(fund.goalCents)),
                    })}
              </td>
              <td>
                <MissingLanguages locales={recordMissing([fund.name, fund.description])} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function LevelList({
  levels,
  canChange,
}: {
  levels: MembershipLevelSetup[];
  canChange: boolean;
}) {
  const { t, locale } = useTranslation();
  const f = useFormat();
  if (levels.length === 0) return <p>{t('staff.offers.level.none')}</p>;
  return (
    <div className="record-table-wrap">
      <table className="record-table bo-offer-table">
        <caption className="visually-hidden">{t('staff.offers.level.listCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('staff.offers.level.columns.name')}</th>
            <th scope="col">{t('staff.offers.level.columns.prices')}</th>
            <th scope="col">{t('staff.offers.level.columns.state')}</th>
            <th scope="col" className="num">
              {t('staff.offers.level.columns.members')}
            </th>
            <th scope="col">{t('staff.offers.columns.languages')}</th>
          </tr>
        </thead>
        <tbody>
          {levels.map((level) => (
            <tr key={level.id}>
              <th scope="row">
                <RecordName to={`/box-office/membership-levels/${level.id}`} canChange={canChange}>
                  {level.name[locale] || level.name['en-US']}
                </RecordName>
              </th>
              <td>
                <ul className="bo-plain-list">
                  {PAYMENT_OPTIONS.flatMap((option) => {
                    const cents = level.prices[option];
                    return cents === null
                      ? []
                      : [
                          <li key={option}>
                            {t(OPTION_NAMES[option], { amount: f.money(usd(cents)) })}
                          </li>,
                        ];
                  })}
                </ul>
              </td>
              <td>
                <span className={`bo-state bo-state-${level.onSale ? 'live' : 'off'}`}>
                  {level.onSale
                    ? t('staff.offers.level.onSaleState')
                    : t('staff.offers.level.offSaleState')}
                </span>
              </td>
              <td className="num">{level.members}</td>
              <td>
                <MissingLanguages
                  locales={recordMissing([level.name, level.description, ...level.benefits])}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
