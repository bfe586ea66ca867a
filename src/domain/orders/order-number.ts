import { randomInt } from 'node:crypto';

/** Crockford's base 32 without I, L, O, U: read aloud to the box office without confusion. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * An order number such as "MSP-7K3QD9XA": random (40 bits), so a number seen on a screen or in
 * an address bar leads to nobody else's order; the database's unique index settles clashes.
 */
export function newOrderNumber(random: (max: number) => number = randomInt): string {
  let code = '';
  for (let i = 0; i < 8; i++) code += ALPHABET[random(ALPHABET.length)];
  return `MSP-${code}`;
}
