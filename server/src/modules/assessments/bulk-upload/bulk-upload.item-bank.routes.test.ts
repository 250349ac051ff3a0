import { type BulkUploadResponse, CSV_MEDIA_TYPE, RESPONSE_SCALES, RIASEC_TRAITS } from '@pathwise/contract';
import { asc, eq, getTableColumns } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app.ts';
import { insertUserWithToken } from '../../../../test/factories.ts';
import { INSTRUMENTS_DIR, readInstrument } from '../../../../test/instruments.ts';
import { assessments, categories, questions, traitTypes } from '../../../db/schema/index.ts';

/**
 * The published instruments beside the repository are test data, read where they are (never
 * copied in): INSTRUMENTS_DIR, else <repo>/../shared/instruments, else /work/shared/instruments.
 */

const instrument = readInstrument;

/** IPIP-50 items keyed "-", as listed on the IPIP key page (instruments/README.md). */
const IPIP_REVERSED_ITEMS = [
  2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 29, 30, 32, 34, 36, 38, 39, 44, 46, 49,
];
const IPIP_SCALES = [
  'Extraversion',
  'Agreeableness',
  'Conscientiousness',
  'Emotional Stability',
  'Intellect/Imagination',
];

describe('bulk upload of keyed item banks', () => {
  let t: TestApp;
  let admin: { headers: Record<string, string> };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await insertUserWithToken(t, { role: 'admin' });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.database.db.delete(assessments);
    await t.database.db.delete(traitTypes);
  });

  const upload = (body: string | Buffer, query: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/bulk-upload?${new URLSearchParams({ kind: 'item-bank', ...query })}`,
      headers: { ...admin.headers, 'content-type': CSV_MEDIA_TYPE },
      payload: body,
    });

  const storedItems = (assessmentId: string) =>
    t.database.db
      .select({ ...getTableColumns(questions), categoryTitle: categories.title })
      .from(questions)
      .innerJoin(categories, eq(categories.id, questions.categoryId))
      .where(eq(questions.assessmentId, assessmentId))
      .orderBy(asc(categories.order), asc(questions.order));

  const countBy = (values: (string | null)[]) => {
    const counts: Record<string, number> = {};
    for (const value of values) counts[value ?? ''] = (counts[value ?? ''] ?? 0) + 1;
    return counts;
  };

  // Skipped, not failed, where the instruments folder is absent: the project does not ship their text.
  describe.skipIf(!INSTRUMENTS_DIR)(
    'published instruments (read from INSTRUMENTS_DIR or ../shared/instruments)',
    () => {
      it('imports the IPIP Big-Five 50 in file order, scored 1–5 with 24 reverse-keyed items', async () => {
        const res = await upload(instrument('ipip-big5-50.csv'), {
          title: 'IPIP Big-Five Factor Markers',
          responseScale: 'accuracy',
          scoring: 'one-to-five',
        });
        expect(res.statusCode).toBe(200);
        const body = res.json<BulkUploadResponse>();
        expect(body).toMatchObject({
          ok: true,
          rowsRead: 50,
          summary: { profilers: 1, categories: 1, questions: 50 },
        });

        const items = await storedItems(body.created[0]!.id);
        expect(items).toHaveLength(50);
        expect(items.every((q) => q.type === 'RATING' && q.categoryTitle === 'Items')).toBe(true);
        expect(countBy(items.map((q) => q.traitType))).toEqual(
          Object.fromEntries(IPIP_SCALES.map((s) => [s, 10])),
        );
        const reversed = items.flatMap((q, index) => (q.isReverseScored ? [index + 1] : []));
        expect(reversed).toEqual(IPIP_REVERSED_ITEMS);
        for (const item of items) {
          expect(item.options).toEqual(
            RESPONSE_SCALES.accuracy.map((label, i) => ({ value: `option_${i + 1}`, label, score: i + 1 })),
          );
        }
        const custom = await t.database.db.select().from(traitTypes);
        expect(custom.map((r) => r.name).sort()).toEqual([...IPIP_SCALES].sort());
      });

      it('imports the O*NET Interest Profiler short form by scale, scored 0–4', async () => {
        const res = await upload(instrument('onet-ip-sf-60.csv'), {
          title: 'O*NET Interest Profiler (Short Form)',
          responseScale: 'interest',
          scoring: 'zero-to-four',
          grouping: 'by-scale',
          isFree: 'false',
          price: '149',
        });
        expect(res.statusCode).toBe(200);
        const body = res.json<BulkUploadResponse>();
        expect(body).toMatchObject({ ok: true, summary: { categories: 6, questions: 60, resultConfigs: 0 } });
        const [profiler] = await t.database.db.select().from(assessments);
        expect(profiler).toMatchObject({ isFree: false, priceMinor: 14_900, currency: 'INR' });

        const items = await storedItems(body.created[0]!.id);
        expect(items).toHaveLength(60);
        expect([...new Set(items.map((q) => q.categoryTitle))]).toEqual([...RIASEC_TRAITS]);
        expect(items.every((q) => q.traitType === q.categoryTitle && !q.isReverseScored)).toBe(true);
        expect(countBy(items.map((q) => q.traitType))).toEqual(
          Object.fromEntries(RIASEC_TRAITS.map((s) => [s, 10])),
        );
        expect(items[0]!.options.map((o) => [o.label, o.score])).toEqual(
          RESPONSE_SCALES.interest.map((label, i) => [label, i]),
        );
        // RIASEC areas are built-in traits: nothing to register.
        expect(await t.database.db.select().from(traitTypes)).toEqual([]);
      });
    },
  );

  it('reports bad keys, empty text, missing scales and repeated ids by row, and saves nothing', async () => {
    const csv = [
      'id,text,scale,keyed',
      '1,I like puzzles.,Curiosity,+',
      '2,,Curiosity,-',
      '3,I plan ahead.,Diligence,R',
      '1,I like maps.,,+',
    ].join('\n');
    const res = await upload(csv, { title: 'Bank' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      ok: false,
      errorCount: 4,
      errors: [
        { row: 3, column: 'text', message: 'Question text is required' },
        { row: 4, column: 'keyed', message: 'Use + (scored as answered) or - (reverse-scored), not "R"' },
        { row: 5, column: 'id', message: 'Duplicate item id "1" (first on row 2)' },
        { row: 5, column: 'scale', message: 'Scale is required' },
      ],
    });
    expect(await t.database.db.select().from(assessments)).toEqual([]);
  });

  it('reports a scale name holding NUL or a tab against its row (it would become a trait type name)', async () => {
    const csv = [
      'id,text,scale,keyed',
      '1,I like puzzles.,Curi\u0000osity,+',
      '2,I plan ahead.,"Dili\tgence",-',
    ].join('\n');
    const res = await upload(csv, { title: 'Bank' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([
      { row: 2, column: 'scale', message: 'Must not contain control characters (such as NUL)' },
      { row: 3, column: 'scale', message: 'Must be one line, without tabs or line breaks' },
    ]);
    expect(await t.database.db.select().from(assessments)).toEqual([]);
  });

  it('needs the item bank columns', async () => {
    const res = await upload('id,question,scale\n1,Hi,X\n', { title: 'Bank', dryRun: 'true' });
    expect(res.json()).toMatchObject({
      ok: false,
      errors: [
        { row: 1, column: 'question', message: 'Unknown column "question". Columns: id, text, scale, keyed' },
        { row: 1, message: 'Missing required columns: text, keyed' },
      ],
    });
  });

  it.each([
    [{}, 'title: Title is required for an item bank'],
    [{ title: 'Bank', isFree: 'false' }, 'price: Price is required for a paid profiler'],
    [
      { title: 'Bank', price: '10' },
      'price: A free profiler has no price: set isFree to false or leave the price out',
    ],
    [{ title: 'Bank', isFree: 'false', price: '10.123' }, 'price: Price may have at most 2 decimals'],
    [
      { title: 'Bank', isFree: 'false', price: '10', currency: 'USD' },
      'currency: Currency USD is not enabled',
    ],
    [{ title: 'Bank', responseScale: 'frequency' }, expect.stringMatching(/^responseScale: /)],
  ])('refuses item bank options %o with 400', async (query, message) => {
    const res = await upload('id,text,scale,keyed\n1,Hi,X,+\n', query as Record<string, string>);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'VALIDATION_FAILED', message });
  });
});
