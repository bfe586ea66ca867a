import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

/** A held lock on a PGlite data folder; `release` ends it (at shutdown and at exit). */
export interface DataDirLock {
  readonly file: string;
  release(): void;
}

export class DataDirLockedError extends Error {
  constructor(dataDir: string, file: string, pid: number) {
    super(
      `The database folder ${dataDir} is in use by another server (process ${pid}): two servers on one PGlite folder would sell the same seats twice and lose each other's orders. Stop that server first, or give this one its own DATA_DIR. (If no such process is a server, delete ${file}.)`,
    );
    this.name = 'DataDirLockedError';
  }
}

/** Whether a process with this id is running (EPERM: it is, as another user). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function ownerOf(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * Locks a PGlite data folder for this process's life: PGlite keeps the database in the process,
 * so two servers on one folder each write their own copy over the other's. The lock is a file
 * beside the folder (`<dataDir>.lock`, so a new folder still looks new) made with O_EXCL and
 * holding the owner's pid; a lock whose process has died (a crash, kill -9) is stale and taken
 * over. Children the owner starts on the folder (prepare-database.ts) do not lock it.
 * Throws DataDirLockedError when a live process holds it.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const file = `${path.resolve(dataDir)}.lock`;
  mkdirSync(path.dirname(file), { recursive: true });
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      try {
        writeSync(fd, `${process.pid}\n`);
      } finally {
        closeSync(fd);
      }
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = ownerOf(file);
      // A lock being written this instant has no pid yet: look again before calling it stale.
      if (owner === null && attempt < 3) {
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
        continue;
      }
      if (owner !== null && owner !== process.pid && alive(owner))
        throw new DataDirLockedError(dataDir, file, owner);
      if (attempt >= 5) throw error;
      try {
        unlinkSync(file);
      } catch (unlinkError) {
        if ((unlinkError as NodeJS.ErrnoException).code !== 'ENOENT') throw unlinkError;
      }
    }
  }
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    process.off('exit', release);
    // Only our own lock: never one another server took over after ours was judged stale.
    if (ownerOf(file) === process.pid) {
      try {
        unlinkSync(file);
      } catch {
        // already gone
      }
    }
  };
  process.on('exit', release);
  return { file, release };
}
