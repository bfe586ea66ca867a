/**
 * A full house for the door's browser tests (issue 13): a server of its own with the bench's
 * 500-seat venue and two performances of it, their tickets sold to real customer accounts
 * (src/testing/door-fixtures.ts), and each order's print-at-home PDF as its buyer downloads it.
 */
import { customerIdOf, ordersOf, sellOrders } from '../../src/testing/door-buyer-orders.ts';
import { refundDoorTicket } from '../../src/testing/door-fixtures.ts';
import { HttpBuyer } from '../../src/testing/http-buyer.ts';
import { addRushPerformance, addRushVenue } from '../../src/testing/onsale-fixture.ts';
import { ServerProcess } from '../../src/testing/server-process-fixture.ts';

const PASSWORD = 'Door-house-42-check';

/** A performance's sold orders: each one's buyer, number, barcodes, and print-at-home PDF. */
export interface SoldOrder {
  customer: string;
  number: string;
  barcodes: string[];
}

export interface DoorHouse {
  server: ServerProcess;
  baseUrl: string;
  performances: { first: number; second: number };
  sold: { first: SoldOrder[]; second: SoldOrder[] };
  /** An order's print-at-home PDF (one ticket a page), fetched by its buyer. */
  pdf(order: SoldOrder): Promise<Uint8Array>;
  close(): Promise<void>;
}

/**
 * Starts the house: `first` sells `first.tickets` seats (row by row), `second` likewise, in
 * orders of `perOrder` split between buyers (a buyer may print 60 PDFs in 10 minutes). The last
 * order of `second` is cancelled into credit afterwards (its tickets admit no one: "refunded").
 */
export async function startDoorHouse(options: {
  first: { tickets: number; perOrder: number };
  second: { tickets: number; perOrder: number };
}): Promise<DoorHouse> {
  const server = await ServerProcess.create({ LOG_LEVEL: 'warn' });
  const customers = ['first.a', 'first.b', 'second.a'].map(
    (name) => `door.${name}.${Date.now()}@example.org`,
  );
  const buyers = new Map<string, HttpBuyer>();
  try {
    // The first start migrates and seeds; the buyers register as anyone would.
    await server.start();
    for (const [i, email] of customers.entries()) {
      const buyer = new HttpBuyer(server.baseUrl, { localAddress: `127.0.9.${i + 1}` });
      await buyer.register(email, PASSWORD);
      buyers.set(email, buyer);
    }
    // PGlite is one process's at a time: the house is written while the server is down.
    await server.kill('SIGTERM');
    const { performances, sold } = await server.withDatabase(async (database) => {
      const venue = await addRushVenue(database.db);
      const first = await addRushPerformance(database.db, venue);
      const second = await addRushPerformance(database.db, venue);
      const sell = async (
        performanceId: number,
        { tickets, perOrder }: { tickets: number; perOrder: number },
        emails: string[],
      ) => {
        const orders = ordersOf(venue.seatIds.slice(0, tickets), perOrder);
        // Row by row, as the seats go: order i is buyer (i mod buyers)'s.
        const result: SoldOrder[] = new Array(orders.length);
        for (const [c, email] of emails.entries()) {
          const customerId = await customerIdOf(database.db, email);
          const theirs = orders.filter((_, i) => i % emails.length === c);
          const made = await sellOrders(database.db, { performanceId, customerId, orders: theirs });
          for (const [k, order] of made.entries())
            result[c + k * emails.length] = { customer: email, ...order };
        }
        return result;
      };
      const sold = {
        first: await sell(first, options.first, customers.slice(0, 2)),
        second: await sell(second, options.second, customers.slice(2)),
      };
      // Cancelled as its buyer would, online; the clock is set back to a week before, when
      // cancelling is still allowed (up to 48 hours ahead).
      const refunded = sold.second.at(-1)?.barcodes[0];
      if (refunded)
        await refundDoorTicket(database.db, refunded, {
          now: () => new Date(Date.now() - 7 * 24 * 3600_000),
        });
      return { performances: { first, second }, sold };
    });
    await server.start();
    // Signed in again, as a buyer coming back to print would.
    for (const [email, buyer] of buyers) await buyer.login(email, PASSWORD);
    return {
      server,
      baseUrl: server.baseUrl,
      performances,
      sold,
      async pdf(order) {
        const buyer = buyers.get(order.customer);
        if (!buyer) throw new Error(`no buyer ${order.customer}`);
        const answer = await buyer.send(
          'GET',
          `/api/account/orders/${order.number}/tickets.pdf?layout=ticket&lang=en-US`,
        );
        if (answer.status !== 200)
          throw new Error(`tickets.pdf of ${order.number} answered ${answer.status}`);
        return answer.bytes;
      },
      async close() {
        for (const buyer of buyers.values()) buyer.close();
        await server.destroy();
      },
    };
  } catch (error) {
    for (const buyer of buyers.values()) buyer.close();
    await server.destroy();
    throw error;
  }
}
