import { type QuestionOption, type QuestionType, RATING_POINTS, RIASEC_TRAITS } from '@pathwise/contract';

/**
 * The scoring engine: one pure function from an attempt's questions, categories and answers to
 * its scores (DESIGN §4 "Scoring"). No I/O and no clock, so `complete` and `recalculate` give the
 * same result for the same input, and a change of these rules bumps `scoringVersion`.
 *
 * Answers → numbers (`answerScore`)
 * - RATING: the answer is the position chosen, an integer 1–5 (the RATING_POINTS anchors). The
 *   item score is that anchor's explicit `score` when the option at that position carries one
 *   (item banks: 1–5 IPIP, 0–4 O*NET), else the position itself. A reverse-scored item scores
 *   `min + max − score`, where min/max are the lowest/highest score of that question's five
 *   anchors: 6 − x on 1–5, 4 − x on 0–4 — the published IPIP and O*NET keys.
 * - YES_NO: true → 1, false → 0.
 * - MULTIPLE_CHOICE: the answer is the chosen option's `value`; it scores the option's explicit
 *   `score`, else its 1-based position. A value that is not one of the options is invalid.
 * - TEXT: valid when it holds non-blank text, never scored.
 * - `isReverseScored` applies to RATING only (contract: "Rating items only"); it is ignored on the
 *   other types.
 * - Answers are strict: a rating must be a number (not "3"), yes/no a boolean, a choice a string.
 *   `null`/`undefined` and every invalid answer count as unanswered everywhere below (they add to
 *   no count, letter or trait), so a stale answer left after an admin edits a question is dropped
 *   rather than mis-scored. `isValidAnswer(q, null)` is false: a caller that lets a person clear
 *   an answer handles null itself.
 *
 * Which questions count
 * - A question counts only when it is in `input.questions` AND its category is in
 *   `input.categories`; pass exactly the categories and questions this person sees (hidden
 *   categories filtered out). Either list alone is enough to hide a category's questions.
 * - Answers to question ids not counted are ignored. A question id listed twice counts once (the
 *   first).
 * - `answered`/`total` (overall and per category) count every counted question, TEXT included;
 *   `answered` counts valid answers only.
 *
 * Category result
 * - Letters: option position 1 → a … 5 → e, counting the chosen position of every valid
 *   MULTIPLE_CHOICE and RATING answer in the category (the position, not the reversed score:
 *   the letter is what was picked). Positions above 5 (a sixth choice and beyond) add no
 *   letter; YES_NO and TEXT add none.
 * - `dominantOption` is the most frequent letter, ties going to the earliest letter; null when no
 *   letter was counted (nothing answered, or only yes/no, text or positions above 5).
 * - The result is the category's config for that letter: `resultLabel`/`resultDescription` are
 *   copied from it, or both null when the category has no config for that letter (the dominant
 *   letter is still reported). Categories come out sorted by `order`, ties in input order; every
 *   category passed in is listed, even one with no questions (0/0, null result).
 *
 * Traits
 * - Trait names are trimmed and compared case-insensitively; a blank traitType means "no trait".
 *   A RIASEC trait is reported with its canonical spelling (Realistic … Conventional); any other
 *   trait with the spelling of its first question in input order.
 * - raw = sum of the scores of the trait's answered items; min/max = sum of each answered item's
 *   lowest/highest possible score (RATING: its anchors; YES_NO: 0/1; MULTIPLE_CHOICE: its
 *   options). score = (raw − min) / (max − min) × 100, rounded half-up to one decimal. For an
 *   instrument imported as an item bank, raw is exactly its published scale score when every
 *   item is answered (IPIP 10–50, O*NET 0–40).
 * - min == max (every answered item of the trait has a single possible score, e.g. five anchors
 *   all scored 3): the answers carry no information, so score = 50, the neutral midpoint — not 0
 *   or 100, which would push an uninformative trait to the bottom or top of the Holland code.
 * - itemsTotal counts the trait's counted questions that can be scored (all but TEXT);
 *   itemsAnswered those with a valid answer. A trait none of whose items was answered is
 *   omitted: it has no score (0 would read as "lowest possible").
 * - Sorted by score desc, then raw desc, then name (case-insensitive, then exact).
 *
 * Holland code
 * - The first letters of the top three RIASEC traits by score, ties broken by the higher raw,
 *   then R-I-A-S-E-C order (the order Holland's hexagon lists them; O*NET publishes no tie
 *   rule). Null when fewer than three RIASEC traits have an answered item.
 */

export type ResultOption = 'a' | 'b' | 'c' | 'd' | 'e';

export type ScoringQuestion = {
  id: string;
  categoryId: string;
  type: QuestionType;
  options: QuestionOption[];
  traitType: string | null;
  isReverseScored: boolean;
};

export type ScoringCategory = {
  id: string;
  title: string;
  order: number;
  resultConfigs: Array<{ optionValue: ResultOption; resultLabel: string; resultDescription: string | null }>;
};

