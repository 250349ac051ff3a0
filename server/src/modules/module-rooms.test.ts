import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * A module split into rooms states them in its README.md as a table (room, what it owns, which
 * rooms it may use). This test holds the code to that table, so the map newcomers read is the one
 * the imports follow.
 */

const MODULES_DIR = path.dirname(fileURLToPath(import.meta.url));
/** What a split module may keep at its root besides its rooms. */
const ROOT_FILES = new Set(['README.md', 'shared.ts']);

type SourceFile = { path: string; text: string };

/** `| \`profilers/\` | owns … | \`groups\`, \`targeting\` |` → profilers → [groups, targeting]. */
export function parseRoomTable(readme: string): Map<string, string[]> {
  const rooms = new Map<string, string[]>();
  for (const line of readme.split('\n')) {
    const match = /^\|\s*`([a-z-]+)\/`\s*\|.*\|([^|]*)\|\s*$/.exec(line);
    if (!match?.[1] || match[2] === undefined) continue;
    const uses = [...match[2].matchAll(/`([a-z-]+)`/g)].map((use) => use[1] as string);
    rooms.set(match[1], uses);
  }
  return rooms;
}

/** Relative specifiers of static imports, re-exports and dynamic imports. */
function relativeImports(text: string): string[] {
  const pattern = /(?:\bfrom\s+|\bimport\s*\(\s*|^import\s+)['"](\.{1,2}\/[^'"]+)['"]/gm;
  return [...text.matchAll(pattern)].map((match) => match[1] as string);
}

const roomOf = (relativePath: string): string | null =>
  relativePath.includes('/') ? (relativePath.split('/')[0] as string) : null;

/**
 * Every import that crosses from one room to another, or from the root into a room, and is not
 * allowed by the table. Paths are relative to the module's folder.
 */
export function importViolations(files: readonly SourceFile[], rooms: Map<string, string[]>) {
  const violations: string[] = [];
  let crossings = 0;
  for (const file of files) {
    const from = roomOf(file.path);
    for (const specifier of relativeImports(file.text)) {
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file.path), specifier));
      if (target.startsWith('../')) continue; // another module or the platform: not this table's business
      const to = roomOf(target);
      if (to === from) continue;
      crossings += 1;
      if (to === null) continue; // shared.ts is for every room
      const allowed = from !== null && (rooms.get(from) ?? []).includes(to);
      if (!allowed) violations.push(`${file.path} imports ${target} (${from ?? 'root'} may not use ${to})`);
    }
  }
  return { violations, crossings };
}

/** A room that can reach itself through "may use" would let two rooms import each other. */
export function roomCycles(rooms: Map<string, string[]>): string[] {
  const cycles: string[] = [];
  const visit = (room: string, trail: string[]) => {
    for (const next of rooms.get(room) ?? []) {
      if (trail.includes(next)) cycles.push([...trail, next].join(' → '));
      else visit(next, [...trail, next]);
    }
  };
  for (const room of rooms.keys()) visit(room, [room]);
  return cycles;
}

function listFiles(dir: string, prefix = ''): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    const relative = prefix ? `${prefix}/${name}` : name;
    return statSync(full).isDirectory() ? listFiles(full, relative) : [relative];
  });
}

const splitModules = readdirSync(MODULES_DIR)
  .filter((name) => statSync(path.join(MODULES_DIR, name)).isDirectory())
  .map((name) => {
    const dir = path.join(MODULES_DIR, name);
    let readme = '';
    try {
      readme = readFileSync(path.join(dir, 'README.md'), 'utf8');
    } catch {
      // a module without a README has no rooms yet
    }
    return { name, dir, rooms: parseRoomTable(readme) };
  })
  .filter((module) => module.rooms.size > 0);

describe('the room checker', () => {
  const rooms = parseRoomTable(
    [
      '| Room | Owns | May use |',
      '| --- | --- | --- |',
      '| `profilers/` | profilers | `groups` |',
      '| `groups/` | groups | — |',
      '| `bulk-upload/` | files | `profilers` |',
    ].join('\n'),
  );

  it('reads the table', () => {
    expect([...rooms.entries()]).toEqual([
      ['profilers', ['groups']],
      ['groups', []],
      ['bulk-upload', ['profilers']],
    ]);
  });

  it('refuses an import against the stated direction and allows the stated ones and shared.ts', () => {
    const { violations, crossings } = importViolations(
      [
        {
          path: 'profilers/profilers.service.ts',
          text: "import { rows } from '../bulk-upload/bulk-upload.rows.ts';",
        },
        { path: 'profilers/profilers.routes.ts', text: "import { g } from '../groups/groups.service.ts';" },
        {
          path: 'bulk-upload/bulk-upload.rows.ts',
          text: "export { p } from '../profilers/profilers.pricing.ts';",
        },
        { path: 'groups/groups.service.ts', text: "const m = await import('../shared.ts');" },
        { path: 'shared.ts', text: "import { q } from './profilers/profilers.queries.ts';" },
        { path: 'groups/groups.routes.ts', text: "import { db } from '../../../db/client.ts';" },
      ],
      rooms,
    );
    expect(violations).toEqual([
      'profilers/profilers.service.ts imports bulk-upload/bulk-upload.rows.ts (profilers may not use bulk-upload)',
      'shared.ts imports profilers/profilers.queries.ts (root may not use profilers)',
    ]);
    expect(crossings).toBe(5);
  });

  it('finds a cycle in the table', () => {
    const cyclic = new Map([
      ['a', ['b']],
      ['b', ['a']],
    ]);
    expect(roomCycles(cyclic)).toContain('a → b → a');
    expect(roomCycles(rooms)).toEqual([]);
  });
});

describe('modules split into rooms', () => {
  it('the split modules state their rooms (a README losing its table would silently skip the checks)', () => {
    expect(splitModules.map((module) => module.name)).toEqual(
      expect.arrayContaining(['assessments', 'attempts']),
    );
  });

  describe.each(splitModules)('$name', ({ dir, rooms }) => {
    const files = listFiles(dir);

    it('every folder is a room of the table and every room of the table is a folder', () => {
      const folders = readdirSync(dir).filter((name) => statSync(path.join(dir, name)).isDirectory());
      expect(folders.sort()).toEqual([...rooms.keys()].sort());
    });

    it('the root holds only the README and shared.ts', () => {
      expect(files.filter((file) => !file.includes('/') && !ROOT_FILES.has(file))).toEqual([]);
    });

    it("every file in a room starts with the room's name", () => {
      const misnamed = files.filter((file) => {
        const room = roomOf(file);
        return room !== null && !path.posix.basename(file).startsWith(`${room}.`);
      });
      expect(misnamed).toEqual([]);
    });

    it('imports between rooms follow the table, and the table has no cycle', () => {
      const sources = files
        .filter((file) => file.endsWith('.ts'))
        .map((file) => ({ path: file, text: readFileSync(path.join(dir, file), 'utf8') }));
      const { violations, crossings } = importViolations(sources, rooms);
      expect(violations).toEqual([]);
      expect(crossings).toBeGreaterThan(0);
      expect(roomCycles(rooms)).toEqual([]);
    });
  });
});
