import { describe, expect, it } from 'vitest';
import { CSV_BOM, type CsvColumn, csvDollars, csvText, toCsv } from './csv.ts';

/** Reads a CSV back as RFC 4180 says (quoted fields may hold commas, quotes and line breaks). */
function parse(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  if (field !== '' || row.length > 0) throw new Error('the last line has no CRLF');
  return rows;
}

interface Row {
  name: string;
  tickets: number;
  cents: number;
  day: string;
  time: string | null;
}
const columns: CsvColumn<Row>[] = [
  { header: 'Name', kind: 'text', value: (r) => r.name },
  { header: 'Tickets', kind: 'integer', value: (r) => r.tickets },
  { header: 'Gross ($)', kind: 'cents', value: (r) => r.cents },
  { header: 'Day', kind: 'day', value: (r) => r.day },
  { header: 'Time', kind: 'time', value: (r) => r.time },
];

describe('CSV', () => {
  it('starts with a UTF-8 byte-order mark and ends every line with CRLF', () => {
    const csv = toCsv(columns, [
      { name: 'Zoë', tickets: 2, cents: 6600, day: '2020-03-02', time: '19:30' },
    ]);
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(Buffer.from(csv, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(csv.slice(1)).toBe(
      'Name,Tickets,Gross ($),Day,Time\r\nZoë,2,66.00,2020-03-02,19:30\r\n',
    );
  });

  it('quotes fields with commas, quotes and line breaks, doubling quotes (RFC 4180)', () => {
    expect(csvText('Abbott, Zoe')).toBe('"Abbott, Zoe"');
    expect(csvText('The "Ledger" Play')).toBe('"The ""Ledger"" Play"');
    expect(csvText('two\nlines')).toBe('"two\nlines"');
    expect(csvText('cr\rlf')).toBe('"cr\rlf"');
    expect(csvText('plain')).toBe('plain');
    const csv = toCsv(columns, [
      { name: 'Abbott, "Zoe"\r\nand co', tickets: 1, cents: 5, day: '2020-03-02', time: null },
    ]);
    expect(parse(csv.slice(1))).toEqual([
      ['Name', 'Tickets', 'Gross ($)', 'Day', 'Time'],
      ['Abbott, "Zoe"\r\nand co', '1', '0.05', '2020-03-02', ''],
    ]);
  });

  it('writes amounts as decimal dollars with a dot, no symbol, no thousands separator', () => {
    expect(csvDollars(0)).toBe('0.00');
    expect(csvDollars(5)).toBe('0.05');
    expect(csvDollars(123_450)).toBe('1234.50');
    expect(csvDollars(100_000_000)).toBe('1000000.00');
    expect(csvDollars(-500)).toBe('-5.00');
    expect(csvDollars(-5)).toBe('-0.05');
    expect(() => csvDollars(1.5)).toThrow(RangeError);
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    for (const danger of ['=SUM(A1:A9)', '+1', '-2+3', '@cmd', '\tx', '\r=1'])
      expect(csvText(danger).replace(/^"/, '').startsWith("'")).toBe(true);
    expect(csvText('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(csvText('O’Neil')).toBe('O’Neil');
    // Numbers are written by us, never defused: a refund is "-5.00", not text.
    const csv = toCsv(columns, [
      { name: '-', tickets: -1, cents: -500, day: '2020-03-02', time: null },
    ]);
    expect(csv.split('\r\n')[1]).toBe("'-,-1,-5.00,2020-03-02,");
  });

  it('refuses a value that is not what its column says', () => {
    const row = { name: 'x', tickets: 1, cents: 1, day: '2020-03-02', time: null };
    expect(() => toCsv(columns, [{ ...row, tickets: 1.5 }])).toThrow(RangeError);
    expect(() => toCsv(columns, [{ ...row, day: '03/02/2020' }])).toThrow(RangeError);
    expect(() => toCsv(columns, [{ ...row, time: '7:30pm' }])).toThrow(RangeError);
  });

  it('writes a header alone when there are no rows', () => {
    expect(toCsv(columns, [])).toBe(`${CSV_BOM}Name,Tickets,Gross ($),Day,Time\r\n`);
  });
});
