/** Names compared as people write them: case, accents, spaces, hyphens and apostrophes aside. */
export function normalizeName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

/** Codes are typed by hand: case and spaces or hyphens do not matter. */
export function normalizeAccessCode(code: string): string {
  return code.toUpperCase().replace(/[\s-]+/g, '');
}

/** Spec §5: an access registration code must match the name on the account. */
export function accessCodeMatches(
  issuedTo: { firstName: string; lastName: string },
  account: { firstName: string; lastName: string },
): boolean {
  return (
    normalizeName(issuedTo.firstName) === normalizeName(account.firstName) &&
    normalizeName(issuedTo.lastName) === normalizeName(account.lastName)
  );
}
