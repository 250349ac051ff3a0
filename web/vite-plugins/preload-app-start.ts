import type { Plugin } from 'vite';

type Chunk = { type: 'chunk'; fileName: string; imports: string[]; dynamicImports: string[] };

/**
 * main.tsx starts the app with `import('./render')` (so zod's config runs before any schema exists),
 * which the browser only discovers after running the entry: one more round trip before anything is
 * drawn. This adds `<link rel="modulepreload">` for that chunk and everything it imports statically,
 * so they download in parallel with the entry. Route chunks are left to the router.
 */
export function preloadAppStart(): Plugin {
  let base = '/';
  return {
    name: 'pathwise:preload-app-start',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        const entry = context.chunk as Chunk | undefined;
        if (!bundle || !entry) return html;
        const chunkOf = (fileName: string) => {
          const output = bundle[fileName];
          return output?.type === 'chunk' ? (output as unknown as Chunk) : undefined;
        };
        // Already preloaded by Vite: the entry and its static imports.
        const present = new Set<string>();
        const addStatic = (fileName: string, into: Set<string>) => {
          if (into.has(fileName)) return;
          into.add(fileName);
          for (const imported of chunkOf(fileName)?.imports ?? []) addStatic(imported, into);
        };
        addStatic(entry.fileName, present);
        const started = new Set<string>();
        for (const fileName of entry.dynamicImports) addStatic(fileName, started);
        const links = [...started]
          .filter((fileName) => !present.has(fileName))
          .map((fileName) => `<link rel="modulepreload" crossorigin href="${base}${fileName}">`);
        return links.length === 0 ? html : html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
      },
    },
  };
}
