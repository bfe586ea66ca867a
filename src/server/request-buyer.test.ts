import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { CartBuyerTerms } from '../domain/buyer/buyer-context.ts';
import type { SessionCustomer } from '../shared/contracts/auth.ts';
import { RequestBuyers } from './request-buyer.ts';

/** A request as the buyer memo sees it: only its identity matters (a WeakMap key). */
const request = () => ({}) as FastifyRequest;

function setUp(options: { customer?: Partial<SessionCustomer> | null; cartId?: string | null }) {
  const reads = { sessions: 0, carts: 0, terms: 0 };
  const terms: CartBuyerTerms = {
    promo: { modeOfSaleId: 4, productionId: 7 },
    householdBookerId: 12,
  };
  const buyers = new RequestBuyers(
    {
      current: async () => {
        reads.sessions++;
        return (options.customer ?? null) as SessionCustomer | null;
      },
    },
    {
      of: async () => {
        reads.carts++;
        return options.cartId ?? null;
      },
    },
    async () => {
      reads.terms++;
      return terms;
    },
  );
  return { buyers, reads };
}

describe('the buyer of a request', () => {
  it('is worked out once per request, from the session and the cart', async () => {
    const { buyers, reads } = setUp({
      customer: { id: 5, accessRegistered: true },
      cartId: 'c1',
    });
    const req = request();
    const [first, again] = await Promise.all([buyers.of(req), buyers.of(req)]);
    expect(first).toBe(again);
    expect(first).toEqual({
      customerId: 5,
      householdBookerId: 12,
      accessRegistered: true,
      modesOfSale: [
        { modeOfSaleId: 4, source: 'promo-code', productionId: 7 },
        { modeOfSaleId: 3, source: 'default', productionId: null },
      ],
    });
    expect(reads).toEqual({ sessions: 1, carts: 1, terms: 1 });
    await buyers.of(request());
    expect(reads.terms).toBe(2);
  });

  it('reads no cart terms without a cart (an on-sale hold into a new cart)', async () => {
    const { buyers, reads } = setUp({ customer: null, cartId: null });
    expect(await buyers.of(request())).toMatchObject({
      customerId: null,
      accessRegistered: false,
      modesOfSale: [{ modeOfSaleId: 3 }],
    });
    expect(reads.terms).toBe(0);
  });

  it('gives the catalogue the modes of sale without asking for the session', async () => {
    const { buyers, reads } = setUp({ customer: { id: 5 }, cartId: 'c1' });
    const req = request();
    expect((await buyers.modesOf(req)).modesOfSale.map((m) => m.modeOfSaleId)).toEqual([4, 3]);
    expect(reads.sessions).toBe(0);
    // The same request's whole buyer reuses the cart's terms.
    await buyers.of(req);
    expect(reads).toEqual({ sessions: 1, carts: 1, terms: 1 });
  });
});
