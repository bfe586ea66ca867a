import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
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
export const carts = pgTable(
  'carts',
  {
    id: text().primaryKey(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }),
    extended: boolean().notNull().default(false),
    /** Set when a customer signs in with this cart (the anonymous cart adopts them). */
    customerId: integer().references((): AnyPgColumn => customers.id, { onDelete: 'set null' }),
    /** The promo code entered in the basket (it may switch the mode of sale and unlock prices). */
    promoCodeId: integer().references((): AnyPgColumn => promoCodes.id, { onDelete: 'set null' }),
    /** Refund protection chosen by the buyer (never pre-ticked); a fee per ticket. */
    refundProtection: boolean().notNull().default(false),
    /** Account credit the buyer applied to this cart, in cents (taken from the ledger at order). */
    creditAppliedCents: integer().notNull().default(0),
    /** The household member paying (the "Select Account Holder" step); null: the customer. */
    bookerCustomerId: integer().references((): AnyPgColumn => customers.id, {
      onDelete: 'set null',
    }),
    /** A reserved order being paid later through this cart (see orders.state 'reserved'). */
    reservedOrderId: integer().references((): AnyPgColumn => orders.id, { onDelete: 'set null' }),
  },
  (t) => [index().on(t.customerId)],
);

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

/**
 * The theatre's funds a donation goes to (spec §3): the Annual Fund is id 1 (the basket's
 * upsell). A fund takes gifts between its open and close dates (either may be left open).
 */
export const funds = pgTable(
  'funds',
  {
    id: serial().primaryKey(),
    name: localized(),
    description: localized(),
    goalCents: integer(),
    opensAt: timestamp({ withTimezone: true }),
    closesAt: timestamp({ withTimezone: true }),
    sortOrder: integer().notNull().default(0),
  },
  (t) => [check('funds_goal_positive', sql`${t.goalCents} is null or ${t.goalCents} > 0`)],
);

/** The donation's details, shared by the cart's line and the order's (decision 017). */
const donationColumns = () => ({
  fundId: integer()
    .notNull()
    .references(() => funds.id),
  amountCents: integer().notNull(),
  /** The campaign code the donation page was opened with (`?appeal=`). */
  appeal: text(),
  /** How the donor is named in donor lists; null: their own name. */
  recognitionName: text(),
  /** Left out of donor lists. */
  anonymous: boolean().notNull().default(false),
  tributeKind: text({ enum: ['honour', 'memory'] }),
  tributeName: text(),
  tributeNotifyEmail: text(),
  /** The UK gift aid declaration (only with GIFT_AID_ENABLED). */
  giftAid: boolean().notNull().default(false),
  /** A monthly gift (issue 12): this is its first month; a payment plan charges the rest. */
  recurring: text({ enum: ['monthly'] }),
});

/** A donation in a cart: it has no hold and does not lapse with the cart's seats. */
export const cartDonations = pgTable(
  'cart_donations',
  {
    id: serial().primaryKey(),
    cartId: text()
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    ...donationColumns(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    // One gift per fund per cart: giving again to the fund replaces it (and a race can't add two).
    uniqueIndex('cart_donations_one_per_fund_idx').on(t.cartId, t.fundId),
    check('cart_donations_amount', sql`${t.amountCents} between 100 and 10000000`),
  ],
);

/**
 * The sensory viewing booth form's answers (spec §5), one per cart and performance, kept with
 * the cart whose ticket lines hold the party's booth places. Sending the form again replaces it.
 */
export const sensoryBoothRequests = pgTable(
  'sensory_booth_requests',
  {
    cartId: text()
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    performanceId: integer()
      .notNull()
      .references(() => performances.id),
    adults: smallint().notNull(),
    students: smallint().notNull(),
    seatingType: text({ enum: ['bean-bag', 'rocker'] }).notNull(),
    seatingCount: smallint().notNull(),
    accessibilityResources: text().array().notNull().default(sql`'{}'::text[]`),
    notes: text(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.cartId, t.performanceId] }),
    check(
      'sensory_booth_requests_party',
      sql`${t.adults} between 0 and 4 and ${t.students} between 0 and 4 and ${t.adults} + ${t.students} >= 1`,
    ),
  ],
);

export const siteSettings = pgTable('site_settings', {
  key: text().primaryKey(),
  value: jsonb().notNull(),
});

// --- Customers and accounts (issue 4) ---------------------------------------------------------

/** Countries to choose in an address; id 1 is the United States (spec §9 default country). */
export const countries = pgTable('countries', {
  id: integer().primaryKey(),
  code: text().notNull().unique(),
  name: localized(),
  sortOrder: smallint().notNull().default(0),
});

/** States of a country (the US), proper names in every language. */
export const countryStates = pgTable(
  'country_states',
  {
    countryId: integer()
      .notNull()
      .references(() => countries.id),
    code: text().notNull(),
    name: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.countryId, t.code] })],
);

export const households = pgTable('households', {
  id: serial().primaryKey(),
  name: text().notNull(),
});

