import { and, asc, eq, isNull, or } from 'drizzle-orm';
import { AppError } from '../../domain/app-error.ts';
import type { HouseholdBookings } from '../../domain/ports/household-bookings.ts';
import type { HouseholdBooking } from '../../shared/contracts/checkout-household.ts';
import type { Db } from '../db/client.ts';
import * as s from '../db/schema.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The members of the customer's household, the customer first; none without a household. */
export async function householdMembersOf(db: Db | Tx, customerId: number) {
  const mine = db
    .select({ householdId: s.householdMembers.householdId })
    .from(s.householdMembers)
    .where(eq(s.householdMembers.customerId, customerId));
  const rows = await db
    .select({
      customerId: s.customers.id,
      firstName: s.customers.firstName,
      lastName: s.customers.lastName,
      primary: s.householdMembers.isPrimary,
    })
    .from(s.householdMembers)
    .innerJoin(s.customers, eq(s.customers.id, s.householdMembers.customerId))
    .where(eq(s.householdMembers.householdId, mine))
    .orderBy(asc(s.customers.firstName), asc(s.customers.id));
  const you = rows.filter((m) => m.customerId === customerId);
  const others = rows.filter((m) => m.customerId !== customerId);
  return [...you, ...others].map((m) => ({ ...m, you: m.customerId === customerId }));
}

/**
 * The booker a cart may carry onto the customer's order: a member of their household (the
 * customer themself included). Throws HOUSEHOLD_MEMBER_INVALID for anyone else, so a member
 * who has left the household since being chosen is refused at payment too.
 */
export async function checkBooker(db: Db | Tx, customerId: number, memberId: number) {
  if (memberId === customerId) return;
  const members = await householdMembersOf(db, customerId);
  if (!members.some((m) => m.customerId === memberId))
    throw new AppError('HOUSEHOLD_MEMBER_INVALID');
}

/** Household booking on the built-in engine: the chosen member lives on the cart row. */
export class BuiltinHouseholdBookings implements HouseholdBookings {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  async bookingFor(customerId: number, cartId: string | null): Promise<HouseholdBooking> {
    const members = await householdMembersOf(this.db, customerId);
    let bookerCustomerId: number | null = null;
    if (cartId && members.length > 0) {
      const [cart] = await this.db
        .select({ booker: s.carts.bookerCustomerId, customerId: s.carts.customerId })
        .from(s.carts)
        .where(eq(s.carts.id, cartId));
      // Another customer's cart says nothing about this one; a member who left counts as none.
      const own = cart && (cart.customerId === null || cart.customerId === customerId);
      if (own && members.some((m) => m.customerId === cart.booker)) bookerCustomerId = cart.booker;
    }
    return { members: members.map(withoutPrimary), bookerCustomerId };
  }

  async chooseBooker(
    customerId: number,
    cartId: string | null,
    memberId: number,
  ): Promise<HouseholdBooking> {
    const members = await householdMembersOf(this.db, customerId);
    if (!members.some((m) => m.customerId === memberId))
      throw new AppError('HOUSEHOLD_MEMBER_INVALID');
    if (!cartId) throw new AppError('CART_EMPTY');
    const updated = await this.db
      .update(s.carts)
      .set({ bookerCustomerId: memberId })
      .where(
        and(
          eq(s.carts.id, cartId),
          // The cart is this customer's, or an anonymous one they are checking out.
          sqlOwnCart(customerId),
        ),
      )
      .returning({ id: s.carts.id });
    if (updated.length === 0) throw new AppError('CART_EMPTY');
    return { members: members.map(withoutPrimary), bookerCustomerId: memberId };
  }
}

/** A member as the checkout shows them (who is the household's primary is not its business). */
function withoutPrimary<M extends { primary: boolean }>({ primary: _primary, ...member }: M) {
  return member;
}

function sqlOwnCart(customerId: number) {
  return or(isNull(s.carts.customerId), eq(s.carts.customerId, customerId));
}
