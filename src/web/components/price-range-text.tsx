import type { Money } from '../../shared/money.ts';
import { useTranslation } from '../i18n/i18n.ts';
import { useFormat } from './use-format.ts';

/** All-in prices from the first price shown (FTC rule): fees are always included. */
export function PriceRangeText({ range }: { range: { from: Money; to: Money } | null }) {
  const { t } = useTranslation();
  const f = useFormat();
  if (!range) return null;
  return range.from.amount === range.to.amount
    ? t('production.priceSingle', { price: f.money(range.from) })
    : t('production.priceRange', { from: f.money(range.from), to: f.money(range.to) });
}
