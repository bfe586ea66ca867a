/**
 * What every StaffAccounts must do (issue 13): accounts made once per address (any case), a
 * second factor confirmed once with its recovery codes, each TOTP step and recovery code taken
 * once even when two requests race, the lockout counted in one statement, sessions kept and
 * swept, the last administrator kept, and an audit row for every change and none for a refused
 * one. The database adapter runs it (adapters/auth/db-staff-accounts.test.ts).
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../app-error.ts';
import type { StaffAccounts } from './staff-accounts.ts';

export interface StaffAccountsFixture {
  accounts: StaffAccounts;
  close(): Promise<void>;
}

const hash = () => randomBytes(32).toString('hex');
const NOW = new Date('2026-11-26T18:00:00Z');
const SYSTEM = { staffId: null };
let counter = 0;
const email = () => `contract-${++counter}-${randomBytes(3).toString('hex')}@example.org`;

async function codeOf(work: Promise<unknown>): Promise<string | undefined> {
  try {
    await work;
    return undefined;
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
}

export function staffAccountsContract(name: string, make: () => Promise<StaffAccountsFixture>) {
  describe(`StaffAccounts contract: ${name}`, () => {
    let f: StaffAccountsFixture;
    beforeAll(async () => {
      f = await make();
    });
    afterAll(() => f?.close());

    const create = (role: 'admin' | 'manager' | 'staff' | 'door', address = email()) =>
      f.accounts.create(
        { email: address, name: 'Test Member', role, passwordHash: 'h' },
        SYSTEM,
        NOW,
      );

    it('makes an account once per address, whatever its case, and audits it', async () => {
      const address = email();
      const made = await create('door', address);
      expect(made).toMatchObject({ role: 'door', disabled: false, secondFactor: false });
      expect((await f.accounts.findByEmail(address.toUpperCase()))?.id).toBe(made.id);
      expect(await codeOf(create('door', address.toUpperCase()))).toBe('STAFF_EMAIL_TAKEN');
      const audit = await f.accounts.audit({ entity: 'staff', limit: 5 });
      expect(audit[0]).toMatchObject({ action: 'create', entityId: String(made.id), staff: null });
      expect(JSON.stringify(audit[0])).not.toContain('passwordHash');
    });

    it('confirms a second factor once, and takes each step and recovery code once under a race', async () => {
      const { id } = await create('staff');
      expect(await f.accounts.setPendingTotpSecret(id, 'SECRET')).toBe(true);
      const codes = [hash(), hash()];
      const [one, two] = await Promise.all([
        f.accounts.confirmTotp(id, 100, codes, NOW),
        f.accounts.confirmTotp(id, 100, codes, NOW),
      ]);
      expect([one, two].filter(Boolean)).toHaveLength(1);
      expect(await f.accounts.setPendingTotpSecret(id, 'OTHER')).toBe(false);
      expect((await f.accounts.byId(id))?.totpSecret).toBe('SECRET');
      expect(await f.accounts.acceptTotpStep(id, 100)).toBe(false);
      const steps = await Promise.all([101, 101, 101].map((s) => f.accounts.acceptTotpStep(id, s)));
      expect(steps.filter(Boolean)).toHaveLength(1);
      expect(await f.accounts.acceptTotpStep(id, 99)).toBe(false);
      expect(await f.accounts.recoveryCodesLeft(id)).toBe(2);
      const used = await Promise.all(
        [1, 2, 3].map(() => f.accounts.useRecoveryCode(id, codes[0] ?? '', NOW)),
      );
      expect(used.filter(Boolean)).toHaveLength(1);
      expect(await f.accounts.recoveryCodesLeft(id)).toBe(1);
      const other = await create('staff');
      expect(await f.accounts.useRecoveryCode(other.id, codes[1] ?? '', NOW)).toBe(false);
    });

    it('counts attempts in one statement and locks once after five', async () => {
      const { id } = await create('manager');
      const counted = await Promise.all(
        Array.from({ length: 5 }, () => f.accounts.countAttempt(id, NOW)),
      );
      expect(counted.map((c) => c.attempts).sort()).toEqual([1, 2, 3, 4, 5]);
      const [a, b] = await Promise.all([f.accounts.lock(id, NOW), f.accounts.lock(id, NOW)]);
      expect(a.lockedUntil?.getTime()).toBe(NOW.getTime() + 60_000);
      expect(b.lockedUntil?.getTime()).toBe(NOW.getTime() + 60_000);
      expect(await f.accounts.countAttempt(id, NOW)).toEqual({ attempts: 0, locked: true });
      await f.accounts.clearAttempts(id);
      const later = new Date(NOW.getTime() + 120_000);
      expect(await f.accounts.countAttempt(id, later)).toEqual({ attempts: 1, locked: false });
    });

    it('keeps sessions, sweeps the lapsed ones, and ends them at a role change', async () => {
      const { id } = await create('door');
      const [full, pending, old] = [hash(), hash(), hash()];
      await f.accounts.insertSession(full, id, 'full', NOW);
      await f.accounts.insertSession(
        pending,
        id,
        'password',
        new Date(NOW.getTime() - 10 * 60_000),
      );
      await f.accounts.insertSession(old, id, 'full', new Date(NOW.getTime() - 11 * 3_600_000));
      expect(await f.accounts.findSession(full)).toMatchObject({ staffId: id, stage: 'full' });
      const swept = await f.accounts.purgeSessions({
        idleCutoff: new Date(NOW.getTime() - 15 * 60_000),
        createdCutoff: new Date(NOW.getTime() - 10 * 3_600_000),
        pendingCutoff: new Date(NOW.getTime() - 5 * 60_000),
      });
      expect(swept).toBeGreaterThanOrEqual(2);
      expect(await f.accounts.findSession(pending)).toBeNull();
      expect(await f.accounts.findSession(old)).toBeNull();
      await f.accounts.update(id, { name: 'Renamed' }, SYSTEM, NOW);
      expect(await f.accounts.findSession(full)).not.toBeNull();
      await f.accounts.update(id, { role: 'staff' }, SYSTEM, NOW);
      expect(await f.accounts.findSession(full)).toBeNull();
    });

    it('keeps one enabled administrator, and audits a change but not a refused one or a no-op', async () => {
      const admins = (await f.accounts.list()).filter((s) => s.role === 'admin' && !s.disabled);
      for (const admin of admins.slice(1))
        await f.accounts.update(admin.id, { disabled: true }, SYSTEM, NOW);
      const last = admins[0] ?? (await create('admin'));
      const before = await f.accounts.audit({ limit: 1 });
      expect(await codeOf(f.accounts.update(last.id, { role: 'door' }, SYSTEM, NOW))).toBe(
        'STAFF_LAST_ADMIN',
      );
      expect(await codeOf(f.accounts.update(last.id, { disabled: true }, SYSTEM, NOW))).toBe(
        'STAFF_LAST_ADMIN',
      );
      expect(await codeOf(f.accounts.update(2_000_000_000, { name: 'x' }, SYSTEM, NOW))).toBe(
        'STAFF_NOT_FOUND',
      );
      await f.accounts.update(last.id, { role: 'admin' }, SYSTEM, NOW);
      expect(await f.accounts.audit({ limit: 1 })).toEqual(before);
      const next = await create('manager');
      const promoted = await f.accounts.update(
        next.id,
        { role: 'admin' },
        { staffId: last.id },
        NOW,
      );
      expect(promoted.role).toBe('admin');
      const [entry] = await f.accounts.audit({ entity: 'staff', limit: 1 });
      expect(entry).toMatchObject({
        action: 'update',
        staff: { id: last.id },
        before: { role: 'manager' },
        after: { role: 'admin' },
      });
    });
  });
}
