import { Readable } from 'node:stream';
import {
  BULK_UPLOAD_COLUMNS,
  BULK_UPLOAD_MAX_BYTES,
  type BulkUploadColumn,
  type BulkUploadResponse,
  CSV_MEDIA_TYPE,
  XLSX_MEDIA_TYPE,
} from '@pathwise/contract';
import { count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectAdminOnly } from '../../../../test/admin-only.ts';
import { createTestApp, type TestApp } from '../../../../test/app.ts';
import { insertUserWithToken } from '../../../../test/factories.ts';
import {
  assessments,
  type categories,
  categoryResultConfigs,
  currencies,
  questions,
  traitTypes,
} from '../../../db/schema/index.ts';

type Headers = Record<string, string>;
type Row = Partial<Record<BulkUploadColumn, string>>;

/** RFC 4180 quoting, enough to write the rows these tests need. */
const csvCell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
function toCsv(rows: Row[], columns: readonly string[] = BULK_UPLOAD_COLUMNS): string {
  const lines = [columns.join(',')];
  for (const row of rows) lines.push(columns.map((c) => csvCell(row[c as BulkUploadColumn] ?? '')).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

async function toXlsx(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Questions');
  for (const row of rows) sheet.addRow(row);
  workbook.addWorksheet('Notes').addRow(['ignored', 'second sheet']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const CAREER_ROWS: Row[] = [
  {
    profiler: 'Career Compass',
    profiler_description: 'Find the work that fits you.',
    profiler_long_description: 'Twelve minutes, four sections.',
    is_free: 'false',
    price: '499.50',
    currency: 'INR',
    category: 'Interests',
    category_description: 'What you enjoy doing',
    question: 'Which task sounds best?',
    type: 'MULTIPLE_CHOICE',
    options: 'Fix an engine | Run an experiment|Paint a mural|',
    explanation: 'Go with your first instinct.',
    result_a: 'Maker: You like hands-on work.',
    result_b: 'Thinker: You like ideas, and: colons.',
    result_c: 'Artist:',
  },
  {
    profiler: 'career compass',
    category: 'Interests',
    question: 'I enjoy building things',
    type: 'rating',
    trait: 'realistic',
  },
  {
    profiler: 'Career Compass',
    category: 'Interests',
    question: 'I avoid routine paperwork',
    type: 'RATING',
    trait: 'Orderliness',
    reverse_scored: 'yes',
  },
  {
    profiler: 'Career Compass',
    category: 'About you',
    question: 'Have you ever held a job?',
    type: 'YES_NO',
    example: 'Part-time work counts, "odd jobs" too.',
  },
  {
    profiler: 'Career Compass',
    category: 'About you',
    question: 'Describe your dream job,\nin two lines.',
    type: 'TEXT',
  },
  { profiler: 'Quick Check', category: 'Only', question: 'Ready?', type: 'Yes-No' },
];

describe('bulk upload routes', () => {
  let t: TestApp;
  let admin: { headers: Headers };
  let user: { headers: Headers };

  beforeAll(async () => {
    t = await createTestApp();
    await t.database.db.insert(currencies).values([{ code: 'INR', isDefault: true }, { code: 'USD' }]);
    admin = await insertUserWithToken(t, { role: 'admin' });
    user = await insertUserWithToken(t, { role: 'user' });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.database.db.delete(assessments);
    await t.database.db.delete(traitTypes);
  });

  const upload = (
    body: string | Buffer,
    query = '',
    contentType: string = CSV_MEDIA_TYPE,
    headers: Headers = admin.headers,
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/bulk-upload${query}`,
      headers: { ...headers, 'content-type': contentType },
      payload: body,
    });

  const countOf = async (table: typeof assessments | typeof categories | typeof questions) =>
    (await t.database.db.select({ value: count() }).from(table))[0]!.value;

  describe('authorisation', () => {
    it.each([
      ['POST', '/api/admin/bulk-upload'],
      ['GET', '/api/admin/bulk-upload/template.csv'],
      ['GET', '/api/admin/bulk-upload/template.xlsx'],
      ['GET', '/api/admin/bulk-upload/item-bank-template.csv'],
    ] as const)('%s %s answers 401 anonymous and 403 to a user', async (method, url) => {
      await expectAdminOnly(t, url, user.headers, method);
    });

    it('refuses a user before reading the file', async () => {
      const res = await upload(toCsv(CAREER_ROWS), '', CSV_MEDIA_TYPE, user.headers);
      expect(res.statusCode).toBe(403);
      expect(await countOf(assessments)).toBe(0);
    });
  });

  describe('CSV', () => {
    it('imports profilers, categories, questions and result configs, readable through the profiler API', async () => {
      const res = await upload(`\uFEFF${toCsv(CAREER_ROWS)}`);
      expect(res.statusCode).toBe(200);
      const body = res.json<BulkUploadResponse>();
      expect(body).toMatchObject({
        ok: true,
        dryRun: false,
        rowsRead: 6,
        errors: [],
        errorCount: 0,
        summary: { profilers: 2, categories: 3, questions: 6, resultConfigs: 3 },
        message: 'Imported 2 profilers, 3 categories, 6 questions and 3 result configurations.',
      });
      expect(body.created.map((p) => p.title)).toEqual(['Career Compass', 'Quick Check']);

      const detail = await t.app.inject({
        method: 'GET',
        url: `/api/admin/assessments/${body.created[0]!.id}`,
        headers: admin.headers,
      });
      expect(detail.statusCode).toBe(200);
      const profiler = detail.json().assessment;
      expect(profiler).toMatchObject({
        title: 'Career Compass',
        description: 'Find the work that fits you.',
        assessmentDescription: 'Twelve minutes, four sections.',
        isFree: false,
        price: 499.5,
        currency: 'INR',
        isActive: true,
        categoryCount: 2,
        questionCount: 5,
      });
      const [interests, about] = profiler.categories;
      expect(interests).toMatchObject({ title: 'Interests', description: 'What you enjoy doing', order: 0 });
      expect(about).toMatchObject({ title: 'About you', description: '', order: 1 });
      expect(interests.questions).toMatchObject([
        {
          text: 'Which task sounds best?',
          type: 'MULTIPLE_CHOICE',
          order: 0,
          explanation: 'Go with your first instinct.',
          options: [
            { value: 'option_1', label: 'Fix an engine' },
            { value: 'option_2', label: 'Run an experiment' },
            { value: 'option_3', label: 'Paint a mural' },
          ],
        },
        { text: 'I enjoy building things', type: 'RATING', traitType: 'Realistic', options: [] },
        { text: 'I avoid routine paperwork', traitType: 'Orderliness', isReverseScored: true, order: 2 },
      ]);
      expect(about.questions).toMatchObject([
        { type: 'YES_NO', example: 'Part-time work counts, "odd jobs" too.', isReverseScored: false },
        { type: 'TEXT', text: 'Describe your dream job,\nin two lines.' },
      ]);

      const results = await t.database.db
        .select()
        .from(categoryResultConfigs)
        .where(eq(categoryResultConfigs.categoryId, interests.id))
        .orderBy(categoryResultConfigs.optionValue);
      expect(results.map((r) => [r.optionValue, r.resultLabel, r.resultDescription])).toEqual([
        ['a', 'Maker', 'You like hands-on work.'],
        ['b', 'Thinker', 'You like ideas, and: colons.'],
        ['c', 'Artist', ''],
      ]);
      // The custom trait is registered; the built-in one is not.
      expect((await t.database.db.select().from(traitTypes)).map((r) => r.name)).toEqual(['Orderliness']);
    });

    it('reports every bad row with its row number and column, and saves nothing', async () => {
      const rows: Row[] = [
        { profiler: 'Broken', price: 'abc', category: 'One', question: 'Fine question', type: 'TEXT' },
        { profiler: 'Broken', category: 'One', question: 'Odd type', type: 'SCALE' },
        {
          profiler: 'Broken',
          category: 'One',
          question: 'Lonely option',
          type: 'MULTIPLE_CHOICE',
          options: 'Only',
        },
        { profiler: 'Broken', category: 'One', question: '', type: 'TEXT', result_a: 'No colon here' },
        {
          profiler: 'Broken',
          profiler_description: 'Another',
          category: 'One',
          question: 'Q',
          type: 'YES_NO',
          reverse_scored: 'true',
        },
        { profiler: '', category: 'One', question: 'Orphan', type: 'TEXT' },
        {
          profiler: 'Broken',
          category: 'One',
          question: 'Q',
          type: 'RATING',
          reverse_scored: 'maybe',
          options: 'a|b',
        },
      ];
      rows[0]!.profiler_description = 'First';
      const res = await upload(toCsv(rows));
      expect(res.statusCode).toBe(422);
      const body = res.json<BulkUploadResponse>();
      expect(body.ok).toBe(false);
      expect(body.created).toEqual([]);
      expect(body.errors).toEqual([
        { row: 2, column: 'price', message: 'Price must be a number' },
        { row: 3, column: 'type', message: 'Unknown question type "SCALE"' },
        { row: 4, column: 'options', message: 'A multiple-choice question needs at least 2 options' },
        { row: 5, column: 'question', message: 'Question text is required' },
        { row: 5, column: 'result_a', message: 'Write the result as "Label: description"' },
        {
          row: 6,
          column: 'profiler_description',
          message: 'Differs from row 2 of the same profiler: give it once or repeat it unchanged',
        },
        { row: 6, column: 'reverse_scored', message: 'Only rating questions can be reverse-scored' },
        { row: 7, column: 'profiler', message: 'Title is required' },
        { row: 8, column: 'options', message: 'A rating question has either no labels or exactly 5' },
        { row: 8, column: 'reverse_scored', message: 'Use true or false' },
      ]);
      expect(body.errorCount).toBe(10);
      expect(body.message).toBe(
        'Found 10 errors. Nothing was imported: fix the rows listed and upload the file again.',
      );
      expect(await countOf(assessments)).toBe(0);
    });

    it('checks prices against the paid/free choice and the enabled currencies', async () => {
      const rows: Row[] = [
        { profiler: 'Paid, no price', is_free: 'false', category: 'C', question: 'Q', type: 'TEXT' },
        {
          profiler: 'Free with price',
          is_free: 'true',
          price: '10',
          category: 'C',
          question: 'Q',
          type: 'TEXT',
        },
        { profiler: 'Euro', price: '10', currency: 'EUR', category: 'C', question: 'Q', type: 'TEXT' },
        {
          profiler: 'Unknown money',
          price: '10',
          currency: 'XYZ',
          category: 'C',
          question: 'Q',
          type: 'TEXT',
        },
        { profiler: 'Too precise', price: '10.555', category: 'C', question: 'Q', type: 'TEXT' },
        { profiler: 'Dollars', price: '9.99', currency: 'usd', category: 'C', question: 'Q', type: 'TEXT' },
      ];
      const body = (await upload(toCsv(rows), '?dryRun=true')).json<BulkUploadResponse>();
      expect(body.errors).toEqual([
        { row: 2, column: 'price', message: 'Price is required for a paid profiler' },
        {
          row: 3,
          column: 'price',
          message: 'A free profiler has no price: set is_free to false or clear the price',
        },
        { row: 4, column: 'currency', message: 'Currency EUR is not enabled' },
        { row: 5, column: 'currency', message: 'Unknown currency "XYZ"' },
        { row: 6, column: 'price', message: 'Price may have at most 2 decimals' },
      ]);
    });

    it('dry run reports what would be created and saves nothing', async () => {
      const res = await upload(toCsv(CAREER_ROWS), '?dryRun=true');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        ok: true,
        dryRun: true,
        created: [],
        summary: { profilers: 2, categories: 3, questions: 6, resultConfigs: 3 },
        message:
          'The file is ready to import: 2 profilers, 3 categories, 6 questions and 3 result configurations. Nothing was saved (dry run).',
      });
      expect(await countOf(assessments)).toBe(0);
      expect(await countOf(questions)).toBe(0);
    });

    it('a dry run with bad rows answers 200 with ok:false', async () => {
      const res = await upload(
        toCsv([{ profiler: 'P', category: 'C', question: 'Q', type: 'NOPE' }]),
        '?dryRun=true',
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        ok: false,
        dryRun: true,
        errorCount: 1,
        message: 'Found 1 error. Nothing was saved (dry run).',
      });
    });

    it('reports unknown and missing columns on row 1 and reads no further', async () => {
      const res = await upload('profiler,question,colour\nP,Q,red\n', '?dryRun=true');
      expect(res.json()).toMatchObject({
        ok: false,
        rowsRead: 0,
        errors: [
          {
            row: 1,
            column: 'colour',
            message: `Unknown column "colour". Columns: ${BULK_UPLOAD_COLUMNS.join(', ')}`,
          },
          { row: 1, message: 'Missing required columns: category, type' },
        ],
      });
    });

    it('numbers rows as a spreadsheet shows them: blank lines count, quoted line breaks do not', async () => {
      const csv = [
        'Profiler,Category,Question,Type',
        'P,C,"Two',
        'lines",TEXT',
        '',
        'P,C,Bad,WRONG',
        ',,,',
        'P,C,Also bad,',
      ].join('\n');
      const body = (await upload(csv, '?dryRun=true')).json<BulkUploadResponse>();
      expect(body.rowsRead).toBe(3);
      expect(body.errors).toEqual([
        { row: 4, column: 'type', message: 'Unknown question type "WRONG"' },
        { row: 6, column: 'type', message: 'Question type is required' },
      ]);
    });

    it('reports control characters in cells against their row and column, never a server error', async () => {
      const res = await upload(
        [
          'profiler,category,question,type,options,trait',
          'P,C,Good,TEXT,,',
          'P,C\u0007,Bell in the category,TEXT,,',
          'P,C,NUL in\u0000the text,TEXT,,',
          'P,C,Escape in an option,MULTIPLE_CHOICE,one\u001b|two,',
          'P,C,NUL in a trait name,RATING,,Lead\u0000ership',
        ].join('\n'),
      );
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual([
        { row: 3, column: 'category', message: 'Must not contain control characters (such as NUL)' },
        { row: 4, column: 'question', message: 'Must not contain control characters (such as NUL)' },
        { row: 5, column: 'options', message: 'Must not contain control characters (such as NUL)' },
        { row: 6, column: 'trait', message: 'Must not contain control characters (such as NUL)' },
      ]);
      expect(await countOf(assessments)).toBe(0);
    });

    it('reports a row that is not valid CSV', async () => {
      const csv = 'profiler,category,question,type\nP,C,Fine,TEXT\nP,C,"never closed,TEXT\n';
      const body = (await upload(csv, '?dryRun=true')).json<BulkUploadResponse>();
      expect(body.ok).toBe(false);
      expect(body.errors).toEqual([
        { row: 3, message: expect.stringMatching(/^This row is not valid CSV: /) },
      ]);
    });

    it('caps the listed errors at 1,000 and counts them all', async () => {
      const rows = Array.from({ length: 1_200 }, (_, i) => ({
        profiler: 'P',
        category: 'C',
        question: `Q${i}`,
        type: 'BAD',
      }));
      const body = (await upload(toCsv(rows), '?dryRun=true')).json<BulkUploadResponse>();
      expect(body.errorCount).toBe(1_200);
      expect(body.errors).toHaveLength(1_000);
      expect(body.errors.at(-1)).toMatchObject({ row: 1_001 });
    });

    it('answers 400 for an empty file or a header without rows', async () => {
      const empty = await upload('');
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toMatchObject({ error: 'VALIDATION_FAILED', message: 'The file is empty' });
      const headerOnly = await upload('profiler,category,question,type\n\n');
      expect(headerOnly.statusCode).toBe(400);
      expect(headerOnly.json().message).toBe('The file has no rows below the header');
    });
  });

  describe('media types and limits', () => {
    it('answers 415 for a body that is not the chosen format', async () => {
      const json = await t.app.inject({
        method: 'POST',
        url: '/api/admin/bulk-upload',
        headers: admin.headers,
        payload: { profiler: 'P' },
      });
      expect(json.statusCode).toBe(415);
      expect(json.json()).toMatchObject({
        error: 'UNSUPPORTED_MEDIA_TYPE',
        message: `Send the CSV file itself as the request body with Content-Type text/csv (got application/json)`,
      });
      const pdf = await upload('%PDF', '', 'application/pdf');
      expect(pdf.statusCode).toBe(415);
      const mismatch = await upload(toCsv(CAREER_ROWS), '?format=xlsx');
      expect(mismatch.statusCode).toBe(415);
      expect(mismatch.json().message).toBe(
        `Send the XLSX file itself as the request body with Content-Type ${XLSX_MEDIA_TYPE} (got text/csv)`,
      );
      expect(await countOf(assessments)).toBe(0);
    });

    it('answers 413 for a file declared over the limit', async () => {
      const res = await upload(Buffer.alloc(BULK_UPLOAD_MAX_BYTES + 1, 'a'));
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({
        error: 'PAYLOAD_TOO_LARGE',
        message: 'The file is larger than 20 MB',
      });
    });

    it('stops reading a streamed body (no length given) once it passes the limit', async () => {
      // Few, long rows: the row limit must not stop the reading first.
      const chunk = Buffer.from(`P,C,${'x'.repeat(1024 * 1024)},TEXT\n`);
      function* body() {
        yield Buffer.from('profiler,category,question,type\n');
        for (let sent = 0; sent <= BULK_UPLOAD_MAX_BYTES; sent += chunk.length) yield chunk;
      }
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/bulk-upload?dryRun=true',
        headers: { ...admin.headers, 'content-type': CSV_MEDIA_TYPE },
        payload: Readable.from(body(), { objectMode: false }),
      });
      expect(res.statusCode).toBe(413);
      expect(res.headers.connection).toBe('close');
    });
  });

  describe('XLSX', () => {
    it('imports the first worksheet, reading rich text, numbers and booleans as text', async () => {
      const file = await toXlsx([
        [
          'Profiler',
          'Is Free',
          'Price',
          'Category',
          'Question',
          'Type',
          'Options',
          'Trait',
          'Reverse Scored',
        ],
        [
          { richText: [{ text: 'Rich ' }, { text: 'Title' }] },
          false,
          250,
          'Part',
          'Pick one',
          'MULTIPLE_CHOICE',
          'A|B',
          '',
          '',
        ],
        [],
        [
          'Rich Title',
          '',
          '',
          'Part',
          { formula: '"Computed"&" question"', result: 'Computed question' },
          'RATING',
          '',
          'Creative',
          true,
        ],
      ]);
      const res = await upload(file, '?format=xlsx', XLSX_MEDIA_TYPE);
      expect(res.statusCode).toBe(200);
      const body = res.json<BulkUploadResponse>();
      expect(body).toMatchObject({ ok: true, rowsRead: 2, summary: { profilers: 1, questions: 2 } });
      const [row] = await t.database.db.select().from(assessments);
      expect(row).toMatchObject({ title: 'Rich Title', isFree: false, priceMinor: 25_000 });
      const stored = await t.database.db.select().from(questions).orderBy(questions.order);
      expect(stored.map((q) => [q.text, q.type, q.traitType, q.isReverseScored])).toEqual([
        ['Pick one', 'MULTIPLE_CHOICE', null, false],
        ['Computed question', 'RATING', 'Creative', true],
      ]);
    });

    it('reports bad rows with the worksheet row numbers and saves nothing', async () => {
      const file = await toXlsx([
        ['profiler', 'category', 'question', 'type', 'options'],
        ['P', 'C', 'Good', 'TEXT', ''],
        [],
        [],
        ['P', 'C', 'Text with options', 'TEXT', 'x|y'],
        ['P', 'C', '', 'YES_NO', ''],
      ]);
      const res = await upload(file, '?format=xlsx', XLSX_MEDIA_TYPE);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual([
        { row: 5, column: 'options', message: 'A text question has no options' },
        { row: 6, column: 'question', message: 'Question text is required' },
      ]);
      expect(await countOf(assessments)).toBe(0);
    });

    it('answers 400 for a file that is not a workbook, or empty', async () => {
      const garbage = await upload('id,text\n1,hello\n', '?format=xlsx', XLSX_MEDIA_TYPE);
      expect(garbage.statusCode).toBe(400);
      expect(garbage.json().message).toBe('The file is not a readable XLSX workbook');
      const truncated = (await toXlsx([['profiler'], ['P']])).subarray(0, 200);
      expect((await upload(truncated, '?format=xlsx', XLSX_MEDIA_TYPE)).statusCode).toBe(400);
      const empty = await upload(Buffer.alloc(0), '?format=xlsx', XLSX_MEDIA_TYPE);
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toBe('The file is empty');
    });
  });

  describe('templates', () => {
    it('the CSV template downloads as an attachment and passes a dry run as it is', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/admin/bulk-upload/template.csv',
        headers: admin.headers,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(
        'attachment; filename="pathwise-bulk-upload-template.csv"',
      );
      expect(res.body.replace('\uFEFF', '').split('\n')[0]).toBe(BULK_UPLOAD_COLUMNS.join(','));
      const check = (await upload(res.rawPayload, '?dryRun=true')).json<BulkUploadResponse>();
      expect(check).toMatchObject({
        ok: true,
        errors: [],
        summary: { profilers: 1, categories: 2, questions: 5 },
      });
    });

    it('the XLSX template has the column notes and imports cleanly, with every question type', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/admin/bulk-upload/template.xlsx',
        headers: admin.headers,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(XLSX_MEDIA_TYPE);
      expect(res.headers['content-disposition']).toBe(
        'attachment; filename="pathwise-bulk-upload-template.xlsx"',
      );
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
      const notes = workbook.getWorksheet('Columns')!;
      expect(notes.getColumn(1).values.slice(2)).toEqual([...BULK_UPLOAD_COLUMNS]);

      const imported = await upload(res.rawPayload, '?format=xlsx', XLSX_MEDIA_TYPE);
      expect(imported.statusCode).toBe(200);
      expect(imported.json()).toMatchObject({ ok: true, summary: { resultConfigs: 4 } });
      const types = await t.database.db.selectDistinct({ type: questions.type }).from(questions);
      expect(types.map((r) => r.type).sort()).toEqual(['MULTIPLE_CHOICE', 'RATING', 'TEXT', 'YES_NO']);
    });

    it('the item bank template passes a dry run', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/admin/bulk-upload/item-bank-template.csv',
        headers: admin.headers,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toBe(
        'attachment; filename="pathwise-item-bank-template.csv"',
      );
      const check = await upload(res.rawPayload, '?kind=item-bank&title=Sample&dryRun=true');
      expect(check.json()).toMatchObject({
        ok: true,
        summary: { profilers: 1, categories: 1, questions: 4 },
      });
    });
  });
});
