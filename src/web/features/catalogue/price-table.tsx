import type { PerformanceDetail } from '../../../shared/contracts/catalogue.ts';
import type { Money } from '../../../shared/money.ts';
import { useFormat } from '../../components/use-format.ts';
import { useTranslation } from '../../i18n/i18n.ts';

type Price = PerformanceDetail['prices'][number];

/**
 * The price matrix, all-in (fees included, FTC rule): ticket types down, price bands across, the
 * fee itemised once per band when it is the same for every type. Access-scheme types sit in
 * their own group. Bands not sold on the map (the sensory booth) are named below the table.
 */
export function PriceTable({ performance }: { performance: PerformanceDetail }) {
  const { t } = useTranslation();
  const f = useFormat();
  const bands = performance.priceBands.filter(
    (band) => band.onlineSale && performance.prices.some((p) => p.priceBandId === band.id),
  );
  const offline = performance.priceBands.filter(
    (band) => !band.onlineSale && performance.prices.some((p) => p.priceBandId === band.id),
  );
  const priceOf = new Map<string, Price>(
    performance.prices.map((p) => [`${p.priceTypeId}:${p.priceBandId}`, p]),
  );
  const sharedFee = new Map<number, Money | undefined>(
    bands.map((band) => {
      const fees = performance.prices.filter((p) => p.priceBandId === band.id).map((p) => p.fee);
      const same = fees.every((fee) => fee.amount === fees[0]?.amount);
      return [band.id, same ? fees[0] : undefined];
    }),
  );
  const general = performance.priceTypes.filter((type) => !type.requiresAccessRegistration);
  const access = performance.priceTypes.filter((type) => type.requiresAccessRegistration);

  const rows = (types: typeof general) =>
    types.map((type) => (
      <tr key={type.id}>
        <th scope="row">{type.name}</th>
        {bands.map((band) => {
          const price = priceOf.get(`${type.id}:${band.id}`);
          return (
            <td key={band.id}>
              {price ? f.money(price.allIn) : '–'}
              {price && !sharedFee.get(band.id) && (
                <span className="price-note">
                  {t('performance.includesFee', { fee: f.money(price.fee) })}
                </span>
              )}
            </td>
          );
        })}
      </tr>
    ));

  return (
    <section className="prices" aria-labelledby="prices-title">
      <h2 id="prices-title">{t('performance.pricesTitle')}</h2>
      {/* On a narrow phone a long language may need a sideways scroll: a keyboard can do it too. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus (WCAG 2.1.1) */}
      <section className="price-table-wrap" aria-labelledby="prices-title" tabIndex={0}>
        <table className="price-table">
          <caption>{t('performance.pricesCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('performance.priceType')}</th>
              {bands.map((band) => {
                const fee = sharedFee.get(band.id);
                return (
                  <th scope="col" key={band.id}>
                    {band.name}
                    {fee && (
                      <span className="price-note">
                        {t('performance.includesFee', { fee: f.money(fee) })}
                      </span>
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>{rows(general)}</tbody>
          {access.length > 0 && (
            <tbody>
              <tr>
                <th scope="colgroup" colSpan={bands.length + 1} className="price-group">
                  {t('performance.accessSchemeOnly')}
                </th>
              </tr>
              {rows(access)}
            </tbody>
          )}
        </table>
      </section>
      {offline.map((band) => (
        <p key={band.id} className="muted">
          {band.name}: {t('performance.notSoldOnline')}
        </p>
      ))}
    </section>
  );
}