export const customers = pgTable(
  'customers',
  {
    id: serial().primaryKey(),
    prefix: text(),
    firstName: text().notNull(),
    middleName: text(),
    lastName: text().notNull(),
    /** Kept trimmed and lower-cased; unique whatever the case. */
    email: text().notNull(),
    phone: text(),
    mobile: text(),
    birthDate: date({ mode: 'string' }),
    birthYear: smallint(),
    /** argon2id in PHC string form; null for an account that only signs in by link. */
    passwordHash: text(),
    /**
     * Wrong passwords in a row since the last sign-in or lock; LOCK_AFTER_FAILURES of them lock
     * the account until `locked_until` (domain/accounts/lockout.ts, decision 012).
     */
    failedLogins: smallint().notNull().default(0),
    /** When the account was last locked (for the box office); not a lock by itself. */
    lockedAt: timestamp({ withTimezone: true }),
    /** Password sign-in is refused until then; a reset ends it, else it ends by itself. */
    lockedUntil: timestamp({ withTimezone: true }),
    /** Locks in a row (each one longer), forgotten at sign-in, at a reset, or a day after. */
    lockouts: smallint().notNull().default(0),
    /** The access registration code applied to the account (spec §3); null when none. */
    accessCode: text(),
    accessAppliedAt: timestamp({ withTimezone: true }),
    contactPermissions: text().array().notNull().default(sql`'{}'::text[]`),
    interests: text().array().notNull().default(sql`'{}'::text[]`),
    /** The language the customer last used: their mails are written in it. */
    locale: text().notNull().default('en-US'),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('customers_email_lower_idx').on(sql`lower(${t.email})`)],
);

export const householdMembers = pgTable(
  'household_members',
  {
    householdId: integer()
      .notNull()
      .references(() => households.id, { onDelete: 'cascade' }),
    customerId: integer()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    isPrimary: boolean().notNull().default(false),
  },
  // A customer belongs to at most one household.
  (t) => [primaryKey({ columns: [t.householdId, t.customerId] }), uniqueIndex().on(t.customerId)],
);

export const addresses = pgTable(
  'addresses',
  {
    id: serial().primaryKey(),
    customerId: integer()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    type: text({ enum: ['primary', 'billing', 'delivery', 'both'] }).notNull(),
    line1: text().notNull(),
    line2: text(),
    line3: text(),
    city: text().notNull(),
    county: text(),
    stateCode: text(),
    postalCode: text().notNull(),
    countryId: integer()
      .notNull()
      .references(() => countries.id),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index().on(t.customerId),
    // One primary address per customer.
    uniqueIndex('addresses_one_primary_idx').on(t.customerId).where(sql`${t.type} = 'primary'`),
  ],
);

/**
 * Signed-in sessions. The cookie holds 256 random bits; only their SHA-256 is stored, so a leak
 * of this table signs nobody in. A session ends at last_seen_at + SESSION_IDLE_SECONDS, and at
 * created_at + SESSION_MAX_SECONDS however active it is.
 */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text().primaryKey(),
    customerId: integer()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.customerId), index().on(t.lastSeenAt)],
);

/** Single-use links (password reset, magic sign-in): only the SHA-256 of the token is kept. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    tokenHash: text().primaryKey(),
    customerId: integer()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    purpose: text({ enum: ['reset', 'magic'] }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.customerId), index().on(t.expiresAt)],
);

/** Access constituencies (spec §3): group access-requirements (60) and accommodation-requests. */
export const constituencies = pgTable('constituencies', {
  id: integer().primaryKey(),
  group: text({ enum: ['access-requirements', 'accommodation-requests'] }).notNull(),
  label: localized(),
  sortOrder: smallint().notNull().default(0),
});

export const customerConstituencies = pgTable(
  'customer_constituencies',
  {
    customerId: integer()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    constituencyId: integer()
      .notNull()
      .references(() => constituencies.id),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.constituencyId] })],
);

/**
 * Access registration codes the box office issues, each for one person: a code applies only
 * to an account with that name (spec §5).
 */
export const accessRegistrationCodes = pgTable('access_registration_codes', {
  code: text().primaryKey(),
  firstName: text().notNull(),
  lastName: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull(),
});

export const volunteerHours = pgTable(
  'volunteer_hours',
  {
    id: serial().primaryKey(),
    customerId: integer()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    volunteerDate: date({ mode: 'string' }).notNull(),
    volunteerProject: text().notNull(),
    volunteerActivity: text().notNull(),
    volunteerHours: numeric({ precision: 6, scale: 2, mode: 'number' }).notNull(),
  },
  (t) => [index().on(t.customerId)],
);

export const volunteerDocuments = pgTable(
  'volunteer_documents',
  {
    id: serial().primaryKey(),
    customerId: integer()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    applicationDate: date({ mode: 'string' }),
    waiverDate: date({ mode: 'string' }),
    screenClearanceDate: date({ mode: 'string' }),
  },
  (t) => [index().on(t.customerId)],
);

export const volunteerInterests = pgTable(
  'volunteer_interests',
  {
    id: serial().primaryKey(),
    customerId: integer()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    interest: text().notNull(),
  },
  (t) => [index().on(t.customerId)],
);

