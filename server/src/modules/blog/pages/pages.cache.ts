import { createHash } from 'node:crypto';

/** A response ready to send again: its status, body, type, strong ETag and redirect target. */
export type CachedResponse = {
  statusCode: number;
  body: string;
  /** The body as UTF-8 bytes, encoded once: a hit sends them without re-encoding a 30 kB string. */
  payload: Buffer;
  contentType: string;
  cacheControl: string;
  etag: string;
  location?: string;
};

/** A strong ETag: the body's SHA-256, so equal bytes always give an equal tag on every instance. */
export function etagOf(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
}

/** If-None-Match matches (weak comparison, as RFC 9110 asks for this header; `*` matches any). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const candidate = tag.trim().replace(/^W\//, '');
    return candidate === '*' || candidate === etag;
  });
}

/**
 * A small in-process cache of rendered pages: least recently used out beyond `maxEntries`, and every
 * entry forgotten `ttlMs` after it was made. The TTL is the whole invalidation story (decision 020):
 * a publish, edit or unpublish shows on the public pages within `ttlMs` on every instance, with no
 * messages between them; meanwhile a popular article costs one database read per instance per TTL.
 * Concurrent misses for one key share a single render.
 */
export function createPageCache(options: { ttlMs: number; maxEntries: number; now: () => number }) {
  const entries = new Map<string, { value: CachedResponse; expiresAt: number }>();
  const pending = new Map<string, Promise<CachedResponse>>();

  function get(key: string): CachedResponse | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= options.now()) {
      entries.delete(key);
      return undefined;
    }
    // Re-insert: a Map iterates in insertion order, so the first key is the least recently used.
    entries.delete(key);
    entries.set(key, entry);
    return entry.value;
  }

  function set(key: string, value: CachedResponse): void {
    entries.delete(key);
    entries.set(key, { value, expiresAt: options.now() + options.ttlMs });
    while (entries.size > options.maxEntries) {
      const oldest = entries.keys().next().value as string;
      entries.delete(oldest);
    }
  }

  return {
    /** The cached response for `key`, else `render()`'s, which is kept for the next readers. */
    async getOrRender(key: string, render: () => Promise<CachedResponse>): Promise<CachedResponse> {
      const hit = get(key);
      if (hit) return hit;
      const inFlight = pending.get(key);
      if (inFlight) return inFlight;
      const promise = render()
        .then((value) => {
          set(key, value);
          return value;
        })
        .finally(() => pending.delete(key));
      pending.set(key, promise);
      return promise;
    },
    clear(): void {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
