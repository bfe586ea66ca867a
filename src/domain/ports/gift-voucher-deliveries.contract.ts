/**
 * What every GiftVoucherDeliveries implementation must do: a voucher due now (no day, or its day
 * has come on the theatre's clock) is claimed by exactly one of several racing callers, with
 * where it goes; one for a later day waits for it; a released claim is claimable again once its
 * next try has come. The
 * built-in engine runs it (adapters/ticketing/builtin-gift-voucher-deliveries.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GiftVoucherDeliveries } from './gift-voucher-deliveries.ts';

export interface GiftVoucherDeliveriesFixture {
  deliveries: GiftVoucherDeliveries;
  /** A voucher issued by a confirmed order of the buyer (`buyerEmail`), not yet sent: its id. */
  issue(input: { deliverOn: string | null; recipientEmail: string | null }): Promise<number>;
  buyerEmail: string;
  close(): Promise<void>;
}

export function giftVoucherDeliveriesContract(
  name: string,
  make: () => Promise<GiftVoucherDeliveriesFixture>,
) {
  describe(`GiftVoucherDeliveries contract: ${name}`, () => {
    let f: GiftVoucherDeliveriesFixture;
    beforeAll(async () => {
      f = await make();
    });
    afterAll(() => f?.close());

    it('lets one of several callers claim each due voucher, to its recipient or the buyer', async () => {
      const now = new Date('2026-12-24T15:00:00Z');
      const toAna = await f.issue({ deliverOn: null, recipientEmail: 'ana@example.org' });
      const toBuyer = await f.issue({ deliverOn: '2026-12-24', recipientEmail: null });
      const later = await f.issue({ deliverOn: '2026-12-25', recipientEmail: 'bo@example.org' });
      const racing = await Promise.all([
        f.deliveries.claimDue(now, 10),
        f.deliveries.claimDue(now, 10),
        f.deliveries.claimDue(now, 10),
      ]);
      const claimed = racing.flat();
      expect(claimed.map((v) => v.id).sort((a, b) => a - b)).toEqual(
        [toAna, toBuyer].sort((a, b) => a - b),
      );
      expect(claimed.find((v) => v.id === toAna)).toMatchObject({
        to: 'ana@example.org',
        toBuyer: false,
      });
      expect(claimed.find((v) => v.id === toBuyer)).toMatchObject({
        to: f.buyerEmail,
        toBuyer: true,
      });
      expect(await f.deliveries.claimDue(now, 10)).toEqual([]);

      // A failed one waits for its next try; then it is claimed again, with its attempt counted.
      await f.deliveries.release(toAna, new Date('2026-12-24T16:00:00Z'));
      expect(await f.deliveries.claimDue(new Date('2026-12-24T15:30:00Z'), 10)).toEqual([]);
      // 00:30 on Christmas Day in New York: the later one is due too.
      const christmas = new Date('2026-12-25T05:30:00Z');
      const next = await f.deliveries.claimDue(christmas, 10);
      expect(next.map((v) => v.id).sort((a, b) => a - b)).toEqual(
        [toAna, later].sort((a, b) => a - b),
      );
      expect(next.find((v) => v.id === toAna)?.attempts).toBe(1);
      expect(await f.deliveries.claimDue(christmas, 10)).toEqual([]);
    });
  });
}
