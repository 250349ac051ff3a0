import { inflateSync } from 'node:zlib';

/**
 * The text PDFKit drew: each content stream inflated, then the hex strings of its TJ/Tj operators
 * decoded as WinAnsi (Latin-1 for what we print), one drawn line per entry.
 */
export function pdfText(bytes: Buffer): string {
  const raw = bytes.toString('latin1');
  const lines: string[] = [];
  const streams = /stream\r?\n([\s\S]*?)\r?\nendstream/g;
  for (const match of raw.matchAll(streams)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const op of content.matchAll(/\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      const hex = op[1] ? [...op[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]).join('') : (op[2] ?? '');
      lines.push(Buffer.from(hex, 'hex').toString('latin1'));
    }
  }
  return lines.join('\n');
}

/** The drawn text as one paragraph: wrapped lines joined by a space, so sentences can be matched whole. */
export function pdfProse(bytes: Buffer): string {
  return pdfText(bytes)
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\s+/g, ' ');
}
