/**
 * Staff sign-in (issue 13): a password (argon2id, the customers' policy with its breached list),
 * then a second factor, a TOTP code or a single-use recovery code. The password opens a
 * `password` session good only for the second step, for STAFF_SECOND_FACTOR_SECONDS; the second
 * factor replaces it with a `full` session under a new id. Wrong passwords and wrong codes count
 * towards one lockout (lockout.ts), so the code's million values cannot be walked through.
 * Staff accounts are made by administrators, or by `npm run staff:create` for the first one.
 */
import { createHash, randomInt } from 'node:crypto';
import {
  RECOVERY_CODE_COUNT,
  STAFF_SECOND_FACTOR_SECONDS,
  STAFF_SESSION_IDLE_SECONDS,
  STAFF_SESSION_MAX_SECONDS,
  type StaffAccount,
  type StaffCreateBody,
  type StaffMember,
} from '../../shared/contracts/staff.ts';
import { isLocked, LOCK_AFTER_FAILURES } from '../accounts/lockout.ts';
import { argon2Hasher, DUMMY_HASH, type PasswordHasher } from '../accounts/password-hash.ts';
import { passwordProblem } from '../accounts/password-policy.ts';
import { hashSecretToken, newSecretToken } from '../accounts/secret-tokens.ts';
import { AppError } from '../app-error.ts';
import type { Clock } from '../ports/clock.ts';
import type {
  Actor,
  StaffAccounts,
  StaffChanges,
  StaffCredentials,
} from '../ports/staff-accounts.ts';
import { newTotpSecret, totpStep, totpUri } from './totp.ts';

export interface StaffAuthDeps {
  accounts: StaffAccounts;
  clock: Clock;
  /** An SVG QR code of a text (the authenticator's otpauth:// URI). */
  qrSvg: (text: string) => Promise<string>;
  passwords?: PasswordHasher;
}

/** Where a session stands: signed in fully, or waiting for its second factor (`setup`: none yet). */
export interface ResolvedStaffSession {
  staff: StaffMember;
  stage: 'full' | 'totp' | 'setup';
}

/** Sessions are touched at most this often, so a busy door does not write on every scan. */
const TOUCH_AFTER_MS = 15_000;
const RECOVERY_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

const member = (c: StaffCredentials): StaffMember => ({
  id: c.id,
  email: c.email,
  name: c.name,
  role: c.role,
});

/** A recovery code as printed, `abcde-fghij`; stored as the SHA-256 of its ten characters. */
function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < 10; i++) code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}
export const hashRecoveryCode = (code: string) =>
  createHash('sha256').update(code.replace(/-/g, '')).digest('hex');

export class StaffAuthService {
  private readonly deps: StaffAuthDeps;
  private readonly passwords: PasswordHasher;

  constructor(deps: StaffAuthDeps) {
    this.deps = deps;
    this.passwords = deps.passwords ?? argon2Hasher;
  }

  /**
   * The password step: a `password` session and what comes next (a code, or setting up the
   * authenticator). STAFF_LOGIN_FAILED for any wrong address or password, a disabled account
   * included; ACCOUNT_LOCKED while a lock runs. One argon2 verification in every case.
   */
  async login(email: string, password: string): Promise<{ token: string; next: 'totp' | 'setup' }> {
    const { accounts, clock } = this.deps;
    const now = clock.now();
    const account = await accounts.findByEmail(email);
    const usable = account && !account.disabled ? account : null;
    const [right, counted] = await Promise.all([
      this.passwords.verify(usable?.passwordHash ?? DUMMY_HASH, password),
      usable ? accounts.countAttempt(usable.id, now) : null,
    ]);
    if (!usable || !counted) throw new AppError('STAFF_LOGIN_FAILED');
    await this.refuseLocked(usable.id, counted, right);
    const { token, hash } = newSecretToken();
    await accounts.insertSession(hash, usable.id, 'password', now);
    return { token, next: usable.totpConfirmed ? 'totp' : 'setup' };
  }

  /**
   * The staff member of a session and its stage, or null: ended after STAFF_SESSION_IDLE_SECONDS
   * idle or STAFF_SESSION_MAX_SECONDS in all, a password-only one after
   * STAFF_SECOND_FACTOR_SECONDS, and any once the account is disabled.
   */
  async resolve(token: string): Promise<ResolvedStaffSession | null> {
    const { accounts, clock } = this.deps;
    const idHash = hashSecretToken(token);
    const session = await accounts.findSession(idHash);
    if (!session) return null;
    const now = clock.now().getTime();
    const idle = now - session.lastSeenAt.getTime();
    const age = now - session.createdAt.getTime();
    const limit =
      session.stage === 'full' ? STAFF_SESSION_MAX_SECONDS : STAFF_SECOND_FACTOR_SECONDS;
    if (idle > STAFF_SESSION_IDLE_SECONDS * 1000 || age > limit * 1000) {
      await accounts.deleteSession(idHash);
      return null;
    }
    const staff = await accounts.byId(session.staffId);
    if (!staff || staff.disabled) return null;
    if (idle > TOUCH_AFTER_MS) await accounts.touchSession(idHash, clock.now());
    const stage = session.stage === 'full' ? 'full' : staff.totpConfirmed ? 'totp' : 'setup';
    return { staff: member(staff), stage };
  }

  /** A new secret for a member without a second factor (password stage); replaces any pending. */
  async startSetup(token: string): Promise<{ secret: string; uri: string; qrSvg: string }> {
    const staff = await this.pending(token, 'setup');
    const secret = newTotpSecret();
    if (!(await this.deps.accounts.setPendingTotpSecret(staff.id, secret)))
      throw new AppError('STAFF_SECOND_FACTOR_SET');
    const uri = totpUri(secret, staff.email);
    return { secret, uri, qrSvg: await this.deps.qrSvg(uri) };
  }