export const educationFormResponses = pgTable(
  'education_form_responses',
  {
    id: serial().primaryKey(),
    customerId: integer()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    questionGroup: text().notNull(),
    questionName: text().notNull(),
    answer: text().notNull(),
    sortOrder: smallint().notNull().default(0),
  },
  (t) => [index().on(t.customerId)],
);

/** Mails kept instead of sent when no SMTP_URL is set; the local mailbox page reads them. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial().primaryKey(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text().notNull(),
    locale: text().notNull(),
    kind: text().notNull(),
    /** Files sent with the mail (tickets PDF, calendar entry, inline QR codes), base64. */
    attachments: jsonb()
      .$type<
        {
          filename: string;
          contentType: string;
          cid?: string;
          size: number;
          contentBase64: string;
        }[]
      >()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.to)],
);

// --- Orders and payments (issue 5) ------------------------------------------------------------

/**
 * An order made from a cart at payment. States (spec §4): completing (waiting for the payment),
 * verifying (paid or processing, the outcome not final yet), confirmed (seats sold, tickets
 * issued), failed (not sold; a refund is due when money was taken). Amounts in cents (USD).
 */
export const orders = pgTable(
  'orders',
  {
    id: serial().primaryKey(),
    /** What the buyer and the box office quote: unique, not guessable, easy to read aloud. */
    number: text().notNull(),
    customerId: integer()
      .notNull()
      .references(() => customers.id),
    /** The cart whose holds the order turns into sold seats. */
    cartId: text().notNull(),
    state: text({
      enum: ['completing', 'verifying', 'confirmed', 'failed', 'reserved', 'returned'],
    })
      .notNull()
      .default('completing'),
    productsSubtotalCents: integer().notNull(),
    subtotalCents: integer().notNull(),
    discountCents: integer().notNull().default(0),
    deliveryCents: integer().notNull().default(0),
    feesCents: integer().notNull(),
    taxCents: integer().notNull().default(0),
    totalCents: integer().notNull(),
    /** How the tickets reach the buyer; null for an order without tickets (nothing to deliver). */
    deliveryMethod: text({ enum: ['print-at-home', 'mobile', 'box-office', 'post'] }),
    orderNotes: text(),
    accessNotes: text(),
    /** The buyer's language: the confirmation mail is written in it. */
    locale: text().notNull().default('en-US'),
    /** Why a failed order failed (seats-taken, amount-mismatch, payment-failed). */
    failureReason: text(),
    promoCodeId: integer().references(() => promoCodes.id),
    /** Refund protection bought with the order (0: none); part of total_cents. */
    refundProtectionCents: integer().notNull().default(0),
    /** Account credit spent on the order; the provider is charged total − credit − vouchers. */
    creditCents: integer().notNull().default(0),
    /** Paid by gift vouchers (their reservations in gift_voucher_ledger with this order). */
    giftVoucherCents: integer().notNull().default(0),
    billingAddressId: integer().references(() => addresses.id, { onDelete: 'set null' }),
    deliveryAddressId: integer().references(() => addresses.id, { onDelete: 'set null' }),
    /** The household member who booked, when not the customer (household step). */
    bookerCustomerId: integer().references((): AnyPgColumn => customers.id),
    /** Reserved orders: held by the box office for the customer until this time. */
    holdUntil: timestamp({ withTimezone: true }),
    /** A locked reserved order can't be paid online (the box office is working on it). */
    locked: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    confirmedAt: timestamp({ withTimezone: true }),
    /** When the order was cancelled and its value turned into account credit. */
    returnedAt: timestamp({ withTimezone: true }),
    /** When the confirmation mail (tickets, .ics) was handed to the mailer; sent once. */
    confirmationSentAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('orders_number_idx').on(t.number),
    index().on(t.customerId),
    // A promo code's uses are counted at Pay (its usage limits).
    index('orders_promo_code_idx').on(t.promoCodeId).where(sql`${t.promoCodeId} is not null`),
    // At most one open order per cart: a retried payment reuses it.
    uniqueIndex('orders_one_open_per_cart_idx')
      .on(t.cartId)
      .where(sql`${t.state} in ('completing', 'verifying')`),
    check('orders_amounts_non_negative', sql`${t.totalCents} >= 0 and ${t.feesCents} >= 0`),
    check('orders_credit_within_total', sql`${t.creditCents} between 0 and ${t.totalCents}`),
    check(
      'orders_vouchers_within_total',
      sql`${t.giftVoucherCents} >= 0 and ${t.creditCents} + ${t.giftVoucherCents} <= ${t.totalCents}`,
    ),
  ],
);

/** One ticket per seat of an order; the barcode is issued when the order is confirmed. */
export const orderTickets = pgTable(
  'order_tickets',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    performanceId: integer()
      .notNull()
      .references(() => performances.id),
    seatId: integer()
      .notNull()
      .references(() => seats.id),
    priceTypeId: integer()
      .notNull()
      .references(() => priceTypes.id),
    baseCents: integer().notNull(),
    feeCents: integer().notNull(),
    /** 20 digits, prefix 99 (spec §9), random: a scanner can't be fooled by counting up. */
    barcode: text(),
  },
  (t) => [
    uniqueIndex('order_tickets_barcode_idx').on(t.barcode),
    index().on(t.orderId),
    index().on(t.performanceId, t.seatId),
    check(
      'order_tickets_barcode_format',
      sql`${t.barcode} is null or ${t.barcode} ~ '^99[0-9]{18}$'`,
    ),
  ],
);

