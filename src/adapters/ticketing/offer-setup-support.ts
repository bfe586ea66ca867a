/**
 * What the box office's offer set-up adapters share (issue 13): the transaction type, counts of
 * rows by the record they name, the check that a chosen mode of sale or production exists, and
 * one audited write: the change and its audit row in one transaction, none when nothing changed.
 */
import { count, eq, isNotNull, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { AppError } from '../../domain/app-error.ts';
import { auditRecord, sameRecord } from '../../domain/offers/record-changes.ts';
import type { Actor } from '../../domain/ports/staff-accounts.ts';
import { OfferFieldMessages } from '../../shared/contracts/offer-setup.ts';
import { type AuditChange, writeAudit } from '../db/audit.ts';
import type { Db } from '../db/client.ts';
import * as s from '../db/schema.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** How many rows of `table` name each record through `column` (one grouped query). */
export async function countsBy(
  db: Db | Tx,
  table: PgTable,
  column: PgColumn,
  where?: SQL,
): Promise<Map<number, number>> {
  const rows = await db
    .select({ id: column, n: count() })
    .from(table)
    .where(where ?? isNotNull(column))
    .groupBy(column);
  return new Map(rows.map((row) => [Number(row.id), Number(row.n)]));
}

/**
 * A chosen mode of sale and production must exist: naming nothing is the field's own message
 * (VALIDATION_FAILED), the same a form shows, never a foreign key error.
 */
export async function checkChoices(
  tx: Tx,
  choices: { modeOfSaleId?: number | null; productionId?: number | null },
): Promise<void> {
  const fields: Record<string, string> = {};
  if (choices.modeOfSaleId != null) {
    const [mode] = await tx
      .select({ id: s.modesOfSale.id })
      .from(s.modesOfSale)
      .where(eq(s.modesOfSale.id, choices.modeOfSaleId));
    if (!mode) fields['body.modeOfSaleId'] = OfferFieldMessages.modeOfSale;
  }
  if (choices.productionId != null) {
    const [production] = await tx
      .select({ id: s.productions.id })
      .from(s.productions)
      .where(eq(s.productions.id, choices.productionId));
    if (!production) fields['body.productionId'] = OfferFieldMessages.production;
  }
  if (Object.keys(fields).length > 0) throw new AppError('VALIDATION_FAILED', { fields });
}

/**
 * Writes the audit row of a change inside its transaction, when the record changed: saving a
 * form unchanged leaves no row.
 */
export async function auditChange(
  tx: Tx,
  actor: Actor,
  change: AuditChange,
  now: Date,
): Promise<void> {
  const both = change.before !== undefined && change.after !== undefined;
  if (both && sameRecord(change.before, change.after)) return;
  await writeAudit(
    tx,
    actor,
    { ...change, before: auditRecord(change.before), after: auditRecord(change.after) },
    now,
  );
}
