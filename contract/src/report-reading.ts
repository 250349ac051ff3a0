import type { AiAnalysisProvider } from './reports.ts';

/**
 * How a report reads its scores (issue 13, "a report that is true to its scores"): one set of pure
 * rules the web report, the shared report, the PDF and the AI prompt all follow, so no two of them
 * can disagree. Everything here is worked out from the scoring output alone:
 * - a trait is named exactly as the scores name it (the bars' label), never translated;
 * - traits are ranked by the whole 0–100 score people see, and equal scores share a rank;
 * - the headline is the Holland code for interest profilers, the top category result for
 *   category-result profilers, else the strongest traits;
 * - the report lists only the sections it has something for.
 */

/** The fields of a scored trait these rules read (the contract's TraitScore has them all). */
export type ReadingTrait = { trait: string; score: number; itemsAnswered: number };
/** The fields of a category result these rules read. */
export type ReadingCategory = { title: string; resultLabel: string | null; resultDescription: string | null };
export type ReadingScores<T extends ReadingTrait = ReadingTrait> = {
  traits: readonly T[];
  categories: readonly ReadingCategory[];
  hollandCode: string | null;
};

/** The six interest types in RIASEC order, with their letters (matched by trait name, any case). */
export const HOLLAND_TYPE_NAMES = [
  'Realistic',
  'Investigative',
  'Artistic',
  'Social',
  'Enterprising',
  'Conventional',
] as const;
export type HollandTypeName = (typeof HOLLAND_TYPE_NAMES)[number];
export type HollandLetter = 'R' | 'I' | 'A' | 'S' | 'E' | 'C';

/** How many traits "Your strengths" aims to list (a tie at the cut-off brings its whole group). */
export const STRENGTHS_COUNT = 3;

/** A 0–100 score as the bars show it: a whole number, clamped. Ranks compare these, not the decimals. */
export function shownScore(score: number): number {
  if (!Number.isFinite(score)) return 0;
  return Math.min(100, Math.max(0, Math.round(score)));
}

/** The RIASEC letter a trait stands for ("investigative" → "I"), or null for any other trait. */
export function hollandLetterOf(trait: string): HollandLetter | null {
  const name = HOLLAND_TYPE_NAMES.find((type) => type.toLowerCase() === trait.trim().toLowerCase());
  return name ? (name[0] as HollandLetter) : null;
}

export type RankedTrait<T extends ReadingTrait = ReadingTrait> = {
  trait: T;
  /** 1-based competition rank ("1, 1, 3"): traits with the same shown score share it. Null when nothing was answered. */
  rank: number | null;
  /** Whether another trait shares this rank ("joint first"). */
  joint: boolean;
};

const byName = (a: ReadingTrait, b: ReadingTrait) =>
  a.trait.localeCompare(b.trait, 'en', { sensitivity: 'base' }) || (a.trait < b.trait ? -1 : 1);

/**
 * Every trait strongest first, as the bars list them. Equal shown scores share a rank and are listed
 * by name (an order that says nothing about strength); traits with nothing answered come last, unranked.
 * `order` may fix the listing order inside a tie (the Holland code does, so the letters and the bars agree).
 */
export function rankTraits<T extends ReadingTrait>(
  traits: readonly T[],
  order?: (a: T, b: T) => number,
): RankedTrait<T>[] {
  const answered = traits.filter((trait) => trait.itemsAnswered > 0);
  const unanswered = traits.filter((trait) => trait.itemsAnswered <= 0);
  const sorted = [...answered].sort(
    (a, b) => shownScore(b.score) - shownScore(a.score) || order?.(a, b) || byName(a, b),
  );
  const counts = new Map<number, number>();
  for (const trait of sorted)
    counts.set(shownScore(trait.score), (counts.get(shownScore(trait.score)) ?? 0) + 1);
  const ranked: RankedTrait<T>[] = [];
  sorted.forEach((trait, index) => {
    const previous = ranked[index - 1];
    const tiedWithPrevious = previous && shownScore(previous.trait.score) === shownScore(trait.score);
    ranked.push({
      trait,
      rank: tiedWithPrevious ? previous.rank : index + 1,
      joint: (counts.get(shownScore(trait.score)) ?? 0) > 1,
    });
  });
  return [...ranked, ...[...unanswered].sort(byName).map((trait) => ({ trait, rank: null, joint: false }))];
}

/**
 * The strongest traits: every answered trait ranked within the first `count`, so a tie at the
 * cut-off is kept whole rather than broken by accident (three traits at 50 are all "joint first").
 */
