import { type BulkUploadColumn, type CurrencyConfig, FALLBACK_CURRENCY_CONFIG } from '@pathwise/contract';
import { describe, expect, it } from 'vitest';
import { createProfilerRowCollector, parseBoolean, parseResultCell } from './bulk-upload.rows.ts';
import { createRowErrors } from './bulk-upload.table.ts';

type Row = Partial<Record<BulkUploadColumn, string>>;

const WITH_YEN: CurrencyConfig = {
  defaultCurrency: 'INR',
  enabledCurrencies: [
    ...FALLBACK_CURRENCY_CONFIG.enabledCurrencies,
    { code: 'JPY', name: 'Japanese Yen', symbol: '¥', isDefault: false, isActive: true },
  ],
};

/** Feeds rows (the first at row 2, under the header) and returns the drafts and errors. */
function collect(rows: Row[], currencies: CurrencyConfig = FALLBACK_CURRENCY_CONFIG) {
  const errors = createRowErrors();
  const collector = createProfilerRowCollector({ currencies, errors });
  rows.forEach((row, index) => {
    collector.add(index + 2, row);
  });
  return { drafts: collector.finish(), errors: errors.list() };
}

const question = (overrides: Row = {}): Row => ({
  profiler: 'P',
  category: 'C',
  question: 'Q',
  type: 'TEXT',
  ...overrides,
});

describe('parseBoolean', () => {
  it.each([
    ['true', true],
    ['YES', true],
    ['1', true],
    ['n', false],
    ['False', false],
    ['', undefined],
    ['maybe', null],
  ])('%s → %s', (value, expected) => {
    expect(parseBoolean(value)).toBe(expected);
  });
});

describe('parseResultCell', () => {
  it('splits at the first colon and keeps a blank description', () => {
    expect(parseResultCell('Maker: Hands-on: always')).toEqual({
      label: 'Maker',
      description: 'Hands-on: always',
    });
    expect(parseResultCell('Maker:')).toEqual({ label: 'Maker', description: '' });
    expect(parseResultCell('Maker')).toBeNull();
    expect(parseResultCell(': no label')).toBeNull();
  });
});

describe('createProfilerRowCollector', () => {
  it('groups rows by profiler and category title in any case, keeping first-appearance order', () => {
    const { drafts, errors } = collect([
      question({ profiler: 'Alpha', category: 'One', question: 'a1' }),
      question({ profiler: 'Beta', category: 'Only', question: 'b1' }),
      question({ profiler: 'ALPHA', category: 'two', question: 'a2' }),
      question({ profiler: 'alpha', category: 'ONE', question: 'a3' }),
    ]);
    expect(errors).toEqual([]);
    expect(
      drafts.map((d) => [d.title, d.categories.map((c) => [c.title, c.questions.map((q) => q.text)])]),
    ).toEqual([
      [
        'Alpha',
        [
          ['One', ['a1', 'a3']],
          ['two', ['a2']],
        ],
      ],
      ['Beta', [['Only', ['b1']]]],
    ]);
  });

  it('takes profiler and category cells from any row, once or repeated unchanged', () => {
    const { drafts, errors } = collect([
      question(),
      question({
        profiler_description: 'Later',
        price: '99',
        category_description: 'About C',
        result_a: 'A: a',
      }),
      question({ profiler_description: 'Later', result_a: 'A: a' }),
    ]);
    expect(errors).toEqual([]);
    expect(drafts[0]).toMatchObject({
      description: 'Later',
      isFree: false,
      price: 99,
      currency: 'INR',
      categories: [
        {
          description: 'About C',
          resultConfigs: [{ optionValue: 'a', resultLabel: 'A', resultDescription: 'a' }],
        },
      ],
    });
  });

  it('reports category cells that differ between rows', () => {
    const { errors } = collect([
      question({ category_description: 'First' }),
      question({ category_description: 'Second', result_b: 'B: one' }),
      question({ result_b: 'B: two' }),
    ]);
    expect(errors).toEqual([
      {
        row: 3,
        column: 'category_description',
        message: 'Differs from row 2 of the same category: give it once or repeat it unchanged',
      },
      {
        row: 4,
        column: 'result_b',
        message: 'Differs from row 3 of the same category: give it once or repeat it unchanged',
      },
    ]);
  });

  it('reads type names written loosely and canonicalises built-in traits', () => {
    const { drafts, errors } = collect([
      question({ type: 'multiple choice', options: 'x|y' }),
      question({ type: 'yes-no', trait: 'SUPPORTIVE' }),
      question({ type: 'Rating', trait: 'Grit' }),
    ]);
    expect(errors).toEqual([]);
    expect(drafts[0]!.categories[0]!.questions.map((q) => [q.type, q.traitType])).toEqual([
      ['MULTIPLE_CHOICE', null],
      ['YES_NO', 'Supportive'],
      ['RATING', 'Grit'],
    ]);
  });

  it('checks lengths and precision with the authoring rules', () => {
    const { errors } = collect(
      [
        question({ trait: 'x'.repeat(61) }),
        question({ type: 'MULTIPLE_CHOICE', options: `ok|${'y'.repeat(501)}` }),
        question({ profiler: 'Yen', price: '10.5', currency: 'jpy' }),
        question({ profiler: 'Flag', is_free: 'perhaps' }),
        question({ result_c: `${'L'.repeat(201)}: too long` }),
      ],
      WITH_YEN,
    );
    expect(errors).toEqual([
      { row: 2, column: 'trait', message: 'A trait name may have at most 60 characters' },
      { row: 3, column: 'options', message: 'An option must be at most 500 characters' },
      { row: 4, column: 'price', message: 'Prices in JPY must be whole numbers' },
      { row: 5, column: 'is_free', message: 'Use true or false' },
      { row: 6, column: 'result_c', message: expect.stringContaining('200') },
    ]);
  });

  it('leaves bad rows out of the drafts but keeps the good ones', () => {
    const { drafts } = collect([
      question({ question: 'good' }),
      question({ question: 'bad', type: 'SCALE' }),
    ]);
    expect(drafts[0]!.categories[0]!.questions.map((q) => q.text)).toEqual(['good']);
  });
});
