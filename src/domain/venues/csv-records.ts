/**
 * CSV as spreadsheets write it (RFC 4180): quoted fields with doubled quotes and line breaks
 * inside, CRLF or LF, a byte-order mark, and the delimiter of the exporting program's language
 * (a comma, or a semicolon where the comma is the decimal mark, or a tab). Each record keeps
 * the line it starts on, so a problem names the line a person sees in their editor.
 */

export interface CsvRecord {
  /** 1-based line of the record's first character. */
  line: number;
  cells: string[];
}

export type CsvResult =
  | { ok: true; records: CsvRecord[] }
  | { ok: false; line: number; problem: 'unclosedQuote' | 'strayQuote' };

const DELIMITERS = [',', ';', '\t'] as const;

/**
 * The delimiter the header line (the first line neither blank nor a comment) uses most, outside
 * quotes; a comma when it uses none.
 */
export function detectDelimiter(text: string): string {
  const counts = new Map<string, number>(DELIMITERS.map((d) => [d, 0]));
  const header = /^(?:[ \t]*(?:#[^\r\n]*)?(?:\r\n|\r|\n))*/.exec(text)?.[0].length ?? 0;
  let quoted = false;
  for (const char of text.slice(header)) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && counts.has(char)) counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  let best = ',';
  for (const d of DELIMITERS) if ((counts.get(d) ?? 0) > (counts.get(best) ?? 0)) best = d;
  return best;
}

/**
 * The records of a CSV text. Blank lines and lines whose first cell starts with `#` (comments)
 * are skipped; they still count for the line numbers.
 */
export function readCsv(input: string): CsvResult {
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  const delimiter = detectDelimiter(text);
  const records: CsvRecord[] = [];
  let line = 1;
  let i = 0;
  while (i < text.length) {
    const start = line;
    const cells: string[] = [];
    let cell = '';
    let quotedCell = false;
    let ended = false;
    while (i < text.length && !ended) {
      const char = text[i] as string;
      if (char === '"' && cell.trim() === '' && !quotedCell) {
        // A quoted field: runs to the closing quote, through delimiters and line breaks.
        quotedCell = true;
        cell = '';
        const opened = line;
        i++;
        for (;;) {
          if (i >= text.length) return { ok: false, line: opened, problem: 'unclosedQuote' };
          const inner = text[i] as string;
          if (inner === '"') {
            if (text[i + 1] === '"') {
              cell += '"';
              i += 2;
              continue;
            }
            i++;
            break;
          }
          if (inner === '\r' && text[i + 1] === '\n') {
            cell += '\n';
            i += 2;
            line++;
            continue;
          }
          if (inner === '\n' || inner === '\r') line++;
          cell += inner === '\r' ? '\n' : inner;
          i++;
        }
        // Only spaces, then a delimiter, a line break or the end may follow a closing quote.
        while (text[i] === ' ' && delimiter !== ' ') i++;
        const next = text[i];
        if (next !== undefined && next !== delimiter && next !== '\n' && next !== '\r')
          return { ok: false, line, problem: 'strayQuote' };
        continue;
      }
      if (char === delimiter) {
        cells.push(quotedCell ? cell : cell.trim());
        cell = '';
        quotedCell = false;
        i++;
        continue;
      }
      if (char === '\n' || char === '\r') {
        i += char === '\r' && text[i + 1] === '\n' ? 2 : 1;
        line++;
        ended = true;
        continue;
      }
      if (char === '"') return { ok: false, line, problem: 'strayQuote' };
      cell += char;
      i++;
    }
    cells.push(quotedCell ? cell : cell.trim());
    const blank = cells.every((c) => c === '');
    if (!blank && !cells[0]?.startsWith('#')) records.push({ line: start, cells });
  }
  return { ok: true, records };
}
