import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXAMPLE_VENUE_CSV } from '../../shared/venue-example.ts';
import { readCsv } from './csv-records.ts';
import { ROW_PITCH, SEAT_PITCH } from './venue-auto-layout.ts';
import { type FileProblem, MAX_PROBLEMS, parseVenueFile } from './venue-file.ts';
import { exportVenueFile } from './venue-file-export.ts';
import type { VenuePlan } from './venue-plan.ts';

const BANDS = ['A', 'B', 'C', 'SB'];
const csv = (text: string) => parseVenueFile({ kind: 'csv', text }, BANDS);
const json = (doc: unknown) =>
  parseVenueFile({ kind: 'json', text: JSON.stringify(doc, null, 2) }, BANDS);

function planOf(result: ReturnType<typeof parseVenueFile>): VenuePlan {
  if (!result.ok) throw new Error(JSON.stringify(result.problems, null, 1));
  return result.plan;
}
function problemsOf(result: ReturnType<typeof parseVenueFile>): FileProblem[] {
  if (result.ok) throw new Error('expected problems');
  return result.problems;
}
const brief = (p: FileProblem) => [p.line, p.field, p.key.replace('staff.venues.', '')];

const EXAMPLE = readFileSync(
  path.join(import.meta.dirname, '../../../docs/examples/venue-studio.csv'),
  'utf8',
);

