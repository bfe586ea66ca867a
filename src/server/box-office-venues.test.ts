/**
 * Venues and seat maps in the box office, through the API (issue 13): a manager creates a venue
 * from the documented CSV and from JSON, sees it as the storefront will draw it, edits a seat,
 * replaces the layout; a venue whose seats were sold (through the storefront's real checkout)
 * or are held cannot lose them; and bad input of every kind is a translated 4xx that changes
 * nothing and writes no audit row. PGlite, or PostgreSQL with TEST_DATABASE_URL.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AddSeatsResponse, ticketLinesOf } from '../shared/contracts/cart.ts';
import type { VenueLayout } from '../shared/contracts/catalogue.ts';
import type { StartPaymentResponse } from '../shared/contracts/checkout.ts';
import type { StaffVenue, VenueFileProblem, VenuePreview } from '../shared/contracts/venues.ts';
import { InjectBrowser } from '../testing/inject-browser.ts';
import { sqlOn } from '../testing/order-fixtures.ts';
import { signInStaff } from '../testing/staff-fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { TEST_NOW, testDatabaseKind } from '../testing/test-database.ts';

const STUDIO_CSV = readFileSync(
  path.join(import.meta.dirname, '../../docs/examples/venue-studio.csv'),
  'utf8',
);
const NAME = { 'en-US': 'Riverside Studio', es: 'Estudio Ribereño' };

let t: TestApp;
let manager: InjectBrowser;
let boxOffice: InjectBrowser;

beforeAll(async () => {
  t = await createTestApp();
  manager = await signInStaff(t, 'manager');
  boxOffice = await signInStaff(t, 'staff');
}, 180_000);
afterAll(() => t?.close());

const sql = <T = Record<string, unknown>>(strings: TemplateStringsArray, ...values: unknown[]) =>
  sqlOn(t.db.database)<T>(strings, ...values);

/** What a refused request must not have touched: venues, seats, inventory and the audit log. */
async function snapshot() {
  const [row] = await sql<Record<string, number>>`select
      (select count(*) from venues)::int as venues,
      (select count(*) from seats)::int as seats,
      (select count(*) from performance_seats)::int as inventory,
      (select count(*) from audit_log)::int as audit,
      (select coalesce(sum(price_band_id + x + y), 0)::float8 from seats) as seat_sum`;
  return row;
}

