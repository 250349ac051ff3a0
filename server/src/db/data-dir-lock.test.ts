import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock.ts';

describe('data folder lock', () => {
  it('lets one holder in and refuses a second until released', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'pw-lock-'));
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(path.join(dir, '.lock'), 'utf8')).toBe(String(process.pid));
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(/in use by another Pathwise process/);
    lock.release();
    expect(existsSync(path.join(dir, '.lock'))).toBe(false);
    acquireDataDirLock(dir).release();
  });

  it('takes over a lock left by a process that no longer exists', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'pw-lock-'));
    const dead = spawnSync(process.execPath, [
      '-e',
      'process.stdout.write(String(process.pid))',
    ]).stdout.toString();
    writeFileSync(path.join(dir, '.lock'), dead);
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(path.join(dir, '.lock'), 'utf8')).toBe(String(process.pid));
    lock.release();
  });
});
