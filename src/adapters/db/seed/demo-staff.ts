/**
 * The demo's box-office staff, one per role (their passwords are in the README). None has a
 * second factor yet: each sets up an authenticator at the first sign-in, as a real new member of
 * staff would. A real theatre's first administrator comes from `npm run staff:create`.
 */
import { hashPassword } from '../../../domain/accounts/password-hash.ts';
import type { StaffRole } from '../../../shared/contracts/staff.ts';
import type { Db } from '../client.ts';
import * as s from '../schema.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const DEMO_STAFF = {
  admin: {
    email: 'admin@maplestreetplayhouse.org',
    name: 'Alex Morgan',
    password: 'Spotlight9Admin',
  },
  manager: {
    email: 'manager@maplestreetplayhouse.org',
    name: 'Bea Lindqvist',
    password: 'Season26Plan',
  },
  staff: {
    email: 'boxoffice@maplestreetplayhouse.org',
    name: 'Carl Jean-Baptiste',
    password: 'Window4Tickets',
  },
  door: { email: 'door@maplestreetplayhouse.org', name: 'Dana Weiss', password: 'Usher7Scan' },
} as const satisfies Record<StaffRole, { email: string; name: string; password: string }>;

export async function seedDemoStaff(tx: Tx, now: Date): Promise<void> {
  for (const [role, who] of Object.entries(DEMO_STAFF) as [
    StaffRole,
    (typeof DEMO_STAFF)[StaffRole],
  ][])
    await tx.insert(s.staffUsers).values({
      email: who.email,
      name: who.name,
      role,
      passwordHash: await hashPassword(who.password),
      createdAt: now,
    });
}
