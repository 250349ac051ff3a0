import {
  BulkUploadQuerySchema,
  FALLBACK_CURRENCY_CONFIG,
  type BulkUploadQuery as RawQuery,
  RESPONSE_SCALES,
} from '@pathwise/contract';
import { describe, expect, it } from 'vitest';
import { createItemBankCollector, readItemBankSettings, responseOptions } from './bulk-upload.item-bank.ts';
import { createRowErrors } from './bulk-upload.table.ts';

const query = (raw: RawQuery) => BulkUploadQuerySchema.parse({ kind: 'item-bank', ...raw });

describe('responseOptions', () => {
  it('gives the five anchors of the scale with the scores of the convention', () => {
    expect(responseOptions('agreement', 'zero-to-four')).toEqual(
      RESPONSE_SCALES.agreement.map((label, score) => ({ label, score })),
    );
    expect(responseOptions('accuracy', 'one-to-five').map((o) => o.score)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('readItemBankSettings', () => {
  it('defaults to a free profiler in the default currency, one category, agreement scale scored 1–5', () => {
    expect(readItemBankSettings(query({ title: 'Bank' }), FALLBACK_CURRENCY_CONFIG)).toEqual({
      title: 'Bank',
      description: '',
      responseScale: 'agreement',
      scoring: 'one-to-five',
      grouping: 'single',
      isFree: true,
      price: null,
      currency: 'INR',
    });
  });

  it('refuses a missing title with a 400 naming the option', () => {
    expect(() => readItemBankSettings(query({}), FALLBACK_CURRENCY_CONFIG)).toThrow(
      expect.objectContaining({
        code: 'VALIDATION_FAILED',
        message: 'title: Title is required for an item bank',
        details: [{ path: 'title', message: 'Title is required for an item bank' }],
      }),
    );
  });
});

describe('createItemBankCollector', () => {
  const settings = (grouping: 'single' | 'by-scale') =>
    readItemBankSettings(
      query({ title: 'Bank', grouping, responseScale: 'interest' }),
      FALLBACK_CURRENCY_CONFIG,
    );

  function collect(grouping: 'single' | 'by-scale') {
    const errors = createRowErrors();
    const collector = createItemBankCollector(settings(grouping), errors);
    const items = [
      { id: 'a', text: 'Fix a bike', scale: 'realistic', keyed: '+' },
      { id: 'b', text: 'Run a survey', scale: 'Investigative', keyed: '+' },
      { id: 'c', text: 'Avoid tools', scale: 'Realistic', keyed: '-' },
    ];
    items.forEach((item, index) => {
      collector.add(index + 2, item);
    });
    return { drafts: collector.finish(), errors: errors.list() };
  }

  it('makes every item a rating question in file order, under one category', () => {
    const { drafts, errors } = collect('single');
    expect(errors).toEqual([]);
    expect(drafts).toHaveLength(1);
    const [category] = drafts[0]!.categories;
    expect(category!.title).toBe('Items');
    expect(category!.questions.map((q) => [q.text, q.type, q.traitType, q.isReverseScored])).toEqual([
      ['Fix a bike', 'RATING', 'Realistic', false],
      ['Run a survey', 'RATING', 'Investigative', false],
      ['Avoid tools', 'RATING', 'Realistic', true],
    ]);
    expect(category!.questions[0]!.options).toEqual(responseOptions('interest', 'one-to-five'));
  });

  it('groups by scale in order of first appearance', () => {
    const { drafts } = collect('by-scale');
    expect(drafts[0]!.categories.map((c) => [c.title, c.questions.map((q) => q.text)])).toEqual([
      ['Realistic', ['Fix a bike', 'Avoid tools']],
      ['Investigative', ['Run a survey']],
    ]);
  });
});
