import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { LocalizedText } from '../../shared/localized-text.ts';

/** Content per language, en-US required; see shared/localized-text.ts. */
const localized = (name?: string) =>
  (name ? jsonb(name) : jsonb()).$type<LocalizedText>().notNull();
const localizedOptional = () => jsonb().$type<LocalizedText>();

export const venues = pgTable('venues', {
  id: integer().primaryKey(),
  name: localized(),
  address: text().notNull(),
  timeZone: text().notNull().default('America/New_York'),
  hasSeatMap: boolean().notNull().default(true),
  /** The drawing area of the seat map, in map units. */
  mapWidth: integer().notNull(),
  mapHeight: integer().notNull(),
  stage: jsonb().$type<{ x: number; y: number; width: number; height: number }>().notNull(),
});

export const venueSections = pgTable(
  'venue_sections',
  {
    id: serial().primaryKey(),
    venueId: integer()
      .notNull()
      .references(() => venues.id),
    code: text().notNull(),
    name: localized(),
    level: text({ enum: ['orchestra', 'balcony', 'booth'] }).notNull(),
    sortOrder: smallint().notNull().default(0),
  },
  (t) => [uniqueIndex().on(t.venueId, t.code)],
);

export const venueRows = pgTable(
  'venue_rows',
  {
    id: serial().primaryKey(),
    sectionId: integer()
      .notNull()
      .references(() => venueSections.id),
    label: text().notNull(),
    rowsInFront: smallint().notNull(),
    sortOrder: smallint().notNull().default(0),
  },
  (t) => [uniqueIndex().on(t.sectionId, t.label)],
);

export const priceBands = pgTable('price_bands', {
  id: integer().primaryKey(),
  code: text().notNull().unique(),
  name: localized(),
  /** The Sensory Booth band is sold through its own form, never on the normal map. */
  onlineSale: boolean().notNull().default(true),
  sortOrder: smallint().notNull().default(0),
});

export const seats = pgTable(
  'seats',
  {
    id: serial().primaryKey(),
    venueId: integer()
      .notNull()
      .references(() => venues.id),
    sectionId: integer()
      .notNull()
      .references(() => venueSections.id),
    rowId: integer()
      .notNull()
      .references(() => venueRows.id),
    /** The number printed on the ticket; the id is the stable key. */
    label: text().notNull(),
    x: real().notNull(),
    y: real().notNull(),
    priceBandId: integer()
      .notNull()
      .references(() => priceBands.id),
    wheelchair: boolean().notNull().default(false),
    companion: boolean().notNull().default(false),
    aisle: boolean().notNull().default(false),
    restrictedView: localizedOptional(),
    stepFree: localizedOptional(),
    positionInRow: text({ enum: ['left', 'middle', 'right'] }).notNull(),
    viewOfStage: text({ enum: ['full', 'partial', 'restricted'] })
      .notNull()
      .default('full'),
    floorsAboveStage: smallint().notNull().default(0),
    endOfRow: boolean().notNull().default(false),
    door: text(),
    box: text(),
  },
  (t) => [uniqueIndex().on(t.rowId, t.label), index().on(t.venueId)],
);

export const priceTypes = pgTable('price_types', {
  id: integer().primaryKey(),
  code: text().notNull().unique(),
  name: localized(),
  description: localized(),
  /** Wheelchair price types (350, 908) need an access registration. */
  requiresAccessRegistration: boolean().notNull().default(false),
  isDefault: boolean().notNull().default(false),
  /** Most tickets of this type one customer may have for one performance (null: no limit). */
  limitPerCustomer: smallint(),
  sortOrder: smallint().notNull().default(0),
});

export const modesOfSale = pgTable('modes_of_sale', {
  id: integer().primaryKey(),
  name: localized(),
  isDefault: boolean().notNull().default(false),
  /** A priority mode (members' presale) is entered by sign-in or promo code, not by default. */
  isPriority: boolean().notNull().default(false),
});