/** MULTIPLE_CHOICE: the chosen option's `value` (string). RATING: the position chosen, integer 1–5. YES_NO: boolean. TEXT: string. null/undefined = unanswered. */
export type AnswerValue = string | number | boolean | null;

export type ScoringInput = {
  questions: ScoringQuestion[];
  categories: ScoringCategory[];
  answers: ReadonlyMap<string, AnswerValue>;
};

export type CategoryScore = {
  categoryId: string;
  title: string;
  answered: number;
  total: number;
  dominantOption: ResultOption | null;
  resultLabel: string | null;
  resultDescription: string | null;
};

export type TraitScore = {
  trait: string;
  raw: number;
  min: number;
  max: number;
  /** 0–100, one decimal. */
  score: number;
  itemsAnswered: number;
  itemsTotal: number;
};

export type AttemptScores = {
  answered: number;
  total: number;
  categories: CategoryScore[];
  /** Sorted by score desc, then raw desc, then name. */
  traits: TraitScore[];
  hollandCode: string | null;
  scoringVersion: 1;
};

export const SCORING_VERSION = 1;

const LETTERS: readonly ResultOption[] = ['a', 'b', 'c', 'd', 'e'];

/** Score of a trait whose answered items allow a single total (min == max). */
export const NO_SPREAD_TRAIT_SCORE = 50;

const RIASEC_BY_LOWER = new Map<string, string>(RIASEC_TRAITS.map((name) => [name.toLowerCase(), name]));

/** An option's explicit score when it has a usable one. */
function explicitScore(option: QuestionOption | undefined): number | undefined {
  return typeof option?.score === 'number' && Number.isFinite(option.score) ? option.score : undefined;
}

/** Score of the option at a 0-based index: its explicit score, else its 1-based position. */
function optionScore(options: readonly QuestionOption[], index: number): number {
  return explicitScore(options[index]) ?? index + 1;
}

/** The score of each of a rating question's five anchors, before any reversal. */
function ratingAnchorScores(question: ScoringQuestion): number[] {
  return Array.from({ length: RATING_POINTS }, (_, index) => optionScore(question.options, index));
}

/** Lowest and highest score an answer to this question can get; null when it is not scored. */
function scoreRange(question: ScoringQuestion): { min: number; max: number } | null {
  switch (question.type) {
    case 'RATING': {
      const scores = ratingAnchorScores(question);
      return { min: Math.min(...scores), max: Math.max(...scores) };
    }
    case 'MULTIPLE_CHOICE': {
      if (question.options.length === 0) return null;
      const scores = question.options.map((_, index) => optionScore(question.options, index));
      return { min: Math.min(...scores), max: Math.max(...scores) };
    }
    case 'YES_NO':
      return { min: 0, max: 1 };
    default:
      return null;
  }
}

/** Whether `answer` is a well-formed answer to this question (null/undefined are not). */
export function isValidAnswer(question: ScoringQuestion, answer: AnswerValue | undefined): boolean {
  switch (question.type) {
    case 'RATING':
      return typeof answer === 'number' && Number.isInteger(answer) && answer >= 1 && answer <= RATING_POINTS;
    case 'MULTIPLE_CHOICE':
      return typeof answer === 'string' && question.options.some((option) => option.value === answer);
    case 'YES_NO':
      return typeof answer === 'boolean';
    case 'TEXT':
      return typeof answer === 'string' && answer.trim() !== '';
    default:
      return false;
  }
}

/** 1-based option position a valid RATING or MULTIPLE_CHOICE answer picked; null for other types. */
function chosenPosition(question: ScoringQuestion, answer: AnswerValue | undefined): number | null {
  if (!isValidAnswer(question, answer)) return null;
  if (question.type === 'RATING') return answer as number;
  if (question.type === 'MULTIPLE_CHOICE') {
    return question.options.findIndex((option) => option.value === answer) + 1;
  }
  return null;
}

/** Numeric value of one answer, or null when it is unanswered, invalid or not scored (TEXT). Exported for the answer endpoint's validation. */
export function answerScore(question: ScoringQuestion, answer: AnswerValue | undefined): number | null {
  if (!isValidAnswer(question, answer)) return null;
  switch (question.type) {
    case 'RATING': {
      const scores = ratingAnchorScores(question);
      const score = scores[(answer as number) - 1]!;
      if (!question.isReverseScored) return score;
      return Math.min(...scores) + Math.max(...scores) - score;
    }
    case 'MULTIPLE_CHOICE': {
      const index = question.options.findIndex((option) => option.value === answer);
      return optionScore(question.options, index);
    }
    case 'YES_NO':
      return answer === true ? 1 : 0;
    default:
      return null;
  }
}

