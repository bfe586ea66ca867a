/** Staff accounts, their second factor, sessions and the audit log in our database (issue 13). */
import { and, desc, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { LOCK_AFTER_FAILURES, LOCK_WINDOWS_SECONDS } from '../../domain/accounts/lockout.ts';
import { AppError } from '../../domain/app-error.ts';
import type {
  Actor,
  StaffAccounts,
  StaffChanges,
  StaffCredentials,
  StaffSessionStage,
} from '../../domain/ports/staff-accounts.ts';
import type { AuditEntry, StaffAccount, StaffRole } from '../../shared/contracts/staff.ts';
import { writeAudit } from '../db/audit.ts';
import type { Db } from '../db/client.ts';
import { isUniqueViolation } from '../db/pg-errors.ts';
import * as s from '../db/schema.ts';

const u = s.staffUsers;
type Row = typeof u.$inferSelect;

const credentials = (row: Row): StaffCredentials => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  passwordHash: row.passwordHash,
  totpSecret: row.totpSecret,
  totpConfirmed: row.totpConfirmedAt !== null,
  lockedUntil: row.lockedUntil,
  disabled: row.disabledAt !== null,
});

const account = (row: Row): StaffAccount => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  disabled: row.disabledAt !== null,
  secondFactor: row.totpConfirmedAt !== null,
  createdAt: row.createdAt.toISOString(),
});

/** What the audit log keeps of a staff record: never the password hash or the TOTP secret. */
const audited = (a: StaffAccount) => ({
  email: a.email,
  name: a.name,
  role: a.role,
  disabled: a.disabled,
});

export class DbStaffAccounts implements StaffAccounts {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  async findByEmail(email: string): Promise<StaffCredentials | null> {
    const [row] = await this.db
      .select()
      .from(u)
      .where(sql`lower(${u.email}) = lower(${email})`)
      .limit(1);
    return row ? credentials(row) : null;
  }

  async byId(id: number): Promise<StaffCredentials | null> {
    const [row] = await this.db.select().from(u).where(eq(u.id, id)).limit(1);
    return row ? credentials(row) : null;
  }

  async countAttempt(id: number, now: Date) {
    const running = sql`(${u.lockedUntil} IS NOT NULL AND ${u.lockedUntil} > ${now.toISOString()}::timestamptz)`;
    const [row] = await this.db
      .update(u)
      .set({
        failedAttempts: sql`CASE WHEN ${running} THEN ${u.failedAttempts} ELSE LEAST(${u.failedAttempts} + 1, 1000) END`,
      })
      .where(eq(u.id, id))
      .returning({ attempts: u.failedAttempts, locked: sql<boolean>`${running}` });
    return { attempts: row?.attempts ?? 0, locked: Boolean(row?.locked) };
  }

  /** lockout.ts's windows in one statement: parallel failures lock once. */
  async lock(id: number, now: Date) {
    const at = sql`${now.toISOString()}::timestamptz`;
    const locks = sql`(NOT (${u.lockedUntil} IS NOT NULL AND ${u.lockedUntil} > ${at}) AND ${u.failedAttempts} >= ${LOCK_AFTER_FAILURES})`;
    const windows = sql.raw(`(ARRAY[${LOCK_WINDOWS_SECONDS.map((w) => Math.trunc(w)).join(',')}])`);
    const window = sql`${windows}[LEAST(${u.lockCount} + 1, ${LOCK_WINDOWS_SECONDS.length})]`;
    const [row] = await this.db
      .update(u)
      .set({
        failedAttempts: sql`CASE WHEN ${locks} THEN 0 ELSE ${u.failedAttempts} END`,
        lockCount: sql`CASE WHEN ${locks} THEN LEAST(${u.lockCount} + 1, 100) ELSE ${u.lockCount} END`,
        lockedUntil: sql`CASE WHEN ${locks} THEN ${at} + make_interval(secs => ${window}) ELSE ${u.lockedUntil} END`,
      })
      .where(eq(u.id, id))
      .returning({ lockedUntil: u.lockedUntil });
    return { lockedUntil: row?.lockedUntil ?? null };
  }