export const productions = pgTable('productions', {
  id: serial().primaryKey(),
  slug: text().notNull().unique(),
  title: localized(),
  tagline: localized(),
  description: localized(),
  credits: localized(),
  genre: localized(),
  ageGuidance: localized(),
  contentNotes: localized(),
  durationMinutes: smallint(),
  imageUrl: text().notNull(),
  venueId: integer()
    .notNull()
    .references(() => venues.id),
  sortOrder: smallint().notNull().default(0),
});

export const performances = pgTable(
  'performances',
  {
    id: serial().primaryKey(),
    productionId: integer()
      .notNull()
      .references(() => productions.id),
    venueId: integer()
      .notNull()
      .references(() => venues.id),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    onSaleAt: timestamp({ withTimezone: true }),
    offSaleAt: timestamp({ withTimezone: true }),
    cancelled: boolean().notNull().default(false),
    seating: text({ enum: ['reserved', 'general'] })
      .notNull()
      .default('reserved'),
    /** General admission capacity; reserved seating counts its inventory instead. */
    generalCapacity: integer(),
    generalSold: integer().notNull().default(0),
    /** When set, only buyers in this mode of sale (e.g. members' presale) may book. */
    priorityModeOfSaleId: integer().references(() => modesOfSale.id),
    accessTags: text().array().notNull().default(sql`'{}'::text[]`),
    note: localizedOptional(),
  },
  (t) => [index().on(t.startsAt), index().on(t.productionId)],
);

/** Prices per performance, band, type and mode of sale; base and mandatory fee in cents. */
export const performancePrices = pgTable(
  'performance_prices',
  {
    performanceId: integer()
      .notNull()
      .references(() => performances.id),
    priceBandId: integer()
      .notNull()
      .references(() => priceBands.id),
    priceTypeId: integer()
      .notNull()
      .references(() => priceTypes.id),
    modeOfSaleId: integer()
      .notNull()
      .references(() => modesOfSale.id),
    baseCents: integer().notNull(),
    feeCents: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.performanceId, t.priceBandId, t.priceTypeId, t.modeOfSaleId] }),
    check(
      'performance_prices_amounts_non_negative',
      sql`${t.baseCents} >= 0 AND ${t.feeCents} >= 0`,
    ),
  ],
);

/**
 * Per-performance seat inventory: one row per seat and performance, so the database itself can
 * guarantee one live hold or ticket per seat (the next issue's holds update these rows).
 */
export const performanceSeats = pgTable(
  'performance_seats',
  {
    performanceId: integer()
      .notNull()
      .references(() => performances.id),
    seatId: integer()
      .notNull()
      .references(() => seats.id),
    status: text({ enum: ['available', 'held', 'sold', 'unavailable'] })
      .notNull()
      .default('available'),
    holdId: text(),
    heldUntil: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.performanceId, t.seatId] }),
    index().on(t.performanceId, t.status),
    index().on(t.holdId),
    // The sweeper looks for lapsed holds every few seconds.
    index('performance_seats_held_until_idx').on(t.heldUntil).where(sql`${t.status} = 'held'`),
  ],
);

/** A buyer's cart, bound to a cookie; its expiry is the deadline of every hold in it. */
export const carts = pgTable('carts', {
  id: text().primaryKey(),
  createdAt: timestamp({ withTimezone: true }).notNull(),
  expiresAt: timestamp({ withTimezone: true }),
  extended: boolean().notNull().default(false),
});

/**
 * Ticket lines of carts. The seat's hold itself lives on performance_seats (status 'held',
 * hold_id = cart id); the primary key keeps one line per seat and performance.
 */
export const cartTickets = pgTable(
  'cart_tickets',
  {
    cartId: text()
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    performanceId: integer().notNull(),
    seatId: integer().notNull(),
    priceTypeId: integer()
      .notNull()
      .references(() => priceTypes.id),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.performanceId, t.seatId] }),
    index().on(t.cartId),
    foreignKey({
      name: 'cart_tickets_seat_fk',
      columns: [t.performanceId, t.seatId],
      foreignColumns: [performanceSeats.performanceId, performanceSeats.seatId],
    }),
  ],
);

export const siteSettings = pgTable('site_settings', {
  key: text().primaryKey(),
  value: jsonb().notNull(),
});
