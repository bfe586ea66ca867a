/**
 * The built-in voucher deliveries run the GiftVoucherDeliveries contract on a copy of the demo
 * season (PGlite, or PostgreSQL with TEST_DATABASE_URL): Maria's vouchers.
 */
import { giftVoucherDeliveriesContract } from '../../domain/ports/gift-voucher-deliveries.contract.ts';
import { demoCustomerId } from '../../testing/builtin-port-fixtures.ts';
import { issueTestVoucher } from '../../testing/gift-voucher-fixtures.ts';
import { fixedClock } from '../../testing/test-app.ts';
import { createTestDatabase } from '../../testing/test-database.ts';
import { DEMO_CUSTOMERS } from '../db/seed/demo-customers.ts';
import { BuiltinGiftVoucherDeliveries } from './builtin-gift-voucher-deliveries.ts';

giftVoucherDeliveriesContract('built-in engine', async () => {
  const t = await createTestDatabase();
  const { db } = t.database;
  const now = fixedClock().now();
  const buyerId = await demoCustomerId(db, 'maria');
  return {
    deliveries: new BuiltinGiftVoucherDeliveries(db),
    issue: async (input) =>
      (
        await issueTestVoucher(db, {
          buyerId,
          amountCents: 2500,
          now,
          expiresAt: new Date(now.getTime() + 700 * 86_400_000),
          recipientEmail: input.recipientEmail,
          deliverOn: input.deliverOn,
        })
      ).id,
    buyerEmail: DEMO_CUSTOMERS.maria.email,
    close: () => t.destroy(),
  };
});
