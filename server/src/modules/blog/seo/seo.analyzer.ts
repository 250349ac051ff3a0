import {
  SEO_CHECK_IDS,
  type SeoCheck,
  type SeoCheckId,
  type SeoFigures,
  type SeoVerdict,
} from '@pathwise/contract';
import { basicsChecks, measureWidths } from './seo.checks-basics.ts';
import { keywordChecks } from './seo.checks-keyword.ts';
import { readabilityChecks, readabilityFlesch } from './seo.checks-readability.ts';
import { buildContext, percent, round2, type SeoInput } from './seo.context.ts';
import { phrasePositions } from './seo.keyword.ts';

export type { SeoInput } from './seo.context.ts';

export type SeoResult = { score: number; checks: SeoCheck[]; figures: SeoFigures };

/**
 * How much each check counts towards the 0–100 score (decision 020). What search engines weigh
 * most — the keyword in the title, a keyword at all, enough text — counts most; readability counts
 * least, as in Yoast (a separate light) and Rank Math (a small share of its score).
 */
export const SEO_CHECK_WEIGHTS: Record<SeoCheckId, number> = {
  keyword_set: 3,
  keyword_in_title: 3,
  keyword_in_meta_description: 2,
  keyword_in_slug: 2,
  keyword_in_introduction: 2,
  keyword_in_subheading: 1,
  keyword_density: 2,
  keyword_in_image_alt: 1,
  title_length: 2,
  title_width: 2,
  meta_description_length: 2,
  meta_description_width: 1,
  text_length: 3,
  heading_structure: 2,
  internal_links: 2,
  outbound_links: 1,
  image_alt_text: 2,
  flesch_reading_ease: 2,
  sentence_length: 1,
  paragraph_length: 1,
  passive_voice: 1,
  transition_words: 1,
};

const CREDIT: Record<SeoVerdict, number> = { pass: 1, improve: 0.5, problem: 0 };

/** The share of the checks' weight that passes, an "improve" counting half. */
export function scoreChecks(checks: readonly SeoCheck[]): number {
  let total = 0;
  let earned = 0;
  for (const item of checks) {
    const weight = SEO_CHECK_WEIGHTS[item.id];
    total += weight;
    earned += weight * CREDIT[item.verdict];
  }
  return total === 0 ? 0 : Math.round((earned / total) * 100);
}

/**
 * The SEO analysis of one article: every check in SEO_CHECK_IDS, in that order, with a verdict and
 * what to do. Pure (no database, no clock): the same article always gets the same result, and an
 * empty article or a missing keyword get verdicts, never an exception.
 */
export function analyzeSeo(input: SeoInput): SeoResult {
  const ctx = buildContext(input);
  const widths = measureWidths(ctx);
  const flesch = readabilityFlesch(ctx);
  const byId = new Map<SeoCheckId, SeoCheck>();
  for (const item of [
    ...keywordChecks(ctx),
    ...basicsChecks(ctx, widths),
    ...readabilityChecks(ctx, flesch),
  ]) {
    byId.set(item.id, item);
  }
  const checks = SEO_CHECK_IDS.map((id) => byId.get(id)!);
  const keywordCount =
    ctx.keywordWords.length > 0 ? phrasePositions(ctx.bodyTokens, ctx.keywordWords).length : 0;
  const figures: SeoFigures = {
    wordCount: ctx.wordCount,
    sentenceCount: ctx.sentences.length,
    paragraphCount: ctx.paragraphs.length,
    fleschReadingEase: flesch,
    keywordCount,
    keywordDensity: round2(percent(keywordCount, ctx.wordCount)),
    titlePixels: widths.title,
    metaDescriptionPixels: widths.description,
  };
  return { score: scoreChecks(checks), checks, figures };
}
