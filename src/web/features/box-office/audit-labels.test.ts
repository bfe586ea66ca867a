/**
 * The audit page has words for everything the server audits: every action and kind of record
 * the adapters write (the shared lists, and the literals in the adapters' source, so a change
 * written around the lists still fails here), each label in all six languages.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTION_NAMES, AUDIT_ENTITY_NAMES } from '../../../shared/contracts/staff.ts';
import { LOCALES } from '../../../shared/locales.ts';
import {
  AUDIT_ACTIONS,
  AUDIT_ENTITIES,
  AUDIT_FIELDS,
  auditActionKey,
  auditEntityKey,
} from './audit-labels.ts';
import { recordName } from './audit-record-name.ts';
import { AUDIT_VALUE_LABELS, LEVEL_PRICE_LABELS } from './audit-values.ts';

const root = path.resolve(import.meta.dirname, '../../../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((item) => {
    const full = path.join(dir, item.name);
    if (item.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(item.name) && !/\.test\.tsx?$/.test(item.name) ? [full] : [];
  });
}

/** Every `entity:` and `action:` literal (and `action: 'a' | 'b'` type) in the files that audit. */
function auditedLiterals() {
  const entities = new Set<string>();
  const actions = new Set<string>();
  const files = ['src/adapters', 'src/domain']
    .flatMap((dir) => sourceFiles(path.join(root, dir)))
    .filter((file) => !file.endsWith(path.join('db', 'audit.ts')));
  let auditing = 0;
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    if (!/\b(writeAudit|auditChange)\(/.test(source)) continue;
    auditing += 1;
    for (const [, name] of source.matchAll(/\bentity: '([^']+)'/g)) entities.add(name as string);
    for (const [, names] of source.matchAll(/\baction: ('[^']+'(?:\s*\|\s*'[^']+')*)/g))
      for (const [, name] of (names as string).matchAll(/'([^']+)'/g)) actions.add(name as string);
  }
  return { entities, actions, auditing };
}

function messageAt(messages: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (at, part) =>
        typeof at === 'object' && at !== null ? (at as Record<string, unknown>)[part] : undefined,
      messages,
    );
}

describe('the audit log’s labels', () => {
  it('name every kind of record and action the adapters write', () => {
    const { entities, actions, auditing } = auditedLiterals();
    // The staff accounts, season, venues and offers adapters: the scan found them.
    expect(auditing).toBeGreaterThanOrEqual(6);
    expect(entities.size).toBeGreaterThanOrEqual(10);
    for (const entity of entities) {
      expect(AUDIT_ENTITY_NAMES, entity).toContain(entity);
      expect(auditEntityKey(entity), entity).toBeDefined();
    }
    for (const action of actions) {
      expect(AUDIT_ACTION_NAMES, action).toContain(action);
      expect(auditActionKey(action), action).toBeDefined();
    }
    for (const entity of AUDIT_ENTITY_NAMES) expect(AUDIT_ENTITIES[entity], entity).toBeDefined();
    for (const action of AUDIT_ACTION_NAMES) expect(AUDIT_ACTIONS[action], action).toBeDefined();
  });

  it('know nothing else (an unknown word shows as the log has it)', () => {
    expect(auditEntityKey('toString')).toBeUndefined();
    expect(auditActionKey('admit')).toBeUndefined();
  });

  it('have a text in all six message files', () => {
    const keys = [
      ...Object.values(AUDIT_ACTIONS),
      ...Object.values(AUDIT_ENTITIES),
      ...Object.values(AUDIT_FIELDS),
      ...Object.values(LEVEL_PRICE_LABELS),
      ...Object.values(AUDIT_VALUE_LABELS).flatMap((words) => Object.values(words)),
    ];
    for (const locale of LOCALES) {
      const file = path.join(root, 'src/shared/i18n/messages', `${locale}.json`);
      const messages: unknown = JSON.parse(readFileSync(file, 'utf8'));
      for (const key of keys) {
        const text = messageAt(messages, key);
        expect(typeof text === 'string' && text.trim() !== '', `${locale} ${key}`).toBe(true);
      }
    }
  });

  it('give every kind of record its own name', () => {
    const names = new Set(
      Object.values(AUDIT_ENTITIES).map((key) => messageAt(readEnglish(), key)),
    );
    expect(names.size).toBe(AUDIT_ENTITY_NAMES.length);
  });
});

function readEnglish(): unknown {
  return JSON.parse(readFileSync(path.join(root, 'src/shared/i18n/messages/en-US.json'), 'utf8'));
}

describe('recordName', () => {
  const fund = { name: { 'en-US': 'Building fund', es: 'Fondo de obras' }, goalCents: 100 };

  it('names a record written per language in the reader’s language, else US English', () => {
    expect(recordName({ before: null, after: fund }, 'es')).toBe('Fondo de obras');
    expect(recordName({ before: null, after: fund }, 'de')).toBe('Building fund');
    expect(recordName({ before: fund, after: null }, 'en-GB')).toBe('Building fund');
    expect(
      recordName({ before: null, after: { title: { 'en-US': 'Our Town', sv: 'Vår stad' } } }, 'sv'),
    ).toBe('Vår stad');
  });

  it('names a staff member, a promo code by its code and a seat by its place', () => {
    expect(recordName({ before: null, after: { name: 'Ann', role: 'door' } }, 'en-US')).toBe('Ann');
    expect(recordName({ before: null, after: { code: 'SPRING', active: true } }, 'ht')).toBe(
      'SPRING',
    );
    expect(
      recordName(
        { before: null, after: { venueId: 1, section: 'ORCH', row: 'A', label: '12' } },
        'de',
      ),
    ).toBe('ORCH A 12');
  });

  it('names nothing that has no name', () => {
    expect(recordName({ before: null, after: null }, 'en-US')).toBeUndefined();
    expect(
      recordName({ before: { onSale: true }, after: { onSale: false } }, 'es'),
    ).toBeUndefined();
    expect(recordName({ before: null, after: { name: { fr: 'x' } } }, 'es')).toBeUndefined();
  });
});
