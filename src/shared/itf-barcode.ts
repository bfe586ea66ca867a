/**
 * Interleaved 2 of 5 (ITF), the numeric barcode box-office scanners read, drawn from a ticket's
 * 20-digit code (an even number of digits, as ITF needs). Pure geometry: the web draws the bars
 * as SVG rectangles, so no barcode library reaches the browser.
 */

/** Each digit as five elements, narrow (n) or wide (w). */
const PATTERNS = [
  'nnwwn',
  'wnnnw',
  'nwnnw',
  'wwnnn',
  'nnwnw',
  'wnwnn',
  'nwwnn',
  'nnnww',
  'wnnwn',
  'nwnwn',
] as const;

/** Wide elements are three modules wide (the standard allows 2–3; 3 scans best). */
const WIDE = 3;
/** The quiet zone either side, in modules (ITF asks for at least ten). */
export const ITF_QUIET_ZONE = 10;

export interface ItfBars {
  /** Each dark bar: its left edge and width, in modules from the symbol's left. */
  bars: { x: number; width: number }[];
  /** The whole symbol with its quiet zones, in modules. */
  width: number;
}

export function itfBars(digits: string): ItfBars {
  if (!/^(\d\d)+$/.test(digits)) throw new RangeError('ITF needs an even number of digits');
  // Start (narrow bar, space, bar, space), the pairs, stop (wide bar, narrow space, bar).
  const elements: number[] = [1, 1, 1, 1];
  for (let i = 0; i < digits.length; i += 2) {
    const inBars = PATTERNS[Number(digits[i])] ?? '';
    const inSpaces = PATTERNS[Number(digits[i + 1])] ?? '';
    for (let k = 0; k < 5; k++)
      elements.push(inBars[k] === 'w' ? WIDE : 1, inSpaces[k] === 'w' ? WIDE : 1);
  }
  elements.push(WIDE, 1, 1);
  const bars: ItfBars['bars'] = [];
  let x = ITF_QUIET_ZONE;
  elements.forEach((width, index) => {
    if (index % 2 === 0) bars.push({ x, width });
    x += width;
  });
  return { bars, width: x + ITF_QUIET_ZONE };
}
