/**
 * The staff API, `/api/box-office/…` (issue 13): one encapsulated plugin whose guard checks the
 * role each route names (staff-auth.ts). Each staff area registers its routes here.
 */
import type { FastifyInstance } from 'fastify';
import { DEFAULT_VOUCHER_VALIDITY_MONTHS } from '../../../domain/cart-lines/gift-voucher.ts';
import type { BoxOfficeReports } from '../../../domain/ports/box-office-reports.ts';
import type { Clock } from '../../../domain/ports/clock.ts';
import type { CustomerLookup } from '../../../domain/ports/customer-lookup.ts';
import type { DoorCheckIn } from '../../../domain/ports/door-check-in.ts';
import type { OfferSetup } from '../../../domain/ports/offer-setup.ts';
import type { SeasonSetup } from '../../../domain/ports/season-setup.ts';
import type { StaffAccounts } from '../../../domain/ports/staff-accounts.ts';
import type { VenueSetup } from '../../../domain/ports/venue-setup.ts';
import type { StaffAuthService } from '../../../domain/staff/staff-auth-service.ts';
import type { RateLimiter } from '../../rate-limiter.ts';
import { registerStaffGuard, StaffSessions } from '../../staff-auth.ts';
import { customersRoutes } from './customers.routes.ts';
import { doorRoutes } from './door.routes.ts';
import { offerRoutes } from './offers.routes.ts';
import { reportsRoutes } from './reports.routes.ts';
import { seasonRoutes } from './season.routes.ts';
import { staffAdminRoutes } from './staff-admin.routes.ts';
import { staffAuthRoutes } from './staff-auth.routes.ts';
import { venuesRoutes } from './venues.routes.ts';

export interface BoxOfficeDeps {
  staffAuth: StaffAuthService;
  staffAccounts: StaffAccounts;
  /** Checking tickets in at the door. */
  door: DoorCheckIn;
  /** Sales, giving, memberships, voucher liability and the door list. */
  reports: BoxOfficeReports;
  /** The app's clock: "today" for the reports that need one. */
  clock: Clock;
  /** Venues and seat maps (managers set them up; staff may look). */
  venueSetup: VenueSetup;
  /** Promo codes, funds, membership levels and gift voucher settings (issue 13). */
  offerSetup?: OfferSetup;
  /** GIFT_VOUCHER_VALIDITY_MONTHS, shown read-only beside the voucher settings. */
  giftVoucherValidityMonths?: number;
  /** Productions, performances and prices (season.routes.ts). */
  season: SeasonSetup;
  /** Finding customers and reading their orders (customers.routes.ts). */
  customers: CustomerLookup;
}

export function boxOfficeRoutes(
  deps: BoxOfficeDeps,
  opts: { production: boolean; limiter: RateLimiter },
) {
  return async (app: FastifyInstance) => {
    const sessions = new StaffSessions(deps.staffAuth, { production: opts.production });
    registerStaffGuard(app, sessions);
    await app.register(staffAuthRoutes(deps.staffAuth, { sessions, limiter: opts.limiter }));
    await app.register(staffAdminRoutes(deps.staffAuth, deps.staffAccounts, { sessions }));
    await app.register(doorRoutes(deps.door, { sessions, limiter: opts.limiter }));
    await app.register(reportsRoutes(deps.reports, { clock: deps.clock }));
    await app.register(venuesRoutes(deps.venueSetup, { sessions }));
    if (deps.offerSetup)
      await app.register(
        offerRoutes(deps.offerSetup, {
          sessions,
          giftVoucherValidityMonths:
            deps.giftVoucherValidityMonths ?? DEFAULT_VOUCHER_VALIDITY_MONTHS,
        }),
      );
    await app.register(seasonRoutes(deps.season, { sessions }));
    await app.register(customersRoutes(deps.customers));
  };
}
