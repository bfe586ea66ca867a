/**
 * `npm run staff:create` as a theatre runs it: the password piped in, never an argument; a weak
 * one refused, the account made once, and the new administrator able to sign in.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DbStaffAccounts } from '../src/adapters/auth/db-staff-accounts.ts';
import { openDatabase } from '../src/adapters/db/client.ts';
import { verifyPassword } from '../src/domain/accounts/password-hash.ts';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'staff-create-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function run(args: string[], password: string) {
  const { DATABASE_URL: _ignored, ...env } = process.env;
  return spawnSync(process.execPath, [path.join(import.meta.dirname, 'staff-create.ts'), ...args], {
    input: `${password}\n`,
    env: { ...env, DATA_DIR: dataDir, SEED_DEMO: 'false' },
    encoding: 'utf8',
  });
}

describe('npm run staff:create', () => {
  it('makes the first administrator from a piped password, once', {
    timeout: 120_000,
  }, async () => {
    const weak = run(['--email', 'ana@theatre.org', '--role', 'admin'], 'password');
    expect(weak.status).toBe(1);
    expect(weak.stderr).toContain('Your password must be 6 - 20 characters');
    const made = run(
      ['--email', 'ana@theatre.org', '--role', 'admin', '--name', 'Ana Ruiz'],
      'Strong8Pass',
    );
    expect(made.status, made.stderr).toBe(0);
    expect(made.stdout).toContain('Created admin ana@theatre.org');
    const again = run(['--email', 'ANA@theatre.org', '--role', 'door'], 'Strong8Pass');
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('A staff member already has this email address.');
    expect(run(['--email', 'x@theatre.org'], 'Strong8Pass').status).toBe(2);

    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    try {
      const accounts = new DbStaffAccounts(database.db);
      const ana = await accounts.findByEmail('ana@theatre.org');
      expect(ana).toMatchObject({ name: 'Ana Ruiz', role: 'admin', totpConfirmed: false });
      expect(await verifyPassword(ana?.passwordHash ?? '', 'Strong8Pass')).toBe(true);
      expect((await accounts.list()).map((s) => s.email)).toEqual(['ana@theatre.org']);
      expect((await accounts.audit({ limit: 5 })).map((e) => [e.action, e.staff])).toEqual([
        ['create', null],
      ]);
    } finally {
      await database.close();
    }
  });
});
