import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * What is running: the product's version (the root package.json) and the git commit when it is
 * known. Read once when the app starts, never per request (and never by running git): a
 * deployment sets GIT_COMMIT or SOURCE_COMMIT (Coolify, Dokku and most builders do); a checkout
 * is read from .git/HEAD.
 */

export type BuildInfo = { version: string; commit: string | null };

const REPOSITORY_ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));
const COMMIT = /^[0-9a-f]{7,64}$/;

function readText(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

function packageVersion(root: string): string {
  try {
    const manifest = JSON.parse(readText(path.join(root, 'package.json')) ?? '{}') as { version?: unknown };
    return typeof manifest.version === 'string' ? manifest.version : 'unknown';
  } catch {
    return 'unknown';
  }
}

/** The folder git keeps its data in: `.git`, or where a worktree's `.git` file points. */
function gitDirectory(root: string): { gitDir: string; commonDir: string } | null {
  const dotGit = path.join(root, '.git');
  if (!existsSync(dotGit)) return null;
  if (statSync(dotGit).isDirectory()) return { gitDir: dotGit, commonDir: dotGit };
  const pointer = /^gitdir:\s*(.+)$/m.exec(readText(dotGit) ?? '')?.[1]?.trim();
  if (!pointer) return null;
  const gitDir = path.resolve(root, pointer);
  const common = readText(path.join(gitDir, 'commondir'))?.trim();
  return { gitDir, commonDir: common ? path.resolve(gitDir, common) : gitDir };
}

/** HEAD's commit: detached (a hash), or the branch's ref file, or its line in packed-refs. */
export function commitFromGit(root: string): string | null {
  const dirs = gitDirectory(root);
  if (!dirs) return null;
  const head = readText(path.join(dirs.gitDir, 'HEAD'))?.trim();
  if (!head) return null;
  if (COMMIT.test(head)) return head;
  const ref = /^ref:\s*(\S+)$/.exec(head)?.[1];
  if (!ref) return null;
  for (const dir of [dirs.gitDir, dirs.commonDir]) {
    const loose = readText(path.join(dir, ref))?.trim();
    if (loose && COMMIT.test(loose)) return loose;
  }
  const packed = readText(path.join(dirs.commonDir, 'packed-refs')) ?? '';
  for (const line of packed.split('\n')) {
    const [hash, name] = line.trim().split(' ');
    if (name === ref && hash && COMMIT.test(hash)) return hash;
  }
  return null;
}

export function readBuildInfo(
  env: { GIT_COMMIT?: string; SOURCE_COMMIT?: string },
  root = REPOSITORY_ROOT,
): BuildInfo {
  const fromEnv = [env.GIT_COMMIT, env.SOURCE_COMMIT]
    .map((value) => value?.trim().toLowerCase())
    .find((value) => value && COMMIT.test(value));
  return { version: packageVersion(root), commit: fromEnv ?? commitFromGit(root) };
}
