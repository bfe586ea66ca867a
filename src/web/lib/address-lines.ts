import type { Address } from '../../shared/contracts/account.ts';

/**
 * An address as written on an envelope, one string a line: the town with its state (or county)
 * and postal code as the US writes them ("Riverton, NY 12590"), a county beside a state on a
 * line of its own, then the country. Empty parts leave no gap.
 */
export function addressLines(address: Address): string[] {
  const region = address.stateCode ?? address.county;
  const place = [address.city, [region, address.postalCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [
    address.line1,
    address.line2,
    address.line3,
    place,
    address.county && address.stateCode ? address.county : null,
    address.country.name,
  ].filter((line): line is string => Boolean(line));
}