  async clearAttempts(id: number): Promise<void> {
    await this.db.update(u).set({ failedAttempts: 0, lockCount: 0 }).where(eq(u.id, id));
  }

  async setPendingTotpSecret(id: number, secret: string): Promise<boolean> {
    const rows = await this.db
      .update(u)
      .set({ totpSecret: secret })
      .where(and(eq(u.id, id), isNull(u.totpConfirmedAt)))
      .returning({ id: u.id });
    return rows.length === 1;
  }

  async confirmTotp(id: number, step: number, recoveryCodeHashes: string[], now: Date) {
    return this.db.transaction(async (tx) => {
      const rows = await tx
        .update(u)
        .set({ totpConfirmedAt: now, totpLastStep: step })
        .where(and(eq(u.id, id), isNull(u.totpConfirmedAt), isNotNull(u.totpSecret)))
        .returning({ id: u.id });
      if (rows.length !== 1) return false;
      await tx.delete(s.staffRecoveryCodes).where(eq(s.staffRecoveryCodes.staffId, id));
      await tx
        .insert(s.staffRecoveryCodes)
        .values(recoveryCodeHashes.map((codeHash) => ({ codeHash, staffId: id })));
      await writeAudit(
        tx,
        { staffId: id },
        { action: 'set-second-factor', entity: 'staff', entityId: id },
        now,
      );
      return true;
    });
  }

  async acceptTotpStep(id: number, step: number): Promise<boolean> {
    const rows = await this.db
      .update(u)
      .set({ totpLastStep: step })
      .where(and(eq(u.id, id), or(isNull(u.totpLastStep), lt(u.totpLastStep, step))))
      .returning({ id: u.id });
    return rows.length === 1;
  }

