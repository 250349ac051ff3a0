import { z } from 'zod';

export const IdSchema = z.uuid();
export const IdParamsSchema = z.object({ id: IdSchema });
export const IsoDateSchema = z.string();

export const MessageSchema = z.object({ message: z.string() });
export type Message = z.infer<typeof MessageSchema>;

/** page/limit query with the spec's defaults (page 1, limit 20) and a hard cap so nobody can ask for everything. */
export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

export const PaginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  hasMore: z.boolean(),
});
export type Pagination = z.infer<typeof PaginationSchema>;

/**
 * The one rule for text people send. C0 control characters have no place in anything typed: NUL
 * (U+0000) is refused by PostgreSQL in text and jsonb, and the others hide content in logs, exports
 * and e-mails. Tab and line breaks are allowed where text may span lines, never in one-line values
 * (names, titles, codes, searches). The server applies the multi-line rule to every string and key of
 * every request (server/src/platform/input-guard.ts); the schemas below add the one-line rule, and
 * carry both to the web forms and, as patterns, to the OpenAPI document.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is this rule's purpose.
const NO_CONTROL_CHARACTER = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F]*$/;
const NO_LINE_BREAK = /^[^\t\n\r]*$/;
/**
 * Half of a surrogate pair without its other half: not a character, no UTF-8 for it. PostgreSQL
 * refuses it in jsonb (a 500) and a text column would silently store U+FFFD instead.
 */
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const CONTROL_CHARACTER_MESSAGE = 'Must not contain control characters (such as NUL)';
export const LINE_BREAK_MESSAGE = 'Must be one line, without tabs or line breaks';
export const UNPAIRED_SURROGATE_MESSAGE = 'Must be valid Unicode text (half of a surrogate pair is not)';

/**
 * The message for `value` if it breaks the text rule, else null; `multiline` allows tab, LF and CR.
 * The server guard also refuses unpaired surrogates here (the schemas' patterns do not carry that).
 */
export function controlCharacterProblem(value: string, options: { multiline: boolean }): string | null {
  if (!NO_CONTROL_CHARACTER.test(value)) return CONTROL_CHARACTER_MESSAGE;
  if (UNPAIRED_SURROGATE.test(value)) return UNPAIRED_SURROGATE_MESSAGE;
  if (!options.multiline && !NO_LINE_BREAK.test(value)) return LINE_BREAK_MESSAGE;
  return null;
}

/** Text that may span lines (descriptions, question texts, reviews, prompts). */
export const TextSchema = z.string().regex(NO_CONTROL_CHARACTER, CONTROL_CHARACTER_MESSAGE);
/** One line of text (names, titles, codes, search terms). */
export const LineSchema = TextSchema.regex(NO_LINE_BREAK, LINE_BREAK_MESSAGE);

/** A calendar day as YYYY-MM-DD (UTC where it bounds a range; `to` days are inclusive). */
export const CalendarDaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date as YYYY-MM-DD')
  .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), 'Use a real date');
