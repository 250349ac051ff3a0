import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { commitFromGit, readBuildInfo } from './system.build-info.ts';

const A = 'a'.repeat(40);
const B = 'b'.repeat(40);

describe('build info', () => {
  const roots: string[] = [];
  afterEach(() => {
    for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
  });
  /** A folder with the given files (paths relative to it). */
  function folder(files: Record<string, string>): string {
    const root = mkdtempSync(path.join(tmpdir(), 'pathwise-build-'));
    roots.push(root);
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
      writeFileSync(path.join(root, name), text);
    }
    return root;
  }

  it('reads the branch ref, a packed ref, a detached HEAD and a worktree', () => {
    expect(
      commitFromGit(folder({ '.git/HEAD': 'ref: refs/heads/main\n', '.git/refs/heads/main': `${A}\n` })),
    ).toBe(A);
    expect(
      commitFromGit(
        folder({
          '.git/HEAD': 'ref: refs/heads/main\n',
          '.git/packed-refs': `# pack-refs with: peeled fully-peeled sorted\n${B} refs/heads/other\n${A} refs/heads/main\n`,
        }),
      ),
    ).toBe(A);
    expect(commitFromGit(folder({ '.git/HEAD': `${B}\n` }))).toBe(B);
    // A worktree: .git is a file naming its git folder, whose commondir holds the shared refs.
    const worktree = folder({
      '.git': 'gitdir: repo/.git/worktrees/feature\n',
      'repo/.git/worktrees/feature/HEAD': 'ref: refs/heads/feature\n',
      'repo/.git/worktrees/feature/commondir': '../..\n',
      'repo/.git/refs/heads/feature': `${B}\n`,
    });
    expect(commitFromGit(worktree)).toBe(B);
  });

  it('has no commit outside a checkout or on an unborn branch', () => {
    expect(commitFromGit(folder({}))).toBeNull();
    expect(commitFromGit(folder({ '.git/HEAD': 'ref: refs/heads/main\n' }))).toBeNull();
  });

  it('prefers the commit a deployment states, and reads the version from package.json', () => {
    const root = folder({
      'package.json': JSON.stringify({ version: '2.5.0' }),
      '.git/HEAD': `${A}\n`,
    });
    expect(readBuildInfo({}, root)).toEqual({ version: '2.5.0', commit: A });
    expect(readBuildInfo({ SOURCE_COMMIT: B.toUpperCase() }, root)).toEqual({ version: '2.5.0', commit: B });
    expect(readBuildInfo({ GIT_COMMIT: 'not a commit', SOURCE_COMMIT: B }, root).commit).toBe(B);
    expect(readBuildInfo({}, folder({ 'package.json': '{}' }))).toEqual({ version: 'unknown', commit: null });
  });
});
