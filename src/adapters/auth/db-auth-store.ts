import { and, eq, gt, isNull, lt, ne, or } from 'drizzle-orm';
import type { AuthStore, LinkPurpose } from '../../domain/ports/auth-store.ts';
import type { Db } from '../db/client.ts';
import * as s from '../db/schema.ts';

/** Sessions and single-use links in our database (hashes only). */
export class DbAuthStore implements AuthStore {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  async insertSession(idHash: string, customerId: number, now: Date): Promise<void> {
    await this.db
      .insert(s.sessions)
      .values({ idHash, customerId, createdAt: now, lastSeenAt: now });
  }

  async findSession(idHash: string) {
    const [row] = await this.db
      .select({
        customerId: s.sessions.customerId,
        createdAt: s.sessions.createdAt,
        lastSeenAt: s.sessions.lastSeenAt,
      })
      .from(s.sessions)
      .where(eq(s.sessions.idHash, idHash))
      .limit(1);
    return row ?? null;
  }

  async touchSession(idHash: string, now: Date): Promise<void> {
    await this.db.update(s.sessions).set({ lastSeenAt: now }).where(eq(s.sessions.idHash, idHash));
  }

  async deleteSession(idHash: string): Promise<void> {
    await this.db.delete(s.sessions).where(eq(s.sessions.idHash, idHash));
  }

  async deleteSessionsOf(customerId: number, exceptIdHash?: string): Promise<void> {
    await this.db
      .delete(s.sessions)
      .where(
        and(
          eq(s.sessions.customerId, customerId),
          exceptIdHash ? ne(s.sessions.idHash, exceptIdHash) : undefined,
        ),
      );
  }

  async purgeExpired(cutoffs: { idleCutoff: Date; createdCutoff: Date; now: Date }) {
    const { idleCutoff, createdCutoff, now } = cutoffs;
    const sessions = await this.db
      .delete(s.sessions)
      .where(or(lt(s.sessions.lastSeenAt, idleCutoff), lt(s.sessions.createdAt, createdCutoff)))
      .returning({ id: s.sessions.idHash });
    const tokens = await this.db
      .delete(s.authTokens)
      .where(lt(s.authTokens.expiresAt, now))
      .returning({ id: s.authTokens.tokenHash });
    return sessions.length + tokens.length;
  }

  async insertToken(token: {
    tokenHash: string;
    customerId: number;
    purpose: LinkPurpose;
    now: Date;
    expiresAt: Date;
  }): Promise<void> {
    await this.db.insert(s.authTokens).values({
      tokenHash: token.tokenHash,
      customerId: token.customerId,
      purpose: token.purpose,
      createdAt: token.now,
      expiresAt: token.expiresAt,
    });
  }

  async findToken(tokenHash: string, purpose: LinkPurpose) {
    const [row] = await this.db
      .select({
        customerId: s.authTokens.customerId,
        expiresAt: s.authTokens.expiresAt,
        usedAt: s.authTokens.usedAt,
      })
      .from(s.authTokens)
      .where(and(eq(s.authTokens.tokenHash, tokenHash), eq(s.authTokens.purpose, purpose)))
      .limit(1);
    return row ?? null;
  }

  async consumeToken(tokenHash: string, purpose: LinkPurpose, now: Date): Promise<number | null> {
    const [row] = await this.db
      .update(s.authTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(s.authTokens.tokenHash, tokenHash),
          eq(s.authTokens.purpose, purpose),
          isNull(s.authTokens.usedAt),
          gt(s.authTokens.expiresAt, now),
        ),
      )
      .returning({ customerId: s.authTokens.customerId });
    if (!row) return null;
    // A used reset link also retires the customer's other open links of the same kind.
    await this.db
      .update(s.authTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(s.authTokens.customerId, row.customerId),
          eq(s.authTokens.purpose, purpose),
          isNull(s.authTokens.usedAt),
        ),
      );
    return row.customerId;
  }

  async endLinksOf(customerId: number, now: Date): Promise<void> {
    await this.db
      .update(s.authTokens)
      .set({ usedAt: now })
      .where(and(eq(s.authTokens.customerId, customerId), isNull(s.authTokens.usedAt)));
  }
}
