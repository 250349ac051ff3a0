import {
  BULK_UPLOAD_COLUMNS,
  type BulkUploadColumn,
  CreateAssessmentBodySchema,
  CreateCategoryBodySchema,
  CreateQuestionBodySchema,
  CreateResultConfigBodySchema,
  type CurrencyConfig,
  KNOWN_CURRENCIES,
  OPTION_SEPARATOR,
  PriceSchema,
  QUESTION_TYPES,
  QuestionOptionInputSchema,
  type QuestionType,
  REQUIRED_BULK_UPLOAD_COLUMNS,
  RESULT_OPTION_VALUES,
  TRAIT_TYPE_MAX,
} from '@pathwise/contract';
import { AppError } from '../../../platform/errors.ts';
import { toPriceMinor } from '../profilers/profilers.pricing.ts';
import {
  type CategoryDraft,
  canonicalTraitName,
  checkQuestionOptions,
  type ProfilerDraft,
  type QuestionDraft,
  REVERSE_SCORING_RATING_ONLY,
  type ResultConfigDraft,
} from './bulk-upload.catalogue-import.ts';
import {
  checkCell,
  checkNameCell,
  type RowCollector,
  type RowErrors,
  type RowRecord,
} from './bulk-upload.table.ts';

/**
 * Profiler files (one row per question, BULK_UPLOAD_COLUMNS) → drafts for the catalogue import.
 * Every cell is checked with the same schemas and rules as the authoring screens, and every
 * problem is recorded against its row and column; rows that fail are left out of the drafts.
 * Profiler and category cells may be repeated on every row or given once: a later value that
 * differs from the first is an error rather than a silent choice.
 */

/** Reads the rows of one kind of file into profiler drafts. */
export type DraftCollector = RowCollector & { finish(): ProfilerDraft[] };

type Cell = { value: string; row: number };
type ProfilerColumn = 'profiler_description' | 'profiler_long_description' | 'is_free' | 'price' | 'currency';
type ResultColumn = `result_${(typeof RESULT_OPTION_VALUES)[number]}`;

type CategoryColumn = 'category_description' | ResultColumn;
type CategoryAcc = {
  title: string;
  cells: Partial<Record<CategoryColumn, Cell>>;
  questions: QuestionDraft[];
};
type ProfilerAcc = {
  title: string;
  firstRow: number;
  cells: Partial<Record<ProfilerColumn, Cell>>;
  categories: Map<string, CategoryAcc>;
};

const PROFILER_COLUMNS: readonly ProfilerColumn[] = [
  'profiler_description',
  'profiler_long_description',
  'is_free',
  'price',
  'currency',
];
const RESULT_COLUMNS = RESULT_OPTION_VALUES.map((letter) => `result_${letter}` as const);
const CATEGORY_COLUMNS: readonly CategoryColumn[] = ['category_description', ...RESULT_COLUMNS];

const profilerFields = CreateAssessmentBodySchema.shape;
const categoryFields = CreateCategoryBodySchema.shape;
const questionFields = CreateQuestionBodySchema.shape;
const resultFields = CreateResultConfigBodySchema.shape;

const TRUE_WORDS = new Set(['true', 'yes', 'y', '1']);
const FALSE_WORDS = new Set(['false', 'no', 'n', '0']);

/** true/false (also yes/no, 1/0, any case); undefined when blank, null when unreadable. */
export function parseBoolean(value: string): boolean | undefined | null {
  if (!value) return undefined;
  const word = value.toLowerCase();
  if (TRUE_WORDS.has(word)) return true;
  if (FALSE_WORDS.has(word)) return false;
  return null;
}
const BOOLEAN_HINT = 'Use true or false';

/** 'multiple choice', 'Yes-No' and 'rating' name MULTIPLE_CHOICE, YES_NO and RATING. */
function parseQuestionType(value: string): QuestionType | null {
  const name = value.toUpperCase().replace(/[\s-]+/g, '_');
  return (QUESTION_TYPES as readonly string[]).includes(name) ? (name as QuestionType) : null;
}

/** "Label: description" (the description may be blank); null when there is no label before a colon. */
export function parseResultCell(value: string): { label: string; description: string } | null {
  const colon = value.indexOf(':');
  const label = colon < 0 ? '' : value.slice(0, colon).trim();
  if (!label) return null;
  return { label, description: value.slice(colon + 1).trim() };
}

/** Records the first non-blank value of a profiler/category cell; a different later value is an error. */
function keepConsistent<K extends string>(
  cells: Partial<Record<K, Cell>>,
  column: K,
  value: string,
  row: number,
  scope: 'profiler' | 'category',
  errors: RowErrors,
) {
  if (!value) return;
  const first = cells[column];
  if (!first) cells[column] = { value, row };
  else if (first.value !== value) {
    errors.add(
      row,
      column,
      `Differs from row ${first.row} of the same ${scope}: give it once or repeat it unchanged`,
    );
  }
}

