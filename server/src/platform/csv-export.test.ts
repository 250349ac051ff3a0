import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { csvStream, inPages } from './csv-export.ts';

async function* rows(list: unknown[][]) {
  for (const row of list) yield row as never;
}

describe('csv export', () => {
  it('quotes per RFC 4180, writes a BOM and CRLF, and escapes formulas in cells', async () => {
    // buffer(), not text(): a TextDecoder would drop the byte-order mark under test.
    const stream = csvStream(
      ['name', 'note', 'score'],
      rows([
        ['Ana, "A"', '=1+1', 4.5],
        [null, 'line\nbreak', true],
      ]),
    );
    const out = (await buffer(stream)).toString('utf8');
    expect(out).toBe('\ufeffname,note,score\r\n"Ana, ""A""",\'=1+1,4.5\r\n,"line\nbreak",true\r\n');
  });

  it('pages with a keyset until a short page', async () => {
    const seen: Array<number | null> = [];
    const all: number[] = [];
    for await (const value of inPages<number>(async (after) => {
      seen.push(after);
      const start = (after ?? 0) + 1;
      return [start, start + 1, start + 2].filter((n) => n <= 7);
    }, 3)) {
      all.push(value);
    }
    expect(all).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(seen).toEqual([null, 3, 6]);
  });
});
