import { Parser } from 'htmlparser2';

/**
 * An article body read for the checks: its text blocks in order, headings, links and images.
 * htmlparser2 (sanitize-html's parser) does the parsing, entities included; this walk only
 * records what the checks need, in one pass (a 3,000-word body takes a few milliseconds).
 */

export type BlockKind = 'paragraph' | 'heading' | 'item' | 'quote' | 'cell' | 'caption' | 'code';

export type TextBlock = { kind: BlockKind; text: string; level?: number };
export type ArticleLink = { href: string; rel: string; text: string };
export type ArticleImage = { src: string; alt: string | null };

export type ArticleDocument = {
  blocks: TextBlock[];
  headings: Array<{ level: number; text: string }>;
  links: ArticleLink[];
  images: ArticleImage[];
};

const BLOCK_KINDS: Record<string, BlockKind> = {
  p: 'paragraph',
  div: 'paragraph',
  h1: 'heading',
  h2: 'heading',
  h3: 'heading',
  h4: 'heading',
  h5: 'heading',
  h6: 'heading',
  li: 'item',
  dt: 'item',
  dd: 'item',
  blockquote: 'quote',
  td: 'cell',
  th: 'cell',
  caption: 'caption',
  figcaption: 'caption',
  pre: 'code',
};

/** Text inside these never reaches the reader (the sanitizer drops them too; a raw draft may hold them). */
const HIDDEN = new Set(['script', 'style', 'template', 'noscript', 'iframe', 'svg', 'math', 'textarea']);

export function readArticleHtml(html: string): ArticleDocument {
  const doc: ArticleDocument = { blocks: [], headings: [], links: [], images: [] };
  // The innermost open block receives text; an inner block (a <p> in an <li>) ends the outer's run.
  const open: Array<{ tag: string; kind: BlockKind; level?: number }> = [];
  let buffer = '';
  let hiddenDepth = 0;
  let link: ArticleLink | null = null;

  const flush = () => {
    const text = buffer.replace(/\s+/g, ' ').trim();
    buffer = '';
    if (!text) return;
    const current = open.at(-1);
    // Text outside any block (a bare text node at the top) reads as a paragraph.
    const kind = current?.kind ?? 'paragraph';
    if (kind === 'heading') {
      doc.blocks.push({ kind, text, level: current!.level });
      doc.headings.push({ level: current!.level!, text });
    } else {
      doc.blocks.push({ kind, text });
    }
  };

  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (HIDDEN.has(name)) {
          hiddenDepth += 1;
          return;
        }
        if (hiddenDepth > 0) return;
        const kind = BLOCK_KINDS[name];
        if (kind) {
          flush();
          open.push({ tag: name, kind, level: kind === 'heading' ? Number(name[1]) : undefined });
          return;
        }
        if (name === 'br') buffer += ' ';
        else if (name === 'a') link = { href: (attribs.href ?? '').trim(), rel: attribs.rel ?? '', text: '' };
        else if (name === 'img') {
          doc.images.push({
            src: attribs.src ?? '',
            alt: attribs.alt === undefined ? null : attribs.alt.trim(),
          });
        }
      },
      ontext(text) {
        if (hiddenDepth > 0) return;
        buffer += text;
        if (link) link.text += text;
      },
      onclosetag(name) {
        if (HIDDEN.has(name)) {
          hiddenDepth = Math.max(0, hiddenDepth - 1);
          return;
        }
        if (hiddenDepth > 0) return;
        if (name === 'a' && link) {
          link.text = link.text.replace(/\s+/g, ' ').trim();
          doc.links.push(link);
          link = null;
          return;
        }
        if (!BLOCK_KINDS[name]) {
          // Inline elements end words only where the markup had spaces: <b>Hi</b>there stays one word.
          return;
        }
        flush();
        const at = open.findLastIndex((entry) => entry.tag === name);
        if (at >= 0) open.splice(at);
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  flush();
  if (link) doc.links.push(link);
  return doc;
}
