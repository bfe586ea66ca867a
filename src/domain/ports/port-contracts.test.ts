/**
 * Every port has a behavioural suite beside it (`<port>.contract.ts`, issue 10) that some
 * adapter's test runs. A port still without one is named below, so the next engineer sees what
 * is left; the list only shrinks, and naming a port that has a suite fails too.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const PORTS_DIR = import.meta.dirname;
const SRC_DIR = path.resolve(PORTS_DIR, '../..');

/** A clock promises nothing a suite could check beyond its type. */
const NO_SUITE_NEEDED: readonly string[] = ['clock'];

/** Ports without a suite yet: the work left. */
const NOT_YET: readonly string[] = [
  // Outbox and SMTP; smtp-mailer.test.ts's delivery checks belong in it.
  'mailer',
  // Being split into smaller ports; each part gets its suite then.
  'orders',
  // The test gateway, and Stripe against src/testing/stripe-stand-in.ts.
  'payment-provider',
  // Split from orders (issue 10): sessions, refunds due, idempotency keys.
  'payments',
  // pdf-ticket-documents.test.ts's checks belong in it.
  'ticket-documents',
];

function ports(): string[] {
  return readdirSync(PORTS_DIR)
    .filter((name) => name.endsWith('.ts') && !/\.(contract|test)\.ts$/.test(name))
    .map((name) => name.replace(/\.ts$/, ''))
    .sort();
}

function testFilesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return testFilesUnder(full);
    return name.endsWith('.test.ts') ? [full] : [];
  });
}

const has = (port: string) => readdirSync(PORTS_DIR).includes(`${port}.contract.ts`);

describe('port contracts', () => {
  it('every port has a contract suite, or is named as not done yet', () => {
    const excused = [...NO_SUITE_NEEDED, ...NOT_YET];
    const missing = ports().filter((port) => !has(port) && !excused.includes(port));
    expect(missing, 'write <port>.contract.ts beside these ports').toEqual([]);
  });

  it('the list of ports not done yet is honest: each is a port, still without a suite', () => {
    const all = ports();
    const named = [...NO_SUITE_NEEDED, ...NOT_YET];
    expect(
      named.filter((port) => !all.includes(port)),
      'no such port',
    ).toEqual([]);
    expect(NOT_YET.filter(has), 'these have a suite now: take them off the list').toEqual([]);
  });

  it('every suite is run by the test of an implementation', () => {
    const tests = testFilesUnder(path.join(SRC_DIR, 'adapters')).map((file) =>
      readFileSync(file, 'utf8'),
    );
    const unrun = ports()
      .filter(has)
      .filter((port) => !tests.some((source) => source.includes(`ports/${port}.contract.ts'`)));
    expect(unrun, 'no adapter test imports these suites').toEqual([]);
  });
});
