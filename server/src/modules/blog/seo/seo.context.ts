import type { SeoCheck, SeoCheckGroup, SeoCheckId, SeoVerdict } from '@pathwise/contract';
import { type ArticleDocument, type BlockKind, readArticleHtml } from './seo.document.ts';
import { keywordTokens } from './seo.keyword.ts';
import { countSyllables, splitSentences, wordsOf } from './seo.readability.ts';

/** What the analyzer reads: the article's fields as stored, and the site's origin to tell links apart. */
export type SeoInput = {
  title: string;
  metaTitle: string | null;
  metaDescription: string | null;
  slug: string;
  focusKeyword: string | null;
  bodyHtml: string;
  /** e.g. https://pathwise.example — links to this host (or relative ones) are internal. */
  publicOrigin: string;
};

/**
 * The thresholds (decision 020), with their source. Yoast SEO's free analysis for English, unless
 * a line says otherwise.
 */
export const SEO_THRESHOLDS = {
  /** Keyword density in percent: below is too rare, above reads as stuffing. Yoast: 0.5–3 %. */
  density: { min: 0.5, max: 3 },
  /** Yoast skips density below 100 words: too few to judge. */
  densityMinWords: 100,
  /** Over this share of subheadings with the keyword reads as over-optimised (Yoast: 75 %). */
  subheadingMaxShare: 75,
  /** Over this share of 5+ images with the keyword in the alt reads as stuffing (Yoast: 70 %). */
  imageAltMaxShare: 70,
  /** SEO title characters (Yoast, Rank Math: about 30–60). */
  title: { min: 30, max: 60 },
  /** Meta description characters (Yoast: 120–156). */
  metaDescription: { min: 120, max: 156 },
  /** Body words: Yoast's minimum for a post is 300 (900 for cornerstone content, which we do not mark). */
  text: { min: 300, low: 200 },
  /** A run of text without a subheading (Yoast's subheading distribution: 300 words). */
  sectionMaxWords: 300,
  /** Flesch reading ease: 60+ is plain English; below 50 is difficult (Yoast's bands). */
  flesch: { good: 60, fair: 50 },
  /** A long sentence has more than 20 words; ≤ 25 % of them is fine, over 30 % a problem (Yoast). */
  sentence: { longWords: 20, goodShare: 25, fairShare: 30 },
  /** Paragraph words: ≤ 150 fine, over 200 a problem (Yoast). */
  paragraph: { good: 150, fair: 200 },
  /** Passive sentences share: ≤ 10 % fine, over 15 % a problem (Yoast). */
  passive: { good: 10, fair: 15 },
  /** Sentences with a transition word: ≥ 30 % fine, under 20 % a problem (Yoast). */
  transitions: { good: 30, fair: 20 },
} as const;

const GROUPS: Record<SeoCheckId, SeoCheckGroup> = {
  keyword_set: 'keyword',
  keyword_in_title: 'keyword',
  keyword_in_meta_description: 'keyword',
  keyword_in_slug: 'keyword',
  keyword_in_introduction: 'keyword',
  keyword_in_subheading: 'keyword',
  keyword_density: 'keyword',
  keyword_in_image_alt: 'keyword',
  title_length: 'basics',
  title_width: 'basics',
  meta_description_length: 'basics',
  meta_description_width: 'basics',
  text_length: 'basics',
  heading_structure: 'basics',
  internal_links: 'basics',
  outbound_links: 'basics',
  image_alt_text: 'basics',
  flesch_reading_ease: 'readability',
  sentence_length: 'readability',
  paragraph_length: 'readability',
  passive_voice: 'readability',
  transition_words: 'readability',
};

export function check(
  id: SeoCheckId,
  verdict: SeoVerdict,
  message: string,
  value: number | null = null,
): SeoCheck {
  return { id, group: GROUPS[id], verdict, message, value };
}

export type Sentence = { words: string[]; syllables: number };

export type SeoContext = {
  input: SeoInput;
  /** What Google shows as the title: the meta title when set, else the title. */
  seoTitle: string;
  metaDescription: string;
  /** The keyword as typed (trimmed), and its folded words; empty when none is set. */
  keyword: string;
  keywordWords: string[];
  doc: ArticleDocument;
  /** Folded words of the body's reading text (everything but code), for keyword counts. */
  bodyTokens: string[];
  wordCount: number;
  /** Sentences of the running text (paragraphs, list items, quotes): what readability measures. */
  sentences: Sentence[];
  /** Word counts of the paragraphs. */
  paragraphs: number[];
};

/** Running text: what a reader reads as prose. Headings, table cells, captions and code are not. */
const PROSE: ReadonlySet<BlockKind> = new Set(['paragraph', 'item', 'quote']);

export function buildContext(input: SeoInput): SeoContext {
  const doc = readArticleHtml(input.bodyHtml ?? '');
  const keyword = (input.focusKeyword ?? '').trim();
  const bodyTokens: string[] = [];
  const sentences: Sentence[] = [];
  const paragraphs: number[] = [];
  let wordCount = 0;
  // An article says the same words many times: count each distinct word's syllables once.
  const syllablesOf = new Map<string, number>();
  const syllables = (word: string) => {
    let count = syllablesOf.get(word);
    if (count === undefined) {
      count = countSyllables(word);
      syllablesOf.set(word, count);
    }
    return count;
  };
  for (const block of doc.blocks) {
    if (block.kind === 'code') continue;
    const words = wordsOf(block.text);
    wordCount += words.length;
    for (const token of keywordTokens(block.text)) bodyTokens.push(token);
    if (block.kind === 'paragraph') paragraphs.push(words.length);
    if (!PROSE.has(block.kind)) continue;
    for (const sentence of splitSentences(block.text)) {
      const sentenceWords = wordsOf(sentence).map((word) => word.toLowerCase().replace(/’/g, "'"));
      sentences.push({
        words: sentenceWords,
        syllables: sentenceWords.reduce((sum, word) => sum + syllables(word), 0),
      });
    }
  }
  return {
    input,
    seoTitle: (input.metaTitle ?? '').trim() || input.title.trim(),
    metaDescription: (input.metaDescription ?? '').trim(),
    keyword,
    keywordWords: keywordTokens(keyword),
    doc,
    bodyTokens,
    wordCount,
    sentences,
    paragraphs,
  };
}

export const percent = (part: number, whole: number) => (whole === 0 ? 0 : (part / whole) * 100);
export const round1 = (value: number) => Math.round(value * 10) / 10;
export const round2 = (value: number) => Math.round(value * 100) / 100;
export const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;
