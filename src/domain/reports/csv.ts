/**
 * CSV files a spreadsheet opens cleanly (issue 13's reports): RFC 4180 (comma-separated, CRLF
 * line ends, a field with a comma, quote or line break in double quotes, a quote doubled),
 * UTF-8 with a byte-order mark (so Excel reads "Zoë" and "€" right), days as ISO 8601
 * (YYYY-MM-DD) and times as HH:MM, amounts as decimal dollars with a dot and no symbol
 * ("1234.50", "-0.05"). A text cell a spreadsheet would take for a formula (= + - @, or a tab
 * or carriage return first) is written with a leading apostrophe: a buyer's name or an appeal
 * code is never run as one.
 */

export type CsvKind = 'text' | 'integer' | 'cents' | 'day' | 'time';

export interface CsvColumn<R> {
  header: string;
  kind: CsvKind;
  value: (row: R) => string | number | null;
}

export const CSV_BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** A text cell as written: defused if it could start a formula, quoted if it must be. */
export function csvText(text: string): string {
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Integer cents as decimal dollars: 123450 → "1234.50", −5 → "-0.05". */
export function csvDollars(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not integer cents: ${cents}`);
  const abs = Math.abs(cents);
  const dollars = `${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
  return cents < 0 ? `-${dollars}` : dollars;
}

function cell(kind: CsvKind, value: string | number | null): string {
  if (value === null) return '';
  switch (kind) {
    case 'text':
      return csvText(String(value));
    case 'integer':
      if (typeof value !== 'number' || !Number.isSafeInteger(value))
        throw new RangeError(`Not an integer: ${value}`);
      return String(value);
    case 'cents':
      if (typeof value !== 'number') throw new RangeError(`Not cents: ${value}`);
      return csvDollars(value);
    case 'day':
      if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value))
        throw new RangeError(`Not a YYYY-MM-DD day: ${value}`);
      return value;
    case 'time':
      if (typeof value !== 'string' || !/^\d{2}:\d{2}$/.test(value))
        throw new RangeError(`Not an HH:MM time: ${value}`);
      return value;
  }
}

/** The whole file: the byte-order mark, a header line, a line per row, each ended by CRLF. */
export function toCsv<R>(columns: readonly CsvColumn<R>[], rows: readonly R[]): string {
  const lines = [
    columns.map((column) => csvText(column.header)).join(','),
    ...rows.map((row) => columns.map((column) => cell(column.kind, column.value(row))).join(',')),
  ];
  return `${CSV_BOM}${lines.map((line) => `${line}\r\n`).join('')}`;
}
