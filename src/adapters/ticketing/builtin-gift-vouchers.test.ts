/**
 * The built-in gift vouchers run the GiftVouchers contract on a copy of the demo season (PGlite,
 * or PostgreSQL with TEST_DATABASE_URL); a payable cart is a $30 gift to the Annual Fund.
 */
import { giftVouchersContract } from '../../domain/ports/gift-vouchers.contract.ts';
import { demoCustomerId } from '../../testing/builtin-port-fixtures.ts';
import { issueTestVoucher } from '../../testing/gift-voucher-fixtures.ts';
import { fixedClock } from '../../testing/test-app.ts';
import { createTestDatabase } from '../../testing/test-database.ts';
import { DEMO_CUSTOMERS } from '../db/seed/demo-customers.ts';
import { BuiltinDonations } from './builtin-donations.ts';
import { BuiltinGiftVouchers } from './builtin-gift-vouchers.ts';
import { BuiltinOfferSetup } from './builtin-offer-setup.ts';
import { BuiltinTicketingBackend } from './builtin-ticketing-backend.ts';

const DAY = 86_400_000;

giftVouchersContract('built-in engine', async () => {
  const t = await createTestDatabase();
  const { db } = t.database;
  const clock = fixedClock();
  const backend = new BuiltinTicketingBackend(db, clock);
  const donations = new BuiltinDonations(db, clock, { backend, giftAidEnabled: false });
  const now = clock.now();
  return {
    vouchers: new BuiltinGiftVouchers(db, clock, { backend }),
    getCart: (cartId) => backend.getCart(cartId, 'en-US'),
    payableCart: async () =>
      (
        await donations.addDonation(
          null,
          { fundId: 1, amountCents: 3000, anonymous: false, giftAid: false },
          {},
          'en-US',
        )
      ).cartId,
    issue: async (input) =>
      (
        await issueTestVoucher(db, {
          buyerId: input.buyerId,
          amountCents: input.amountCents,
          now,
          expiresAt: new Date(now.getTime() + (input.expired ? -DAY : 700 * DAY)),
          recipientEmail: input.sentTo ?? null,
          sentAt: input.sentTo ? now : null,
        })
      ).code,
    setOffer: async (offer) => {
      await new BuiltinOfferSetup(db, clock).setGiftVoucherOffer(offer, { staffId: null });
    },
    customerId: await demoCustomerId(db, 'maria'),
    other: { id: await demoCustomerId(db, 'rose'), email: DEMO_CUSTOMERS.rose.email },
    close: () => t.destroy(),
  };
});
