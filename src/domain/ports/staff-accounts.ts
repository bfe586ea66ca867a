/**
 * The box office's staff accounts, their second factor, sessions and the audit log of their
 * changes (issue 13). Every change an administrator makes is written with its audit row in one
 * transaction, so there is no change without its record.
 */
import type {
  AuditEntry,
  StaffAccount,
  StaffCreateBody,
  StaffRole,
} from '../../shared/contracts/staff.ts';

export interface StaffCredentials {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  passwordHash: string;
  totpSecret: string | null;
  totpConfirmed: boolean;
  lockedUntil: Date | null;
  disabled: boolean;
}

export interface StaffChanges {
  role?: StaffRole;
  name?: string;
  disabled?: boolean;
  resetSecondFactor?: true;
}

export type StaffSessionStage = 'password' | 'full';

/** Who made a change, for the audit log; null for the command line (`npm run staff:create`). */
export type Actor = { staffId: number | null };

export interface StaffAccounts {
  findByEmail(email: string): Promise<StaffCredentials | null>;
  byId(id: number): Promise<StaffCredentials | null>;

  /**
   * Counts a sign-in attempt (password or code) before it is checked, atomically: `attempts`
   * in a row including this one, and whether a lock runs (nothing is counted while it does).
   */
  countAttempt(id: number, now: Date): Promise<{ attempts: number; locked: boolean }>;
  /** After the LOCK_AFTER_FAILURES-th failure in a row: the next lock window (lockout.ts). */
  lock(id: number, now: Date): Promise<{ lockedUntil: Date | null }>;
  /** A full sign-in: the count starts again. */
  clearAttempts(id: number): Promise<void>;

  /** Keeps a secret to be confirmed; refused (false) once a second factor is confirmed. */
  setPendingTotpSecret(id: number, secret: string): Promise<boolean>;
  /**
   * Confirms the pending secret with its first code's step and stores the recovery codes'
   * hashes, once (false when confirmed before); audited.
   */
  confirmTotp(id: number, step: number, recoveryCodeHashes: string[], now: Date): Promise<boolean>;
  /** Takes a code's step when it is later than the last one taken: each code works once. */
  acceptTotpStep(id: number, step: number): Promise<boolean>;
  /** Uses a recovery code once; audited. */
  useRecoveryCode(id: number, codeHash: string, now: Date): Promise<boolean>;
  /** Recovery codes left unused. */
  recoveryCodesLeft(id: number): Promise<number>;

  insertSession(
    idHash: string,
    staffId: number,
    stage: StaffSessionStage,
    now: Date,
  ): Promise<void>;
  findSession(idHash: string): Promise<{
    staffId: number;
    stage: StaffSessionStage;
    createdAt: Date;
    lastSeenAt: Date;
  } | null>;
  touchSession(idHash: string, now: Date): Promise<void>;
  deleteSession(idHash: string): Promise<void>;
  purgeSessions(cutoffs: {
    idleCutoff: Date;
    createdCutoff: Date;
    pendingCutoff: Date;
  }): Promise<number>;

  list(): Promise<StaffAccount[]>;
  /** STAFF_EMAIL_TAKEN when the address is in use; audited. */
  create(
    body: Omit<StaffCreateBody, 'password'> & { passwordHash: string },
    actor: Actor,
    now: Date,
  ): Promise<StaffAccount>;
  /**
   * Changes a role, name or the disabled mark, or resets the second factor (a lost phone: secret
   * and recovery codes gone, set up again at the next sign-in); a new role, disabling or a reset
   * ends the member's sessions in the same transaction. STAFF_NOT_FOUND; STAFF_LAST_ADMIN when it would leave no
   * enabled administrator (checked under a lock, so two racing demotions cannot both pass);
   * audited with the record before and after.
   */
  update(id: number, changes: StaffChanges, actor: Actor, now: Date): Promise<StaffAccount>;

  /** The audit log, newest first, `limit` entries older than `before` (an id). */
  audit(query: { entity?: string; before?: number; limit: number }): Promise<AuditEntry[]>;
}
