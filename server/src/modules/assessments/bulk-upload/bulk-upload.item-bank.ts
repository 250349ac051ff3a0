import type { Readable } from 'node:stream';
import {
  type BulkUploadQuerySchema,
  CreateQuestionBodySchema,
  type CurrencyConfig,
  ITEM_BANK_COLUMNS,
  PriceSchema,
  RESPONSE_SCALES,
  type ResponseScale,
  SCORING_CONVENTIONS,
  type ScoringConvention,
  TRAIT_TYPE_MAX,
} from '@pathwise/contract';
import type { z } from 'zod';
import { AppError } from '../../../platform/errors.ts';
import {
  type CategoryDraft,
  canonicalTraitName,
  type ProfilerDraft,
  type QuestionDraft,
} from './bulk-upload.catalogue-import.ts';
import { readCsvRows } from './bulk-upload.csv.ts';
import { currencyProblem, type DraftCollector, priceInCurrencyProblem } from './bulk-upload.rows.ts';
import {
  checkCell,
  checkNameCell,
  createRowErrors,
  type RowErrors,
  type RowRecord,
  readTable,
} from './bulk-upload.table.ts';

/**
 * Keyed item banks (columns id,text,scale,keyed — the format published instruments come in) →
 * one profiler whose items are RATING questions: the chosen response scale's five anchors as
 * options, scored by the chosen convention (1–5 for IPIP, 0–4 for the O*NET Interest Profiler),
 * the item's scale as its trait, and `-` items reverse-scored.
 */

export type BulkUploadQuery = z.output<typeof BulkUploadQuerySchema>;

export type ItemBankSettings = {
  title: string;
  description: string;
  responseScale: ResponseScale;
  scoring: ScoringConvention;
  grouping: BulkUploadQuery['grouping'];
  isFree: boolean;
  price: number | null;
  currency: string;
};

type Item = { text: string; scale: string; isReverseScored: boolean };

/** The category holding every item when they are not grouped by scale. */
export const SINGLE_CATEGORY_TITLE = 'Items';

/** A 400 worded like the schema's own ('<field>: <message>'), for query options checked here. */
function invalidQuery(field: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', `${field}: ${message}`, { details: [{ path: field, message }] });
}

/** The item bank's profiler settings from the query, or a 400 naming the option at fault. */
export function readItemBankSettings(query: BulkUploadQuery, currencies: CurrencyConfig): ItemBankSettings {
  if (!query.title) throw invalidQuery('title', 'Title is required for an item bank');
  const currency = query.currency ?? currencies.defaultCurrency;
  const badCurrency = currencyProblem(currency, currencies);
  if (badCurrency) throw invalidQuery('currency', badCurrency);
  if (query.isFree && query.price !== undefined) {
    throw invalidQuery('price', 'A free profiler has no price: set isFree to false or leave the price out');
  }
  if (!query.isFree) {
    if (query.price === undefined) throw invalidQuery('price', 'Price is required for a paid profiler');
    const parsed = PriceSchema.safeParse(query.price);
    const badPrice = parsed.success
      ? priceInCurrencyProblem(parsed.data, currency)
      : (parsed.error.issues[0]?.message ?? 'Invalid price');
    if (badPrice) throw invalidQuery('price', badPrice);
  }
  return {
    title: query.title,
    description: query.description ?? '',
    responseScale: query.responseScale,
    scoring: query.scoring,
    grouping: query.grouping,
    isFree: query.isFree,
    price: query.isFree ? null : (query.price ?? null),
    currency,
  };
}

/** The five anchors of the response scale, each with its score under the convention. */
export function responseOptions(
  scale: ResponseScale,
  scoring: ScoringConvention,
): { label: string; score: number }[] {
  const scores = SCORING_CONVENTIONS[scoring];
  return RESPONSE_SCALES[scale].map((label, index) => ({ label, score: scores[index]! }));
}

function toCategories(settings: ItemBankSettings, items: readonly Item[]): CategoryDraft[] {
  const options = responseOptions(settings.responseScale, settings.scoring);
  const question = (item: Item): QuestionDraft => ({
    text: item.text,
    type: 'RATING',
    options,
    traitType: item.scale,
    isReverseScored: item.isReverseScored,
  });
  if (settings.grouping === 'single') {
    return [{ title: SINGLE_CATEGORY_TITLE, questions: items.map(question) }];
  }
  const byScale = new Map<string, CategoryDraft>();
  for (const item of items) {
    const key = item.scale.toLowerCase();
    const category = byScale.get(key) ?? { title: item.scale, questions: [] };
    byScale.set(key, category);
    category.questions.push(question(item));
  }
  return [...byScale.values()];
}

export function createItemBankCollector(settings: ItemBankSettings, errors: RowErrors): DraftCollector {
  const items: Item[] = [];
  const rowOfId = new Map<string, number>();

  return {
    columns: ITEM_BANK_COLUMNS,
    requiredColumns: ITEM_BANK_COLUMNS,
    add(row: number, record: RowRecord) {
      const before = errors.count;
      const id = record.id ?? '';
      const firstRow = rowOfId.get(id);
      if (!id) {
        errors.add(row, 'id', 'Item id is required');
      } else if (firstRow !== undefined) {
        errors.add(row, 'id', `Duplicate item id "${id}" (first on row ${firstRow})`);
      } else {
        rowOfId.set(id, row);
      }
      const text = checkCell(
        CreateQuestionBodySchema.shape.text,
        record.text ?? '',
        { row, column: 'text' },
        errors,
      );
      const scale = record.scale ?? '';
      if (!scale) errors.add(row, 'scale', 'Scale is required');
      else checkNameCell(scale, { max: TRAIT_TYPE_MAX, noun: 'scale' }, { row, column: 'scale' }, errors);
      const keyed = record.keyed ?? '';
      if (keyed !== '+' && keyed !== '-') {
        errors.add(row, 'keyed', `Use + (scored as answered) or - (reverse-scored), not "${keyed}"`);
      }
      if (errors.count === before && text) {
        items.push({ text, scale: canonicalTraitName(scale), isReverseScored: keyed === '-' });
      }
    },
    /** One profiler holding every item read (none when no item could be read). */
    finish(): ProfilerDraft[] {
      if (items.length === 0) return [];
      return [
        {
          title: settings.title,
          description: settings.description,
          isFree: settings.isFree,
          price: settings.price,
          currency: settings.currency,
          categories: toCategories(settings, items),
        },
      ];
    },
  };
}

/**
 * A keyed item bank CSV → its profiler draft, read and checked exactly as an admin's upload is
 * (the demo seed brings its published instrument in this way, so the keys go through the same
 * checks). Any row error refuses the file, naming the first one.
 */
export async function readItemBankCsv(body: Readable, settings: ItemBankSettings): Promise<ProfilerDraft> {
  const errors = createRowErrors();
  const collector = createItemBankCollector(settings, errors);
  await readTable(readCsvRows(body), collector, errors);
  const [draft] = collector.finish();
  const [first] = errors.list();
  if (first) {
    throw new AppError(
      'UNPROCESSABLE',
      `${settings.title}: row ${first.row}${first.column ? ` (${first.column})` : ''}: ${first.message}`,
    );
  }
  if (!draft) throw new AppError('UNPROCESSABLE', `${settings.title}: the item bank has no items`);
  return draft;
}
