/**
 * `npm run staff:create -- --email ana@theatre.org --role admin [--name "Ana Ruiz"]`: a staff
 * account made from the command line, how a theatre gets its first administrator (there is no
 * default password). The password is read from standard input (typed without echo at a
 * terminal, or piped), checked against the password policy, and never taken as an argument,
 * where it would sit in the shell's history. The database is the server's (DATABASE_URL, or the
 * PGlite folder under DATA_DIR, which the server must not hold open at the same time).
 * The account's owner sets up the second factor at the first sign-in at /box-office.
 */
import { parseArgs } from 'node:util';
import { DbStaffAccounts } from '../src/adapters/auth/db-staff-accounts.ts';
import { openDatabase } from '../src/adapters/db/client.ts';
import { lockDataDir } from '../src/adapters/db/data-dir-lock.ts';
import { prepareDatabase } from '../src/adapters/db/prepare-database.ts';
import { textQrCodeSvg } from '../src/adapters/tickets/ticket-qr-code.ts';
import { AppError } from '../src/domain/app-error.ts';
import { systemClock } from '../src/domain/ports/clock.ts';
import { StaffAuthService } from '../src/domain/staff/staff-auth-service.ts';
import { loadConfig } from '../src/server/config.ts';
import { StaffCreateBodySchema } from '../src/shared/contracts/staff.ts';
import { ALL_MESSAGES } from '../src/shared/i18n/all-messages.ts';
import { translate } from '../src/shared/i18n/translate.ts';

/** The password from standard input: hidden at a terminal, one line when piped. */
async function readPassword(): Promise<string> {
  const input = process.stdin;
  if (!input.isTTY) {
    let text = '';
    for await (const chunk of input) text += chunk;
    return text.split(/\r?\n/)[0] ?? '';
  }
  process.stdout.write('Password (6-20 characters, upper and lower case and a digit): ');
  input.setRawMode(true);
  input.resume();
  let password = '';
  for await (const chunk of input) {
    for (const char of String(chunk)) {
      if (char === '\u0003') process.exit(130);
      if (char === '\r' || char === '\n') {
        input.setRawMode(false);
        input.pause();
        process.stdout.write('\n');
        return password;
      }
      password = char === '\u007f' ? password.slice(0, -1) : password + char;
    }
  }
  return password;
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, role: { type: 'string' }, name: { type: 'string' } },
  });
  if (!values.email || !values.role) {
    console.error(
      'Usage: npm run staff:create -- --email <address> --role <admin|manager|staff|door> [--name <name>]',
    );
    return 2;
  }
  const password = await readPassword();
  const body = StaffCreateBodySchema.safeParse({
    email: values.email,
    role: values.role,
    name: values.name ?? values.email.split('@')[0],
    password,
  });
  if (!body.success) {
    for (const issue of body.error.issues)
      console.error(`${issue.path.join('.')}: ${translate(ALL_MESSAGES, 'en-US', issue.message)}`);
    return 1;
  }
  const config = loadConfig();
  const lock = config.database.kind === 'pglite' ? lockDataDir(config.database.dataDir) : undefined;
  try {
    await prepareDatabase(config.database, false);
    const database = await openDatabase(config.database);
    try {
      const auth = new StaffAuthService({
        accounts: new DbStaffAccounts(database.db),
        clock: systemClock,
        qrSvg: textQrCodeSvg,
      });
      const created = await auth.createStaff(body.data, { staffId: null });
      console.log(
        `Created ${created.role} ${created.email} (id ${created.id}). Sign in at /box-office to set up the authenticator.`,
      );
      return 0;
    } finally {
      await database.close();
    }
  } catch (error) {
    if (error instanceof AppError) {
      const fields = Object.values(error.fields ?? {}).map((key) =>
        translate(ALL_MESSAGES, 'en-US', key),
      );
      console.error([error.message, ...fields].join('\n'));
      return 1;
    }
    throw error;
  } finally {
    lock?.release();
  }
}

process.exitCode = await main();
