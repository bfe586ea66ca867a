/**
 * What every CustomerAccounts implementation must do (decision 007, 012): credentials found by
 * e-mail in any case, registration refusing a taken e-mail, the lockout counted atomically by
 * its rule, and every record bounded by the customer it is asked for: another's is not found.
 * The built-in customers run it (adapters/ticketing/builtin-customers.test.ts); so will a CRM's.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AddressBodySchema, AddressFieldsSchema } from '../../shared/contracts/account.ts';
import { LOCK_AFTER_FAILURES, LOCK_WINDOWS_SECONDS } from '../accounts/lockout.ts';
import type { Clock } from './clock.ts';
import type { CustomerAccounts } from './customer-accounts.ts';

/** A fresh implementation on its own data, read at the suite's clock. */
export interface CustomerAccountsFixture {
  accounts: CustomerAccounts;
  /** An existing customer's e-mail, as it was registered. */
  knownEmail: string;
  /** A household's member, another member of it, and a customer in no household. */
  household: { member: number; otherMember: number; loner: number };
  /** A customer with records in `volunteering`'s `volunteer-hours` tab. */
  volunteer: number;
  /** An access code issued, unused, to this name. */
  accessCode: { code: string; firstName: string; lastName: string };
  close(): Promise<void>;
}

const SECOND = 1000;