export function strongestTraits<T extends ReadingTrait>(
  traits: readonly T[],
  count = STRENGTHS_COUNT,
  order?: (a: T, b: T) => number,
): RankedTrait<T>[] {
  return rankTraits(traits, order).filter((entry) => entry.rank !== null && entry.rank <= count);
}

/** "1st", "2nd", "3rd", "11th": English ordinals for the server's texts (the web words them per language). */
export function ordinal(rank: number): string {
  const tens = rank % 100;
  if (tens >= 11 && tens <= 13) return `${rank}th`;
  return `${rank}${['th', 'st', 'nd', 'rd'][rank % 10] ?? 'th'}`;
}

/** "a", "a and b", "a, b and c". */
export function joinNames(names: readonly string[], and = 'and'): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} ${and} ${names.at(-1)}`;
}

/** One Holland type in the headline: its letter and the trait exactly as the bars name it. */
export type HollandPlace = {
  letter: HollandLetter;
  trait: string;
  score: number;
  rank: number;
  joint: boolean;
};

export type HollandReading = {
  /** The three-letter code, ties in the order of the scored code (then RIASEC order). */
  code: string;
  /** The code's three types, strongest first. */
  types: HollandPlace[];
  /**
   * Other types with the same score as the third letter: then the third letter is a coin toss and
   * the report says so ("a tie for third place between Social and Enterprising").
   */
  tiedForThird: HollandPlace[];
  /**
   * When the code's cut-off falls inside a tie: every type of that tie (those in the code and
   * those left out, as tiedForThird) and how many of the code's places they share — one ("third
   * place"), two ("second and third") or all three. Null when the code is not in doubt.
   */
  cutTie: { types: HollandPlace[]; places: 1 | 2 | 3 } | null;
};

/**
 * The listing order inside a tie for a result with a Holland code: the code's letters first, in its
 * order, then the other interest types in RIASEC order, then every other trait (by name, see
 * rankTraits). So the bars, the strengths and the code list tied types the same way.
 */
export function hollandOrder(hollandCode: string | null): (a: ReadingTrait, b: ReadingTrait) => number {
  const code = (hollandCode ?? '').toUpperCase();
  const position = (trait: ReadingTrait) => {
    const letter = hollandLetterOf(trait.trait);
    if (!letter) return 99;
    const inCode = code.indexOf(letter);
    return inCode === -1 ? 3 + HOLLAND_TYPE_NAMES.findIndex((name) => name[0] === letter) : inCode;
  };
  return (a, b) => position(a) - position(b);
}

/** A result's traits ranked as the report lists them (bars, strengths, PDF, prompt). */
export function rankReportTraits<T extends ReadingTrait>(scores: ReadingScores<T>): RankedTrait<T>[] {
  return rankTraits(scores.traits, hollandOrder(scores.hollandCode));
}

/** A result's strongest traits as "Your strengths" lists them (ties at the cut-off kept whole). */
export function reportStrengths<T extends ReadingTrait>(
  scores: ReadingScores<T>,
  count = STRENGTHS_COUNT,
): RankedTrait<T>[] {
  return strongestTraits(scores.traits, count, hollandOrder(scores.hollandCode));
}

/**
 * The Holland reading of an interest profiler: the RIASEC traits ranked with ties kept, the code from
 * the first three. Null when fewer than three of the six types were answered (no code to give).
 */
export function readHolland<T extends ReadingTrait>(scores: ReadingScores<T>): HollandReading | null {
  const riasec = scores.traits.filter((trait) => hollandLetterOf(trait.trait) !== null);
  const ranked = rankTraits(riasec, hollandOrder(scores.hollandCode)).filter((entry) => entry.rank !== null);
  if (ranked.length < 3) return null;
  const place = (entry: RankedTrait<T>): HollandPlace => ({
    letter: hollandLetterOf(entry.trait.trait)!,
    trait: entry.trait.trait,
    score: shownScore(entry.trait.score),
    rank: entry.rank!,
    joint: entry.joint,
  });
  const types = ranked.slice(0, 3).map(place);
  const third = types[2]!;
  const tiedForThird = ranked
    .slice(3)
    .map(place)
    .filter((other) => other.score === third.score);
  const inCode = types.filter((type) => type.score === third.score);
  const cutTie =
    tiedForThird.length > 0
      ? { types: [...inCode, ...tiedForThird], places: inCode.length as 1 | 2 | 3 }
      : null;
  return { code: types.map((type) => type.letter).join(''), types, tiedForThird, cutTie };
}

/**
 * The tie at the code's cut-off in plain English, or null: "Third place is a tie: Investigative and
 * Conventional scored the same (54/100), so either completes the code equally well."
 */
export function hollandTieText(holland: HollandReading): string | null {
  const tie = holland.cutTie;
  if (!tie) return null;
  const names = joinNames(tie.types.map((type) => type.trait));
  const score = tie.types[0]!.score;
  const places = { 1: 'Third place is', 2: 'Second and third places are', 3: 'All three places are' }[
    tie.places
  ];
  const any = { 1: 'any of them completes', 2: 'any two of them complete', 3: 'any three of them complete' }[
    tie.places
  ];
  return `${places} a tie: ${names} scored the same (${score}/100), so ${any} the code equally well.`;
}

export type ReportHeadline =
  | { kind: 'interest'; holland: HollandReading }
  | { kind: 'category'; title: string; label: string; description: string | null; moreResults: number }
  | { kind: 'traits'; traits: Array<{ trait: string; score: number }>; joint: boolean }
  | { kind: 'none' };

/**
 * The report's main result: the Holland code for an interest profiler; otherwise the first category
 * result for a category-result profiler; otherwise the strongest trait (every trait sharing the top
 * score, "joint" when more than one); `none` when nothing was scored.
 */
export function reportHeadline<T extends ReadingTrait>(scores: ReadingScores<T>): ReportHeadline {
  const holland = readHolland(scores);
  if (holland) return { kind: 'interest', holland };
  const results = scores.categories.filter((category) => Boolean(category.resultLabel));
  const first = results[0];
  if (first) {
    return {
      kind: 'category',
      title: first.title,
      label: first.resultLabel!,
      description: first.resultDescription,
      moreResults: results.length - 1,
    };
  }
  const top = reportStrengths(scores, 1);
  if (top.length > 0) {
    return {
      kind: 'traits',
      traits: top.map((entry) => ({ trait: entry.trait.trait, score: shownScore(entry.trait.score) })),
      joint: top.length > 1,
    };
  }
  return { kind: 'none' };
}

/** The headline in plain English (the PDF, the AI prompt and the built-in analyzer use this). */
export function headlineText(headline: ReportHeadline): string {
  switch (headline.kind) {
    case 'interest': {
      const { holland } = headline;
      const names = holland.types.map((type) => `${type.trait} (${type.letter})`);
      const tie = hollandTieText(holland);
      return `Your Holland code is ${holland.code}: ${joinNames(names)}.${tie ? ` ${tie}` : ''}`;
    }
    case 'category':
      return `Your result: ${headline.label} (${headline.title}).`;
    case 'traits': {
      const listed = headline.traits.map((trait) => `${trait.trait} (${trait.score}/100)`);
      return headline.joint
        ? `Your strongest traits are joint first: ${joinNames(listed)}.`
        : `Your strongest trait is ${listed[0]}.`;
    }
    default:
      return 'This profiler gives no scored result.';
  }
}

/** One sentence on what the headline means, in plain English (the web says the same through i18n). */
export function headlineMeaningText(headline: ReportHeadline): string {
  switch (headline.kind) {
    case 'interest':
      return 'Your Holland code is the three interest types you scored highest, strongest first: the kinds of work you are most likely to enjoy.';
    case 'category':
      return headline.description ?? `This is the result your answers in ${headline.title} pointed to.`;
    case 'traits':
      return headline.joint
        ? 'These traits scored the same, so they share first place; the bars below show all your traits.'
        : 'This is the trait you scored highest; the bars below show all your traits.';
    default:
      return 'Your answers are saved; this profiler reports no scores.';
  }
}

/** The sections a report has, so guides and summaries explain only those. */
export type ReportSections = {
  /** The Holland code and the RIASEC hexagon. */
  holland: boolean;
  /** Trait bars and "Your strengths". */
  traits: boolean;
  /** Results by section (category results). */
  categories: boolean;
};

export function reportSections<T extends ReadingTrait>(scores: ReadingScores<T>): ReportSections {
  return {
    holland: readHolland(scores) !== null,
    traits: scores.traits.some((trait) => trait.itemsAnswered > 0),
    categories: scores.categories.some((category) => Boolean(category.resultLabel)),
  };
}

/** Who wrote the analysis, in words ("Written by AI (gpt-4o-mini)" only when an AI provider wrote it). */
export function analysisWriterText(analysis: { provider: AiAnalysisProvider; model: string | null }): string {
  if (analysis.provider === 'openai') return `Written by AI (${analysis.model ?? 'unnamed model'})`;
  return "Written by Pathwise's built-in analyzer from your scores";
}
