import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

export type DataDirLock = { release(): void };

export class DataDirLockedError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `The data folder ${dir} is in use by another Pathwise process (pid ${pid}). ` +
        'Stop that process first (the embedded database allows one process at a time), ' +
        'or point this one at another DATA_DIR / a PostgreSQL DATABASE_URL.',
    );
    this.name = 'DataDirLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes `<dir>/.lock` with O_EXCL. A lock left by a process that no longer exists (crash, kill -9)
 * is taken over; a live owner makes this throw DataDirLockedError.
 */
export function acquireDataDirLock(dir: string): DataDirLock {
  const file = path.join(dir, '.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (readFileSync(file, 'utf8').trim() === String(process.pid)) rmSync(file);
        } catch {
          // already gone
        }
      };
      process.once('exit', release);
      return { release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
      if (Number.isInteger(owner) && isAlive(owner)) {
        throw new DataDirLockedError(dir, owner);
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not take the lock on ${dir}`);
}
