import type { RegisterBody, SessionCustomer } from '../../shared/contracts/auth.ts';
import {
  MAGIC_LINK_SECONDS,
  RESET_LINK_SECONDS,
  SESSION_IDLE_SECONDS,
  SESSION_MAX_SECONDS,
} from '../../shared/contracts/auth.ts';
import type { Locale } from '../../shared/locales.ts';
import { AppError } from '../app-error.ts';
import type { AuthStore, LinkPurpose } from '../ports/auth-store.ts';
import type { Clock } from '../ports/clock.ts';
import type { CustomerAccounts, CustomerCredentials } from '../ports/customer-accounts.ts';
import type { Mailer } from '../ports/mailer.ts';
import { type AccountMailKind, renderAccountMail } from './account-mails.ts';
import { isLocked, LOCK_AFTER_FAILURES } from './lockout.ts';

/**
 * A password attempt that may not be answered: counted while a lock ran, or beyond the
 * LOCK_AFTER_FAILURES-th in a row (parallel guesses all counted before the lock was written).
 * One at a time, the count never passes LOCK_AFTER_FAILURES: that attempt locks and resets it.
 */
function outOfTurn(counted: { attempts: number; locked: boolean } | null): boolean {
  return counted !== null && (counted.locked || counted.attempts > LOCK_AFTER_FAILURES);
}

import { argon2Hasher, DUMMY_HASH, type PasswordHasher } from './password-hash.ts';
import { passwordProblem } from './password-policy.ts';
import { hashSecretToken, newSecretToken } from './secret-tokens.ts';

export interface SignIn {
  customer: SessionCustomer;
  /** The new session id for the cookie (a new one at every sign-in). */
  sessionToken: string;
}

export interface AuthServiceDeps {
  accounts: CustomerAccounts;
  store: AuthStore;
  mailer: Mailer;
  clock: Clock;
  /** Where links in mails point: configured, never taken from a request's Host header. */
  publicUrl: string;
  /** Failures of mail sent in the background are reported here (logged by the server). */
  onBackgroundError?: (error: unknown) => void;
  /** argon2id unless a test counts the work (password-hash.ts). */
  passwords?: PasswordHasher;
}

/** Sessions are touched at most this often, so a busy page does not write on every request. */
const TOUCH_AFTER_MS = 15_000;

function weakPassword(password: string): void {
  const problem = passwordProblem(password);
  if (problem) throw new AppError('VALIDATION_FAILED', { fields: { password: problem } });
}

/**
 * Signing in, registering, recovering and signing out: one function per operation, over the
 * ports. Answers that must not reveal whether an e-mail has an account (reset, magic link) do
 * their work after the answer, so their timing tells nothing either.
 */
export class AuthService {
  private readonly deps: AuthServiceDeps;
  private readonly passwords: PasswordHasher;
  private readonly pending = new Set<Promise<void>>();

  constructor(deps: AuthServiceDeps) {
    this.deps = deps;
    this.passwords = deps.passwords ?? argon2Hasher;
  }

  /** Login step 1 (spec): whether the e-mail has an account. */
  async lookup(email: string): Promise<boolean> {
    return (await this.deps.accounts.findCredentials(email)) !== null;
  }

  /**
   * Login step 2. LOGIN_FAILED for any wrong e-mail or password; ACCOUNT_LOCKED while a lock
   * runs (lockout.ts: it ends by itself; a reset or sign-in link gets the owner in meanwhile).
   */
  async login(email: string, password: string, locale: Locale): Promise<SignIn> {
    const { accounts, clock } = this.deps;
    const account = await accounts.findCredentials(email);
    const locked = account !== null && isLocked(account.lockedUntil, clock.now());
    // Exactly one verification in every case: against the fixed dummy hash when there is no
    // password to check (unknown e-mail, no password) or the answer is decided (locked), so the
    // time taken does not tell those cases from a wrong password.
    const checked = account?.passwordHash && !locked ? account : null;
    // The attempt is counted while the hash is checked, not after: so a wrong password writes
    // nothing after its check (until the one that locks), and takes as long as an unknown e-mail.
    const [right, counted] = await Promise.all([
      this.passwords.verify(checked?.passwordHash ?? DUMMY_HASH, password),
      checked ? accounts.countPasswordAttempt(checked.id) : null,
    ]);
    if (!account?.passwordHash) throw new AppError('LOGIN_FAILED');
    // Even the right password is refused while locked: otherwise the lock would still answer
    // the guesses, only slower. So is a guess of a parallel burst counted after the burst's
    // allowance or once its lock began (`outOfTurn`): each read the account unlocked, and
    // would otherwise be answered, so ten at once would get ten guesses instead of five.
    if (locked || outOfTurn(counted)) throw new AppError('ACCOUNT_LOCKED');
    if (!right) throw new AppError(await this.wrongPassword(account.id, counted?.attempts ?? 0));
    if (this.passwords.needsRehash(account.passwordHash))
      await accounts.setPasswordHash(account.id, await this.passwords.hash(password));
    return this.startSession(account, locale);
  }

