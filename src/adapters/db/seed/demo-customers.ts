import { hashPassword } from '../../../domain/accounts/password-hash.ts';
import type { Db } from '../client.ts';
import * as s from '../schema.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Demo customers (their passwords are in the README): a household of two, a volunteer with
 * hours, documents and education forms, and an access-registered customer. Plus an unused
 * access code issued to Daniel Alvarez, to try applying one.
 */
export const DEMO_CUSTOMERS = {
  maria: { email: 'maria.alvarez@example.com', password: 'Curtain42Call' },
  daniel: { email: 'daniel.alvarez@example.com', password: 'Stage7Door' },
  james: { email: 'james.okafor@example.com', password: 'Usher24Hours' },
  rose: { email: 'rose.pierre@example.com', password: 'Aisle5Seat' },
} as const;

/** Access codes are stored normalised (upper case, no spaces or hyphens). */
export const DEMO_ACCESS_CODES = {
  rose: 'ACC20260417',
  daniel: 'ACC20260588',
} as const;

export async function seedDemoCustomers(tx: Tx, now: Date): Promise<void> {
  const base = { createdAt: now, updatedAt: now };
  const insert = async (
    who: keyof typeof DEMO_CUSTOMERS,
    values: Omit<typeof s.customers.$inferInsert, 'email' | 'createdAt' | 'updatedAt'>,
  ) => {
    const [row] = await tx
      .insert(s.customers)
      .values({
        ...values,
        ...base,
        email: DEMO_CUSTOMERS[who].email,
        passwordHash: await hashPassword(DEMO_CUSTOMERS[who].password),
      })
      .returning({ id: s.customers.id });
    if (!row) throw new Error('customer insert returned nothing');
    return row.id;
  };
  const maria = await insert('maria', {
    firstName: 'Maria',
    lastName: 'Alvarez',
    phone: '8455550101',
    mobile: '8455550102',
    contactPermissions: ['email', 'post'],
    interests: ['musicals', 'family'],
    locale: 'es',
  });
  const daniel = await insert('daniel', {
    firstName: 'Daniel',
    lastName: 'Alvarez',
    phone: '8455550101',
    contactPermissions: ['email'],
    locale: 'en-US',
  });
  const james = await insert('james', {
    firstName: 'James',
    lastName: 'Okafor',
    phone: '8455550177',
    contactPermissions: ['email', 'sms'],
    interests: ['plays', 'behind-the-scenes', 'classes'],
    birthYear: 1988,
    locale: 'en-US',
  });
  const rose = await insert('rose', {
    firstName: 'Rose',
    lastName: 'Pierre',
    phone: '8455550133',
    contactPermissions: ['phone'],
    accessCode: DEMO_ACCESS_CODES.rose,
    accessAppliedAt: now,
    locale: 'ht',
  });

  const address = (customerId: number, line1: string, type: 'primary' | 'both' = 'primary') => ({
    customerId,
    type,
    line1,
    city: 'Riverton',
    stateCode: 'NY',
    postalCode: '12590',
    countryId: 1,
    createdAt: now,
  });
  await tx
    .insert(s.addresses)
    .values([
      address(maria, '14 Orchard Lane'),
      address(maria, 'PO Box 212', 'both'),
      address(daniel, '14 Orchard Lane'),
      address(james, '301 Maple Street, Apt 4B'),
      address(rose, '77 River Road'),
    ]);

  const [household] = await tx
    .insert(s.households)
    .values({ name: 'Alvarez household' })
    .returning({ id: s.households.id });
  if (!household) throw new Error('household insert returned nothing');
  await tx.insert(s.householdMembers).values([
    { householdId: household.id, customerId: maria, isPrimary: true },
    { householdId: household.id, customerId: daniel, isPrimary: false },
  ]);

  await tx.insert(s.volunteerHours).values([
    {
      customerId: james,
      volunteerDate: '2026-09-12',
      volunteerProject: 'Our Town',
      volunteerActivity: 'Ushering',
      volunteerHours: 4,
    },
    {
      customerId: james,
      volunteerDate: '2026-09-19',
      volunteerProject: 'Our Town',
      volunteerActivity: 'Ushering',
      volunteerHours: 4.5,
    },
    {
      customerId: james,
      volunteerDate: '2026-10-03',
      volunteerProject: 'Season gala',
      volunteerActivity: 'Set building',
      volunteerHours: 6,
    },
    {
      customerId: james,
      volunteerDate: '2026-11-07',
      volunteerProject: 'A Christmas Carol',
      volunteerActivity: 'Box office support',
      volunteerHours: 3.25,
    },
  ]);
  await tx.insert(s.volunteerDocuments).values({
    customerId: james,
    applicationDate: '2026-08-20',
    waiverDate: '2026-08-22',
    screenClearanceDate: '2026-09-01',
  });
  await tx.insert(s.volunteerInterests).values([
    { customerId: james, interest: 'Ushering' },
    { customerId: james, interest: 'Set building' },
  ]);
  await tx.insert(s.educationFormResponses).values([
    {
      customerId: james,
      questionGroup: 'Youth theater workshop',
      questionName: 'Participant age',
      answer: '12',
      sortOrder: 1,
    },
    {
      customerId: james,
      questionGroup: 'Youth theater workshop',
      questionName: 'Allergies or medical notes',
      answer: 'None',
      sortOrder: 2,
    },
    {
      customerId: james,
      questionGroup: 'Youth theater workshop',
      questionName: 'Photo permission',
      answer: 'Yes',
      sortOrder: 3,
    },
  ]);

  await tx.insert(s.customerConstituencies).values([
    { customerId: rose, constituencyId: 60 },
    { customerId: rose, constituencyId: 73 },
    { customerId: rose, constituencyId: 75 },
  ]);
  await tx.insert(s.accessRegistrationCodes).values([
    { code: DEMO_ACCESS_CODES.rose, firstName: 'Rose', lastName: 'Pierre', createdAt: now },
    { code: DEMO_ACCESS_CODES.daniel, firstName: 'Daniel', lastName: 'Alvarez', createdAt: now },
  ]);
}