/**
 * A donation of an order, copied from the cart when the buyer pays. It counts as given (giving
 * history, fund totals, tax receipts) once its order is confirmed, which happens exactly once.
 */
export const orderDonations = pgTable(
  'order_donations',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    ...donationColumns(),
    /** When the tribute's notice went to `tribute_notify_email` (claimed before it is sent). */
    tributeNotifiedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index().on(t.orderId),
    index().on(t.fundId),
    check('order_donations_amount', sql`${t.amountCents} between 100 and 10000000`),
  ],
);

/**
 * A payment attempt at a provider: one per hosted payment session. `refund_due` marks money
 * taken for an order that could not be confirmed (seats gone, amount wrong, paid twice).
 */
export const payments = pgTable(
  'payments',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text({ enum: ['test-gateway', 'stripe', 'free'] }).notNull(),
    /** The provider's id of the session (Stripe Checkout Session id, test gateway session id). */
    providerReference: text().notNull(),
    /** The provider's id of the money movement, once paid (e.g. Stripe's PaymentIntent). */
    providerPaymentId: text(),
    amountCents: integer().notNull(),
    state: text({
      enum: [
        'pending',
        'processing',
        'succeeded',
        'declined',
        'failed',
        'cancelled',
        'expired',
        'refund_due',
        'refunded',
      ],
    })
      .notNull()
      .default('pending'),
    /** The provider's id of the refund, once one was sent (state refunded). */
    providerRefundId: text(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('payments_provider_reference_idx').on(t.provider, t.providerReference),
    index().on(t.orderId),
  ],
);

/**
 * Requests and provider events already handled: a double-clicked "Pay" or a webhook delivered
 * twice finds its key here and gets the first answer again instead of acting twice.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text().notNull(),
    key: text().notNull(),
    orderId: integer().references(() => orders.id, { onDelete: 'cascade' }),
    response: jsonb(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index().on(t.createdAt)],
);

/**
 * The built-in test gateway's own sessions: what a real provider keeps on its side. Test mode
 * only; no card number is ever stored, only the outcome it chose.
 */
export const testGatewaySessions = pgTable('test_gateway_sessions', {
  id: text().primaryKey(),
  orderNumber: text().notNull(),
  amountCents: integer().notNull(),
  description: text().notNull(),
  successUrl: text().notNull(),
  cancelUrl: text().notNull(),
  locale: text().notNull().default('en-US'),
  status: text({ enum: ['open', 'completed', 'declined', 'failed', 'cancelled', 'expired'] })
    .notNull()
    .default('open'),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  /** A completed session's payment sent back: the refund's id (one refund, of the whole amount). */
  refundId: text(),
  /** `payment` takes the amount; `setup` only saves a card (a direct debit mandate). */
  mode: text({ enum: ['payment', 'setup'] })
    .notNull()
    .default('payment'),
  /** The buyer agreed that the card is kept for later off-session charges (a plan's). */
  savePaymentMethod: boolean().notNull().default(false),
  /** The saved card, once the page was completed with savePaymentMethod or in setup mode. */
  paymentMethodId: text(),
  createdAt: timestamp({ withTimezone: true }).notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull(),
});

/**
 * Promo codes (spec §3, §5): a code must be recognised and apply to the cart. It may switch the
 * cart to another mode of sale (which unlocks a priority performance and that mode's prices)
 * and may take a discount off the tickets it applies to.
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: serial().primaryKey(),
    /** Entered in any case; stored upper-case. */
    code: text().notNull(),
    description: localizedOptional(),
    modeOfSaleId: integer().references(() => modesOfSale.id),
    /** Limits the code to one production's performances (null: every production). */
    productionId: integer().references(() => productions.id),
    /** Discount per ticket: a percentage of the base price, or a fixed amount (one of them). */
    discountPercent: smallint(),
    discountCents: integer(),
    validFrom: timestamp({ withTimezone: true }),
    validUntil: timestamp({ withTimezone: true }),
    active: boolean().notNull().default(true),
    /**
     * How many orders may use the code in all, and per customer (null: no limit). An order
     * counts from Pay until it fails or is returned; Pay checks under the code's row lock
     * (order-adjustments.ts), so two buyers racing for the last use cannot both have it.
     */
    usageLimit: integer(),
    usageLimitPerCustomer: integer(),
  },
  (t) => [
    uniqueIndex('promo_codes_code_idx').on(t.code),
    check(
      'promo_codes_usage_limits',
      sql`(${t.usageLimit} is null or ${t.usageLimit} > 0) and (${t.usageLimitPerCustomer} is null or ${t.usageLimitPerCustomer} > 0)`,
    ),
    check('promo_codes_code_upper', sql`${t.code} = upper(${t.code})`),
    check(
      'promo_codes_discount_range',
      sql`(${t.discountPercent} is null or ${t.discountPercent} between 1 and 100) and (${t.discountCents} is null or ${t.discountCents} > 0)`,
    ),
  ],
);