  async register(body: RegisterBody, locale: Locale): Promise<SignIn> {
    weakPassword(body.password);
    const { password: _p, confirmPassword: _c, captchaToken: _t, acceptTerms: _a, ...rest } = body;
    const customer = await this.deps.accounts.register(
      rest,
      await this.passwords.hash(body.password),
      locale,
    );
    this.background(async () => {
      await this.mail('welcome', { ...customer, locale }, `${this.deps.publicUrl}/account`);
    });
    return this.openSession(customer);
  }

  /**
   * The signed-in customer of a session id, or null. Sessions end here after 1200 s idle, and
   * 12 hours after they began however active (SESSION_MAX_SECONDS).
   */
  async resolveSession(token: string): Promise<SessionCustomer | null> {
    const idHash = hashSecretToken(token);
    const { store, clock } = this.deps;
    const session = await store.findSession(idHash);
    if (!session) return null;
    const now = clock.now();
    const idleMs = now.getTime() - session.lastSeenAt.getTime();
    const ageMs = now.getTime() - session.createdAt.getTime();
    if (idleMs > SESSION_IDLE_SECONDS * 1000 || ageMs > SESSION_MAX_SECONDS * 1000) {
      await store.deleteSession(idHash);
      return null;
    }
    const customer = await this.deps.accounts.sessionCustomer(session.customerId);
    if (!customer) return null;
    if (idleMs > TOUCH_AFTER_MS) await store.touchSession(idHash, now);
    return customer;
  }

  async logout(token: string): Promise<void> {
    await this.deps.store.deleteSession(hashSecretToken(token));
  }

  /** Always the same answer; the mail (if any) goes after it. */
  requestPasswordReset(email: string): void {
    this.background(() => this.sendLink(email, 'reset'));
  }

  requestMagicLink(email: string): void {
    this.background(() => this.sendLink(email, 'magic'));
  }

  /** Whether a link can still be used; AUTH_LINK_EXPIRED when expired, used or unknown. */
  async checkLink(token: string, purpose: LinkPurpose): Promise<{ expiresAt: Date }> {
    const found = await this.deps.store.findToken(hashSecretToken(token), purpose);
    if (!found || found.usedAt || found.expiresAt <= this.deps.clock.now())
      throw new AppError('AUTH_LINK_EXPIRED');
    return { expiresAt: found.expiresAt };
  }

  /**
   * Sets the new password from a reset link, ends a lock, and signs in. Every other session and
   * every link mailed before (reset or sign-in) end: whoever knew the old password, or read an
   * old mail, is out.
   */
  async resetPassword(token: string, password: string, locale: Locale): Promise<SignIn> {
    weakPassword(password);
    const customerId = await this.consume(token, 'reset');
    const { accounts } = this.deps;
    await accounts.setPasswordHash(customerId, await this.passwords.hash(password));
    await this.endCredentialsOf(customerId);
    const account = await accounts.credentialsOf(customerId);
    if (!account) throw new AppError('AUTH_LINK_EXPIRED');
    return this.startSession(account, locale);
  }

  async signInWithMagicLink(token: string, locale: Locale): Promise<SignIn> {
    const customerId = await this.consume(token, 'magic');
    const account = await this.deps.accounts.credentialsOf(customerId);
    if (!account) throw new AppError('AUTH_LINK_EXPIRED');
    return this.startSession(account, locale);
  }

  /**
   * update-password: checks the current password (wrong ones count towards the lockout), ends
   * every other session and every open link (as a reset does), and rotates this session.
   */
  async changePassword(customerId: number, current: string, next: string): Promise<string> {
    const { accounts, store, clock } = this.deps;
    const account = await accounts.credentialsOf(customerId);
    if (!account) throw new AppError('SIGN_IN_REQUIRED');
    if (isLocked(account.lockedUntil, clock.now())) throw new AppError('ACCOUNT_LOCKED');
    // The new password first: a weak one is refused without counting an attempt.
    const problem = passwordProblem(next);
    if (problem) throw new AppError('VALIDATION_FAILED', { fields: { newPassword: problem } });
    const [right, counted] = await Promise.all([
      this.passwords.verify(account.passwordHash ?? DUMMY_HASH, current),
      accounts.countPasswordAttempt(customerId),
    ]);
    if (outOfTurn(counted)) throw new AppError('ACCOUNT_LOCKED');
    if (!account.passwordHash || !right) {
      if ((await this.wrongPassword(customerId, counted.attempts)) === 'ACCOUNT_LOCKED') {
        await store.deleteSessionsOf(customerId);
        throw new AppError('ACCOUNT_LOCKED');
      }
      throw new AppError('CURRENT_PASSWORD_INCORRECT', {
        fields: { currentPassword: 'errors.CURRENT_PASSWORD_INCORRECT' },
      });
    }
    await accounts.setPasswordHash(customerId, await this.passwords.hash(next));
    await this.endCredentialsOf(customerId);
    const { token, hash } = newSecretToken();
    await store.insertSession(hash, customerId, clock.now());
    this.background(() =>
      this.mail('passwordChanged', account, `${this.deps.publicUrl}/reset-password`),
    );
    return token;
  }