async function createVenue(text: string, kind: 'csv' | 'json' = 'csv'): Promise<StaffVenue> {
  const response = await manager.send('POST', '/api/box-office/venues', {
    name: NAME,
    address: '9 River Rd, Riverton, NY 12401',
    file: { kind, text },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as StaffVenue;
}

/** A reserved performance of the venue on sale, priced in bands A to C, its seats available. */
async function performanceAt(venueId: number): Promise<number> {
  const text = JSON.stringify({ 'en-US': 'Test Play' });
  const [production] = await sql<{ id: number }>`
    insert into productions (slug, title, tagline, description, credits, genre, age_guidance,
                             content_notes, image_url, venue_id)
    values (${`test-play-${venueId}`}, ${text}::jsonb, ${text}::jsonb, ${text}::jsonb,
            ${text}::jsonb, ${text}::jsonb, ${text}::jsonb, ${text}::jsonb,
            '/images/productions/harbor-lights.svg', ${venueId})
    returning id`;
  const [performance] = await sql<{ id: number }>`
    insert into performances (production_id, venue_id, starts_at, on_sale_at)
    values (${production?.id}, ${venueId},
            ${new Date(TEST_NOW.getTime() + 10 * 86_400_000).toISOString()}::timestamptz,
            ${new Date(TEST_NOW.getTime() - 86_400_000).toISOString()}::timestamptz)
    returning id`;
  const id = performance?.id ?? 0;
  await sql`insert into performance_prices
              (performance_id, price_band_id, price_type_id, mode_of_sale_id, base_cents, fee_cents)
            select ${id}, b.id, 1, 3, 3000, 250 from price_bands b where b.code in ('A', 'B', 'C')`;
  await sql`insert into performance_seats (performance_id, seat_id)
            select ${id}, s.id from seats s where s.venue_id = ${venueId}`;
  return id;
}

const seatId = (venue: StaffVenue, section: string, row: string, label: string) => {
  const found = venue.seats.find(
    (s) => s.section === section && s.row === row && s.label === label,
  );
  if (!found) throw new Error(`no seat ${section} ${row} ${label}`);
  return found.id;
};

async function holdSeats(buyer: InjectBrowser, performanceId: number, seatIds: number[]) {
  const response = await buyer.send('POST', '/api/cart/seats', { performanceId, seatIds });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as AddSeatsResponse;
}

/** Maria buys seats through the storefront: hold, review, the test gateway's card page. */
async function buy(performanceId: number, seatIds: number[]): Promise<void> {
  const maria = new InjectBrowser(() => t.app);
  const login = await maria.send('POST', '/api/auth/login', {
    email: 'maria.alvarez@example.com',
    password: 'Curtain42Call',
  });
  expect(login.statusCode, login.body).toBe(200);
  await holdSeats(maria, performanceId, seatIds);
  const start = await maria.send('POST', '/api/checkout/payment', {
    acceptTerms: true,
    acknowledgePrivacy: true,
  });
  expect(start.statusCode, start.body).toBe(200);
  const answer = start.json() as StartPaymentResponse;
  if (answer.kind !== 'redirect') throw new Error('expected the gateway');
  const paid = await t.app.inject({
    method: 'POST',
    url: new URL(answer.redirectUrl).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ action: 'pay', cardNumber: '4242424242424242' }).toString(),
  });
  expect(paid.statusCode, paid.body).toBe(303);
  await t.gateway.settled();
}