export function customerAccountsContract(
  name: string,
  make: (clock: Clock) => Promise<CustomerAccountsFixture>,
) {
  describe(`CustomerAccounts contract: ${name}`, () => {
    let now = new Date('2026-11-22T15:00:00Z');
    const clock: Clock = { now: () => now };
    let f: CustomerAccountsFixture;
    let country: { id: number; stateCode: string | null };
    beforeAll(async () => {
      f = await make(clock);
      const { countries } = await f.accounts.listCountries('en-US');
      const first = countries[0];
      if (!first) throw new Error('no countries');
      country = { id: first.id, stateCode: first.states[0]?.code ?? null };
    });
    afterAll(() => f?.close());

    const address = (line1: string, type: 'primary' | 'both' | 'billing' = 'both') =>
      AddressBodySchema.parse({
        type,
        line1,
        city: 'Riverton',
        postalCode: '12590',
        countryId: country.id,
        ...(country.stateCode ? { stateCode: country.stateCode } : {}),
      });

    /** A new customer of its own for each case that changes one. */
    const register = (names: { firstName?: string; lastName?: string } = {}) => {
      const email = `contract-${randomUUID()}@example.com`;
      return f.accounts
        .register(
          {
            firstName: names.firstName ?? 'Ada',
            lastName: names.lastName ?? 'Contract',
            email,
            phone: '8455550199',
            address: AddressFieldsSchema.parse({
              line1: '1 Test Row',
              city: 'Riverton',
              postalCode: '12590',
              countryId: country.id,
            }),
            contactPermissions: ['email'],
          },
          'hash-of-a-password',
          'de',
        )
        .then((customer) => ({ ...customer, email }));
    };

    it('finds credentials by e-mail in any case, and by id; nothing for unknown ones', async () => {
      const found = await f.accounts.findCredentials(f.knownEmail.toUpperCase());
      expect(found?.email.toLowerCase()).toBe(f.knownEmail.toLowerCase());
      expect(await f.accounts.credentialsOf(found?.id ?? 0)).toEqual(found);
      expect(await f.accounts.findCredentials('nobody-here@example.com')).toBeNull();
      expect(await f.accounts.credentialsOf(999_999)).toBeNull();
      expect(await f.accounts.sessionCustomer(999_999)).toBeNull();
    });

    it('registers a customer once per e-mail (REGISTER_FAILED), with their hash and language', async () => {
      const customer = await register();
      expect(await f.accounts.sessionCustomer(customer.id)).toEqual({
        id: customer.id,
        firstName: 'Ada',
        lastName: 'Contract',
        email: customer.email,
        accessRegistered: false,
        inHousehold: false,
      });
      expect(await f.accounts.findCredentials(customer.email)).toMatchObject({
        id: customer.id,
        passwordHash: 'hash-of-a-password',
        lockedUntil: null,
        locale: 'de',
      });
      expect(await f.accounts.listAddresses(customer.id, 'en-US')).toHaveLength(1);
      const again = f.accounts.register(
        {
          firstName: 'Eve',
          lastName: 'Again',
          email: customer.email.toUpperCase(),
          phone: '8455550198',
          address: AddressFieldsSchema.parse({
            line1: '2 Test Row',
            city: 'Riverton',
            postalCode: '12590',
            countryId: country.id,
          }),
          contactPermissions: [],
        },
        'another-hash',
        'en-US',
      );
      await expect(again).rejects.toMatchObject({ code: 'REGISTER_FAILED' });
      expect((await f.accounts.findCredentials(customer.email))?.passwordHash).toBe(
        'hash-of-a-password',
      );
    });

    it('counts password attempts atomically: parallel attempts lose no count', async () => {
      const { id } = await register();
      const counts = await Promise.all(
        Array.from({ length: LOCK_AFTER_FAILURES - 1 }, () => f.accounts.countPasswordAttempt(id)),
      );
      expect(counts.map((c) => c.attempts).sort()).toEqual(
        Array.from({ length: LOCK_AFTER_FAILURES - 1 }, (_, i) => i + 1),
      );
      expect(counts.every((c) => !c.locked)).toBe(true);
    });

    it('locks after the rule’s wrong passwords, counts nothing while locked, locks longer next time', async () => {
      const { id } = await register();
      const wrongPasswords = async (n: number) => {
        let last: { lockedUntil: Date | null } = { lockedUntil: null };
        for (let i = 0; i < n; i++) {
          await f.accounts.countPasswordAttempt(id);
          last = await f.accounts.lockAfterWrongPassword(id);
        }
        return last;
      };
      const notLocked = (at: Date | null) => at === null || at.getTime() <= now.getTime();
      expect(notLocked((await wrongPasswords(LOCK_AFTER_FAILURES - 1)).lockedUntil)).toBe(true);
      const first = await wrongPasswords(1);
      expect(first.lockedUntil?.getTime()).toBe(
        now.getTime() + (LOCK_WINDOWS_SECONDS[0] ?? 0) * SECOND,
      );
      expect((await f.accounts.credentialsOf(id))?.lockedUntil).toEqual(first.lockedUntil);

      // While the lock runs, nothing is counted and the lock is left as it is.
      expect((await f.accounts.countPasswordAttempt(id)).locked).toBe(true);
      expect(await f.accounts.lockAfterWrongPassword(id)).toEqual(first);

      now = new Date((first.lockedUntil?.getTime() ?? 0) + SECOND);
      expect(await f.accounts.countPasswordAttempt(id)).toEqual({ attempts: 1, locked: false });
      await f.accounts.lockAfterWrongPassword(id);
      const second = await wrongPasswords(LOCK_AFTER_FAILURES - 1);
      expect(second.lockedUntil?.getTime()).toBe(
        now.getTime() + (LOCK_WINDOWS_SECONDS[1] ?? 0) * SECOND,
      );
    });

    it('a sign-in clears wrong passwords and past locks; a new password ends a running lock', async () => {
      const { id } = await register();
      for (let i = 0; i < LOCK_AFTER_FAILURES - 1; i++) await f.accounts.countPasswordAttempt(id);
      await f.accounts.recordSignIn(id, 'sv');
      expect((await f.accounts.credentialsOf(id))?.locale).toBe('sv');
      expect((await f.accounts.countPasswordAttempt(id)).attempts).toBe(1);

      for (let i = 0; i < LOCK_AFTER_FAILURES - 1; i++) await f.accounts.countPasswordAttempt(id);
      const locked = await f.accounts.lockAfterWrongPassword(id);
      expect(locked.lockedUntil?.getTime()).toBeGreaterThan(now.getTime());
      await f.accounts.setPasswordHash(id, 'a-new-hash');
      const after = await f.accounts.credentialsOf(id);
      expect(after?.passwordHash).toBe('a-new-hash');
      expect(
        after?.lockedUntil === null || (after?.lockedUntil?.getTime() ?? 0) <= now.getTime(),
      ).toBe(true);
      expect(await f.accounts.countPasswordAttempt(id)).toEqual({ attempts: 1, locked: false });
      // Past locks were forgotten too: the next lock is the first one's length.
      for (let i = 1; i < LOCK_AFTER_FAILURES; i++) await f.accounts.countPasswordAttempt(id);
      expect((await f.accounts.lockAfterWrongPassword(id)).lockedUntil?.getTime()).toBe(
        now.getTime() + (LOCK_WINDOWS_SECONDS[0] ?? 0) * SECOND,
      );
    });

    it('updates details, refusing another account’s e-mail (EMAIL_IN_USE)', async () => {
      const customer = await register();
      const details = await f.accounts.getDetails(customer.id);
      const body = {
        firstName: 'Ada',
        lastName: 'Renamed',
        email: customer.email,
        phone: '8455550100',
      };
      expect(await f.accounts.updateDetails(customer.id, body)).toMatchObject({
        ...details,
        lastName: 'Renamed',
        phone: '8455550100',
      });
      await expect(
        f.accounts.updateDetails(customer.id, { ...body, email: f.knownEmail }),
      ).rejects.toMatchObject({ code: 'EMAIL_IN_USE' });
      expect((await f.accounts.getDetails(customer.id)).email).toBe(customer.email);
    });

    it('keeps addresses: a new primary demotes the old, the primary cannot be deleted', async () => {
      const { id } = await register();
      const [original] = await f.accounts.listAddresses(id, 'en-US');
      expect(original?.type).toBe('primary');
      const billing = await f.accounts.addAddress(id, address('9 Billing Way', 'billing'), 'en-US');
      const primary = await f.accounts.addAddress(id, address('5 New Home', 'primary'), 'en-US');
      const byId = new Map((await f.accounts.listAddresses(id, 'en-US')).map((a) => [a.id, a]));
      expect(byId.get(primary.id)?.type).toBe('primary');
      expect(byId.get(original?.id ?? 0)?.type).toBe('both');
      expect(byId.get(billing.id)?.type).toBe('billing');

      const moved = await f.accounts.updateAddress(
        id,
        billing.id,
        address('10 Billing Way', 'billing'),
        'en-US',
      );
      expect(moved.line1).toBe('10 Billing Way');
      await expect(f.accounts.deleteAddress(id, primary.id)).rejects.toMatchObject({
        code: 'PRIMARY_ADDRESS_NOT_DELETABLE',
      });
      await f.accounts.deleteAddress(id, billing.id);
      expect((await f.accounts.listAddresses(id, 'en-US')).map((a) => a.id).sort()).toEqual(
        [primary.id, original?.id ?? 0].sort(),
      );
    });

    it('treats another customer’s address as not found (ADDRESS_NOT_FOUND), changing nothing', async () => {
      const owner = await register();
      const other = await register();
      const added = await f.accounts.addAddress(owner.id, address('3 Private Road'), 'en-US');
      await expect(
        f.accounts.updateAddress(other.id, added.id, address('Taken over'), 'en-US'),
      ).rejects.toMatchObject({ code: 'ADDRESS_NOT_FOUND' });
      await expect(f.accounts.deleteAddress(other.id, added.id)).rejects.toMatchObject({
        code: 'ADDRESS_NOT_FOUND',
      });
      expect((await f.accounts.listAddresses(other.id, 'en-US')).map((a) => a.id)).not.toContain(
        added.id,
      );
      expect(await f.accounts.listAddresses(owner.id, 'en-US')).toContainEqual(added);
    });

    it('keeps contact preferences and the profile as given, for that customer only', async () => {
      const customer = await register();
      const other = await register();
      const before = await f.accounts.getContactPreferences(other.id);
      const prefs = await f.accounts.updateContactPreferences(customer.id, {
        granted: ['sms', 'post'],
      });
      expect(
        prefs.permissions
          .filter((p) => p.granted)
          .map((p) => p.code)
          .sort(),
      ).toEqual(['post', 'sms']);
      expect(await f.accounts.getContactPreferences(customer.id)).toEqual(prefs);
      expect(await f.accounts.getContactPreferences(other.id)).toEqual(before);
      const profile = await f.accounts.updateProfile(customer.id, {
        birthYear: 1990,
        interests: ['plays', 'music'],
      });
      expect(profile.birthYear).toBe(1990);
      expect([...profile.interests].sort()).toEqual(['music', 'plays']);
      expect(await f.accounts.getProfile(customer.id)).toEqual(profile);
      expect((await f.accounts.getProfile(other.id)).birthYear).toBeNull();
    });

    it('applies an access code only to the name it was issued to (ACCESS_CODE_INVALID)', async () => {
      const { code, firstName, lastName } = f.accessCode;
      const stranger = await register();
      await expect(f.accounts.applyAccessCode(stranger.id, code, 'en-US')).rejects.toMatchObject({
        code: 'ACCESS_CODE_INVALID',
      });
      const holder = await register({ firstName, lastName });
      await expect(
        f.accounts.applyAccessCode(holder.id, 'NOSUCHCODE1', 'en-US'),
      ).rejects.toMatchObject({ code: 'ACCESS_CODE_INVALID' });
      const applied = await f.accounts.applyAccessCode(holder.id, code, 'en-US');
      expect(applied.status).toBe('applied');
      expect(applied.access.registration.status).toBe('applied');
      expect((await f.accounts.sessionCustomer(holder.id))?.accessRegistered).toBe(true);
      expect((await f.accounts.getAccess(stranger.id, 'en-US')).registration.status).toBe('none');
      const removed = await f.accounts.removeAccessCode(holder.id, 'en-US');
      expect(removed.status).toBe('removed');
      expect(removed.access.registration.status).toBe('none');
    });

    it('keeps access requests per customer', async () => {
      const customer = await register();
      const { options } = await f.accounts.getAccess(customer.id, 'en-US');
      const requestable = options.filter((o) => o.group === 'accommodation-requests');
      const chosen = requestable.slice(0, 1).map((o) => o.id);
      const access = await f.accounts.updateAccessRequests(
        customer.id,
        { hasAccommodationRequests: true, accommodationRequests: chosen },
        'en-US',
      );
      expect(access.hasAccommodationRequests).toBe(true);
      expect(access.accommodationRequests).toEqual(chosen);
      const cleared = await f.accounts.updateAccessRequests(
        customer.id,
        { hasAccommodationRequests: false, accommodationRequests: [] },
        'en-US',
      );
      expect(cleared.hasAccommodationRequests).toBe(false);
      expect(cleared.accommodationRequests).toEqual([]);
    });

    it('shows a customer’s own records and household only', async () => {
      const own = await f.accounts.getRecordTab(f.volunteer, 'volunteering', 'volunteer-hours');
      expect(own.rows.length).toBeGreaterThan(0);
      const someoneElse = await register();
      const theirs = await f.accounts.getRecordTab(
        someoneElse.id,
        'volunteering',
        'volunteer-hours',
      );
      expect(theirs.rows).toEqual([]);
      expect(theirs.columns).toEqual(own.columns);

      const { member, otherMember, loner } = f.household;
      const { household } = await f.accounts.getHousehold(member);
      expect(household?.members.map((m) => m.customerId).sort()).toEqual(
        [member, otherMember].sort(),
      );
      expect(household?.members.filter((m) => m.you).map((m) => m.customerId)).toEqual([member]);
      expect((await f.accounts.sessionCustomer(member))?.inHousehold).toBe(true);
      expect(await f.accounts.getHousehold(loner)).toEqual({ household: null });
    });
  });
}
