/**
 * A venue's layout as stored (venue, sections, rows, seats) and as the storefront's seat map gets
 * it (`GET /api/venues/:venue/layout`). One reading for the catalogue and the box office, so a
 * venue's preview in the box office is drawn from exactly what buyers are sent.
 */
import { asc, eq } from 'drizzle-orm';
import type { VenueLayout } from '../../shared/contracts/catalogue.ts';
import type { Locale } from '../../shared/locales.ts';
import { localize } from '../../shared/localized-text.ts';
import type { Db } from '../db/client.ts';
import * as s from '../db/schema.ts';

export interface LayoutRecords {
  venue: typeof s.venues.$inferSelect;
  sections: (typeof s.venueSections.$inferSelect)[];
  rows: (typeof s.venueRows.$inferSelect)[];
  seats: (typeof s.seats.$inferSelect)[];
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The stored layout, or null when there is no such venue. */
export async function readLayoutRecords(
  db: Db | Tx,
  venueId: number,
): Promise<LayoutRecords | null> {
  const [venue] = await db.select().from(s.venues).where(eq(s.venues.id, venueId));
  if (!venue) return null;
  const [sections, rows, seats] = await Promise.all([
    db
      .select()
      .from(s.venueSections)
      .where(eq(s.venueSections.venueId, venueId))
      .orderBy(asc(s.venueSections.sortOrder)),
    db
      .select({ row: s.venueRows })
      .from(s.venueRows)
      .innerJoin(s.venueSections, eq(s.venueSections.id, s.venueRows.sectionId))
      .where(eq(s.venueSections.venueId, venueId))
      .orderBy(asc(s.venueRows.sortOrder))
      .then((found) => found.map(({ row }) => row)),
    db.select().from(s.seats).where(eq(s.seats.venueId, venueId)).orderBy(asc(s.seats.id)),
  ]);
  return { venue, sections, rows, seats };
}

export function toVenueLayout(records: LayoutRecords, locale: Locale): VenueLayout {
  const { venue, sections, rows, seats } = records;
  return {
    id: venue.id,
    name: localize(venue.name, locale),
    address: venue.address,
    width: venue.mapWidth,
    height: venue.mapHeight,
    stage: venue.stage,
    sections: sections.map((section) => ({
      id: section.id,
      code: section.code,
      name: localize(section.name, locale),
      level: section.level,
      rows: rows
        .filter((row) => row.sectionId === section.id)
        .map((row) => ({ id: row.id, label: row.label, rowsInFront: row.rowsInFront })),
    })),
    seats: seats.map((seat) => ({
      id: seat.id,
      sectionId: seat.sectionId,
      rowId: seat.rowId,
      label: seat.label,
      x: seat.x,
      y: seat.y,
      priceBandId: seat.priceBandId,
      wheelchair: seat.wheelchair,
      companion: seat.companion,
      aisle: seat.aisle,
      restrictedView: seat.restrictedView ? localize(seat.restrictedView, locale) : null,
      stepFree: seat.stepFree ? localize(seat.stepFree, locale) : null,
      positionInRow: seat.positionInRow,
      viewOfStage: seat.viewOfStage,
      floorsAboveStage: seat.floorsAboveStage,
      endOfRow: seat.endOfRow,
    })),
  };
}