  /**
   * The address links go to has changed: links mailed to the old one end, so whoever reads
   * that mailbox (perhaps why it changed) cannot use them.
   */
  async emailChanged(customerId: number): Promise<void> {
    await this.deps.store.endLinksOf(customerId, this.deps.clock.now());
  }

  /** Sweeps idle and too old sessions and lapsed links (the server runs it now and then). */
  purgeExpired(): Promise<number> {
    const now = this.deps.clock.now();
    return this.deps.store.purgeExpired({
      idleCutoff: new Date(now.getTime() - SESSION_IDLE_SECONDS * 1000),
      createdCutoff: new Date(now.getTime() - SESSION_MAX_SECONDS * 1000),
      now,
    });
  }

  /** Resolves once the work started after earlier answers is done (tests, shutdown). */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  private background(work: () => Promise<void>): void {
    const run = (async () => {
      // Let the answer go out first.
      await new Promise((resolve) => setImmediate(resolve));
      await work();
    })()
      .catch((error: unknown) => this.deps.onBackgroundError?.(error))
      .finally(() => this.pending.delete(run));
    this.pending.add(run);
  }

  /**
   * After a wrong password: locks the account when this attempt was the LOCK_AFTER_FAILURES-th
   * in a row (only then is anything written, and the answer differs anyway).
   */
  private async wrongPassword(
    customerId: number,
    attempts: number,
  ): Promise<'ACCOUNT_LOCKED' | 'LOGIN_FAILED'> {
    if (attempts < LOCK_AFTER_FAILURES) return 'LOGIN_FAILED';
    const { lockedUntil } = await this.deps.accounts.lockAfterWrongPassword(customerId);
    return isLocked(lockedUntil, this.deps.clock.now()) ? 'ACCOUNT_LOCKED' : 'LOGIN_FAILED';
  }

  /**
   * After a new password: every link mailed before is used up first (so none can open a session
   * after the sign-out below), then every session ends. The caller opens the one new session.
   */
  private async endCredentialsOf(customerId: number): Promise<void> {
    const { store, clock } = this.deps;
    await store.endLinksOf(customerId, clock.now());
    await store.deleteSessionsOf(customerId);
  }

  private async consume(token: string, purpose: LinkPurpose): Promise<number> {
    const customerId = await this.deps.store.consumeToken(
      hashSecretToken(token),
      purpose,
      this.deps.clock.now(),
    );
    if (customerId === null) throw new AppError('AUTH_LINK_EXPIRED');
    return customerId;
  }

  private async sendLink(email: string, purpose: LinkPurpose): Promise<void> {
    const account = await this.deps.accounts.findCredentials(email);
    if (!account) return;
    const now = this.deps.clock.now();
    const seconds = purpose === 'reset' ? RESET_LINK_SECONDS : MAGIC_LINK_SECONDS;
    const { token, hash } = newSecretToken();
    await this.deps.store.insertToken({
      tokenHash: hash,
      customerId: account.id,
      purpose,
      now,
      expiresAt: new Date(now.getTime() + seconds * 1000),
    });
    const page = purpose === 'reset' ? 'reset-password' : 'authentication';
    await this.mail(
      purpose === 'reset' ? 'reset' : 'magicLink',
      account,
      `${this.deps.publicUrl}/${page}?token=${token}`,
      seconds / 60,
    );
  }

  private mail(
    kind: AccountMailKind,
    to: { email: string; firstName: string; locale: Locale },
    link: string,
    minutes?: number,
  ): Promise<void> {
    return this.deps.mailer.send(
      renderAccountMail({
        kind,
        to: to.email,
        locale: to.locale,
        firstName: to.firstName,
        link,
        ...(minutes ? { minutes } : {}),
      }),
    );
  }

  private async startSession(account: CustomerCredentials, locale: Locale): Promise<SignIn> {
    await this.deps.accounts.recordSignIn(account.id, locale);
    const customer = await this.deps.accounts.sessionCustomer(account.id);
    if (!customer) throw new AppError('LOGIN_FAILED');
    return this.openSession(customer);
  }

  private async openSession(customer: SessionCustomer): Promise<SignIn> {
    const { token, hash } = newSecretToken();
    await this.deps.store.insertSession(hash, customer.id, this.deps.clock.now());
    return { customer, sessionToken: token };
  }
}
