import {
  AGE_MAX,
  AGE_MIN,
  EDUCATION_LEVELS,
  EXPERIENCE_LEVELS,
  MAX_TAGS,
  normalizeTags,
  type TargetingFields,
  type TargetingProposal,
} from '@pathwise/contract';
import {
  type Cue,
  EDUCATION_AGES,
  EDUCATION_CUES,
  EXPERIENCE_AGES,
  EXPERIENCE_CUES,
  INTEREST_CUES,
  SKILL_CUES,
} from './targeting.dictionaries.ts';

/**
 * Auto-targeting without an AI provider: a deterministic reading of the profiler's own words
 * (same text → same proposal), plus the merge rule both sources share.
 */

/** What a profiler says about itself, field by field (fields weigh differently). */
export type AutoTargetSource = {
  title: string;
  description: string;
  assessmentDescription: string;
  categoryTitles: readonly string[];
  questionTexts: readonly string[];
};

/**
 * A field's hits count this many times: the title and summaries describe the audience on purpose,
 * a single question mentions things in passing.
 */
const FIELD_WEIGHTS = { title: 3, description: 2, assessmentDescription: 2, categoryTitle: 2, question: 1 };
/** Score a cue needs: one mention in a title or summary, or two among the questions. */
const MIN_SCORE = 2;
/** Skills or interests one proposal may add (either source). */
export const MAX_PROPOSED_TAGS = 6;