function readOptions(row: number, type: QuestionType, value: string, errors: RowErrors) {
  const labels = value ? value.split(OPTION_SEPARATOR) : [];
  for (const label of labels) {
    const checked = checkCell(QuestionOptionInputSchema, label, { row, column: 'options' }, errors);
    if (checked === undefined) return null;
  }
  const { options, violation } = checkQuestionOptions(type, labels);
  if (!violation) return options;
  errors.add(row, 'options', violation);
  return null;
}

function readTrait(row: number, value: string, errors: RowErrors): string | null | undefined {
  if (!value) return null;
  const name = checkNameCell(value, { max: TRAIT_TYPE_MAX, noun: 'trait' }, { row, column: 'trait' }, errors);
  return name === undefined ? undefined : canonicalTraitName(name);
}

/** The question on this row, or null when any of its cells is wrong (each wrong cell is recorded). */
function readQuestion(row: number, record: RowRecord, errors: RowErrors): QuestionDraft | null {
  const before = errors.count;
  const at = (column: BulkUploadColumn) => ({ row, column });
  const text = checkCell(questionFields.text, record.question ?? '', at('question'), errors);
  const typeCell = record.type ?? '';
  const type = parseQuestionType(typeCell);
  if (!typeCell) errors.add(row, 'type', 'Question type is required');
  else if (!type) errors.add(row, 'type', `Unknown question type "${typeCell}"`);
  const options = type ? readOptions(row, type, record.options ?? '', errors) : null;
  const explanation = checkCell(
    questionFields.explanation,
    record.explanation ?? '',
    at('explanation'),
    errors,
  );
  const example = checkCell(questionFields.example, record.example ?? '', at('example'), errors);
  const traitType = readTrait(row, record.trait ?? '', errors);
  const isReverseScored = parseBoolean(record.reverse_scored ?? '');
  if (isReverseScored === null) errors.add(row, 'reverse_scored', BOOLEAN_HINT);
  else if (isReverseScored && type && type !== 'RATING') {
    errors.add(row, 'reverse_scored', REVERSE_SCORING_RATING_ONLY);
  }
  if (errors.count > before || !text || !type || !options) return null;
  return {
    text,
    type,
    options,
    explanation,
    example,
    traitType,
    isReverseScored: isReverseScored ?? false,
  };
}

function readResults(category: CategoryAcc, errors: RowErrors): ResultConfigDraft[] {
  const results: ResultConfigDraft[] = [];
  RESULT_OPTION_VALUES.forEach((optionValue, index) => {
    const column = RESULT_COLUMNS[index]!;
    const cell = category.cells[column];
    if (!cell) return;
    const parsed = parseResultCell(cell.value);
    if (!parsed) {
      errors.add(cell.row, column, 'Write the result as "Label: description"');
      return;
    }
    const at = { row: cell.row, column };
    const resultLabel = checkCell(resultFields.resultLabel, parsed.label, at, errors);
    const resultDescription = checkCell(resultFields.resultDescription, parsed.description, at, errors);
    if (resultLabel !== undefined && resultDescription !== undefined) {
      results.push({ optionValue, resultLabel, resultDescription });
    }
  });
  return results;
}

function finishCategory(category: CategoryAcc, errors: RowErrors): CategoryDraft {
  const cell = category.cells.category_description;
  const description = cell
    ? checkCell(
        categoryFields.description,
        cell.value,
        { row: cell.row, column: 'category_description' },
        errors,
      )
    : '';
  return {
    title: category.title,
    description: description ?? '',
    questions: category.questions,
    resultConfigs: readResults(category, errors),
  };
}

type Pricing = { isFree: boolean; price: number | null; currency: string };

/** Why a currency code cannot price a profiler (unknown or not enabled), or null. */
export function currencyProblem(code: string, currencies: CurrencyConfig): string | null {
  if (currencies.enabledCurrencies.some((currency) => currency.code === code)) return null;
  return KNOWN_CURRENCIES.some((currency) => currency.code === code)
    ? `Currency ${code} is not enabled`
    : `Unknown currency "${code}"`;
}

/** Why a price cannot be written in the currency's precision (¥10.5), or null. */
export function priceInCurrencyProblem(price: number, currency: string): string | null {
  try {
    toPriceMinor(price, currency);
    return null;
  } catch (error) {
    if (error instanceof AppError) return error.message;
    throw error;
  }
}

