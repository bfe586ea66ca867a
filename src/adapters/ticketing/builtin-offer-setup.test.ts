/**
 * The built-in offer set-up runs the OfferSetup contract on a copy of the demo season (PGlite,
 * or PostgreSQL with TEST_DATABASE_URL), putting records in baskets through the storefront's
 * own adapters.
 */
import { asc, eq } from 'drizzle-orm';
import { offerSetupContract } from '../../domain/ports/offer-setup.contract.ts';
import { cartWithTickets, demoCustomerId } from '../../testing/builtin-port-fixtures.ts';
import { fixedClock } from '../../testing/test-app.ts';
import { createTestDatabase } from '../../testing/test-database.ts';
import { DbStaffAccounts } from '../auth/db-staff-accounts.ts';
import * as s from '../db/schema.ts';
import { PRIORITY_MODE_OF_SALE_ID } from '../db/seed/reference-data.ts';
import { BuiltinCartAdjustments } from './builtin-cart-adjustments.ts';
import { BuiltinDonations } from './builtin-donations.ts';
import { BuiltinMemberships } from './builtin-memberships.ts';
import { BuiltinOfferSetup } from './builtin-offer-setup.ts';
import { BuiltinTicketingBackend } from './builtin-ticketing-backend.ts';

offerSetupContract('built-in engine', async () => {
  const t = await createTestDatabase();
  const { db } = t.database;
  const clock = fixedClock();
  const backend = new BuiltinTicketingBackend(db, clock);
  const staff = new DbStaffAccounts(db);
  const maria = await demoCustomerId(db, 'maria');
  const [production] = await db
    .select({ id: s.productions.id })
    .from(s.productions)
    .orderBy(asc(s.productions.id))
    .limit(1);
  const [supporter] = await db
    .select({ id: s.membershipLevels.id })
    .from(s.membershipLevels)
    .where(eq(s.membershipLevels.slug, 'supporter'));
  if (!production || !supporter) throw new Error('the demo season has productions and levels');
  return {
    setup: new BuiltinOfferSetup(db, clock),
    audit: (entity) => staff.audit({ entity, limit: 500 }),
    putInCart: async (target) => {
      // A basket holding seats: one that only ever named the code does not keep it.
      if (target.kind === 'promo-code')
        await new BuiltinCartAdjustments(db, clock, backend).applyPromo(
          await cartWithTickets(backend),
          target.code,
          'en-US',
        );
      else if (target.kind === 'fund')
        await new BuiltinDonations(db, clock, { backend, giftAidEnabled: false }).addDonation(
          null,
          { fundId: target.id, amountCents: 2500, anonymous: false, giftAid: false },
          { customerId: null },
          'en-US',
        );
      else
        await new BuiltinMemberships(db, clock, backend).addMembership(
          null,
          { levelId: target.id, paymentOption: target.option },
          { customerId: maria },
          'en-US',
        );
    },
    modeOfSaleId: PRIORITY_MODE_OF_SALE_ID,
    productionId: production.id,
    heldLevel: {
      id: supporter.id,
      planAmountCents: async () => {
        const plans = await db
          .select({ amount: s.paymentPlans.amountCents, due: s.planInstalments.amountCents })
          .from(s.paymentPlans)
          .innerJoin(s.memberships, eq(s.memberships.planId, s.paymentPlans.id))
          .innerJoin(s.planInstalments, eq(s.planInstalments.planId, s.paymentPlans.id))
          .where(eq(s.memberships.levelId, supporter.id));
        if (plans.length === 0) throw new Error('a demo member holds the Supporter level');
        // The plan and every instalment, paid or due: all of them must stay as they were.
        return plans.reduce((sum, p) => sum + p.amount + p.due, 0);
      },
    },
    close: () => t.destroy(),
  };
});
