/**
 * Venues and their seat maps, set up by the box office (issue 13): a venue created from a venue
 * file's plan (domain/venues/venue-file.ts), previewed as the storefront will draw it, its seats'
 * attributes edited, and its layout replaced by a new file. A layout that performances have sold
 * on never loses those seats. Every change is written with its audit row in one transaction.
 */
import type {
  SeatUpdateBody,
  StaffPriceBand,
  StaffSeat,
  StaffVenue,
  StaffVenueSummary,
  VenueLayoutChanges,
  VenuePreview,
} from '../../shared/contracts/venues.ts';
import type { Locale } from '../../shared/locales.ts';
import type { LocalizedText } from '../../shared/localized-text.ts';
import type { ExportLayout } from '../venues/venue-file-export.ts';
import type { VenuePlan } from '../venues/venue-plan.ts';
import type { Actor } from './staff-accounts.ts';

export interface VenueDetails {
  name: LocalizedText;
  address: string;
}

export interface VenueSetup {
  /** The price bands a seat may name (by code), in the order the storefront lists them. */
  priceBands(locale: Locale): Promise<StaffPriceBand[]>;
  list(locale: Locale): Promise<StaffVenueSummary[]>;
  /** A venue with its layout as the storefront draws it and its seats' attributes. VENUE_NOT_FOUND. */
  get(venueId: number, locale: Locale): Promise<StaffVenue>;
  /**
   * A plan as the storefront would draw it, saving nothing. With `venueId`, what putting it in
   * place of that venue's layout would change: VENUE_SEATS_IN_USE (VenueFileError, a problem
   * per seat) when it leaves out a seat sold or held at some performance.
   */
  preview(plan: VenuePlan, locale: Locale, venueId?: number): Promise<VenuePreview>;
  /**
   * A new venue with the plan's sections, rows and seats, its id the next after the highest
   * (two created at once get two); audited. The new venue's id.
   */
  create(details: VenueDetails, plan: VenuePlan, actor: Actor): Promise<number>;
  /** A venue's name or address; audited when something changed. VENUE_NOT_FOUND. */
  update(venueId: number, changes: Partial<VenueDetails>, actor: Actor): Promise<void>;
  /**
   * The venue's layout becomes the plan's, seats matched by section code, row and seat label:
   * matched seats keep their ids (and their tickets) and take the plan's attributes, new seats
   * join every reserved performance of the venue as available, seats left out go unless sold
   * or held anywhere (then nothing changes: VENUE_SEATS_IN_USE). Audited. VENUE_NOT_FOUND.
   */
  replaceLayout(venueId: number, plan: VenuePlan, actor: Actor): Promise<VenueLayoutChanges>;
  /**
   * One seat's attributes; audited with the seat before and after. VENUE_SEAT_NOT_FOUND for a
   * seat not of this venue, VALIDATION_FAILED (body.band) for a band that does not exist.
   */
  updateSeat(
    venueId: number,
    seatId: number,
    changes: SeatUpdateBody,
    actor: Actor,
  ): Promise<StaffSeat>;
  /** The layout as a venue file writes it (domain/venues/venue-file-export.ts). VENUE_NOT_FOUND. */
  exportLayout(venueId: number): Promise<ExportLayout>;
}
