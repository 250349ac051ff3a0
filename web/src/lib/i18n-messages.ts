/**
 * Texts of one language live in `locales/<code>.json` plus any number of `locales/<code>.<area>.json`
 * (one per console area, so areas can be edited independently); they are deep-merged into one bundle.
 */
export type Messages = Record<string, unknown>;

function isPlainObject(value: unknown): value is Messages {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function mergeMessages(parts: readonly Messages[]): Messages {
  const out: Messages = {};
  for (const part of parts) {
    for (const [key, value] of Object.entries(part)) {
      const current = out[key];
      out[key] = isPlainObject(current) && isPlainObject(value) ? mergeMessages([current, value]) : value;
    }
  }
  return out;
}

/** Whether a glob key such as `../locales/es-ES.coupons.json` belongs to `code`. */
export function isMessageFileOf(path: string, code: string): boolean {
  const file = path.slice(path.lastIndexOf('/') + 1);
  return file === `${code}.json` || (file.startsWith(`${code}.`) && file.endsWith('.json'));
}

/** The files of one language in a stable order: the main file first, then the areas by name. */
export function messageFilesOf<T>(files: Record<string, T>, code: string): T[] {
  return Object.keys(files)
    .filter((path) => isMessageFileOf(path, code))
    .sort((a, b) => (a.endsWith(`/${code}.json`) ? -1 : b.endsWith(`/${code}.json`) ? 1 : a.localeCompare(b)))
    .map((path) => files[path] as T);
}