  /**
   * The first code from the new authenticator: the second factor is set, the recovery codes are
   * made (shown this once), and the session becomes a full one under a new id.
   */
  async confirmSetup(
    token: string,
    code: string,
  ): Promise<{ token: string; recoveryCodes: string[] }> {
    const { accounts, clock } = this.deps;
    const staff = await this.pending(token, 'setup');
    const credentials = await accounts.byId(staff.id);
    const now = clock.now();
    const counted = await accounts.countAttempt(staff.id, now);
    const step = credentials?.totpSecret ? totpStep(credentials.totpSecret, code, now) : null;
    await this.refuseLocked(staff.id, counted, step !== null, 'STAFF_CODE_INVALID');
    const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    if (
      !(await accounts.confirmTotp(staff.id, step ?? 0, recoveryCodes.map(hashRecoveryCode), now))
    )
      throw new AppError('STAFF_SECOND_FACTOR_SET');
    return { token: await this.promote(token, staff.id), recoveryCodes };
  }

  /** The second step with the authenticator's code: each code is taken once. */
  async verifyCode(token: string, code: string): Promise<string> {
    const { accounts, clock } = this.deps;
    const staff = await this.pending(token, 'totp');
    const credentials = await accounts.byId(staff.id);
    const now = clock.now();
    const counted = await accounts.countAttempt(staff.id, now);
    const step = credentials?.totpSecret ? totpStep(credentials.totpSecret, code, now) : null;
    const taken = step !== null && (await accounts.acceptTotpStep(staff.id, step));
    await this.refuseLocked(staff.id, counted, taken, 'STAFF_CODE_INVALID');
    return this.promote(token, staff.id);
  }

  /** The second step with a recovery code (a lost phone): each code works once. */
  async useRecoveryCode(token: string, code: string): Promise<string> {
    const { accounts, clock } = this.deps;
    const staff = await this.pending(token, 'totp');
    const now = clock.now();
    const counted = await accounts.countAttempt(staff.id, now);
    const used = await accounts.useRecoveryCode(staff.id, hashRecoveryCode(code), now);
    await this.refuseLocked(staff.id, counted, used, 'STAFF_CODE_INVALID');
    return this.promote(token, staff.id);
  }

  async logout(token: string): Promise<void> {
    await this.deps.accounts.deleteSession(hashSecretToken(token));
  }

  /** A new staff account (an administrator's form, or the first one from the command line). */
  async createStaff(body: StaffCreateBody, actor: Actor): Promise<StaffAccount> {
    const problem = passwordProblem(body.password);
    if (problem) throw new AppError('VALIDATION_FAILED', { fields: { password: problem } });
    const { password, ...rest } = body;
    return this.deps.accounts.create(
      { ...rest, passwordHash: await this.passwords.hash(password) },
      actor,
      this.deps.clock.now(),
    );
  }

  updateStaff(id: number, changes: StaffChanges, actor: Actor): Promise<StaffAccount> {
    return this.deps.accounts.update(id, changes, actor, this.deps.clock.now());
  }

  /** Sweeps ended sessions (the server's session sweep runs it). */
  purgeExpired(): Promise<number> {
    const now = this.deps.clock.now().getTime();
    const ago = (seconds: number) => new Date(now - seconds * 1000);
    return this.deps.accounts.purgeSessions({
      idleCutoff: ago(STAFF_SESSION_IDLE_SECONDS),
      createdCutoff: ago(STAFF_SESSION_MAX_SECONDS),
      pendingCutoff: ago(STAFF_SECOND_FACTOR_SECONDS),
    });
  }

  /** The member of a password-stage session whose next step is `next`; else sign in again. */
  private async pending(token: string, next: 'totp' | 'setup'): Promise<StaffMember> {
    const session = await this.resolve(token);
    if (!session || session.stage === 'full') throw new AppError('STAFF_SIGN_IN_REQUIRED');
    if (session.stage !== next)
      throw new AppError(
        next === 'setup' ? 'STAFF_SECOND_FACTOR_SET' : 'STAFF_SECOND_FACTOR_REQUIRED',
      );
    return session.staff;
  }

  /**
   * The lockout rule around one checked attempt: refused while locked or beyond the burst's
   * allowance (parallel guesses), then a wrong answer fails and the LOCK_AFTER_FAILURES-th locks.
   */
  private async refuseLocked(
    id: number,
    counted: { attempts: number; locked: boolean },
    right: boolean,
    wrong: 'STAFF_LOGIN_FAILED' | 'STAFF_CODE_INVALID' = 'STAFF_LOGIN_FAILED',
  ): Promise<void> {
    if (counted.locked || counted.attempts > LOCK_AFTER_FAILURES)
      throw new AppError('ACCOUNT_LOCKED');
    if (right) return;
    if (counted.attempts >= LOCK_AFTER_FAILURES) {
      const { lockedUntil } = await this.deps.accounts.lock(id, this.deps.clock.now());
      if (isLocked(lockedUntil, this.deps.clock.now())) throw new AppError('ACCOUNT_LOCKED');
    }
    throw new AppError(wrong);
  }

  private async promote(token: string, staffId: number): Promise<string> {
    const { accounts, clock } = this.deps;
    await accounts.deleteSession(hashSecretToken(token));
    await accounts.clearAttempts(staffId);
    const next = newSecretToken();
    await accounts.insertSession(next.hash, staffId, 'full', clock.now());
    return next.token;
  }
}