/** Lower case, apostrophes dropped, dashes unified, anything else that is not a word character a space. */
function normalizeText(text: string): string {
  return ` ${text
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[‐-―]/g, '-')
    .replace(/[^a-z0-9.+#-]+/g, ' ')} `;
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Whole-word matcher for a term; a trailing '*' matches any word starting with the term. */
function termPattern(term: string): RegExp {
  const prefix = term.endsWith('*');
  const body = escapeRegExp(prefix ? term.slice(0, -1) : term).replace(/ /g, ' +');
  return new RegExp(`(?<![a-z0-9])${body}${prefix ? '[a-z0-9]*' : '(?![a-z0-9])'}`, 'g');
}

const patternCache = new Map<string, RegExp>();
function countMatches(text: string, term: string): number {
  let pattern = patternCache.get(term);
  if (!pattern) {
    pattern = termPattern(term);
    patternCache.set(term, pattern);
  }
  return text.match(pattern)?.length ?? 0;
}

type WeightedText = { text: string; weight: number };

function weightedTexts(source: AutoTargetSource): WeightedText[] {
  return [
    { text: source.title, weight: FIELD_WEIGHTS.title },
    { text: source.description, weight: FIELD_WEIGHTS.description },
    { text: source.assessmentDescription, weight: FIELD_WEIGHTS.assessmentDescription },
    ...source.categoryTitles.map((text) => ({ text, weight: FIELD_WEIGHTS.categoryTitle })),
    ...source.questionTexts.map((text) => ({ text, weight: FIELD_WEIGHTS.question })),
  ]
    .filter((entry) => entry.text.trim() !== '')
    .map((entry) => ({ text: normalizeText(entry.text), weight: entry.weight }));
}

/** Cues scoring at least MIN_SCORE, best first; ties keep the dictionary's order (stable sort). */
function detect<T extends string>(texts: WeightedText[], cues: readonly Cue<T>[]): T[] {
  return cues
    .map((cue) => ({
      value: cue.value,
      score: texts.reduce(
        (sum, { text, weight }) =>
          sum + weight * cue.terms.reduce((hits, term) => hits + countMatches(text, term), 0),
        0,
      ),
    }))
    .filter((scored) => scored.score >= MIN_SCORE)
    .sort((a, b) => b.score - a.score)
    .map((scored) => scored.value);
}

function inVocabularyOrder<T extends string>(values: T[], vocabulary: readonly T[]): T[] {
  return vocabulary.filter((value) => values.includes(value));
}

const clampAge = (age: number) => Math.min(AGE_MAX, Math.max(AGE_MIN, age));

/** "ages 14-18", "aged 16 to 21", "13-19 year olds", "18 to 25 years old" → [min, max]. */
export function findExplicitAgeRange(texts: readonly string[]): [number, number] | null {
  const patterns = [
    /(?<![a-z0-9])(?:ages?|aged) (\d{1,2}) ?(?:-|to) ?(\d{1,3})(?![0-9])/,
    /(?<![a-z0-9.])(\d{1,2}) ?(?:-|to) ?(\d{1,3}) ?(?:year-olds?|year olds?|years old|years of age|yrs)(?![a-z])/,
  ];
  for (const text of texts) {
    for (const pattern of patterns) {
      const match = pattern.exec(text);
      if (!match) continue;
      const [a, b] = [clampAge(Number(match[1])), clampAge(Number(match[2]))];
      return a <= b ? [a, b] : [b, a];
    }
  }
  return null;
}

function ageRangeOf(
  education: readonly (keyof typeof EDUCATION_AGES)[],
  experience: readonly (keyof typeof EXPERIENCE_AGES)[],
): [number, number] | null {
  const ranges = [...education.map((l) => EDUCATION_AGES[l]), ...experience.map((l) => EXPERIENCE_AGES[l])];
  if (ranges.length === 0) return null;
  return [Math.min(...ranges.map((r) => r[0])), Math.max(...ranges.map((r) => r[1]))];
}

/** The built-in analyzer: keyword and phrase dictionaries over the profiler's own text. */
export function analyzeTargeting(source: AutoTargetSource): TargetingProposal {
  const texts = weightedTexts(source);
  const education = inVocabularyOrder(detect(texts, EDUCATION_CUES), EDUCATION_LEVELS);
  const experience = inVocabularyOrder(detect(texts, EXPERIENCE_CUES), EXPERIENCE_LEVELS);
  const ages = findExplicitAgeRange(texts.map((entry) => entry.text)) ?? ageRangeOf(education, experience);
  return {
    targetEducationLevels: education,
    targetExperienceLevels: experience,
    targetSkills: detect(texts, SKILL_CUES).slice(0, MAX_PROPOSED_TAGS),
    targetInterests: detect(texts, INTEREST_CUES).slice(0, MAX_PROPOSED_TAGS),
    minAge: ages?.[0] ?? null,
    maxAge: ages?.[1] ?? null,
  };
}

type CurrentTargeting = Pick<
  TargetingFields,
  | 'targetEducationLevels'
  | 'targetExperienceLevels'
  | 'targetSkills'
  | 'targetInterests'
  | 'minAge'
  | 'maxAge'
>;

/**
 * Adds a proposal to what the profiler already targets: arrays are united (case-insensitively,
 * existing entries first, at most MAX_TAGS), and the age range is taken only when the profiler has
 * none, so an administrator's own choices are never overwritten.
 */
export function mergeTargeting(current: CurrentTargeting, proposal: TargetingProposal): CurrentTargeting {
  const hasAgeRange = current.minAge !== null || current.maxAge !== null;
  return {
    targetEducationLevels: inVocabularyOrder(
      [...current.targetEducationLevels, ...proposal.targetEducationLevels],
      EDUCATION_LEVELS,
    ),
    targetExperienceLevels: inVocabularyOrder(
      [...current.targetExperienceLevels, ...proposal.targetExperienceLevels],
      EXPERIENCE_LEVELS,
    ),
    targetSkills: normalizeTags([...current.targetSkills, ...proposal.targetSkills]).slice(0, MAX_TAGS),
    targetInterests: normalizeTags([...current.targetInterests, ...proposal.targetInterests]).slice(
      0,
      MAX_TAGS,
    ),
    minAge: hasAgeRange ? current.minAge : proposal.minAge,
    maxAge: hasAgeRange ? current.maxAge : proposal.maxAge,
  };
}
