import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

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
  /** Compressed copies, made on the first request that accepts each and kept with the entry. */
  compressed?: Partial<Record<Encoding, Buffer>>;
};

export type Encoding = 'br' | 'gzip';

/** Below this a page is sent as it is: compressing a few hundred bytes saves nothing. */
const COMPRESS_MIN_BYTES = 1024;

/** The encoding to send for this Accept-Encoding: brotli, else gzip, else none (q=0 refuses one). */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Set(
    acceptEncoding
      .toLowerCase()
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || !/^\s*q\s*=\s*0(\.0*)?\s*$/.test(q))
      .map(([name]) => name!.trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/**
 * What to send for a cached response: the compressed copy the client accepts (made once per entry:
 * brotli at quality 5, fast and within a few percent of the best for HTML), with its own strong ETag,
 * or the bytes as they are.
 */
export function representation(cached: CachedResponse, encoding: Encoding | null) {
  if (!encoding || cached.payload.length < COMPRESS_MIN_BYTES) {
    return { payload: cached.payload, etag: cached.etag, encoding: null };
  }
  cached.compressed ??= {};
  cached.compressed[encoding] ??=
    encoding === 'br'
      ? brotliCompressSync(cached.payload, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 5,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: cached.payload.length,
          },
        })
      : gzipSync(cached.payload);
  return {
    payload: cached.compressed[encoding],
    etag: `${cached.etag.slice(0, -1)}-${encoding}"`,
    encoding,
  };
}

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
 * entry forgotten `ttlMs` after it was made. A change made through the blog's services clears it on
 * every instance (`clear`, on the notice of decision 024); the TTL bounds what no write announces —
 * a scheduled article going live at its date (decision 020). A popular article costs one database
 * read per instance per TTL. Concurrent misses for one key share a single render; a render that
 * began before a `clear` is answered but not kept. While `keeps()` is false nothing is kept.
 */
export function createPageCache(options: {
  ttlMs: number;
  maxEntries: number;
  now: () => number;
  keeps?: () => boolean;
}) {
  const entries = new Map<string, { value: CachedResponse; expiresAt: number }>();
  const pending = new Map<string, Promise<CachedResponse>>();
  let generation = 0;

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
      if (options.keeps && !options.keeps()) return render();
      const hit = get(key);
      if (hit) return hit;
      const inFlight = pending.get(key);
      if (inFlight) return inFlight;
      const startedIn = generation;
      const promise: Promise<CachedResponse> = render()
        .then((value) => {
          if (startedIn === generation) set(key, value);
          return value;
        })
        .finally(() => {
          if (pending.get(key) === promise) pending.delete(key);
        });
      pending.set(key, promise);
      return promise;
    },
    clear(): void {
      entries.clear();
      pending.clear();
      generation += 1;
    },
    get size() {
      return entries.size;
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
