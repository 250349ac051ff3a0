import { z } from 'zod';
import { CurrencyCodeSchema } from './pricing.ts';

/**
 * Bulk upload. The file is the raw request body (text/csv or the XLSX media type) so it streams;
 * options travel in the query string. `dryRun=true` checks every row and saves nothing; without it
 * the whole file is imported in one transaction or not at all.
 *
 * Profiler file: one row per question, columns in BULK_UPLOAD_COLUMNS. Rows with the same
 * `profiler` title form one profiler, rows with the same `category` within it one category.
 * Profiler and category columns may be repeated on every row or given once on the first row;
 * result configurations (`result_a` … `result_e`, written "Label: description") once per category.
 *
 * Item bank: columns `id,text,scale,keyed` (the format of published instruments); every item
 * becomes a RATING question whose trait is its scale, `-` items reverse-scored.
 */

export const BULK_UPLOAD_COLUMNS = [
  'profiler',
  'profiler_description',
  'profiler_long_description',
  'is_free',
  'price',
  'currency',
  'category',
  'category_description',
  'question',
  'type',
  'options',
  'explanation',
  'example',
  'trait',
  'reverse_scored',
  'result_a',
  'result_b',
  'result_c',
  'result_d',
  'result_e',
] as const;
export type BulkUploadColumn = (typeof BULK_UPLOAD_COLUMNS)[number];
export const REQUIRED_BULK_UPLOAD_COLUMNS = ['profiler', 'category', 'question', 'type'] as const;
/** Options cell: labels separated by `|`. */
export const OPTION_SEPARATOR = '|';

export const ITEM_BANK_COLUMNS = ['id', 'text', 'scale', 'keyed'] as const;

export const BULK_UPLOAD_FORMATS = ['csv', 'xlsx'] as const;
export const BULK_UPLOAD_KINDS = ['profilers', 'item-bank'] as const;
export const BULK_UPLOAD_MAX_BYTES = 20 * 1024 * 1024;
export const BULK_UPLOAD_MAX_ROWS = 50_000;
export const CSV_MEDIA_TYPE = 'text/csv';
export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Response scales an item bank can be given (each is 5 RATING anchors). */
export const RESPONSE_SCALES = {
  /** The IPIP questionnaire's five answers, spelled as published (ipip.ori.org). */
  accuracy: [
    'Very Inaccurate',
    'Moderately Inaccurate',
    'Neither Accurate Nor Inaccurate',
    'Moderately Accurate',
    'Very Accurate',
  ],
  agreement: ['Strongly disagree', 'Disagree', 'Neutral', 'Agree', 'Strongly agree'],
  interest: ['Strongly dislike', 'Dislike', 'Unsure', 'Like', 'Strongly like'],
} as const;
export type ResponseScale = keyof typeof RESPONSE_SCALES;
/** Item score for the 5 anchors: 1–5 (IPIP) or 0–4 (O*NET Interest Profiler). Reverse = min + max − x. */
export const SCORING_CONVENTIONS = {
  'one-to-five': [1, 2, 3, 4, 5],
  'zero-to-four': [0, 1, 2, 3, 4],
} as const;
export type ScoringConvention = keyof typeof SCORING_CONVENTIONS;

const bool = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((value) => value === true || value === 'true');

export const BulkUploadQuerySchema = z.object({
  format: z.enum(BULK_UPLOAD_FORMATS).default('csv'),
  kind: z.enum(BULK_UPLOAD_KINDS).default('profilers'),
  dryRun: bool.default(false),
  /* item bank only */
  title: z.string().trim().max(200).optional(),
  description: z.string().trim().max(2000).optional(),
  responseScale: z
    .enum(Object.keys(RESPONSE_SCALES) as [ResponseScale, ...ResponseScale[]])
    .default('agreement'),
  scoring: z
    .enum(Object.keys(SCORING_CONVENTIONS) as [ScoringConvention, ...ScoringConvention[]])
    .default('one-to-five'),
  /** One category holding every item in file order, or one category per scale. */
  grouping: z.enum(['single', 'by-scale']).default('single'),
  isFree: bool.default(true),
  price: z.coerce.number().min(0).optional(),
  currency: CurrencyCodeSchema.optional(),
});
export type BulkUploadQuery = z.input<typeof BulkUploadQuerySchema>;

export const BulkUploadRowErrorSchema = z.object({
  /** 1-based line/row number as the admin sees it in the file (the header is row 1). */
  row: z.number().int(),
  column: z.string().optional(),
  message: z.string(),
});
export type BulkUploadRowError = z.infer<typeof BulkUploadRowErrorSchema>;

export const BulkUploadSummarySchema = z.object({
  profilers: z.number().int(),
  categories: z.number().int(),
  questions: z.number().int(),
  resultConfigs: z.number().int(),
});

export const BulkUploadResponseSchema = z.object({
  ok: z.boolean(),
  dryRun: z.boolean(),
  rowsRead: z.number().int(),
  summary: BulkUploadSummarySchema,
  /** Every bad row (capped at 1,000 entries; `errorCount` has the true number). */
  errors: z.array(BulkUploadRowErrorSchema),
  errorCount: z.number().int(),
  created: z.array(z.object({ id: z.uuid(), title: z.string() })),
  message: z.string(),
});
export type BulkUploadResponse = z.infer<typeof BulkUploadResponseSchema>;
