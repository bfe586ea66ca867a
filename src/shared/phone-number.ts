/**
 * Phone numbers as people write them: "(845) 555-0199", "845.555.0199", "+1 845 555 0199".
 * The spec's rule (§5) is digits only ("Please check the formatting of the phone number, only
 * use numbers"); refusing the usual punctuation refused most real numbers (issue 9, item 16).
 * So spaces, dashes, dots, brackets and one leading + go first, and the rule applies to what
 * is left: a letter, a "#", a "+" anywhere but the front, is still refused. Numbers are stored
 * in this normal form, so the box office sees one way of writing them.
 */

/** Spaces (any kind), dashes (the hyphen and the typographic ones), dots and brackets. */
const PUNCTUATION = /[\s\-\u2010-\u2015\u2212.()[\]{}]/g;

/** The phone number without its punctuation and leading +; the digits rule is checked after. */
export function normalisePhone(text: string): string {
  const trimmed = text.trim();
  return (trimmed.startsWith('+') ? trimmed.slice(1) : trimmed).replace(PUNCTUATION, '');
}

/** The spec's digits-only rule, on a normalised number. */
export const PHONE_DIGITS = /^\d+$/;
