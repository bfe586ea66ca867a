/**
 * Writing the audit log (issue 13): every staff change adds one row, in the same transaction as
 * the change, so a change that commits has its record and a refused one has none. The adapters
 * that change things on a staff member's behalf call `writeAudit` with their transaction.
 */
import type { Actor } from '../../domain/ports/staff-accounts.ts';
import type { AuditActionName, AuditEntityName } from '../../shared/contracts/staff.ts';
import type { Db } from './client.ts';
import * as s from './schema.ts';

export interface AuditChange {
  /**
   * What was done, verb-first: `create`, `update`, `delete`… One of the shared list, so the
   * audit page has words for it in every language.
   */
  action: AuditActionName;
  /** The kind of thing, kebab-case: `staff`, `production`, `promo-code`… (the shared list). */
  entity: AuditEntityName;
  entityId: string | number | null;
  before?: unknown;
  after?: unknown;
}

/** Drops what must never sit in a log (hashes, secrets) from a record kept before or after. */
function scrub(record: unknown): unknown {
  if (record === undefined || record === null || typeof record !== 'object') return record ?? null;
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record))
    if (!/hash|secret|password|token/i.test(key))
      kept[key] = value instanceof Date ? value.toISOString() : value;
  return kept;
}

export async function writeAudit(
  tx: Db,
  actor: Actor,
  change: AuditChange,
  now: Date,
): Promise<void> {
  await tx.insert(s.auditLog).values({
    staffId: actor.staffId,
    at: now,
    action: change.action,
    entity: change.entity,
    entityId: change.entityId === null ? null : String(change.entityId),
    before: scrub(change.before),
    after: scrub(change.after),
  });
}
