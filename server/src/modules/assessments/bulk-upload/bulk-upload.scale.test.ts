import { type BulkUploadResponse, CSV_MEDIA_TYPE } from '@pathwise/contract';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app.ts';
import { insertUserWithToken } from '../../../../test/factories.ts';
import { generatedCatalogueCsv, inChunks } from '../../../../test/generated-catalogue-csv.ts';
import { assessments, categories, categoryResultConfigs, questions } from '../../../db/schema/index.ts';

/**
 * A 10,000-question file, streamed in 64 KiB chunks as a browser upload arrives, imports in one
 * go. Timing is not asserted here: `npm run bench:bulk-upload` measures it (bench/bulk-upload.ts).
 */

const SHAPE = { profilers: 20, categoriesPerProfiler: 10, questionsPerCategory: 50 };
const PROFILERS = SHAPE.profilers;

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
      payload: inChunks(generatedCatalogueCsv(SHAPE)),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<BulkUploadResponse>();
    const categoryCount = PROFILERS * SHAPE.categoriesPerProfiler;
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
