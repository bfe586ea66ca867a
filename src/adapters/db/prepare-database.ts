import { type DatabaseOptions, openDatabase } from './client.ts';
import { seedAccountReferenceData } from './seed/account-data.ts';
import { seedDemoSeason } from './seed/demo-season.ts';

/** Migrates, seeds the demo season when asked and the database is empty, and closes. */
export async function prepareDatabase(options: DatabaseOptions, seed: boolean): Promise<void> {
  const database = await openDatabase(options);
  try {
    await database.migrate();
    // Countries, states and access constituencies are data every database needs.
    await seedAccountReferenceData(database.db);
    if (seed) {
      const result = await seedDemoSeason(database.db);
      // PGlite has no autovacuum: without fresh statistics the planner guesses badly.
      if (result.seeded) await database.analyze();
    }
  } finally {
    await database.close();
  }
}

/**
 * Run as a program, it prepares a new PGlite data folder in a process of its own: creating a
 * PGlite database and seeding it grows PGlite's WebAssembly memory by ~150 MB that it never gives
 * back, so the server opens the prepared folder afresh and stays within its memory budget.
 * Usage: node prepare-database.ts <dataDir> <seed: true|false>
 */
if (import.meta.main) {
  const [dataDir, seed] = process.argv.slice(2);
  if (!dataDir) throw new Error('usage: prepare-database.ts <dataDir> <seed>');
  await prepareDatabase({ kind: 'pglite', dataDir }, seed === 'true');
}