/**
 * Account credit as a ledger (spec §4, §9): each grant (a cancelled order, a goodwill gesture)
 * is valid 6 months from issue; `remaining_cents` never goes below 0, so a conditional UPDATE
 * spends it once even when two checkouts race.
 */
export const creditGrants = pgTable(
  'credit_grants',
  {
    id: serial().primaryKey(),
    customerId: integer()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    amountCents: integer().notNull(),
    remainingCents: integer().notNull(),
    reason: text({ enum: ['order-cancelled', 'goodwill', 'refund', 'gift-voucher'] }).notNull(),
    sourceOrderId: integer().references(() => orders.id),
    issuedAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index().on(t.customerId),
    // One grant per cancelled order: cancelling twice credits once.
    uniqueIndex('credit_grants_one_per_order_idx')
      .on(t.sourceOrderId)
      .where(sql`${t.reason} = 'order-cancelled'`),
    check(
      'credit_grants_amounts',
      sql`${t.amountCents} > 0 and ${t.remainingCents} between 0 and ${t.amountCents}`,
    ),
  ],
);

/** Credit spent on an order (or given back when that order failed), per grant. */
export const creditSpends = pgTable(
  'credit_spends',
  {
    id: serial().primaryKey(),
    grantId: integer()
      .notNull()
      .references(() => creditGrants.id, { onDelete: 'cascade' }),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Positive: spent; negative: restored. */
    amountCents: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.grantId), index().on(t.orderId)],
);

/** What a gift voucher line is (bought in a cart, then in its order): shared by both tables. */
const giftVoucherLineColumns = () => ({
  amountCents: integer().notNull(),
  quantity: integer().notNull(),
  recipientName: text(),
  /** null: the vouchers go to the buyer. */
  recipientEmail: text(),
  message: text(),
  /** The day (America/New_York) the vouchers are sent; null: once paid. */
  deliverOn: date({ mode: 'string' }),
});

/** Gift vouchers being bought in a cart (issue 11): no hold, they do not lapse with seats. */
export const cartGiftVouchers = pgTable(
  'cart_gift_vouchers',
  {
    id: serial().primaryKey(),
    cartId: text()
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    ...giftVoucherLineColumns(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index().on(t.cartId),
    check('cart_gift_vouchers_amount', sql`${t.amountCents} between 100 and 100000`),
    check('cart_gift_vouchers_quantity', sql`${t.quantity} between 1 and 10`),
  ],
);

/** Gift vouchers bought with an order; issued (gift_vouchers rows) when it is confirmed. */
export const orderGiftVouchers = pgTable(
  'order_gift_vouchers',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The cart line it was copied from: the sale takes that line out of the cart. */
    cartLineId: integer(),
    ...giftVoucherLineColumns(),
  },
  (t) => [
    index().on(t.orderId),
    check('order_gift_vouchers_amount', sql`${t.amountCents} between 100 and 100000`),
    check('order_gift_vouchers_quantity', sql`${t.quantity} between 1 and 10`),
  ],
);

/**
 * An issued gift voucher (decision 018). Its balance is a ledger: every change is a row of
 * gift_voucher_ledger, written in the same transaction as a conditional UPDATE of
 * `balance_cents`, whose check keeps it from ever going below zero or above what was loaded.
 * It is found by the SHA-256 of its canonical code (a unique index), never by comparing codes.
 */
export const giftVouchers = pgTable(
  'gift_vouchers',
  {
    id: serial().primaryKey(),
    /** XXXX-XXXXXXX (spec §5), shown to its buyer and recipient and printed on the PDF. */
    code: text().notNull(),
    codeDigest: text().notNull(),
    orderGiftVoucherId: integer().references(() => orderGiftVouchers.id),
    buyerCustomerId: integer().references(() => customers.id, { onDelete: 'set null' }),
    amountCents: integer().notNull(),
    balanceCents: integer().notNull(),
    recipientName: text(),
    recipientEmail: text(),
    message: text(),
    deliverOn: date({ mode: 'string' }),
    /** When its e-mail was claimed for sending (the mail job's claim); null: not yet. */
    sentAt: timestamp({ withTimezone: true }),
    /** Mails that failed so far; the next try waits longer each time (`next_send_at`). */
    sendAttempts: integer().notNull().default(0),
    nextSendAt: timestamp({ withTimezone: true }),
    locale: text().notNull(),
    issuedAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('gift_vouchers_code_digest_idx').on(t.codeDigest),
    index().on(t.buyerCustomerId),
    index().on(t.recipientEmail),
    check(
      'gift_vouchers_balance',
      sql`${t.amountCents} > 0 and ${t.balanceCents} between 0 and ${t.amountCents}`,
    ),
  ],
);

/**
 * Every change to a voucher's balance, with its order: issued (+), spent by a confirmed order
 * (−), returned by that order's refund (+), redeemed into account credit (−). The sum of a
 * voucher's rows is its balance.
 */
