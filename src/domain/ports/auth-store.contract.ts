/**
 * What every AuthStore must do: sessions found, touched and ended (one, or all of a customer's
 * but one), expired ones purged, and single-use links used at most once, even by two racing
 * clicks, and all ended at once after a password change. The database store runs it
 * (adapters/auth/db-auth-store.test.ts).
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthStore } from './auth-store.ts';

/** A fresh store with no sessions or links yet, and two customers it may hold them for. */
export interface AuthStoreFixture {
  store: AuthStore;
  customers: [number, number];
  close(): Promise<void>;
}

/** A stand-in for a secret's SHA-256 hash: unique to each case. */
const hash = () => randomBytes(32).toString('hex');
const at = (iso: string) => new Date(iso);
const MINUTE = 60_000;

export function authStoreContract(name: string, make: () => Promise<AuthStoreFixture>) {
  describe(`AuthStore contract: ${name}`, () => {
    let f: AuthStoreFixture;
    let a: number;
    let b: number;
    beforeAll(async () => {
      f = await make();
      [a, b] = f.customers;
    });
    afterAll(() => f?.close());

    it('keeps a session: found by its hash, touched, ended', async () => {
      const id = hash();
      const now = at('2026-11-22T15:00:00Z');
      expect(await f.store.findSession(id)).toBeNull();
      await f.store.insertSession(id, a, now);
      expect(await f.store.findSession(id)).toEqual({
        customerId: a,
        createdAt: now,
        lastSeenAt: now,
      });
      const later = new Date(now.getTime() + 5 * MINUTE);
      await f.store.touchSession(id, later);
      expect(await f.store.findSession(id)).toEqual({
        customerId: a,
        createdAt: now,
        lastSeenAt: later,
      });
      await f.store.deleteSession(id);
      expect(await f.store.findSession(id)).toBeNull();
    });

    it('signs a customer out everywhere but one session, and no one else', async () => {
      const now = at('2026-11-22T15:00:00Z');
      const [kept, other1, other2, theirs] = [hash(), hash(), hash(), hash()];
      for (const id of [kept, other1, other2]) await f.store.insertSession(id, a, now);
      await f.store.insertSession(theirs, b, now);
      await f.store.deleteSessionsOf(a, kept);
      expect(await f.store.findSession(kept)).not.toBeNull();
      expect(await f.store.findSession(other1)).toBeNull();
      expect(await f.store.findSession(other2)).toBeNull();
      expect(await f.store.findSession(theirs)).not.toBeNull();
      await f.store.deleteSessionsOf(a);
      expect(await f.store.findSession(kept)).toBeNull();
      expect(await f.store.findSession(theirs)).not.toBeNull();
    });

    it('purges idle and too-old sessions and lapsed links, answering how many went', async () => {
      // Long before every other case's times, so this purge takes only its own rows.
      const now = at('2001-06-01T12:00:00Z');
      const idleCutoff = new Date(now.getTime() - 30 * MINUTE);
      const createdCutoff = new Date(now.getTime() - 24 * 60 * MINUTE);
      const [idle, old, fresh] = [hash(), hash(), hash()];
      await f.store.insertSession(idle, a, new Date(idleCutoff.getTime() - MINUTE));
      await f.store.insertSession(old, a, new Date(createdCutoff.getTime() - MINUTE));
      await f.store.touchSession(old, now);
      await f.store.insertSession(fresh, a, new Date(now.getTime() - MINUTE));
      const [lapsed, open] = [hash(), hash()];
      const link = { customerId: a, purpose: 'magic' as const, now: idleCutoff };
      await f.store.insertToken({ ...link, tokenHash: lapsed, expiresAt: idleCutoff });
      await f.store.insertToken({
        ...link,
        tokenHash: open,
        expiresAt: new Date(now.getTime() + MINUTE),
      });
      expect(await f.store.purgeExpired({ idleCutoff, createdCutoff, now })).toBe(3);
      expect(await f.store.findSession(idle)).toBeNull();
      expect(await f.store.findSession(old)).toBeNull();
      expect(await f.store.findSession(fresh)).not.toBeNull();
      expect(await f.store.findToken(lapsed, 'magic')).toBeNull();
      expect(await f.store.findToken(open, 'magic')).not.toBeNull();
      await f.store.deleteSession(fresh);
      await f.store.endLinksOf(a, now);
    });

    it('uses a link once, for its purpose, before it lapses', async () => {
      const now = at('2026-11-22T15:00:00Z');
      const expiresAt = new Date(now.getTime() + 15 * MINUTE);
      const token = hash();
      await f.store.insertToken({
        tokenHash: token,
        customerId: b,
        purpose: 'reset',
        now,
        expiresAt,
      });
      expect(await f.store.findToken(token, 'reset')).toEqual({
        customerId: b,
        expiresAt,
        usedAt: null,
      });
      expect(await f.store.findToken(token, 'magic')).toBeNull();
      expect(await f.store.consumeToken(token, 'magic', now)).toBeNull();
      expect(await f.store.consumeToken(token, 'reset', now)).toBe(b);
      expect(await f.store.consumeToken(token, 'reset', now)).toBeNull();
      expect((await f.store.findToken(token, 'reset'))?.usedAt).toEqual(now);

      const lapsing = hash();
      await f.store.insertToken({
        tokenHash: lapsing,
        customerId: b,
        purpose: 'magic',
        now,
        expiresAt,
      });
      expect(await f.store.consumeToken(lapsing, 'magic', expiresAt)).toBeNull();
      expect(await f.store.consumeToken(hash(), 'magic', now)).toBeNull();
    });

    it('lets only one of two racing clicks use a link', async () => {
      const now = at('2026-11-22T15:00:00Z');
      const token = hash();
      await f.store.insertToken({
        tokenHash: token,
        customerId: a,
        purpose: 'magic',
        now,
        expiresAt: new Date(now.getTime() + 15 * MINUTE),
      });
      const results = await Promise.all([
        f.store.consumeToken(token, 'magic', now),
        f.store.consumeToken(token, 'magic', now),
      ]);
      expect(results.filter((r) => r === a)).toHaveLength(1);
      expect(results.filter((r) => r === null)).toHaveLength(1);
    });

    it('ends every open link of a customer, of every kind, and no one else’s', async () => {
      const now = at('2026-11-22T15:00:00Z');
      const expiresAt = new Date(now.getTime() + 15 * MINUTE);
      const [reset, magic, theirs] = [hash(), hash(), hash()];
      await f.store.insertToken({
        tokenHash: reset,
        customerId: a,
        purpose: 'reset',
        now,
        expiresAt,
      });
      await f.store.insertToken({
        tokenHash: magic,
        customerId: a,
        purpose: 'magic',
        now,
        expiresAt,
      });
      await f.store.insertToken({
        tokenHash: theirs,
        customerId: b,
        purpose: 'magic',
        now,
        expiresAt,
      });
      await f.store.endLinksOf(a, now);
      expect(await f.store.consumeToken(reset, 'reset', now)).toBeNull();
      expect(await f.store.consumeToken(magic, 'magic', now)).toBeNull();
      expect((await f.store.findToken(magic, 'magic'))?.usedAt).toEqual(now);
      expect(await f.store.consumeToken(theirs, 'magic', now)).toBe(b);
    });
  });
}
