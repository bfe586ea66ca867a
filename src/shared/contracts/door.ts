/**
 * Checking tickets in at the door (issue 13): a door page scans a ticket's QR code (or takes its
 * 20 digits typed) and the server admits it once. The page keeps the performance's ticket list,
 * so it can go on admitting through a lost connection and sync its scans when back; the server
 * then reports each scan's outcome, a conflict being a ticket another door let in first.
 */
import { z } from 'zod';
import { digitsParam, INT4_MAX } from './common.ts';

/** The ticket's 20 digits, prefix 99 (spec §9), as the QR code and the print carry them. */
export const TicketBarcodeSchema = z
  .string({ error: 'staff.door.validation.barcode' })
  .transform((code) => code.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^99[0-9]{18}$/, { error: 'staff.door.validation.barcode' }));

export const DoorParamsSchema = z.object({
  performanceId: digitsParam(1, INT4_MAX, 'errors.fields.id'),
});

/**
 * What a scan finds, each told in words and a symbol on the page, never by colour alone:
 * admitted now; admitted before (when and by whom); a ticket of another performance; a ticket
 * of a refunded or returned order; no ticket with this number.
 */
export const DOOR_OUTCOMES = [
  'admitted',
  'already-admitted',
  'other-performance',
  'refunded',
  'not-found',
] as const;
export const DoorOutcomeSchema = z.enum(DOOR_OUTCOMES);
export type DoorOutcome = z.infer<typeof DoorOutcomeSchema>;

export const DoorTicketSchema = z.object({
  barcode: z.string(),
  /** "Orchestra, row C, seat 12" in the staff's language; general admission says so. */
  seat: z.string(),
  priceType: z.string(),
  /** The buyer's name, as the door list prints it. */
  name: z.string(),
  /** Wheelchair, companion, step-free or restricted view notes; empty when none. */
  accessNotes: z.array(z.string()),
  /** `refunded`: the order was cancelled or returned; the ticket admits no one. */
  state: z.enum(['valid', 'refunded']),
  admittedAt: z.iso.datetime().nullable(),
  admittedBy: z.string().nullable(),
});
export type DoorTicket = z.infer<typeof DoorTicketSchema>;

export const DoorCountsSchema = z.object({
  admitted: z.number().int(),
  /** Valid tickets sold for the performance. */
  expected: z.number().int(),
});
export type DoorCounts = z.infer<typeof DoorCountsSchema>;

export const DoorPerformanceSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  startsAt: z.iso.datetime(),
  venue: z.string(),
});
export type DoorPerformance = z.infer<typeof DoorPerformanceSchema>;

/** The performance's whole list, which the page keeps for working offline. */
export const DoorListSchema = z.object({
  performance: DoorPerformanceSchema,
  tickets: z.array(DoorTicketSchema),
  counts: DoorCountsSchema,
  generatedAt: z.iso.datetime(),
});
export type DoorList = z.infer<typeof DoorListSchema>;

export const DoorScanBodySchema = z.object({
  barcode: TicketBarcodeSchema,
});

export const DoorScanResultSchema = z.object({
  outcome: DoorOutcomeSchema,
  /** The ticket scanned (null when not found). */
  ticket: DoorTicketSchema.nullable(),
  /** For `other-performance`: the performance the ticket is for. */
  otherPerformance: DoorPerformanceSchema.nullable(),
  counts: DoorCountsSchema,
});
export type DoorScanResult = z.infer<typeof DoorScanResultSchema>;

/** Scans made offline, sent when the connection is back; each admitted once at most. */
export const DOOR_SYNC_MAX = 2000;
export const DoorSyncBodySchema = z.object({
  scans: z
    .array(
      z.object({
        /** The page's own id for the scan, so it can match the answers. */
        clientId: z
          .string()
          .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'staff.door.validation.clientId' }),
        barcode: TicketBarcodeSchema,
        /** When the door saw it; not later than the server's clock, nor more than a day before. */
        scannedAt: z.iso.datetime({ error: 'staff.door.validation.scannedAt' }),
      }),
    )
    .min(1, { error: 'staff.door.validation.scans' })
    .max(DOOR_SYNC_MAX, { error: 'staff.door.validation.scans' }),
});
export type DoorSyncBody = z.infer<typeof DoorSyncBodySchema>;

export const DoorSyncResultSchema = z.object({
  results: z.array(
    DoorScanResultSchema.extend({
      clientId: z.string(),
      /**
       * The page let this ticket in offline, but the server had it admitted already by another
       * door (or it is not valid here): the page reports it to the staff.
       */
      conflict: z.boolean(),
    }),
  ),
  counts: DoorCountsSchema,
});
export type DoorSyncResult = z.infer<typeof DoorSyncResultSchema>;

/** Today's performances and the next ones, for the door's choice. */
export const DoorPerformancesSchema = z.object({
  performances: z.array(DoorPerformanceSchema.extend({ counts: DoorCountsSchema })),
});
export type DoorPerformances = z.infer<typeof DoorPerformancesSchema>;
