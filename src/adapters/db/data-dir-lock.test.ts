import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';

const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hl-lock-'));
  dirs.push(dir);
  return path.join(dir, 'pglite');
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The pid of a process that has exited. */
function deadPid(): number {
  const result = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], {
    encoding: 'utf8',
  });
  return Number(result.stdout.trim());
}

describe('lockDataDir', () => {
  it('holds a lock file beside the folder with our pid, and removes it on release', () => {
    const dir = dataDir();
    const lock = lockDataDir(dir);
    expect(lock.file).toBe(`${dir}.lock`);
    expect(readFileSync(lock.file, 'utf8').trim()).toBe(String(process.pid));
    // The folder itself is not made: a new PGlite folder still looks new.
    expect(existsSync(dir)).toBe(false);
    lock.release();
    expect(existsSync(lock.file)).toBe(false);
  });

  it('refuses a folder another live process holds, saying which and what to do', async () => {
    const dir = dataDir();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(`${dir}.lock`, `${other.pid}\n`);
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(
        new RegExp(`in use by another server \\(process ${other.pid}\\).*DATA_DIR`),
      );
      // The other process's lock is left alone.
      expect(readFileSync(`${dir}.lock`, 'utf8').trim()).toBe(String(other.pid));
    } finally {
      other.kill('SIGKILL');
    }
  });

  it('takes over a stale lock, whose process has died', () => {
    const dir = dataDir();
    writeFileSync(`${dir}.lock`, `${deadPid()}\n`);
    const lock = lockDataDir(dir);
    expect(readFileSync(lock.file, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });

  it('never removes a lock that is no longer its own', () => {
    const dir = dataDir();
    const lock = lockDataDir(dir);
    writeFileSync(lock.file, '424242\n');
    lock.release();
    expect(readFileSync(lock.file, 'utf8').trim()).toBe('424242');
  });
});
