/**
 * AuthService.login on fakes: every failed sign-in does the same work (one password
 * verification, and no write after it), whether the e-mail is unknown, the account has no
 * password, is locked, or the password is wrong, so the time it takes tells none of them apart.
 * Counted, not timed.
 */
import { describe, expect, it } from 'vitest';
import type { SessionCustomer } from '../../shared/contracts/auth.ts';
import { AppError } from '../app-error.ts';
import type { AuthStore } from '../ports/auth-store.ts';
import type { CustomerAccounts, CustomerCredentials } from '../ports/customer-accounts.ts';
import { AuthService } from './auth-service.ts';
import { DUMMY_HASH, type PasswordHasher } from './password-hash.ts';

const NOW = new Date('2026-11-22T15:00:00Z');

function account(over: Partial<CustomerCredentials>): CustomerCredentials {
  return {
    id: 1,
    firstName: 'Rose',
    email: 'rose@example.com',
    passwordHash: 'hash:Aisle5Seat',
    lockedUntil: null,
    locale: 'en-US',
    ...over,
  };
}

/**
 * A hasher whose hash of p is "hash:p"; it logs when a verification starts and ends (a tick
 * later, as argon2 ends on another thread), so the tests see what the service does meanwhile.
 */
function countingHasher(log: string[]) {
  const verified: string[] = [];
  const hasher: PasswordHasher = {
    hash: async (password) => `hash:${password}`,
    verify: async (stored, password) => {
      verified.push(stored);
      log.push('verify:start');
      await new Promise((resolve) => setImmediate(resolve));
      log.push('verify:end');
      return stored === `hash:${password}`;
    },
    needsRehash: () => false,
  };
  return { hasher, verified };
}

function serviceWith(
  found: CustomerCredentials | null,
  earlierAttempts = 0,
  /** A lock that began after the account was read (another guess of a parallel burst). */
  lockedMeanwhile = false,
) {
  const log: string[] = [];
  const { hasher, verified } = countingHasher(log);
  let attempts = earlierAttempts;
  const customer: SessionCustomer = {
    id: 1,
    firstName: 'Rose',
    lastName: 'Pierre',
    email: 'rose@example.com',
    accessRegistered: false,
    inHousehold: false,
  };
  // Only what login uses; anything else would throw.
  const accounts = {
    findCredentials: async () => found,
    countPasswordAttempt: async () => {
      log.push('count');
      if (lockedMeanwhile) return { attempts, locked: true };
      attempts++;
      return { attempts, locked: false };
    },
    lockAfterWrongPassword: async () => {
      log.push('lock');
      return { lockedUntil: new Date(NOW.getTime() + 60_000) };
    },
    recordSignIn: async () => {
      log.push('signIn');
    },
    sessionCustomer: async () => customer,
  } as unknown as CustomerAccounts;
  const store = { insertSession: async () => {} } as unknown as AuthStore;
  const service = new AuthService({
    accounts,
    store,
    mailer: { kind: 'outbox', send: async () => {} },
    clock: { now: () => NOW },
    publicUrl: 'http://localhost:3000',
    passwords: hasher,
  });
  return { service, verified, log };
}

async function codeOf(attempt: Promise<unknown>): Promise<string> {
  try {
    await attempt;
    return 'OK';
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
}

describe('AuthService.login does the same work whatever fails', () => {
  it('verifies once against the fixed dummy hash for an unknown e-mail', async () => {
    const { service, verified, log } = serviceWith(null);
    expect(await codeOf(service.login('nobody@example.com', 'Aisle5Seat', 'en-US'))).toBe(
      'LOGIN_FAILED',
    );
    expect(verified).toEqual([DUMMY_HASH]);
    expect(log).toEqual(['verify:start', 'verify:end']);
  });

  it('verifies once against the dummy hash for an account without a password', async () => {
    const { service, verified, log } = serviceWith(account({ passwordHash: null }));
    expect(await codeOf(service.login('rose@example.com', 'Aisle5Seat', 'en-US'))).toBe(
      'LOGIN_FAILED',
    );
    expect(verified).toEqual([DUMMY_HASH]);
    expect(log).toEqual(['verify:start', 'verify:end']);
  });

  it('verifies once against the dummy hash for a locked account, and refuses even the right password', async () => {
    const locked = account({ lockedUntil: new Date(NOW.getTime() + 60_000) });
    const { service, verified, log } = serviceWith(locked);
    expect(await codeOf(service.login('rose@example.com', 'Aisle5Seat', 'en-US'))).toBe(
      'ACCOUNT_LOCKED',
    );
    expect(verified).toEqual([DUMMY_HASH]);
    // Guesses during a lock are not counted.
    expect(log).toEqual(['verify:start', 'verify:end']);
  });

  it('verifies once for a wrong password, counting it meanwhile, and writes nothing after', async () => {
    const { service, verified, log } = serviceWith(account({}));
    expect(await codeOf(service.login('rose@example.com', 'Wrong1pass', 'en-US'))).toBe(
      'LOGIN_FAILED',
    );
    expect(verified).toEqual(['hash:Aisle5Seat']);
    // The count is written while the hash is checked: after the check, nothing more than for
    // an unknown e-mail.
    expect(log).toEqual(['verify:start', 'count', 'verify:end']);
  });

  it('locks at the fifth wrong password in a row', async () => {
    const { service, log } = serviceWith(account({}), 4);
    expect(await codeOf(service.login('rose@example.com', 'Wrong1pass', 'en-US'))).toBe(
      'ACCOUNT_LOCKED',
    );
    expect(log).toEqual(['verify:start', 'count', 'verify:end', 'lock']);
  });

  it('refuses even the right password counted beyond the fifth in a row (a parallel burst)', async () => {
    // Ten guesses at once all read the account unlocked; only five may be answered.
    const { service, log } = serviceWith(account({}), 5);
    expect(await codeOf(service.login('rose@example.com', 'Aisle5Seat', 'en-US'))).toBe(
      'ACCOUNT_LOCKED',
    );
    expect(log).toEqual(['verify:start', 'count', 'verify:end']);
  });

  it('refuses even the right password when a lock began after the account was read', async () => {
    const { service, verified } = serviceWith(account({}), 0, true);
    expect(await codeOf(service.login('rose@example.com', 'Aisle5Seat', 'en-US'))).toBe(
      'ACCOUNT_LOCKED',
    );
    // The same work as any other attempt.
    expect(verified).toEqual(['hash:Aisle5Seat']);
  });

  it('signs in with the right password once a lock has ended, which clears the count', async () => {
    const ended = account({ lockedUntil: NOW });
    const { service, verified, log } = serviceWith(ended, 4);
    expect(await codeOf(service.login('rose@example.com', 'Aisle5Seat', 'en-US'))).toBe('OK');
    expect(verified).toEqual(['hash:Aisle5Seat']);
    expect(log).toEqual(['verify:start', 'count', 'verify:end', 'signIn']);
  });
});