export const giftVoucherLedger = pgTable(
  'gift_voucher_ledger',
  {
    id: serial().primaryKey(),
    voucherId: integer()
      .notNull()
      .references(() => giftVouchers.id, { onDelete: 'cascade' }),
    kind: text({ enum: ['issue', 'spend', 'refund', 'redeem'] }).notNull(),
    deltaCents: integer().notNull(),
    orderId: integer().references(() => orders.id),
    customerId: integer().references(() => customers.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index().on(t.voucherId),
    index().on(t.orderId),
    check('gift_voucher_ledger_delta', sql`${t.deltaCents} <> 0`),
  ],
);

/**
 * What an order being paid counts on from each voucher (decision 018): set at Pay under the
 * vouchers' row locks, spent when the order is confirmed. It holds the amount only while the
 * order is open and `reserved_until` (the payment's deadline) has not passed: a declined,
 * abandoned or lapsed payment gives it back by itself, even after a crash.
 */
export const orderGiftVoucherPayments = pgTable(
  'order_gift_voucher_payments',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    voucherId: integer()
      .notNull()
      .references(() => giftVouchers.id),
    amountCents: integer().notNull(),
    reservedUntil: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('order_gift_voucher_payments_once_idx').on(t.orderId, t.voucherId),
    index().on(t.voucherId),
    check('order_gift_voucher_payments_amount', sql`${t.amountCents} > 0`),
  ],
);

/** A gift voucher applied to pay for a cart (the gift voucher code modal), in applied order. */
export const cartGiftVoucherPayments = pgTable(
  'cart_gift_voucher_payments',
  {
    id: serial().primaryKey(),
    cartId: text()
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    voucherId: integer()
      .notNull()
      .references(() => giftVouchers.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('cart_gift_voucher_payments_once_idx').on(t.cartId, t.voucherId)],
);

/**
 * A ticket shared with a friend by link (`/shared-tickets?token=…`): only the token's SHA-256
 * is kept; revoking or a returned order breaks the link.
 */
export const ticketShares = pgTable(
  'ticket_shares',
  {
    tokenHash: text().primaryKey(),
    orderTicketId: integer()
      .notNull()
      .references(() => orderTickets.id, { onDelete: 'cascade' }),
    sharedByCustomerId: integer()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.orderTicketId)],
);

/**
 * Reminder mails (24 hours before a performance), one per order and performance: the row is
 * written before the mail goes out, so a restarted job never sends twice.
 */
export const performanceReminders = pgTable(
  'performance_reminders',
  {
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    performanceId: integer()
      .notNull()
      .references(() => performances.id),
    sentAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.performanceId] })],
);

/**
 * Cards saved at the payment provider (never the number here: the provider's id, brand, last
 * four digits and expiry, for the payment-cards page). One preferred card per customer.
 */
export const paymentCards = pgTable(
  'payment_cards',
  {
    id: serial().primaryKey(),
    customerId: integer()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    provider: text({ enum: ['test-gateway', 'stripe'] }).notNull(),
    providerPaymentMethodId: text().notNull(),
    brand: text().notNull(),
    last4: text().notNull(),
    expMonth: smallint().notNull(),
    expYear: smallint().notNull(),
    preferred: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index().on(t.customerId),
    uniqueIndex('payment_cards_provider_method_idx').on(t.provider, t.providerPaymentMethodId),
    uniqueIndex('payment_cards_one_preferred_idx').on(t.customerId).where(sql`${t.preferred}`),
    check('payment_cards_last4', sql`${t.last4} ~ '^[0-9]{4}$'`),
  ],
);

/**
 * Membership levels (issue 12): what a member gets (benefits, the mode of sale that gives member
 * prices and priority booking) and what it costs per payment option (`membership_prices`).
 */
export const membershipLevels = pgTable('membership_levels', {
  id: serial().primaryKey(),
  /** The level's address: /contributions/memberships/{slug}. */
  slug: text().notNull().unique(),
  name: localized(),
  description: localized(),
  /** One text per benefit, each in every language. */
  benefits: jsonb().$type<LocalizedText[]>().notNull(),
  /** The fair market value of the benefits a year (IRS quid-pro-quo disclosure). */
  benefitsValueCents: integer().notNull().default(0),
  /** The mode of sale members buy tickets in (member prices, priority performances). */
  modeOfSaleId: integer().references(() => modesOfSale.id),
  /** General-public levels need a signed-in customer to buy (spec §5). */
  generalPublic: boolean().notNull().default(true),
  onSale: boolean().notNull().default(true),
  /** How many days before its expiry a membership of this level may be renewed. */
  renewalWindowDays: integer().notNull().default(60),
  sortOrder: integer().notNull().default(0),
});

export const membershipPrices = pgTable(
  'membership_prices',
  {
    levelId: integer()
      .notNull()
      .references(() => membershipLevels.id, { onDelete: 'cascade' }),
    paymentOption: text({ enum: ['one-off', 'monthly', 'yearly'] }).notNull(),
    /** What each payment is: the year's price, or each month's. */
    amountCents: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.levelId, t.paymentOption] }),
    check('membership_prices_positive', sql`${t.amountCents} > 0`),
  ],
);

