/**
 * The PDF tickets use the Standard-14 fonts (Helvetica): nothing to embed, the same on every
 * machine, and their WinAnsi encoding covers every letter of our six languages (å ä ö ü ß é ñ ò
 * è …). Content typed by the box office may hold anything else, which pdf-lib would refuse to
 * encode (a thrown error, no tickets): such characters are written the nearest safe way.
 */

/** Spaces and dashes that ICU and editors produce, and their plain equivalents. */
const SUBSTITUTES: Record<string, string> = {
  '\u00a0': ' ',
  '\u2007': ' ',
  '\u2009': ' ',
  '\u200a': ' ',
  '\u202f': ' ',
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2212': '-',
  '\u2032': "'",
  '\u2033': '"',
  '\u2044': '/',
  '\u00ad': '',
  '\u200b': '',
  '\u200e': '',
  '\u200f': '',
  '\ufeff': '',
};

/**
 * `text` with every character the font cannot encode replaced: known look-alikes first, then the
 * letter without its accent (ā → a, ł stays unknown), else "?". Line breaks become spaces (a
 * line is laid out by the caller).
 */
export function printableText(text: string, supported: ReadonlySet<number>): string {
  let out = '';
  for (const char of text.replace(/\s*[\r\n]+\s*/g, ' ')) {
    const code = char.codePointAt(0) ?? 0;
    if (supported.has(code)) {
      out += char;
      continue;
    }
    const substitute = SUBSTITUTES[char];
    if (substitute !== undefined && [...substitute].every((c) => supported.has(c.charCodeAt(0)))) {
      out += substitute;
      continue;
    }
    // Compatibility forms (ﬁ → fi, ² → 2) and letters with marks (ā → a + ̄): keep what encodes.
    const decomposed = [...char.normalize('NFKD')].filter(
      (c) => !/\p{M}/u.test(c) && supported.has(c.codePointAt(0) ?? 0),
    );
    out += decomposed.length > 0 ? decomposed.join('') : '?';
  }
  return out;
}
