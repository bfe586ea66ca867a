/**
 * Gift voucher codes (spec §5: "xxxx-xxxxxxx", four alphanumerics, a hyphen, 6 to 9
 * alphanumerics): how a new one is drawn, how what a person typed becomes the one canonical form,
 * and the digest the database looks a code up by. A code is a bearer secret worth money, so it
 * comes from the operating system's CSPRNG, and a guess is worth nothing (issue 11).
 */
import { createHash, randomBytes } from 'node:crypto';

/**
 * Upper-case letters and digits without the look-alikes a reader confuses on paper or a phone
 * (0/O, 1/I/L): 31 symbols. A code read aloud at the box office cannot be misheard into another.
 */
export const VOUCHER_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** The symbols before and after the hyphen of a code this shop draws: "XXXX-XXXXXXX". */
export const VOUCHER_CODE_HEAD_LENGTH = 4;
export const VOUCHER_CODE_TAIL_LENGTH = 7;
/** What the spec allows after the hyphen: codes the box office issues in other lengths parse. */
export const VOUCHER_CODE_TAIL_MIN = 6;
export const VOUCHER_CODE_TAIL_MAX = 9;

/** 11 symbols of 31: log2(31^11) ≈ 54.5 bits, above the 50. */
export const VOUCHER_CODE_ENTROPY_BITS =
  (VOUCHER_CODE_HEAD_LENGTH + VOUCHER_CODE_TAIL_LENGTH) * Math.log2(VOUCHER_CODE_ALPHABET.length);

/** Longer input than this is not a code mistyped, it is not a code: refused before any work. */
export const VOUCHER_CODE_INPUT_MAX = 64;

const SYMBOL = `[${VOUCHER_CODE_ALPHABET}]`;
/** The canonical form, as stored, printed and compared. */
export const VOUCHER_CODE_PATTERN = new RegExp(
  `^${SYMBOL}{${VOUCHER_CODE_HEAD_LENGTH}}-${SYMBOL}{${VOUCHER_CODE_TAIL_MIN},${VOUCHER_CODE_TAIL_MAX}}$`,
);

/**
 * The largest multiple of 31 a byte can hold (248): a byte at or above it is drawn again, so
 * every symbol is equally likely (a plain `byte % 31` would favour the first eight).
 */
const UNBIASED_LIMIT = 256 - (256 % VOUCHER_CODE_ALPHABET.length);

/**
 * A new code, "XXXX-XXXXXXX", from the CSPRNG (`random`, randomBytes unless a test gives
 * another). Uniqueness is the database's job (a unique index on the digest); with 31^11 codes a
 * clash is vanishingly rare and costs a retry.
 */
export function newVoucherCode(random: (n: number) => Uint8Array = randomBytes): string {
  const length = VOUCHER_CODE_HEAD_LENGTH + VOUCHER_CODE_TAIL_LENGTH;
  let symbols = '';
  while (symbols.length < length) {
    // A few bytes more than needed: about 3% are drawn again.
    for (const byte of random(length + 4)) {
      if (byte >= UNBIASED_LIMIT) continue;
      symbols += VOUCHER_CODE_ALPHABET[byte % VOUCHER_CODE_ALPHABET.length];
      if (symbols.length === length) break;
    }
  }
  return `${symbols.slice(0, VOUCHER_CODE_HEAD_LENGTH)}-${symbols.slice(VOUCHER_CODE_HEAD_LENGTH)}`;
}

/** Characters a person may type between the symbols: spaces and every kind of dash or hyphen. */
const SEPARATORS = /[\s\p{Pd}\u2212\u00ad\u200b-\u200d\u2060\ufeff]+/gu;
/**
 * Control characters (NUL among them) other than a tab or line break (a code copied out of a mail
 * or a PDF may carry one): such input was not typed, it was sent.
 */
const CONTROL = /(?![\t\n\r])\p{Cc}/u;

/**
 * What a person typed as the canonical code ("XXXX-XXXXXXX"), or null when it cannot be one.
 * Forgiven: lower case, full-width letters (a phone's keyboard in another script), spaces and
 * dashes anywhere, a missing hyphen. Not guessed at: 0, O, 1, I or L are in no code, so input
 * holding one is no code (mapping O to something would turn a typo into someone else's code).
 */
export function normalizeVoucherCode(input: string): string | null {
  if (typeof input !== 'string' || input.length > VOUCHER_CODE_INPUT_MAX) return null;
  if (CONTROL.test(input)) return null;
  // NFKC folds full-width and compatibility forms (Ａ → A); only ASCII letters change case, so no
  // letter of another script becomes one of ours (ß would upper-case to "SS").
  const symbols = input
    .normalize('NFKC')
    .replace(SEPARATORS, '')
    .replace(/[a-z]/g, (letter) => letter.toUpperCase());
  const tail = symbols.length - VOUCHER_CODE_HEAD_LENGTH;
  if (tail < VOUCHER_CODE_TAIL_MIN || tail > VOUCHER_CODE_TAIL_MAX) return null;
  for (const symbol of symbols) if (!VOUCHER_CODE_ALPHABET.includes(symbol)) return null;
  return `${symbols.slice(0, VOUCHER_CODE_HEAD_LENGTH)}-${symbols.slice(VOUCHER_CODE_HEAD_LENGTH)}`;
}

export function isVoucherCode(value: string): boolean {
  return typeof value === 'string' && VOUCHER_CODE_PATTERN.test(value);
}

function canonical(code: string): string {
  const normalized = normalizeVoucherCode(code);
  if (normalized === null) throw new RangeError('Not a gift voucher code');
  return normalized;
}

/**
 * The key a voucher is stored and looked up by: SHA-256 (hex) of the canonical code. The
 * database compares digests, never the code, so a lookup's time says nothing about how much of a
 * guess was right. (The code itself is kept beside it, for its buyer's account and its mail:
 * decision 018.) Any form of the code
 * gives the same digest; a string that is no code is a caller's mistake (RangeError): normalise
 * what a person typed first, and answer "unrecognised" when that gives null.
 */
export function voucherCodeDigest(code: string): string {
  return createHash('sha256').update(canonical(code), 'utf8').digest('hex');
}

/** "••••-•••WXYZ": a code in a list, its last four symbols only (enough to tell two apart). */
export function maskVoucherCode(code: string): string {
  const value = canonical(code);
  const shown = 4;
  return value.replace(/[^-]/g, '•').slice(0, -shown) + value.slice(-shown);
}
