/**
 * AuthService.login on fakes: every failed sign-in does the same work (one password
 * verification), whether the e-mail is unknown, the account has no password, is locked, or the
 * password is wrong, so the time it takes tells none of them apart. Counted, not timed.
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

/** A hasher whose hash of p is "hash:p", counting verifications and what they checked. */
function countingHasher() {
  const verified: string[] = [];
  const hasher: PasswordHasher = {
    hash: async (password) => `hash:${password}`,
    verify: async (stored, password) => {
      verified.push(stored);
      return stored === `hash:${password}`;
    },
    needsRehash: () => false,
  };
  return { hasher, verified };
}

function serviceWith(found: CustomerCredentials | null) {
  const { hasher, verified } = countingHasher();
  const wrong: number[] = [];
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
    recordWrongPassword: async (id: number) => {
      wrong.push(id);
      return { lockedUntil: null };
    },
    recordSignIn: async () => {},
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
  return { service, verified, wrong };
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
    const { service, verified, wrong } = serviceWith(null);
    expect(await codeOf(service.login('nobody@example.com', 'Aisle5Seat', 'en-US'))).toBe(
      'LOGIN_FAILED',
    );
    expect(verified).toEqual([DUMMY_HASH]);
    expect(wrong).toEqual([]);
  });

  it('verifies once against the dummy hash for an account without a password', async () => {
    const { service, verified } = serviceWith(account({ passwordHash: null }));
    expect(await codeOf(service.login('rose@example.com', 'Aisle5Seat', 'en-US'))).toBe(
      'LOGIN_FAILED',
    );
    expect(verified).toEqual([DUMMY_HASH]);
  });

  it('verifies once against the dummy hash for a locked account, and refuses even the right password', async () => {
    const locked = account({ lockedUntil: new Date(NOW.getTime() + 60_000) });
    const { service, verified, wrong } = serviceWith(locked);
    expect(await codeOf(service.login('rose@example.com', 'Aisle5Seat', 'en-US'))).toBe(
      'ACCOUNT_LOCKED',
    );
    expect(verified).toEqual([DUMMY_HASH]);
    // Guesses during a lock are not counted.
    expect(wrong).toEqual([]);
  });

  it('verifies once against the real hash for a wrong password, and counts it', async () => {
    const { service, verified, wrong } = serviceWith(account({}));
    expect(await codeOf(service.login('rose@example.com', 'Wrong1pass', 'en-US'))).toBe(
      'LOGIN_FAILED',
    );
    expect(verified).toEqual(['hash:Aisle5Seat']);
    expect(wrong).toEqual([1]);
  });

  it('signs in once a lock has ended', async () => {
    const ended = account({ lockedUntil: NOW });
    const { service, verified } = serviceWith(ended);
    expect(await codeOf(service.login('rose@example.com', 'Aisle5Seat', 'en-US'))).toBe('OK');
    expect(verified).toEqual(['hash:Aisle5Seat']);
  });
});