describe(`venues in the box office on ${testDatabaseKind()}`, () => {
  it('creates a venue from the documented CSV, drawn exactly as the storefront gets it', async () => {
    const before = await snapshot();
    const preview = await manager.send('POST', '/api/box-office/venues/preview?lang=es', {
      file: { kind: 'csv', text: STUDIO_CSV },
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const drawn = preview.json() as VenuePreview;
    expect(drawn.summary).toMatchObject({ sections: 2, rows: 6, seats: 52, autoLaid: true });
    expect(drawn.layout.sections.map((s) => s.name)).toEqual(['Platea', 'Anfiteatro']);
    // A preview saves nothing.
    expect(await snapshot()).toEqual(before);

    const venue = await createVenue(STUDIO_CSV);
    expect(venue.id).toBeGreaterThan(31);
    expect(venue.seats).toHaveLength(52);
    expect(venue.name).toEqual(NAME);
    const storefront = await t.app.inject(`/api/venues/${venue.id}/layout?lang=en-US`);
    expect(storefront.statusCode).toBe(200);
    expect(storefront.json() as VenueLayout).toEqual(venue.layout);
    // Drawn as the preview drew it.
    const positions = (layout: VenueLayout) => layout.seats.map((s) => [s.label, s.x, s.y]);
    expect(positions(venue.layout)).toEqual(positions(drawn.layout));

    const after = await snapshot();
    expect(after?.venues).toBe((before?.venues ?? 0) + 1);
    expect(after?.audit).toBe((before?.audit ?? 0) + 1);
    const [audit] = await sql<{ action: string; entity: string; staff: string }>`
      select a.action, a.entity, u.email as staff from audit_log a join staff_users u on u.id = a.staff_id
      where a.entity_id = ${String(venue.id)} and a.entity = 'venue'`;
    expect(audit).toEqual({
      action: 'create',
      entity: 'venue',
      staff: 'manager@maplestreetplayhouse.org',
    });

    // Box-office staff may look, in their language, and download the file; not create.
    const listed = await boxOffice.send('GET', '/api/box-office/venues?lang=es');
    expect(listed.statusCode).toBe(200);
    expect(listed.json().venues).toContainEqual({
      id: venue.id,
      name: 'Estudio Ribereño',
      address: '9 River Rd, Riverton, NY 12401',
      sections: 2,
      seats: 52,
      performances: 0,
    });
    const csv = await boxOffice.send('GET', `/api/box-office/venues/${venue.id}/file?kind=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.startsWith('\uFEFFsection,section_name,')).toBe(true);
    const refused = await boxOffice.send('POST', '/api/box-office/venues', {
      name: NAME,
      address: 'x',
      file: { kind: 'csv', text: STUDIO_CSV },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('creates a venue from JSON: the exported file of another makes the same seat map', async () => {
    const first = await createVenue(STUDIO_CSV);
    const exported = await manager.send('GET', `/api/box-office/venues/${first.id}/file?kind=json`);
    expect(exported.statusCode).toBe(200);
    const second = await createVenue(exported.body, 'json');
    expect(second.id).not.toBe(first.id);
    const drawing = (venue: StaffVenue) =>
      venue.seats.map(({ id: _id, ...seat }) => seat).sort((a, b) => a.x - b.x || a.y - b.y);
    expect(drawing(second)).toEqual(drawing(first));
    expect(second.layout.stage).toEqual(first.layout.stage);
  });

  it('edits a seat: the storefront shows it, the audit log has it before and after', async () => {
    const venue = await createVenue(STUDIO_CSV);
    const id = seatId(venue, 'STALLS', 'C', '4');
    const response = await manager.send('PATCH', `/api/box-office/venues/${venue.id}/seats/${id}`, {
      band: 'C',
      restrictedView: {
        'en-US': 'A lighting tower hides stage left.',
        es: 'Una torre de luces tapa el lado izquierdo.',
      },
      viewOfStage: 'partial',
      door: 'Door 3',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ band: 'C', viewOfStage: 'partial', door: 'Door 3' });
    const storefront = (await t.app.inject(`/api/venues/${venue.id}/layout?lang=es`)).json();
    expect(storefront.seats.find((s: { id: number }) => s.id === id)).toMatchObject({
      priceBandId: 3,
      restrictedView: 'Una torre de luces tapa el lado izquierdo.',
      viewOfStage: 'partial',
    });
    const [audit] = await sql<{ before: { band: string }; after: { band: string } }>`
      select before, after from audit_log where entity = 'seat' and entity_id = ${String(id)}`;
    expect(audit?.before.band).toBe('B');
    expect(audit?.after.band).toBe('C');
  });

  it('keeps seats sold through the storefront and held in a cart; sells the seats it adds', async () => {
    const venue = await createVenue(STUDIO_CSV);
    const performance = await performanceAt(venue.id);
    const sold = seatId(venue, 'STALLS', 'C', '3');
    const held = seatId(venue, 'GAL', 'BB', '5');
    await buy(performance, [sold, seatId(venue, 'STALLS', 'C', '4')]);
    const [{ status } = { status: '' }] = await sql<{ status: string }>`
      select status from performance_seats where performance_id = ${performance} and seat_id = ${sold}`;
    expect(status).toBe('sold');
    await holdSeats(new InjectBrowser(() => t.app), performance, [
      held,
      seatId(venue, 'GAL', 'BB', '6'),
    ]);

    // A layout without row C of the stalls and without the gallery's row BB.
    const lines = STUDIO_CSV.split('\n');
    const without = lines
      .filter(
        (line) => !/^STALLS,(?:[^,]*,){7}C,/.test(line) && !/^GAL,(?:[^,]*,){7}BB,/.test(line),
      )
      .join('\n');
    const before = await snapshot();
    for (const [method, url] of [
      ['POST', `/api/box-office/venues/${venue.id}/layout/preview?lang=de`],
      ['PUT', `/api/box-office/venues/${venue.id}/layout?lang=de`],
    ] as const) {
      const refused = await manager.send(method, url, { file: { kind: 'csv', text: without } });
      expect(refused.statusCode, refused.body).toBe(409);
      const body = refused.json() as {
        code: string;
        message: string;
        problems: VenueFileProblem[];
      };
      expect(body.code).toBe('VENUE_SEATS_IN_USE');
      expect(body.message).toBe(
        'Der neue Saalplan lässt verkaufte oder reservierte Plätze weg: Es wurde nichts gespeichert.',
      );
      expect(body.problems.map((p) => p.params)).toEqual([
        { section: 'STALLS', row: 'C', seat: '3' },
        { section: 'STALLS', row: 'C', seat: '4' },
        { section: 'GAL', row: 'BB', seat: '5' },
        { section: 'GAL', row: 'BB', seat: '6' },
      ]);
      expect(body.problems[0]?.message).toBe(
        'Platz 3 in Reihe C (Bereich STALLS) ist für eine Vorstellung verkauft oder reserviert: Der neue Saalplan muss ihn behalten.',
      );
    }
    expect(await snapshot()).toEqual(before);

    // Dropping seats nobody has (row D's 8) and adding a row E works; the new seats are on sale.
    const rebuilt = [
      ...lines.filter((line) => !/^STALLS,(?:[^,]*,){7}D,3,8,/.test(line)),
      'STALLS,,,,,,,,E,4,1,B,,,yes,,,,,',
      'STALLS,,,,,,,,E,4,2,B,,,,,,,,',
    ].join('\n');
    const preview = await manager.send(
      'POST',
      `/api/box-office/venues/${venue.id}/layout/preview`,
      {
        file: { kind: 'csv', text: rebuilt },
      },
    );
    expect(preview.statusCode, preview.body).toBe(200);
    expect((preview.json() as VenuePreview).changes).toEqual({ added: 2, removed: 1, kept: 51 });
    const replaced = await manager.send('PUT', `/api/box-office/venues/${venue.id}/layout`, {
      file: { kind: 'csv', text: rebuilt },
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const after = replaced.json() as { venue: StaffVenue; changes: unknown };
    expect(after.changes).toEqual({ added: 2, removed: 1, kept: 51 });
    expect(seatId(after.venue, 'STALLS', 'C', '3')).toBe(sold);
    expect(after.venue.seats.find((s) => s.id === sold)?.inUse).toBe(true);
    const newRow = [
      seatId(after.venue, 'STALLS', 'E', '1'),
      seatId(after.venue, 'STALLS', 'E', '2'),
    ];
    const inventory = await sql<{ n: number }>`
      select count(*)::int as n from performance_seats where performance_id = ${performance}`;
    expect(inventory[0]?.n).toBe(53);
    // A buyer can take a seat that did not exist when the performance was first put on sale.
    const taken = await holdSeats(new InjectBrowser(() => t.app), performance, newRow);
    expect(
      ticketLinesOf(taken.cart)
        .map((line) => line.seat.id)
        .sort(),
    ).toEqual(newRow.sort());
    const [audit] = await sql<{ after: { added: number; removed: number } }>`
      select after from audit_log where entity = 'venue' and entity_id = ${String(venue.id)}
       and action = 'replace-layout'`;
    expect(audit?.after).toMatchObject({ added: 2, removed: 1, removedSeats: ['STALLS D 8'] });
  });

  it('refuses bad input with a translated 4xx: nothing changes, no audit row', async () => {
    const venue = await createVenue(STUDIO_CSV);
    const seat = seatId(venue, 'STALLS', 'A', '3');
    const before = await snapshot();
    const badCsv = STUDIO_CSV.replace('STALLS,,,,,,,,A,0,3,A', 'STALLS,,,,,,,,A,0,,A');
    const cases: {
      method: 'POST' | 'PUT' | 'PATCH';
      url: string;
      body: object | string;
      status: number;
      code: string;
      check?: (body: Record<string, unknown>) => void;
    }[] = [
      {
        method: 'POST',
        url: '/api/box-office/venues?lang=es',
        body: { name: NAME, address: '9 River Rd', file: { kind: 'csv', text: badCsv } },
        status: 400,
        code: 'VENUE_FILE_INVALID',
        check: (body) =>
          expect(body.problems).toEqual([
            {
              line: 5,
              field: 'seat',
              key: 'staff.venues.validation.seatLabel',
              params: {},
              message:
                'Línea 5 (seat): Introduzca la etiqueta del asiento tal como aparece impresa en la entrada: de 1 a 10 caracteres.',
            },
          ]),
      },
      {
        method: 'POST',
        url: '/api/box-office/venues',
        body: { name: { es: 'Sin inglés' }, address: '', file: { kind: 'csv', text: STUDIO_CSV } },
        status: 400,
        code: 'VALIDATION_FAILED',
        check: (body) =>
          expect(body.fieldKeys).toEqual({
            'body.name.en-US': 'staff.venues.validation.usEnglishFirst',
            'body.address': 'staff.venues.validation.address',
          }),
      },
      {
        method: 'POST',
        url: '/api/box-office/venues',
        body: { name: NAME, address: 'x', file: { kind: 'xlsx', text: STUDIO_CSV } },
        status: 400,
        code: 'VALIDATION_FAILED',
      },
      {
        method: 'POST',
        url: '/api/box-office/venues',
        body: { name: NAME, address: 'x', file: { kind: 'json', text: '{"sections": [' } },
        status: 400,
        code: 'VENUE_FILE_INVALID',
      },
      {
        method: 'POST',
        url: '/api/box-office/venues',
        body: { name: NAME, address: 'x', file: { kind: 'csv', text: 'x'.repeat(1_048_577) } },
        status: 400,
        code: 'VALIDATION_FAILED',
      },
      {
        method: 'POST',
        url: '/api/box-office/venues/preview',
        body: JSON.stringify({ file: { kind: 'csv', text: '"'.repeat(3_500_000) } }),
        status: 413,
        code: 'PAYLOAD_TOO_LARGE',
      },
      {
        method: 'PUT',
        url: `/api/box-office/venues/${venue.id}/layout`,
        body: { file: { kind: 'csv', text: 'section,row,seat\nH,A,1\n' } },
        status: 400,
        code: 'VENUE_FILE_INVALID',
      },
      {
        method: 'PUT',
        url: '/api/box-office/venues/999999/layout',
        body: { file: { kind: 'csv', text: STUDIO_CSV } },
        status: 404,
        code: 'VENUE_NOT_FOUND',
      },
      {
        method: 'PATCH',
        url: `/api/box-office/venues/${venue.id}/seats/${seat}`,
        body: { band: 'Z' },
        status: 400,
        code: 'VALIDATION_FAILED',
        check: (body) =>
          expect(body.fieldKeys).toEqual({ 'body.band': 'staff.venues.validation.band' }),
      },
      {
        method: 'PATCH',
        url: `/api/box-office/venues/${venue.id}/seats/${seat}`,
        body: { wheelchair: 'maybe', label: 'X' },
        status: 400,
        code: 'VALIDATION_FAILED',
      },
      {
        method: 'PATCH',
        url: `/api/box-office/venues/${venue.id}/seats/${seat}`,
        body: {},
        status: 400,
        code: 'VALIDATION_FAILED',
      },
      {
        method: 'PATCH',
        url: `/api/box-office/venues/${venue.id}/seats/1`,
        body: { aisle: true },
        status: 404,
        code: 'VENUE_SEAT_NOT_FOUND',
      },
      {
        method: 'PATCH',
        url: `/api/box-office/venues/${venue.id}`,
        body: { address: 'y'.repeat(201) },
        status: 400,
        code: 'VALIDATION_FAILED',
      },
    ];
    for (const c of cases) {
      const response = await manager.send(
        c.method,
        c.url,
        c.body,
        typeof c.body === 'string' ? { 'content-type': 'application/json' } : {},
      );
      expect(response.statusCode, `${c.method} ${c.url}: ${response.body.slice(0, 300)}`).toBe(
        c.status,
      );
      const body = response.json() as Record<string, unknown>;
      expect(body.code).toBe(c.code);
      expect(typeof body.message).toBe('string');
      c.check?.(body);
    }
    expect(await snapshot()).toEqual(before);
  });
});