function readCurrency(cell: Cell | undefined, currencies: CurrencyConfig, errors: RowErrors): string | null {
  if (!cell) return currencies.defaultCurrency;
  const code = cell.value.toUpperCase();
  const problem = currencyProblem(code, currencies);
  if (!problem) return code;
  errors.add(cell.row, 'currency', problem);
  return null;
}

/** Free unless a price is given (or is_free says otherwise); a paid profiler needs a price it can be sold at. */
function readPricing(profiler: ProfilerAcc, currencies: CurrencyConfig, errors: RowErrors): Pricing {
  const { is_free: isFreeCell, price: priceCell } = profiler.cells;
  const isFreeValue = parseBoolean(isFreeCell?.value ?? '');
  if (isFreeValue === null) errors.add(isFreeCell!.row, 'is_free', BOOLEAN_HINT);
  const price = priceCell
    ? checkCell(PriceSchema, priceCell.value, { row: priceCell.row, column: 'price' }, errors)
    : undefined;
  const currency = readCurrency(profiler.cells.currency, currencies, errors);
  const isFree = isFreeValue ?? !priceCell;
  if (isFree && priceCell) {
    errors.add(
      priceCell.row,
      'price',
      'A free profiler has no price: set is_free to false or clear the price',
    );
  }
  if (!isFree && !priceCell) {
    errors.add(isFreeCell?.row ?? profiler.firstRow, 'price', 'Price is required for a paid profiler');
  }
  const precisionProblem =
    !isFree && price !== undefined && currency && priceInCurrencyProblem(price, currency);
  if (precisionProblem) errors.add(priceCell!.row, 'price', precisionProblem);
  return { isFree, price: isFree ? null : (price ?? null), currency: currency ?? currencies.defaultCurrency };
}

function finishProfiler(profiler: ProfilerAcc, currencies: CurrencyConfig, errors: RowErrors): ProfilerDraft {
  const text = (
    column: 'profiler_description' | 'profiler_long_description',
    field: 'description' | 'assessmentDescription',
  ) => {
    const cell = profiler.cells[column];
    if (!cell) return '';
    return checkCell(profilerFields[field], cell.value, { row: cell.row, column }, errors) ?? '';
  };
  return {
    title: profiler.title,
    description: text('profiler_description', 'description'),
    assessmentDescription: text('profiler_long_description', 'assessmentDescription'),
    ...readPricing(profiler, currencies, errors),
    categories: [...profiler.categories.values()].map((category) => finishCategory(category, errors)),
  };
}

/**
 * Collects the rows of a profiler file. Rows with the same profiler title (in any case) form one
 * profiler, rows with the same category title within it one category, both in order of first
 * appearance; questions keep the file's order.
 */
export function createProfilerRowCollector(options: {
  currencies: CurrencyConfig;
  errors: RowErrors;
}): DraftCollector {
  const { currencies, errors } = options;
  const profilers = new Map<string, ProfilerAcc>();

  function profilerFor(row: number, record: RowRecord): ProfilerAcc | null {
    const title = checkCell(profilerFields.title, record.profiler ?? '', { row, column: 'profiler' }, errors);
    if (!title) return null;
    const key = title.toLowerCase();
    let profiler = profilers.get(key);
    if (!profiler) {
      profiler = { title, firstRow: row, cells: {}, categories: new Map() };
      profilers.set(key, profiler);
    }
    for (const column of PROFILER_COLUMNS) {
      keepConsistent(profiler.cells, column, record[column] ?? '', row, 'profiler', errors);
    }
    return profiler;
  }

  function categoryFor(profiler: ProfilerAcc, row: number, record: RowRecord): CategoryAcc | null {
    const title = checkCell(categoryFields.title, record.category ?? '', { row, column: 'category' }, errors);
    if (!title) return null;
    const key = title.toLowerCase();
    let category = profiler.categories.get(key);
    if (!category) {
      category = { title, cells: {}, questions: [] };
      profiler.categories.set(key, category);
    }
    for (const column of CATEGORY_COLUMNS) {
      keepConsistent(category.cells, column, record[column] ?? '', row, 'category', errors);
    }
    return category;
  }

  return {
    columns: BULK_UPLOAD_COLUMNS,
    requiredColumns: REQUIRED_BULK_UPLOAD_COLUMNS,
    add(row: number, record: RowRecord) {
      const profiler = profilerFor(row, record);
      const category = profiler && categoryFor(profiler, row, record);
      const question = readQuestion(row, record, errors);
      if (category && question) category.questions.push(question);
    },
    /** The drafts read so far; profiler-wide rules (pricing, results) are checked here. */
    finish(): ProfilerDraft[] {
      return [...profilers.values()].map((profiler) => finishProfiler(profiler, currencies, errors));
    },
  };
}