/** (raw − min) / (max − min) × 100, half-up to one decimal; NO_SPREAD_TRAIT_SCORE when max == min. */
function percentScore(raw: number, min: number, max: number): number {
  if (max === min) return NO_SPREAD_TRAIT_SCORE;
  // One division before rounding keeps integer sums exact (e.g. 5/8 → 62.5, not 62.49999…).
  return Math.round(((raw - min) * 1000) / (max - min)) / 10;
}

/** The most frequent letter, the earliest on ties; null when none was counted. */
function dominantLetter(counts: readonly number[]): ResultOption | null {
  let best = -1;
  for (let index = 0; index < counts.length; index += 1) {
    if (counts[index]! > 0 && (best === -1 || counts[index]! > counts[best]!)) best = index;
  }
  return best === -1 ? null : LETTERS[best]!;
}

function compareNames(a: string, b: string): number {
  const lowerA = a.toLowerCase();
  const lowerB = b.toLowerCase();
  if (lowerA !== lowerB) return lowerA < lowerB ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

function hollandCode(traits: readonly TraitScore[]): string | null {
  const riasec = traits.filter((trait) => RIASEC_BY_LOWER.has(trait.trait.toLowerCase()));
  if (riasec.length < 3) return null;
  const rank = (trait: TraitScore) =>
    RIASEC_TRAITS.findIndex((name) => name.toLowerCase() === trait.trait.toLowerCase());
  return riasec
    .sort((a, b) => b.score - a.score || b.raw - a.raw || rank(a) - rank(b))
    .slice(0, 3)
    .map((trait) => trait.trait.charAt(0).toUpperCase())
    .join('');
}

type TraitTally = {
  name: string;
  raw: number;
  min: number;
  max: number;
  itemsAnswered: number;
  itemsTotal: number;
};

/** Scores one attempt. Pure: the same input always gives the same scores. */
export function scoreAttempt(input: ScoringInput): AttemptScores {
  const categoryIds = new Set(input.categories.map((category) => category.id));
  const seen = new Set<string>();
  const counted: ScoringQuestion[] = [];
  for (const question of input.questions) {
    if (seen.has(question.id) || !categoryIds.has(question.categoryId)) continue;
    seen.add(question.id);
    counted.push(question);
  }

  const perCategory = new Map<string, { answered: number; total: number; letters: number[] }>();
  for (const category of input.categories) {
    if (!perCategory.has(category.id)) {
      perCategory.set(category.id, { answered: 0, total: 0, letters: LETTERS.map(() => 0) });
    }
  }
  const traits = new Map<string, TraitTally>();
  let answered = 0;

  for (const question of counted) {
    const answer = input.answers.get(question.id);
    const valid = isValidAnswer(question, answer);
    const tally = perCategory.get(question.categoryId)!;
    tally.total += 1;
    if (valid) {
      tally.answered += 1;
      answered += 1;
      const position = chosenPosition(question, answer);
      if (position !== null && position <= LETTERS.length) tally.letters[position - 1]! += 1;
    }

    const traitName = question.traitType?.trim();
    const range = scoreRange(question);
    if (!traitName || !range) continue;
    const key = traitName.toLowerCase();
    let trait = traits.get(key);
    if (!trait) {
      trait = {
        name: RIASEC_BY_LOWER.get(key) ?? traitName,
        raw: 0,
        min: 0,
        max: 0,
        itemsAnswered: 0,
        itemsTotal: 0,
      };
      traits.set(key, trait);
    }
    trait.itemsTotal += 1;
    const score = answerScore(question, answer);
    if (score === null) continue;
    trait.raw += score;
    trait.min += range.min;
    trait.max += range.max;
    trait.itemsAnswered += 1;
  }

  const categories = input.categories
    .map((category, index) => ({ category, index }))
    .sort((a, b) => a.category.order - b.category.order || a.index - b.index)
    .map(({ category }): CategoryScore => {
      const tally = perCategory.get(category.id)!;
      const dominantOption = dominantLetter(tally.letters);
      const config = dominantOption
        ? category.resultConfigs.find((candidate) => candidate.optionValue === dominantOption)
        : undefined;
      return {
        categoryId: category.id,
        title: category.title,
        answered: tally.answered,
        total: tally.total,
        dominantOption,
        resultLabel: config?.resultLabel ?? null,
        resultDescription: config?.resultDescription ?? null,
      };
    });

  const traitScores = [...traits.values()]
    .filter((trait) => trait.itemsAnswered > 0)
    .map(
      (trait): TraitScore => ({
        trait: trait.name,
        raw: trait.raw,
        min: trait.min,
        max: trait.max,
        score: percentScore(trait.raw, trait.min, trait.max),
        itemsAnswered: trait.itemsAnswered,
        itemsTotal: trait.itemsTotal,
      }),
    )
    .sort((a, b) => b.score - a.score || b.raw - a.raw || compareNames(a.trait, b.trait));

  return {
    answered,
    total: counted.length,
    categories,
    traits: traitScores,
    hollandCode: hollandCode(traitScores),
    scoringVersion: SCORING_VERSION,
  };
}