describe('reading a CSV venue file', () => {
  it('reads the documented example: sections, rows, seats and their attributes', () => {
    const plan = planOf(csv(EXAMPLE));
    expect(plan.sections.map((s) => [s.code, s.level, s.rows.length])).toEqual([
      ['STALLS', 'orchestra', 4],
      ['GAL', 'balcony', 2],
    ]);
    const stalls = plan.sections[0];
    expect(stalls?.name).toEqual({
      'en-US': 'Orchestra',
      'en-GB': 'Stalls',
      de: 'Parkett',
      es: 'Platea',
      ht: 'Òkès',
      sv: 'Parkett',
    });
    const rowA = stalls?.rows[0];
    expect(rowA?.seats.map((s) => s.label)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
    const first = rowA?.seats[0];
    expect(first).toMatchObject({
      band: 'A',
      wheelchair: true,
      aisle: true,
      endOfRow: true,
      positionInRow: 'left',
      viewOfStage: 'full',
      floorsAboveStage: 0,
      line: 3,
    });
    expect(first?.stepFree?.['en-US']).toMatch(/step-free/i);
    expect(first?.stepFree?.es).toBeTruthy();
    expect(rowA?.seats[1]?.companion).toBe(true);
    const gallery = plan.sections[1];
    expect(gallery?.rows[0]?.seats[0]?.floorsAboveStage).toBe(1);
    expect(gallery?.rows[0]?.seats[0]?.door).toBe('Stair C');
    const restricted = gallery?.rows[1]?.seats.find((s) => s.restrictedView);
    expect(restricted?.viewOfStage).toBe('partial');
  });

  it('lays seats out when the file gives no x and y: rows front to back, seats across', () => {
    const plan = planOf(csv(EXAMPLE));
    expect(plan.autoLaid).toBe(true);
    const rows = plan.sections.flatMap((s) => s.rows);
    // Each row behind the one before it, the stage in front of the first.
    const ys = rows.map((row) => row.seats[0]?.y ?? 0);
    for (let i = 1; i < ys.length; i++) expect(ys[i]).toBeGreaterThan(ys[i - 1] ?? 0);
    expect(plan.stage.y + plan.stage.height).toBeLessThan(ys[0] ?? 0);
    for (const row of rows) {
      const xs = row.seats.map((s) => s.x);
      // House left to right, one pitch apart or an aisle apart, on one line.
      for (let i = 1; i < xs.length; i++)
        expect((xs[i] ?? 0) - (xs[i - 1] ?? 0)).toBeGreaterThanOrEqual(SEAT_PITCH);
      expect(new Set(row.seats.map((s) => s.y)).size).toBe(1);
      // Centred on the stage.
      const middle = ((xs[0] ?? 0) + (xs.at(-1) ?? 0)) / 2;
      expect(Math.abs(middle - (plan.stage.x + plan.stage.width / 2))).toBeLessThan(1);
      // Inside the map.
      expect(Math.min(...xs)).toBeGreaterThan(0);
      expect(Math.max(...xs)).toBeLessThan(plan.mapWidth);
    }
    expect(plan.mapHeight).toBeGreaterThan(Math.max(...ys));
    // Row B's seats 4 and 5 are both on the centre aisle: a gap the seating rules see (> 1.4).
    const rowB = rows[1]?.seats ?? [];
    expect((rowB[4]?.x ?? 0) - (rowB[3]?.x ?? 0)).toBeGreaterThan(SEAT_PITCH * 1.4);
    expect((rows[1]?.seats[0]?.y ?? 0) - (rows[0]?.seats[0]?.y ?? 0)).toBe(ROW_PITCH);
  });

  it('puts rows by rows in front, not by the order of the lines', () => {
    const plan = planOf(
      csv('section,row,rows_in_front,seat,band\nH,B,1,1,A\nH,B,1,2,A\nH,A,0,1,A\nH,A,0,2,A\n'),
    );
    const [b, a] = plan.sections[0]?.rows ?? [];
    expect(b?.label).toBe('B');
    expect(a?.seats[0]?.y).toBeLessThan(b?.seats[0]?.y ?? 0);
  });

  it('takes what spreadsheets write: semicolons, decimal commas, quotes, CRLF, a BOM, comments', () => {
    const text =
      '\uFEFF# Studio, exported from a German spreadsheet\r\n' +
      'Section;Row;Seat;Band;X;Y;Restricted View;Restricted_View_DE\r\n' +
      'H;A;1;A;100,5;200;"Pillar; left";"Säule ""C"" links"\r\n' +
      '\r\n' +
      'H;A;2;B;130;200;;\r\n';
    const plan = planOf(csv(text));
    const [one, two] = plan.sections[0]?.rows[0]?.seats ?? [];
    expect(one).toMatchObject({ x: 100.5, y: 200, line: 3 });
    expect(one?.restrictedView).toEqual({ 'en-US': 'Pillar; left', de: 'Säule "C" links' });
    expect(two).toMatchObject({ band: 'B', restrictedView: null, line: 5 });
    expect(plan.autoLaid).toBe(false);
  });

  it('takes yes/no, true/false, 1/0 and x for flags, and names in any case', () => {
    const plan = planOf(
      csv(
        'section,row,seat,band,wheelchair,companion,aisle\nH,A,1,A,Yes,no,x\nH,A,2,A,TRUE,1,\nH,A,3,A,0,false,n\n',
      ),
    );
    const flags = plan.sections[0]?.rows[0]?.seats.map((s) => [s.wheelchair, s.companion, s.aisle]);
    expect(flags).toEqual([
      [true, false, true],
      [true, true, false],
      [false, false, false],
    ]);
  });
});

describe('problems in a CSV venue file, each at its line and column', () => {
  const HEAD = 'section,row,seat,band';

  it('a seat without a label, a band or a row', () => {
    const problems = problemsOf(csv(`${HEAD}\nH,A,1,A\nH,A,,A\nH,A,3,\nH,,4,A\n,A,5,A\n`));
    expect(problems.map(brief)).toEqual([
      [3, 'seat', 'validation.seatLabel'],
      [4, 'band', 'validation.band'],
      [5, 'row', 'validation.rowLabel'],
      [6, 'section', 'validation.sectionCode'],
    ]);
  });

  it('values that are not what their column takes', () => {
    const problems = problemsOf(
      csv(
        'section,row,seat,band,wheelchair,x,y,position,view,floors_above_stage,level,rows_in_front\n' +
          'H,A,1,A,maybe,10,10,centre,full,1,orchestra,0\n' +
          'H,A,2,A,no,ten,10,left,blocked,1,orchestra,0\n' +
          'H,A,3,A,no,70,10,left,full,1.5,orchestra,0\n' +
          'I,A,1,A,no,10,50,left,full,1,circle,-1\n',
      ),
    );
    expect(problems.map(brief)).toEqual([
      [2, 'wheelchair', 'validation.flag'],
      [2, 'position', 'validation.positionInRow'],
      [3, 'x', 'validation.coordinate'],
      [3, 'view', 'validation.viewOfStage'],
      [4, 'floors_above_stage', 'validation.floorsAboveStage'],
      [5, 'level', 'validation.level'],
      [5, 'rows_in_front', 'validation.rowsInFront'],
    ]);
  });

  it('a price band that does not exist, naming the ones that do', () => {
    const [problem] = problemsOf(csv(`${HEAD}\nH,A,1,A\nH,A,2,Z\n`));
    expect(problem).toEqual({
      line: 3,
      field: 'band',
      key: 'staff.venues.file.unknownBand',
      params: { band: 'Z', bands: 'A, B, C, SB' },
    });
  });

  it('a seat twice in a row, naming the first line', () => {
    const [problem] = problemsOf(csv(`${HEAD}\nH,A,1,A\nH,B,1,A\nH,A,1,B\n`));
    expect(brief(problem as FileProblem)).toEqual([4, 'seat', 'file.duplicateSeat']);
    expect(problem?.params).toEqual({ row: 'A', seat: '1', firstLine: 2 });
  });

  it('x without y, and positions for some seats only', () => {
    const problems = problemsOf(
      csv('section,row,seat,band,x,y\nH,A,1,A,10,10\nH,A,2,A,40,\nH,A,3,A,,\n'),
    );
    expect(problems.map(brief)).toEqual([
      [3, 'y', 'file.coordinatesPair'],
      [4, 'x', 'file.coordinatesAllOrNone'],
    ]);
    expect(problems[1]?.params).toEqual({ firstLine: 2 });
  });

  it('two seats on one spot', () => {
    const [problem] = problemsOf(
      csv('section,row,seat,band,x,y\nH,A,1,A,10,10\nH,A,2,A,10.2,10\n'),
    );
    expect(brief(problem as FileProblem)).toEqual([3, 'x', 'file.sameSpot']);
  });

  it('a section or a row described two ways', () => {
    const problems = problemsOf(
      csv(
        'section,section_name,row,rows_in_front,seat,band\nH,House,A,0,1,A\nH,Hall,A,0,2,A\nH,,A,2,3,A\n',
      ),
    );
    expect(problems.map(brief)).toEqual([
      [3, 'section_name', 'file.sectionDiffers'],
      [4, 'rows_in_front', 'file.rowDiffers'],
    ]);
    expect(problems[0]?.params).toEqual({ section: 'H', firstLine: 2 });
  });

  it('a translation without the US English text', () => {
    const [problem] = problemsOf(
      csv('section,row,seat,band,step_free,step_free_es\nH,A,1,A,,Sin escalones\n'),
    );
    expect(brief(problem as FileProblem)).toEqual([2, 'step_free', 'validation.usEnglishFirst']);
  });

  it('columns unknown, twice or missing, and a line longer than the header', () => {
    expect(problemsOf(csv('section,row,seat,band,colour\nH,A,1,A,red\n')).map(brief)).toEqual([
      [1, 'colour', 'file.unknownColumn'],
    ]);
    expect(problemsOf(csv('section,row,seat,band,Seat\nH,A,1,A,1\n')).map(brief)).toEqual([
      [1, 'seat', 'file.duplicateColumn'],
    ]);
    expect(problemsOf(csv('section,row,seat\nH,A,1\n')).map(brief)).toEqual([
      [1, 'band', 'file.missingColumn'],
    ]);
    expect(problemsOf(csv(`${HEAD}\nH,A,1,A,extra\n`)).map(brief)).toEqual([
      [2, null, 'file.extraCells'],
    ]);
  });

  it('quotes left open or in the middle of a value', () => {
    expect(problemsOf(csv(`${HEAD}\nH,A,1,A\nH,A,"2,A\nH,A,3,A\n`)).map(brief)).toEqual([
      [3, null, 'file.csvUnclosedQuote'],
    ]);
    expect(problemsOf(csv(`${HEAD}\nH,A,1,A\nH,A,2"x,A\n`)).map(brief)).toEqual([
      [3, null, 'file.csvStrayQuote'],
    ]);
  });

  it('a file with no seats', () => {
    expect(problemsOf(csv(`${HEAD}\n`)).map(brief)).toEqual([[null, null, 'file.noSeats']]);
    expect(problemsOf(csv('\n\n')).map(brief)).toEqual([[null, null, 'file.noSeats']]);
  });

  it('a row over the limit of seats', () => {
    const lines = Array.from({ length: 201 }, (_, i) => `H,A,${i + 1},A`).join('\n');
    const [problem] = problemsOf(csv(`${HEAD}\n${lines}\n`));
    expect(problem?.key).toBe('staff.venues.file.tooManySeatsInRow');
    expect(problem?.params).toEqual({ max: 200 });
    expect(problem?.line).toBe(2);
  });

  it('reports at most a hundred problems, and how many more there are', () => {
    const lines = Array.from({ length: 150 }, (_, i) => `H,A,${i + 1},Z`).join('\n');
    const problems = problemsOf(csv(`${HEAD}\n${lines}\n`));
    expect(problems).toHaveLength(MAX_PROBLEMS + 1);
    expect(problems.at(-1)).toMatchObject({
      key: 'staff.venues.file.moreProblems',
      params: { count: 50 },
    });
  });
});

const DOC = {
  stage: { x: 100, y: 20, width: 200, height: 60 },
  sections: [
    {
      code: 'H',
      name: { 'en-US': 'House', es: 'Sala' },
      rows: [
        {
          label: 'A',
          seats: [
            { label: '1', band: 'A', x: 100, y: 150, wheelchair: true, stepFree: 'Level access' },
            { label: '2', band: 'A', x: 130, y: 150, companion: true },
            { label: '3', band: 'B', x: 160, y: 150, door: 'Door 2', box: 'Box 1' },
          ],
        },
      ],
    },
  ],
};

describe('reading a JSON venue file', () => {
  it('reads sections, rows and seats, a plain string being the US English text', () => {
    const plan = planOf(json(DOC));
    expect(plan.stage).toEqual(DOC.stage);
    expect(plan.stageFromFile).toBe(true);
    const seats = plan.sections[0]?.rows[0]?.seats ?? [];
    expect(seats.map((s) => [s.label, s.positionInRow, s.endOfRow])).toEqual([
      ['1', 'left', true],
      ['2', 'middle', false],
      ['3', 'right', true],
    ]);
    expect(seats[0]?.stepFree).toEqual({ 'en-US': 'Level access' });
    expect(seats[2]).toMatchObject({ door: 'Door 2', box: 'Box 1', band: 'B' });
    expect(plan.sections[0]?.name).toEqual({ 'en-US': 'House', es: 'Sala' });
  });

  it('names the line and the path of each problem', () => {
    const doc = structuredClone(DOC) as unknown as {
      sections: { rows: { seats: Record<string, unknown>[] }[] }[];
    };
    const seats = doc.sections[0]?.rows[0]?.seats ?? [];
    delete seats[1]?.label;
    if (seats[2]) seats[2].wheelchiar = true;
    const text = JSON.stringify(doc, null, 2);
    const problems = problemsOf(parseVenueFile({ kind: 'json', text }, BANDS));
    const lines = text.split('\n');
    expect(problems.map((p) => [p.field, p.key.replace('staff.venues.', '')])).toEqual([
      ['sections[0].rows[0].seats[1].label', 'validation.seatLabel'],
      ['sections[0].rows[0].seats[2].wheelchiar', 'file.unknownField'],
    ]);
    // The line of the seat lacking a label is the seat's own; the unknown field's is its own.
    expect(lines[(problems[0]?.line ?? 0) - 1]).toContain('{');
    expect(lines[(problems[1]?.line ?? 0) - 1]).toContain('"wheelchiar"');
  });

  it('a JSON syntax error, at its line', () => {
    const text = '{\n  "sections": [\n    { "code": "H" "rows": [] }\n  ]\n}';
    expect(problemsOf(parseVenueFile({ kind: 'json', text }, BANDS)).map(brief)).toEqual([
      [3, null, 'file.jsonSyntax'],
    ]);
  });

  it('the wrong shapes: not an object, not a list, empty lists', () => {
    expect(problemsOf(json([])).map(brief)).toEqual([[1, null, 'file.notAnObject']]);
    expect(problemsOf(json({ sections: {} })).map(brief)).toEqual([
      [2, 'sections', 'file.notAList'],
    ]);
    expect(
      problemsOf(json({ sections: [{ code: 'H', rows: [{ label: 'A', seats: [] }] }] })).map(brief),
    ).toEqual([[8, 'sections[0].rows[0].seats', 'file.emptyRow']]);
  });

  it('a section code twice (in any case) and a row twice', () => {
    const row = { label: 'A', seats: [{ label: '1', band: 'A' }] };
    const problems = problemsOf(
      json({
        sections: [
          { code: 'H', rows: [row, row] },
          { code: 'h', rows: [row] },
        ],
      }),
    );
    expect(problems.map((p) => [p.field, p.key.replace('staff.venues.', '')])).toEqual([
      ['sections[0].rows[1].label', 'file.duplicateRow'],
      ['sections[1].code', 'file.duplicateSection'],
    ]);
  });

  it('gives the same plan as the same layout in CSV', () => {
    const fromCsv = planOf(csv(EXAMPLE));
    const doc = JSON.parse(exportVenueFile(fromCsv, 'json'));
    const fromJson = planOf(json(doc));
    const strip = (plan: VenuePlan) =>
      plan.sections.map((s) => ({
        ...s,
        rows: s.rows.map((r) => ({ ...r, seats: r.seats.map(({ line: _, ...seat }) => seat) })),
      }));
    expect(strip(fromJson)).toEqual(strip(fromCsv));
  });
});

describe('writing a layout back as a file', () => {
  for (const kind of ['csv', 'json'] as const) {
    it(`reads back as the same layout (${kind})`, () => {
      const plan = planOf(csv(EXAMPLE));
      const again = planOf(parseVenueFile({ kind, text: exportVenueFile(plan, kind) }, BANDS));
      const strip = (p: VenuePlan) =>
        p.sections.map((s) => ({
          ...s,
          rows: s.rows.map((r) => ({ ...r, seats: r.seats.map(({ line: _, ...seat }) => seat) })),
        }));
      expect(strip(again)).toEqual(strip(plan));
    });
  }

  it('quotes cells with commas and quotes', () => {
    const plan = planOf(
      json({
        sections: [
          {
            code: 'H',
            rows: [
              {
                label: 'A',
                seats: [{ label: '1', band: 'A', restrictedView: 'Pillar, "big" left' }],
              },
            ],
          },
        ],
      }),
    );
    const text = exportVenueFile(plan, 'csv');
    expect(text).toContain('"Pillar, ""big"" left"');
    const records = readCsv(text);
    expect(records.ok && records.records[1]?.cells).toContain('Pillar, "big" left');
  });
});

describe('reading CSV records', () => {
  it("keeps line breaks inside quotes, and counts them for the next record's line", () => {
    const read = readCsv('a,b\r\n"one\r\ntwo",x\n\n# note\nc,"d"\n');
    expect(read).toEqual({
      ok: true,
      records: [
        { line: 1, cells: ['a', 'b'] },
        { line: 2, cells: ['one\ntwo', 'x'] },
        { line: 6, cells: ['c', 'd'] },
      ],
    });
  });
});

describe('the example offered for download on the new venue page', () => {
  it('reads without a problem: twelve seats, a centre aisle in each row', () => {
    const plan = planOf(csv(EXAMPLE_VENUE_CSV));
    expect(plan.sections[0]?.rows.map((row) => row.seats.length)).toEqual([6, 6]);
    const [a3, a4] = [plan.sections[0]?.rows[0]?.seats[2], plan.sections[0]?.rows[0]?.seats[3]];
    expect((a4?.x ?? 0) - (a3?.x ?? 0)).toBeGreaterThan(SEAT_PITCH * 1.4);
  });
});