  async useRecoveryCode(id: number, codeHash: string, now: Date): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const r = s.staffRecoveryCodes;
      const rows = await tx
        .update(r)
        .set({ usedAt: now })
        .where(and(eq(r.codeHash, codeHash), eq(r.staffId, id), isNull(r.usedAt)))
        .returning({ staffId: r.staffId });
      if (rows.length !== 1) return false;
      await writeAudit(
        tx,
        { staffId: id },
        { action: 'use-recovery-code', entity: 'staff', entityId: id },
        now,
      );
      return true;
    });
  }

  async recoveryCodesLeft(id: number): Promise<number> {
    const r = s.staffRecoveryCodes;
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(r)
      .where(and(eq(r.staffId, id), isNull(r.usedAt)));
    return row?.n ?? 0;
  }

  async insertSession(idHash: string, staffId: number, stage: StaffSessionStage, now: Date) {
    await this.db
      .insert(s.staffSessions)
      .values({ idHash, staffId, stage, createdAt: now, lastSeenAt: now });
  }

  async findSession(idHash: string) {
    const t = s.staffSessions;
    const [row] = await this.db
      .select({
        staffId: t.staffId,
        stage: t.stage,
        createdAt: t.createdAt,
        lastSeenAt: t.lastSeenAt,
      })
      .from(t)
      .where(eq(t.idHash, idHash))
      .limit(1);
    return row ?? null;
  }

  async touchSession(idHash: string, now: Date) {
    await this.db
      .update(s.staffSessions)
      .set({ lastSeenAt: now })
      .where(eq(s.staffSessions.idHash, idHash));
  }

  async deleteSession(idHash: string) {
    await this.db.delete(s.staffSessions).where(eq(s.staffSessions.idHash, idHash));
  }

  async purgeSessions(cutoffs: { idleCutoff: Date; createdCutoff: Date; pendingCutoff: Date }) {
    const t = s.staffSessions;
    const rows = await this.db
      .delete(t)
      .where(
        or(
          lt(t.lastSeenAt, cutoffs.idleCutoff),
          lt(t.createdAt, cutoffs.createdCutoff),
          and(eq(t.stage, 'password'), lt(t.createdAt, cutoffs.pendingCutoff)),
        ),
      )
      .returning({ idHash: t.idHash });
    return rows.length;
  }

  async list(): Promise<StaffAccount[]> {
    const rows = await this.db.select().from(u).orderBy(u.name, u.id);
    return rows.map(account);
  }

  async create(
    body: { email: string; name: string; role: StaffRole; passwordHash: string },
    actor: Actor,
    now: Date,
  ): Promise<StaffAccount> {
    try {
      return await this.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(u)
          .values({
            email: body.email,
            name: body.name,
            role: body.role,
            passwordHash: body.passwordHash,
            createdAt: now,
          })
          .returning();
        if (!row) throw new Error('staff insert returned nothing');
        const created = account(row);
        await writeAudit(
          tx,
          actor,
          { action: 'create', entity: 'staff', entityId: row.id, after: audited(created) },
          now,
        );
        return created;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('STAFF_EMAIL_TAKEN');
      throw error;
    }
  }

  async update(id: number, changes: StaffChanges, actor: Actor, now: Date): Promise<StaffAccount> {
    return this.db.transaction(async (tx) => {
      // Every enabled administrator is locked in one order first: two demotions racing each see
      // the other's result, so the last administrator cannot be lost between them.
      const admins = await tx
        .select({ id: u.id })
        .from(u)
        .where(and(eq(u.role, 'admin'), isNull(u.disabledAt)))
        .orderBy(u.id)
        .for('update');
      const [row] = await tx.select().from(u).where(eq(u.id, id)).for('update');
      if (!row) throw new AppError('STAFF_NOT_FOUND');
      const before = account(row);
      const role = changes.role ?? row.role;
      const disabled = changes.disabled ?? before.disabled;
      const staysAdmin = role === 'admin' && !disabled;
      if (before.role === 'admin' && !before.disabled && !staysAdmin && admins.length <= 1)
        throw new AppError('STAFF_LAST_ADMIN');
      const [updated] = await tx
        .update(u)
        .set({
          role,
          name: changes.name ?? row.name,
          disabledAt: disabled ? (row.disabledAt ?? now) : null,
          ...(changes.resetSecondFactor
            ? { totpSecret: null, totpConfirmedAt: null, totpLastStep: null }
            : {}),
        })
        .where(eq(u.id, id))
        .returning();
      if (!updated) throw new AppError('STAFF_NOT_FOUND');
      const after = account(updated);
      // A new role, a disabled account or a lost phone: every session of theirs ends now.
      if (role !== before.role || (disabled && !before.disabled) || changes.resetSecondFactor)
        await tx.delete(s.staffSessions).where(eq(s.staffSessions.staffId, id));
      if (changes.resetSecondFactor) {
        await tx.delete(s.staffRecoveryCodes).where(eq(s.staffRecoveryCodes.staffId, id));
        if (before.secondFactor)
          await writeAudit(
            tx,
            actor,
            { action: 'reset-second-factor', entity: 'staff', entityId: id },
            now,
          );
      }
      if (JSON.stringify(audited(before)) !== JSON.stringify(audited(after)))
        await writeAudit(
          tx,
          actor,
          {
            action: 'update',
            entity: 'staff',
            entityId: id,
            before: audited(before),
            after: audited(after),
          },
          now,
        );
      return after;
    });
  }

  async audit(query: { entity?: string; before?: number; limit: number }): Promise<AuditEntry[]> {
    const a = s.auditLog;
    const rows = await this.db
      .select({
        id: a.id,
        at: a.at,
        staffId: a.staffId,
        staffName: u.name,
        action: a.action,
        entity: a.entity,
        entityId: a.entityId,
        before: a.before,
        after: a.after,
      })
      .from(a)
      .leftJoin(u, eq(u.id, a.staffId))
      .where(
        and(
          query.entity ? eq(a.entity, query.entity) : undefined,
          query.before ? lt(a.id, query.before) : undefined,
        ),
      )
      .orderBy(desc(a.id))
      .limit(query.limit);
    return rows.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      staff: row.staffId !== null ? { id: row.staffId, name: row.staffName ?? '' } : null,
      action: row.action,
      entity: row.entity,
      entityId: row.entityId,
      before: row.before,
      after: row.after,
    }));
  }
}
