import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Db } from '../db/client.ts';
import * as s from '../db/schema.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * An order's tickets with what every reader shows of them (the account, the basket's reserved
 * order, the mails and PDFs): performance, production, venue, seat, row, section, band and
 * price type. The caller picks the fields, the rows and their order.
 */
export function selectOrderTickets<T extends SelectedFields>(
  db: Db | Tx,
  fields: T,
  where: SQL | undefined,
  orderBy: (SQL | PgColumn)[],
): Promise<SelectResultFields<T>[]> {
  // A dynamic builder, typed loosely: TypeScript cannot follow joins on a generic selection.
  const base = db.select(fields).from(s.orderTickets).$dynamic() as unknown as PgSelect;
  const rows = base
    .innerJoin(s.performances, eq(s.performances.id, s.orderTickets.performanceId))
    .innerJoin(s.productions, eq(s.productions.id, s.performances.productionId))
    .innerJoin(s.venues, eq(s.venues.id, s.performances.venueId))
    .innerJoin(s.seats, eq(s.seats.id, s.orderTickets.seatId))
    .innerJoin(s.venueRows, eq(s.venueRows.id, s.seats.rowId))
    .innerJoin(s.venueSections, eq(s.venueSections.id, s.seats.sectionId))
    .innerJoin(s.priceBands, eq(s.priceBands.id, s.seats.priceBandId))
    .innerJoin(s.priceTypes, eq(s.priceTypes.id, s.orderTickets.priceTypeId))
    .where(where)
    .orderBy(...orderBy);
  // Every join is inner, so each field comes back as selected.
  return rows as unknown as Promise<SelectResultFields<T>[]>;
}
