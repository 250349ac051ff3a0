import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Files with fixed names that name the others: revalidated on every use (see setHeaders). */
const ALWAYS_REVALIDATED: ReadonlySet<string> = new Set([
  'index.html',
  'sw.js',
  'registerSW.js',
  'manifest.webmanifest',
]);

/** What the web build writes beside each text file (web/vite-plugins/precompress.ts). */
const COMPRESSED_SUFFIXES = ['.br', '.gz'] as const;

const withoutCompressedSuffix = (filePath: string) => {
  const suffix = COMPRESSED_SUFFIXES.find((ending) => filePath.endsWith(ending));
  return suffix ? filePath.slice(0, -suffix.length) : filePath;
};

/**
 * Serves the built web app's files from `root` (web/dist). The build writes brotli and gzip copies of
 * every text file; @fastify/static answers with the one the browser accepts (Content-Encoding, and
 * `Vary: Accept-Encoding` on every file so a shared cache keeps the variants apart), else the file as is.
 * Nothing is compressed per request.
 */
export async function registerWebAppFiles(app: FastifyInstance, root: string): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    // One route per file found at start (the build is fixed while the server runs).
    wildcard: false,
    index: false,
    preCompressed: true,
    // The .br/.gz copies are variants of their file, chosen by Accept-Encoding, not addresses of their own.
    // robots.txt is the server's (blog pages room, with the sitemap's address): a web build made before
    // the file left web/public must not claim the route too (a duplicate route stops start-up).
    globIgnore: [...COMPRESSED_SUFFIXES.map((suffix) => `**/*${suffix}`), 'robots.txt'],
    // Vite names what it emits under assets/ by content hash, so those never change and may be kept
    // for good; index.html names them, so browsers revalidate it on every load and see a new build.
    // `filePath` is the file actually sent, which may be a compressed copy.
    // The service worker, the script that registers it and the install manifest keep fixed names
    // too: browsers must ask for them again each time, or a new build's worker is never seen.
    setHeaders: (reply, filePath) => {
      const relative = path.relative(root, withoutCompressedSuffix(filePath));
      if (ALWAYS_REVALIDATED.has(relative)) reply.header('Cache-Control', 'no-cache');
      else if (relative.startsWith(`assets${path.sep}`))
        reply.header('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });
}
