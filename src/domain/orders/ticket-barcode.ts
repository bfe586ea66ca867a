import { randomInt } from 'node:crypto';

/** Spec §9: ticket codes are numeric, 20 digits long, and start with 99. */
export const TICKET_BARCODE_PREFIX = '99';
export const TICKET_BARCODE_LENGTH = 20;

const BARCODE = /^99\d{18}$/;

/**
 * A new ticket barcode: "99" and 18 digits from the operating system's CSPRNG (about 60 bits),
 * so holding one ticket says nothing about the next. Uniqueness is the database's job (a unique
 * index); with 10^18 codes a clash is vanishingly rare and costs a retry.
 */
export function newTicketBarcode(random: (max: number) => number = randomInt): string {
  let digits = TICKET_BARCODE_PREFIX;
  // Six digits at a time: randomInt's range must stay below 2^48.
  while (digits.length < TICKET_BARCODE_LENGTH)
    digits += String(random(1_000_000)).padStart(6, '0');
  return digits.slice(0, TICKET_BARCODE_LENGTH);
}

export function isTicketBarcode(value: string): boolean {
  return BARCODE.test(value);
}

/** "9912 3456 7890 1234 5678": a ticket number read aloud at the door in groups of four. */
export function groupedBarcode(barcode: string): string {
  return barcode.replace(/(\d{4})(?=\d)/g, '$1 ');
}