/** The membership line's details, shared by the cart's line and the order's. */
const membershipLineColumns = () => ({
  levelId: integer()
    .notNull()
    .references(() => membershipLevels.id),
  paymentOption: text({ enum: ['one-off', 'monthly', 'yearly'] }).notNull(),
  /** The first payment (the year's price, or the first month's). */
  amountCents: integer().notNull(),
  autoRenew: boolean().notNull(),
});

/** A membership in a cart: one per cart (spec §5), made by a signed-in customer. */
export const cartMemberships = pgTable(
  'cart_memberships',
  {
    id: serial().primaryKey(),
    cartId: text()
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    ...membershipLineColumns(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('cart_memberships_one_per_cart_idx').on(t.cartId)],
);

/** A membership bought with an order; it starts (or extends one) when the order is confirmed. */
export const orderMemberships = pgTable(
  'order_memberships',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    ...membershipLineColumns(),
    /** The benefits' market value as the order was paid (its tax acknowledgement). */
    benefitsValueCents: integer().notNull().default(0),
    /** The membership it started or renewed, once confirmed. */
    membershipId: integer(),
  },
  (t) => [index().on(t.orderId)],
);

/**
 * A recurring payment plan ("direct debit plan", spec §3): a card kept at the provider, charged
 * off-session for a membership's months or years, or a monthly gift to a fund. Its instalments
 * are `plan_instalments`; the first is paid with the order that made the plan.
 */
export const paymentPlans = pgTable(
  'payment_plans',
  {
    /** `ddp_` and 22 random characters: the plan id the direct debit pages show. */
    id: text().primaryKey(),
    customerId: integer()
      .notNull()
      .references(() => customers.id),
    kind: text({ enum: ['membership', 'donation'] }).notNull(),
    interval: text({ enum: ['month', 'year'] }).notNull(),
    amountCents: integer().notNull(),
    /** The day the plan counts from: instalment n is due n intervals after it. */
    anchorOn: date({ mode: 'string' }).notNull(),
    provider: text({ enum: ['test-gateway', 'stripe'] }).notNull(),
    /** The provider's saved card (mandate); null while none is set up. */
    paymentMethodRef: text(),
    /** How the card is shown ("Visa •••• 4242"). */
    paymentMethodLabel: text(),
    mandate: text({ enum: ['setting-up', 'confirmed', 'failed'] })
      .notNull()
      .default('setting-up'),
    /** The last card change: the provider's setup session, and how it ended (null: open). */
    setupSessionId: text(),
    setupOutcome: text({ enum: ['completed', 'failed'] }),
    status: text({ enum: ['active', 'cancelled', 'lapsed'] })
      .notNull()
      .default('active'),
    /** Off: no further instalment is charged (the membership ends with its paid period). */
    autoRenew: boolean().notNull().default(true),
    /** A monthly gift's fund and how the donor is named. */
    fundId: integer().references(() => funds.id),
    recognitionName: text(),
    anonymous: boolean().notNull().default(false),
    membershipId: integer(),
    orderId: integer().references(() => orders.id),
    locale: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index().on(t.customerId),
    check('payment_plans_amount', sql`${t.amountCents} > 0`),
    check('payment_plans_kind', sql`(${t.kind} = 'donation') = (${t.fundId} is not null)`),
  ],
);

/**
 * A customer's membership of a level: from its start to its expiry (the end of its paid period).
 * A renewal extends the same row. Members buy in the level's mode of sale while it runs.
 */
