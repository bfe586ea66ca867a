/**
 * How a saved card is named wherever it is shown ("Visa •••• 4242"): the card network's own
 * name, which no language translates, and the last four digits. Both payment adapters use it,
 * so a plan's card reads the same whichever provider keeps it.
 */

/** Stripe's `card.brand` values and the networks' names for them. */
const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  cartes_bancaires: 'Cartes Bancaires',
  eftpos_au: 'eftpos',
  interac: 'Interac',
};

export function cardLabel(brand: string, last4: string): string {
  const name = Object.hasOwn(BRAND_NAMES, brand) ? BRAND_NAMES[brand] : 'Card';
  return `${name} •••• ${last4}`;
}
