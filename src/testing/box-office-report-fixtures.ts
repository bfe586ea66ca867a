/**
 * The box office reports' scenario (src/domain/ports/box-office-reports.contract.ts, its head
 * says what it holds) written into a seeded database, as the sales, gifts, memberships and
 * vouchers would have left it: March 2020, before anything the demo season holds. The adapter's
 * contract run and the reports' API test both build on it.
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../adapters/db/client.ts';
import * as s from '../adapters/db/schema.ts';
import { newVoucherCode, voucherCodeDigest } from '../domain/gift-vouchers/voucher-code.ts';
import type { BoxOfficeReportsFixture } from '../domain/ports/box-office-reports.contract.ts';
import type { LocalizedText } from '../shared/localized-text.ts';

export type ReportScenario = Omit<BoxOfficeReportsFixture, 'reports'>;

const T = (iso: string) => new Date(iso);
const STEP_FREE: LocalizedText = {
  'en-US': 'Step-free from the side door',
  'en-GB': 'Step-free from the side door',
  de: 'Stufenlos über die Seitentür',
  es: 'Sin escalones desde la puerta lateral',
  ht: 'San mach depi pòt akote a',
  sv: 'Utan trappsteg från sidodörren',
};
const TITLE: LocalizedText = {
  'en-US': 'The Ledger Play',
  'en-GB': 'The Ledger Play',
  de: 'Das Kassenbuch',
  es: 'La obra del libro mayor',
  ht: 'Pyès liv kont lan',
  sv: 'Kassaboken',
};

function one<T>(rows: T[]): T {
  const [row] = rows;
  if (!row) throw new Error('report scenario: an insert returned nothing');
  return row;
}

export async function buildReportScenario(db: Db): Promise<ReportScenario> {
  const customer = async (firstName: string, lastName: string) =>
    one(
      await db
        .insert(s.customers)
        .values({
          firstName,
          lastName,
          email: `${firstName}.${lastName}@reports.example`.toLowerCase(),
          createdAt: T('2019-01-01T12:00:00Z'),
          updatedAt: T('2019-01-01T12:00:00Z'),
        })
        .returning({ id: s.customers.id }),
    ).id;
  const abbott = await customer('Zoe', 'Abbott');
  const zimmer = await customer('Ann', 'Zimmer');
  const carter = await customer('Ben', 'Carter');
  const moss = await customer('Dana', 'Moss');
  const park = await customer('Eli', 'Park');

  // A venue of its own: 12 seats, rows A (band a) and B (band b).
  const bands = await db.select().from(s.priceBands).orderBy(asc(s.priceBands.id)).limit(2);
  const [bandA, bandB] = bands.map((b) => b.id) as [number, number];
  const venues = await db.select({ id: s.venues.id }).from(s.venues);
  const venueId = Math.max(0, ...venues.map((v) => v.id)) + 1;
  await db.insert(s.venues).values({
    id: venueId,
    name: { 'en-US': 'Report Room', es: 'Sala del informe' },
    address: '1 Report Lane',
    mapWidth: 400,
    mapHeight: 300,
    stage: { x: 100, y: 10, width: 200, height: 40 },
  });
  const section = one(
    await db
      .insert(s.venueSections)
      .values({
        venueId,
        code: 'STALLS',
        name: { 'en-US': 'Stalls', es: 'Platea' },
        level: 'orchestra',
      })
      .returning({ id: s.venueSections.id }),
  ).id;
  const seatIds = new Map<string, number>();
  for (const [r, row] of ['A', 'B'].entries()) {
    const rowId = one(
      await db
        .insert(s.venueRows)
        .values({ sectionId: section, label: row, rowsInFront: r, sortOrder: r })
        .returning({ id: s.venueRows.id }),
    ).id;
    for (let i = 1; i <= 6; i++) {
      const label = `${row}${i}`;
      const seat = one(
        await db
          .insert(s.seats)
          .values({
            venueId,
            sectionId: section,
            rowId,
            label: String(i),
            x: 100 + i * 30,
            y: 80 + r * 30,
            priceBandId: row === 'A' ? bandA : bandB,
            wheelchair: label === 'B6',
            stepFree: label === 'B6' ? STEP_FREE : null,
            restrictedView:
              label === 'A1'
                ? { 'en-US': 'A pillar hides stage left', es: 'Una columna tapa la izquierda' }
                : null,
            positionInRow: i === 1 ? 'left' : i === 6 ? 'right' : 'middle',
          })
          .returning({ id: s.seats.id }),
      );
      seatIds.set(label, seat.id);
    }
  }
  const seat = (label: string) => seatIds.get(label) ?? 0;

  const productionId = one(
    await db
      .insert(s.productions)
      .values({
        slug: 'the-ledger-play-report',
        title: TITLE,
        tagline: { 'en-US': 'Numbers on stage' },
        description: { 'en-US': 'A play for the reports’ tests.' },
        credits: { 'en-US': '' },
        genre: { 'en-US': 'Drama' },
        ageGuidance: { 'en-US': 'All ages' },
        contentNotes: { 'en-US': '' },
        imageUrl: '/images/report.jpg',
        venueId,
        sortOrder: 99,
      })
      .returning({ id: s.productions.id }),
  ).id;
  const performance = async (startsAt: string) =>
    one(
      await db
        .insert(s.performances)
        .values({
          productionId,
          venueId,
          startsAt: T(startsAt),
          onSaleAt: T('2020-01-01T15:00:00Z'),
        })
        .returning({ id: s.performances.id }),
    ).id;
  const p1 = await performance('2020-03-14T23:30:00Z');
  const p2 = await performance('2020-03-15T18:00:00Z');
  const status: Record<string, 'sold' | 'held' | 'unavailable' | undefined> = {
    A2: 'sold',
    A3: 'sold',
    B6: 'sold',
    B3: 'sold',
    A6: 'held',
    B1: 'held',
    B2: 'unavailable',
  };
  for (const performanceId of [p1, p2])
    await db.insert(s.performanceSeats).values(
      [...seatIds].map(([label, seatId]) => ({
        performanceId,
        seatId,
        status: (performanceId === p1 && status[label]) || ('available' as const),
        holdId: performanceId === p1 && status[label] === 'held' ? `hold-${label}` : null,
      })),
    );

  let count = 0;
  const order = async (input: {
    customerId: number;
    state: 'confirmed' | 'returned' | 'completing' | 'failed';
    at: string;
    totalCents: number;
    discountCents?: number;
    creditCents?: number;
    giftVoucherCents?: number;
    accessNotes?: string;
  }) => {
    const number = `MSP-RPT${String(++count).padStart(5, '0')}`;
    const confirmed = input.state === 'confirmed' || input.state === 'returned';
    const row = one(
      await db
        .insert(s.orders)
        .values({
          number,
          customerId: input.customerId,
          cartId: `report-${number}`,
          state: input.state,
          productsSubtotalCents: input.totalCents,
          subtotalCents: input.totalCents,
          discountCents: input.discountCents ?? 0,
          feesCents: 0,
          totalCents: input.totalCents,
          creditCents: input.creditCents ?? 0,
          giftVoucherCents: input.giftVoucherCents ?? 0,
          accessNotes: input.accessNotes ?? null,
          createdAt: T(input.at),
          confirmedAt: confirmed ? T(input.at) : null,
          returnedAt: input.state === 'returned' ? T('2020-03-06T15:00:00Z') : null,
        })
        .returning({ id: s.orders.id }),
    );
    return { id: row.id, number };
  };
  const tickets = async (
    orderId: number,
    performanceId: number,
    lines: { seat: string; priceTypeId: number; baseCents: number; feeCents: number }[],
  ) =>
    db
      .insert(s.orderTickets)
      .values(
        lines.map((line) => ({
          orderId,
          performanceId,
          seatId: seat(line.seat),
          priceTypeId: line.priceTypeId,
          baseCents: line.baseCents,
          feeCents: line.feeCents,
        })),
      )
      .returning({ id: s.orderTickets.id });
  const gift = (orderId: number, fundId: number, amountCents: number, appeal: string | null) =>
    db.insert(s.orderDonations).values({ orderId, fundId, amountCents, appeal });

  const [adult, second] = [1, 2];
  const [fund1, fund2] = [1, 2];
  const o1 = await order({
    customerId: abbott,
    state: 'confirmed',
    at: '2020-03-02T15:00:00Z',
    totalCents: 11_600,
    creditCents: 1000,
  });
  const o1Tickets = await tickets(o1.id, p1, [
    { seat: 'A2', priceTypeId: adult, baseCents: 3000, feeCents: 300 },
    { seat: 'A3', priceTypeId: adult, baseCents: 3000, feeCents: 300 },
  ]);
  await gift(o1.id, fund1, 5000, 'SPRING');
  const o2 = await order({
    customerId: zimmer,
    state: 'confirmed',
    at: '2020-03-03T04:30:00Z',
    totalCents: 1800,
    discountCents: 500,
    giftVoucherCents: 1800,
    accessNotes: 'Arriving by wheelchair taxi',
  });
  await tickets(o2.id, p1, [{ seat: 'B6', priceTypeId: second, baseCents: 2000, feeCents: 300 }]);
  const o3 = await order({
    customerId: carter,
    state: 'returned',
    at: '2020-03-02T16:00:00Z',
    totalCents: 6600,
  });
  await tickets(o3.id, p1, [
    { seat: 'A4', priceTypeId: adult, baseCents: 3000, feeCents: 300 },
    { seat: 'A5', priceTypeId: adult, baseCents: 3000, feeCents: 300 },
  ]);
  const o4 = await order({
    customerId: moss,
    state: 'completing',
    at: '2020-03-05T15:00:00Z',
    totalCents: 3300,
  });
  await tickets(o4.id, p1, [{ seat: 'A6', priceTypeId: adult, baseCents: 3000, feeCents: 300 }]);
  const failed = await order({
    customerId: park,
    state: 'failed',
    at: '2020-03-04T15:00:00Z',
    totalCents: 2300,
  });
  await tickets(failed.id, p1, [
    { seat: 'B4', priceTypeId: second, baseCents: 2000, feeCents: 300 },
  ]);

  const o6 = await order({
    customerId: abbott,
    state: 'confirmed',
    at: '2020-03-01T14:00:00Z',
    totalCents: 10_000,
  });
  const voucherLine = one(
    await db
      .insert(s.orderGiftVouchers)
      .values({ orderId: o6.id, amountCents: 5000, quantity: 2 })
      .returning({ id: s.orderGiftVouchers.id }),
  ).id;
  const levels = await db
    .select({ id: s.membershipLevels.id })
    .from(s.membershipLevels)
    .orderBy(asc(s.membershipLevels.sortOrder), asc(s.membershipLevels.id))
    .limit(2);
  const [level1, level2] = levels.map((l) => l.id) as [number, number];
  const o7 = await order({
    customerId: abbott,
    state: 'confirmed',
    at: '2020-03-04T14:00:00Z',
    totalCents: 6000,
  });
  await db.insert(s.orderMemberships).values({
    orderId: o7.id,
    levelId: level1,
    paymentOption: 'one-off',
    amountCents: 6000,
    autoRenew: false,
  });
  const o5 = await order({
    customerId: zimmer,
    state: 'confirmed',
    at: '2020-03-05T17:00:00Z',
    totalCents: 2500,
  });
  await gift(o5.id, fund2, 2500, null);
  const o8 = await order({
    customerId: abbott,
    state: 'confirmed',
    at: '2020-03-06T14:00:00Z',
    totalCents: 1500,
  });
  await gift(o8.id, fund1, 1500, 'SPRING');
  const o11 = await order({
    customerId: carter,
    state: 'confirmed',
    at: '2020-03-08T15:00:00Z',
    totalCents: 700,
  });
  await gift(o11.id, fund1, 700, null);
  const unpaid = await order({
    customerId: moss,
    state: 'completing',
    at: '2020-03-02T18:00:00Z',
    totalCents: 9900,
  });
  await gift(unpaid.id, fund1, 9900, 'SPRING');

  const membership = (
    customerId: number,
    levelId: number,
    startsOn: string,
    expiresOn: string,
    orderId: number | null = null,
  ) =>
    db.insert(s.memberships).values({
      customerId,
      levelId,
      paymentOption: 'one-off',
      amountCents: 6000,
      startsOn,
      expiresOn,
      orderId,
      createdAt: T(`${startsOn}T15:00:00Z`),
    });
  await membership(abbott, level1, '2020-03-04', '2021-03-03', o7.id);
  await membership(zimmer, level1, '2019-03-10', '2020-03-09');
  await membership(carter, level1, '2019-06-01', '2020-06-01');
  await membership(moss, level1, '2019-03-01', '2020-02-29');
  await membership(park, level1, '2019-02-01', '2020-02-28');
  await membership(park, level2, '2020-03-20', '2020-04-19');
  await membership(zimmer, level2, '2020-01-15', '2020-03-31');

  const voucher = async (input: {
    amountCents: number;
    balanceCents: number;
    issuedAt: string;
    expiresAt: string;
    line?: number;
    moves: {
      kind: 'spend' | 'refund' | 'redeem';
      deltaCents: number;
      at: string;
      orderId?: number;
    }[];
  }) => {
    const code = newVoucherCode();
    const { id } = one(
      await db
        .insert(s.giftVouchers)
        .values({
          code,
          codeDigest: voucherCodeDigest(code),
          orderGiftVoucherId: input.line ?? null,
          buyerCustomerId: abbott,
          amountCents: input.amountCents,
          balanceCents: input.balanceCents,
          locale: 'en-US',
          issuedAt: T(input.issuedAt),
          expiresAt: T(input.expiresAt),
        })
        .returning({ id: s.giftVouchers.id }),
    );
    await db.insert(s.giftVoucherLedger).values([
      { voucherId: id, kind: 'issue', deltaCents: input.amountCents, createdAt: T(input.issuedAt) },
      ...input.moves.map((move) => ({
        voucherId: id,
        kind: move.kind,
        deltaCents: move.deltaCents,
        orderId: move.orderId ?? null,
        createdAt: T(move.at),
      })),
    ]);
  };
  await voucher({
    amountCents: 5000,
    balanceCents: 3200,
    issuedAt: '2020-03-01T14:00:00Z',
    expiresAt: '2022-03-15T04:00:00Z',
    line: voucherLine,
    moves: [{ kind: 'spend', deltaCents: -1800, at: '2020-03-03T04:30:00Z', orderId: o2.id }],
  });
  await voucher({
    amountCents: 5000,
    balanceCents: 2000,
    issuedAt: '2020-03-01T14:00:00Z',
    expiresAt: '2022-03-15T04:00:00Z',
    line: voucherLine,
    moves: [
      { kind: 'spend', deltaCents: -5000, at: '2020-03-10T15:00:00Z' },
      { kind: 'refund', deltaCents: 2000, at: '2020-03-12T15:00:00Z' },
    ],
  });
  await voucher({
    amountCents: 3000,
    balanceCents: 3000,
    issuedAt: '2018-01-10T15:00:00Z',
    expiresAt: '2020-01-11T05:00:00Z',
    moves: [],
  });
  await voucher({
    amountCents: 4000,
    balanceCents: 0,
    issuedAt: '2018-02-01T15:00:00Z',
    expiresAt: '2020-02-02T05:00:00Z',
    moves: [{ kind: 'redeem', deltaCents: -4000, at: '2019-05-01T15:00:00Z' }],
  });

  // A2 has been let in at the door.
  const [staff] = await db.select({ id: s.staffUsers.id }).from(s.staffUsers).limit(1);
  if (!staff) throw new Error('report scenario: no staff member to admit with');
  await db.insert(s.ticketAdmissions).values({
    orderTicketId: one(o1Tickets).id,
    performanceId: p1,
    staffId: staff.id,
    scannedAt: T('2020-03-14T23:10:00Z'),
    recordedAt: T('2020-03-14T23:10:00Z'),
  });

  const nameOf = async (
    table: typeof s.priceTypes | typeof s.funds | typeof s.membershipLevels,
    id: number,
  ) => {
    const [row] = await db.select({ name: table.name }).from(table).where(eq(table.id, id));
    return { 'en-US': row?.name['en-US'] ?? '', es: row?.name.es ?? '' };
  };
  return {
    productionId,
    performanceIds: [p1, p2],
    priceTypeIds: { adult, second },
    bandIds: { a: bandA, b: bandB },
    fundIds: [fund1, fund2],
    levelIds: [level1, level2],
    orderNumbers: { o1: o1.number, o2: o2.number },
    names: {
      production: { 'en-US': TITLE['en-US'], es: TITLE.es ?? '' },
      adult: await nameOf(s.priceTypes, adult),
      fund: await nameOf(s.funds, fund1),
      level: await nameOf(s.membershipLevels, level1),
      stepFree: { 'en-US': STEP_FREE['en-US'], es: STEP_FREE.es ?? '' },
    },
    nobody: 2_147_483_000,
  };
}