export const memberships = pgTable(
  'memberships',
  {
    id: serial().primaryKey(),
    customerId: integer()
      .notNull()
      .references(() => customers.id),
    levelId: integer()
      .notNull()
      .references(() => membershipLevels.id),
    paymentOption: text({ enum: ['one-off', 'monthly', 'yearly'] }).notNull(),
    /** What each payment is (the year's, or the month's). */
    amountCents: integer().notNull(),
    startsOn: date({ mode: 'string' }).notNull(),
    /** The last day it runs (the paid period's end), in the venue's calendar. */
    expiresOn: date({ mode: 'string' }).notNull(),
    planId: text().references(() => paymentPlans.id),
    orderId: integer().references(() => orders.id),
    /** The expiry the 30-day reminder was sent for: one reminder per expiry. */
    remindedFor: date({ mode: 'string' }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    // One membership of a level per customer: a renewal extends it (a race can't make two).
    uniqueIndex('memberships_one_per_level_idx').on(t.customerId, t.levelId),
    check('memberships_dates', sql`${t.expiresOn} >= ${t.startsOn}`),
  ],
);

/**
 * The plan's payments, one row each: due on its day, claimed by one process at a time
 * (`claimed_until`), charged at the provider with the row's own idempotency key, so a crash
 * mid-charge and a second process charge it once. A failed one is tried again later.
 */
export const planInstalments = pgTable(
  'plan_instalments',
  {
    id: serial().primaryKey(),
    planId: text()
      .notNull()
      .references(() => paymentPlans.id),
    /** 0 is the first payment (made with the order); n is due n intervals after the anchor. */
    seq: integer().notNull(),
    dueOn: date({ mode: 'string' }).notNull(),
    amountCents: integer().notNull(),
    state: text({ enum: ['due', 'charging', 'paid', 'failed', 'cancelled'] })
      .notNull()
      .default('due'),
    attempts: integer().notNull().default(0),
    /**
     * The attempts the member has been told of (claimed before the mail goes): one behind
     * `attempts` after a recorded attempt whose process died before mailing, which a later run
     * sends.
     */
    mailedAttempts: integer().notNull().default(0),
    /**
     * The card the current attempt charges, fixed when the attempt begins: an attempt taken over
     * after a crash charges that same card under the same key, whatever card the plan has now.
     */
    paymentMethodRef: text(),
    /** When it may be tried (again). */
    nextAttemptAt: timestamp({ withTimezone: true }).notNull(),
    /** A claim's end: a process that died mid-charge leaves it to be claimed again after this. */
    claimedUntil: timestamp({ withTimezone: true }),
    paymentReference: text(),
    failureReason: text(),
    /** The order that records the payment (giving history, receipts). */
    orderId: integer().references(() => orders.id),
    paidAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('plan_instalments_seq_idx').on(t.planId, t.seq),
    index('plan_instalments_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.state} in ('due', 'charging')`),
    check('plan_instalments_amount', sql`${t.amountCents} > 0`),
  ],
);

/** The test gateway's off-session charges: one per idempotency key, as a real provider keeps. */
export const testGatewayCharges = pgTable('test_gateway_charges', {
  id: text().primaryKey(),
  idempotencyKey: text().notNull().unique(),
  paymentMethodRef: text().notNull(),
  amountCents: integer().notNull(),
  outcome: text({ enum: ['succeeded', 'declined', 'failed'] }).notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull(),
});

/** The test gateway's saved cards (mandates): which test card each stands for. */
export const testGatewayPaymentMethods = pgTable('test_gateway_payment_methods', {
  id: text().primaryKey(),
  /** The test card's behaviour when charged off-session. */
  offSessionOutcome: text({ enum: ['succeeded', 'declined', 'failed'] }).notNull(),
  last4: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull(),
});

// --- The box office: staff, their audit log, the door (issue 13) -------------------------------

/**
 * The theatre's staff: accounts of their own, never customers. Roles rank door < staff <
 * manager < admin (domain/staff/staff-roles.ts). The password is argon2id; the second factor a
 * TOTP secret (RFC 6238), set up at the first sign-in and confirmed by a first code.
 */
export const staffUsers = pgTable(
  'staff_users',
  {
    id: serial().primaryKey(),
    email: text().notNull(),
    name: text().notNull(),
    role: text({ enum: ['admin', 'manager', 'staff', 'door'] }).notNull(),
    passwordHash: text().notNull(),
    /** Base32; kept until confirmed, then the second factor. */
    totpSecret: text(),
    totpConfirmedAt: timestamp({ withTimezone: true }),
    /** The last TOTP time step accepted: a code is used once (RFC 6238 §5.2). */
    totpLastStep: integer(),
    failedAttempts: smallint().notNull().default(0),
    lockCount: smallint().notNull().default(0),
    lockedUntil: timestamp({ withTimezone: true }),
    disabledAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('staff_users_email_idx').on(sql`lower(${t.email})`)],
);

/** Single-use recovery codes for a lost authenticator: only their SHA-256. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    codeHash: text().primaryKey(),
    staffId: integer()
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.staffId)],
);

/**
 * Staff sessions, apart from customers': shorter (STAFF_SESSION_* in contracts/staff-auth.ts),
 * and only the SHA-256 of the cookie. A session is `password` until its second factor is given,
 * then `full`; only a full one reaches a staff route. A role change deletes the staff member's
 * sessions.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    idHash: text().primaryKey(),
    staffId: integer()
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    stage: text({ enum: ['password', 'full'] }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.staffId), index().on(t.lastSeenAt)],
);

/** Every change staff make: who, when, what, the record before and after. Never updated. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial().primaryKey(),
    staffId: integer().references(() => staffUsers.id),
    at: timestamp({ withTimezone: true }).notNull(),
    action: text().notNull(),
    entity: text().notNull(),
    entityId: text(),
    before: jsonb(),
    after: jsonb(),
  },
  (t) => [index().on(t.at), index().on(t.entity, t.entityId)],
);

/**
 * A ticket let in at the door: one row per ticket, its primary key the guarantee that two doors
 * scanning one code at the same moment admit it once. `scannedAt` is when the door saw it (an
 * offline door's scan arrives later, at `recordedAt`).
 */
export const ticketAdmissions = pgTable(
  'ticket_admissions',
  {
    orderTicketId: integer()
      .primaryKey()
      .references(() => orderTickets.id, { onDelete: 'cascade' }),
    performanceId: integer()
      .notNull()
      .references(() => performances.id),
    staffId: integer()
      .notNull()
      .references(() => staffUsers.id),
    scannedAt: timestamp({ withTimezone: true }).notNull(),
    recordedAt: timestamp({ withTimezone: true }).notNull(),
    offline: boolean().notNull().default(false),
  },
  (t) => [index().on(t.performanceId)],
);
