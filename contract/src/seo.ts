import { z } from 'zod';
import { IsoDateSchema } from './common.ts';

/**
 * SEO analysis of an article (spec §7 Articles; decision 020): the checks Yoast SEO and Rank Math run,
 * each with a verdict and a sentence saying what to do. The analyzer is a pure function on the server
 * (server/src/modules/blog/seo/); results are stored with their history.
 */

export const SeoVerdictSchema = z.enum(['pass', 'improve', 'problem']);
export type SeoVerdict = z.infer<typeof SeoVerdictSchema>;

/** Every check the analyzer runs, grouped as the editor's side panel shows them. */
export const SEO_CHECK_IDS = [
  // focus keyword
  'keyword_set',
  'keyword_in_title',
  'keyword_in_meta_description',
  'keyword_in_slug',
  'keyword_in_introduction',
  'keyword_in_subheading',
  'keyword_density',
  'keyword_in_image_alt',
  // lengths and structure
  'title_length',
  'title_width',
  'meta_description_length',
  'meta_description_width',
  'text_length',
  'heading_structure',
  'internal_links',
  'outbound_links',
  'image_alt_text',
  // readability
  'flesch_reading_ease',
  'sentence_length',
  'paragraph_length',
  'passive_voice',
  'transition_words',
] as const;
export const SeoCheckIdSchema = z.enum(SEO_CHECK_IDS);
export type SeoCheckId = z.infer<typeof SeoCheckIdSchema>;

export const SeoCheckGroupSchema = z.enum(['keyword', 'basics', 'readability']);
export type SeoCheckGroup = z.infer<typeof SeoCheckGroupSchema>;

export const SeoCheckSchema = z.object({
  id: SeoCheckIdSchema,
  group: SeoCheckGroupSchema,
  verdict: SeoVerdictSchema,
  /** What was found and what to do, in one or two sentences. */
  message: z.string(),
  /** The measured figure when there is one (characters, pixels, percent, words, score). */
  value: z.number().nullable(),
});
export type SeoCheck = z.infer<typeof SeoCheckSchema>;

export const SeoFiguresSchema = z.object({
  wordCount: z.number().int(),
  sentenceCount: z.number().int(),
  paragraphCount: z.number().int(),
  fleschReadingEase: z.number().nullable(),
  keywordCount: z.number().int(),
  keywordDensity: z.number(),
  titlePixels: z.number().int(),
  metaDescriptionPixels: z.number().int(),
});
export type SeoFigures = z.infer<typeof SeoFiguresSchema>;

export const SeoAnalysisSchema = z.object({
  id: z.uuid(),
  articleId: z.uuid(),
  /** 0–100: the share of the checks' weight that passes (improve counts half). */
  score: z.number().int(),
  focusKeyword: z.string().nullable(),
  checks: z.array(SeoCheckSchema),
  figures: SeoFiguresSchema,
  createdAt: IsoDateSchema,
});
export type SeoAnalysis = z.infer<typeof SeoAnalysisSchema>;

export const AnalyzeArticleBodySchema = z.object({ articleId: z.uuid('Choose an article') });

/** GET /seo-analysis/{id}: an article's latest analysis and its history (newest first). */
export const SeoAnalysisWithHistorySchema = z.object({
  latest: SeoAnalysisSchema,
  history: z.array(z.object({ id: z.uuid(), score: z.number().int(), createdAt: IsoDateSchema })),
});
export type SeoAnalysisWithHistory = z.infer<typeof SeoAnalysisWithHistorySchema>;

export const SEO_BULK_MAX_ARTICLES = 500;
export const BulkAnalyzeBodySchema = z.object({
  articleIds: z
    .array(z.uuid())
    .min(1, 'Choose at least one article')
    .max(SEO_BULK_MAX_ARTICLES, `At most ${SEO_BULK_MAX_ARTICLES} articles at a time`),
});
export const SeoBulkRunParamsSchema = z.object({ runId: z.uuid() });
export const SeoBulkRunSchema = z.object({
  id: z.uuid(),
  status: z.enum(['queued', 'running', 'done']),
  total: z.number().int(),
  done: z.number().int(),
  failed: z.number().int(),
  createdAt: IsoDateSchema,
  finishedAt: IsoDateSchema.nullable(),
});
export type SeoBulkRun = z.infer<typeof SeoBulkRunSchema>;

export const SeoInsightsSchema = z.object({
  analysedArticles: z.number().int(),
  unanalysedArticles: z.number().int(),
  averageScore: z.number().nullable(),
  /** Articles per score band, from each article's latest analysis. */
  distribution: z.array(z.object({ band: z.enum(['good', 'fair', 'poor']), count: z.number().int() })),
  /** The checks that fail most often (problem or improve), most frequent first. */
  commonProblems: z.array(z.object({ id: SeoCheckIdSchema, count: z.number().int() })),
  /** Low score and many views: where a fix pays most. */
  worthFixing: z.array(
    z.object({
      articleId: z.uuid(),
      title: z.string(),
      slug: z.string(),
      score: z.number().int(),
      viewCount: z.number().int(),
    }),
  ),
});
export type SeoInsights = z.infer<typeof SeoInsightsSchema>;

/** Score bands as the list and the insights colour them. */
export const SEO_SCORE_BANDS = { good: 80, fair: 50 } as const;
export function seoScoreBand(score: number): 'good' | 'fair' | 'poor' {
  if (score >= SEO_SCORE_BANDS.good) return 'good';
  if (score >= SEO_SCORE_BANDS.fair) return 'fair';
  return 'poor';
}
