/**
 * The door's reads (issue 13) as plain SQL: a ticket with everything the door shows of it (its
 * order's state, buyer, performance, seat, price type and admission), and a scan's one read,
 * which also counts the performance's admitted and expected tickets. A scan must answer within
 * 50 ms at p99 while doors scan 20 a second, so its read is one round trip, planned once per
 * connection (a named prepared statement: planning the twelve-table join cost more than
 * running it).
 */
import { type SQL, sql } from 'drizzle-orm';
import type { DoorCounts } from '../../shared/contracts/door.ts';
import type { LocalizedText } from '../../shared/localized-text.ts';
import type { Db } from '../db/client.ts';
import { preparedRows } from '../db/prepared.ts';

type OrderState = 'completing' | 'verifying' | 'confirmed' | 'failed' | 'reserved' | 'returned';

export interface DoorTicketRow {
  id: number;
  barcode: string;
  performanceId: number;
  orderState: OrderState;
  orderAccessNotes: string | null;
  firstName: string;
  lastName: string;
  seating: 'reserved' | 'general';
  startsAt: Date;
  title: LocalizedText;
  venue: LocalizedText;
  section: LocalizedText;
  row: string;
  seat: string;
  wheelchair: boolean;
  companion: boolean;
  restrictedView: LocalizedText | null;
  stepFree: LocalizedText | null;
  priceType: LocalizedText;
  admittedAt: Date | null;
  admittedOffline: boolean | null;
  admittedByStaffId: number | null;
  admittedBy: string | null;
}

/** The orders whose tickets the door knows: sold, or sold and cancelled into credit since. */
const DOOR_ORDERS = sql.raw(`o.state in ('confirmed', 'returned')`);

const TICKET_COLUMNS = sql.raw(`ot.id, ot.barcode, ot.performance_id, o.state as order_state,
  o.access_notes as order_access_notes, c.first_name, c.last_name, p.seating, p.starts_at,
  pr.title, v.name as venue, sec.name as section, r.label as row_label, st.label as seat_label,
  st.wheelchair, st.companion, st.restricted_view, st.step_free, pt.name as price_type,
  a.scanned_at as admitted_at, a.offline as admitted_offline,
  a.staff_id as admitted_by_staff_id, su.name as admitted_by`);

const TICKET_JOINS = sql.raw(`from order_tickets ot
  join orders o on o.id = ot.order_id
  join customers c on c.id = o.customer_id
  join performances p on p.id = ot.performance_id
  join productions pr on pr.id = p.production_id
  join venues v on v.id = p.venue_id
  join seats st on st.id = ot.seat_id
  join venue_rows r on r.id = st.row_id
  join venue_sections sec on sec.id = st.section_id
  join price_types pt on pt.id = ot.price_type_id
  left join ticket_admissions a on a.order_ticket_id = ot.id
  left join staff_users su on su.id = a.staff_id`);

type Raw = Record<string, unknown>;

// node-postgres and PGlite differ in what they make of timestamps and JSON in a raw statement.
const dateOf = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));
const jsonOf = <T>(value: unknown): T =>
  (typeof value === 'string' ? JSON.parse(value) : value) as T;

function ticketOf(raw: Raw): DoorTicketRow | null {
  if (raw.id === null || raw.id === undefined) return null;
  const admittedAt = raw.admitted_at ?? null;
  return {
    id: Number(raw.id),
    barcode: String(raw.barcode),
    performanceId: Number(raw.performance_id),
    orderState: raw.order_state as OrderState,
    orderAccessNotes: (raw.order_access_notes as string | null) ?? null,
    firstName: String(raw.first_name),
    lastName: String(raw.last_name),
    seating: raw.seating as DoorTicketRow['seating'],
    startsAt: dateOf(raw.starts_at),
    title: jsonOf(raw.title),
    venue: jsonOf(raw.venue),
    section: jsonOf(raw.section),
    row: String(raw.row_label),
    seat: String(raw.seat_label),
    wheelchair: Boolean(raw.wheelchair),
    companion: Boolean(raw.companion),
    restrictedView: raw.restricted_view ? jsonOf(raw.restricted_view) : null,
    stepFree: raw.step_free ? jsonOf(raw.step_free) : null,
    priceType: jsonOf(raw.price_type),
    admittedAt: admittedAt === null ? null : dateOf(admittedAt),
    admittedOffline: (raw.admitted_offline as boolean | null) ?? null,
    admittedByStaffId:
      raw.admitted_by_staff_id === null || raw.admitted_by_staff_id === undefined
        ? null
        : Number(raw.admitted_by_staff_id),
    admittedBy: (raw.admitted_by as string | null) ?? null,
  };
}

async function rowsOf(db: Db, query: SQL): Promise<Raw[]> {
  return ((await db.execute(query)) as unknown as { rows: Raw[] }).rows;
}

/** The tickets with these barcodes that the door knows, by barcode. */
export async function doorTicketsByBarcode(
  db: Db,
  barcodes: string[],
): Promise<Map<string, DoorTicketRow>> {
  if (barcodes.length === 0) return new Map();
  const rows = await rowsOf(
    db,
    sql`select ${TICKET_COLUMNS} ${TICKET_JOINS}
      where ot.barcode = any(${sql.param(barcodes)}::text[]) and ${DOOR_ORDERS}`,
  );
  const tickets = rows.flatMap((raw) => {
    const ticket = ticketOf(raw);
    return ticket ? [ticket] : [];
  });
  return new Map(tickets.map((ticket) => [ticket.barcode, ticket]));
}

/**
 * A performance's tickets that the door knows, as a printed door list reads: by the buyer's
 * name, each order's seats together in seat order.
 */
export async function doorTicketsOfPerformance(
  db: Db,
  performanceId: number,
): Promise<DoorTicketRow[]> {
  const rows = await rowsOf(
    db,
    sql`select ${TICKET_COLUMNS} ${TICKET_JOINS}
      where ot.performance_id = ${performanceId} and ot.barcode is not null and ${DOOR_ORDERS}
      order by c.last_name, c.first_name, o.id, sec.sort_order, r.sort_order, st.x`,
  );
  return rows.flatMap((raw) => {
    const ticket = ticketOf(raw);
    return ticket ? [ticket] : [];
  });
}

/**
 * A scan's read in one round trip: the performance's counts (valid tickets sold, and admitted),
 * and the ticket with this barcode if the door knows it. Null when the performance does not
 * exist.
 */
export async function doorScanRead(
  db: Db,
  performanceId: number,
  barcode: string,
): Promise<{ counts: DoorCounts; ticket: DoorTicketRow | null } | null> {
  const [raw] = await preparedRows<Raw>(
    db,
    'door-scan-read',
    sql`select
      (select count(*)::int from order_tickets xt join orders xo on xo.id = xt.order_id
        where xt.performance_id = perf.id and xt.barcode is not null and xo.state = 'confirmed'
      ) as expected_count,
      (select count(*)::int from ticket_admissions xa
        join order_tickets xt on xt.id = xa.order_ticket_id
        join orders xo on xo.id = xt.order_id
        where xa.performance_id = perf.id and xo.state = 'confirmed'
      ) as admitted_count,
      t.*
    from performances perf
    left join lateral (
      select ${TICKET_COLUMNS} ${TICKET_JOINS}
      where ot.barcode = ${barcode}::text and ${DOOR_ORDERS}
    ) t on true
    where perf.id = ${performanceId}::int`,
  );
  if (!raw) return null;
  return {
    counts: { admitted: Number(raw.admitted_count), expected: Number(raw.expected_count) },
    ticket: ticketOf(raw),
  };
}
