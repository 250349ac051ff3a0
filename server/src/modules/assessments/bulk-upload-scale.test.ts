import { Readable } from 'node:stream';
import { BULK_UPLOAD_COLUMNS, type BulkUploadResponse, CSV_MEDIA_TYPE } from '@pathwise/contract';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { insertUserWithToken } from '../../../test/factories.ts';
import { assessments, categories, categoryResultConfigs, questions } from '../../db/schema/index.ts';

/**
 * A 10,000-question file, streamed in 64 KiB chunks as a browser upload arrives, imports in one
 * go. Timing is not asserted (machines differ); run with --reporter=verbose to see the duration.
 */

const PROFILERS = 20;
const CATEGORIES_PER_PROFILER = 10;
const QUESTIONS_PER_CATEGORY = 50;
const TYPES = ['MULTIPLE_CHOICE', 'RATING', 'YES_NO', 'TEXT'] as const;

function bigCsv(): string {
  const lines = [BULK_UPLOAD_COLUMNS.join(',')];
  const cell = (values: Partial<Record<(typeof BULK_UPLOAD_COLUMNS)[number], string>>) =>
    BULK_UPLOAD_COLUMNS.map((column) => values[column] ?? '').join(',');
  for (let p = 1; p <= PROFILERS; p += 1) {
    for (let c = 1; c <= CATEGORIES_PER_PROFILER; c += 1) {
      for (let q = 1; q <= QUESTIONS_PER_CATEGORY; q += 1) {
        const type = TYPES[q % TYPES.length]!;
        const first = q === 1;
        lines.push(
          cell({
            profiler: `Profiler ${p}`,
            profiler_description: first && c === 1 ? `Generated profiler number ${p}` : '',
            category: `Section ${c}`,
            category_description: first ? `Section ${c} of profiler ${p}` : '',
            question: `Question ${q} of section ${c} in profiler ${p}`,
            type,
            options:
              type === 'MULTIPLE_CHOICE' ? 'First choice|Second choice|Third choice|Fourth choice' : '',
            trait: type === 'RATING' ? 'Analytical' : '',
            result_a: first ? 'Leaning a: Mostly first choices' : '',
            result_b: first ? 'Leaning b: Mostly second choices' : '',
          }),
        );
      }
    }
  }
  return `${lines.join('\n')}\n`;
}

function inChunks(text: string, size = 64 * 1024): Readable {
  const buffer = Buffer.from(text);
  const chunks: Buffer[] = [];
  for (let start = 0; start < buffer.length; start += size) chunks.push(buffer.subarray(start, start + size));
  return Readable.from(chunks, { objectMode: false });
}

describe('bulk upload at scale', () => {
  let t: TestApp;
  let admin: { headers: Record<string, string> };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await insertUserWithToken(t, { role: 'admin' });
  });
  afterAll(() => t.close());

  const total = async (
    table: typeof assessments | typeof categories | typeof questions | typeof categoryResultConfigs,
  ) => (await t.database.db.select({ value: count() }).from(table))[0]!.value;

  it('imports a 10,000-question file in one transaction', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/bulk-upload',
      headers: { ...admin.headers, 'content-type': CSV_MEDIA_TYPE },
      payload: inChunks(bigCsv()),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<BulkUploadResponse>();
    const categoryCount = PROFILERS * CATEGORIES_PER_PROFILER;
    expect(body).toMatchObject({
      ok: true,
      rowsRead: 10_000,
      errorCount: 0,
      summary: {
        profilers: PROFILERS,
        categories: categoryCount,
        questions: 10_000,
        resultConfigs: categoryCount * 2,
      },
    });
    expect(body.created).toHaveLength(PROFILERS);
    expect(await total(assessments)).toBe(PROFILERS);
    expect(await total(categories)).toBe(categoryCount);
    expect(await total(questions)).toBe(10_000);
    expect(await total(categoryResultConfigs)).toBe(categoryCount * 2);
  });
});
