import {
  AI_REPORT_LIMITS,
  type AiReportContent,
  CAREER_FIT_LABELS,
  FLAT_PROFILE_MESSAGE,
  headlineText,
  hollandLetterOf,
  ordinal,
  type RankedTrait,
  rankReportTraits,
  readHolland,
  reportStrengths,
  shownScore,
} from '@pathwise/contract';
import * as dates from '../../platform/dates.ts';
import { type AnalysisCareers, type AnalysisInput, points } from './analysis-input.ts';

/**
 * The built-in analyzer (DESIGN §1: the default AI reports adapter): a report written from the
 * scores alone, with no network and no randomness — the same input always gives the same report.
 * It knows the six RIASEC interest types (Holland), the Big Five domains as the IPIP names them and
 * the built-in trait types; any other trait is described from its score. Every trait is named as the
 * scores name it (the bars' label) and never translated into a Holland type: only a profiler that
 * measured the six interest types gets Holland words. Career suggestions are the occupations the
 * careers module matched from O*NET® data (input.careers), never invented: none when it matched none.
 */

type Letter = 'R' | 'I' | 'A' | 'S' | 'E' | 'C';

/** The completion date in the product's one long date ("March 4, 2026", platform/dates.ts), or null. */
export function longDate(date: Date | null): string | null {
  return date ? dates.longDate(date) : null;
}

/** What each Holland letter means, in words a person reads about themselves. */
export const HOLLAND_TYPES: Record<Letter, { name: string; likes: string; settings: string }> = {
  R: {
    name: 'Realistic',
    likes: 'practical, hands-on work with tools, machines, materials, plants or animals',
    settings: 'workshops, sites, labs and outdoor work where results are concrete',
  },
  I: {
    name: 'Investigative',
    likes: 'observing, researching and solving problems with ideas, data and evidence',
    settings: 'research, analysis and technical roles with room to think things through',
  },
  A: {
    name: 'Artistic',
    likes: 'creating, designing and expressing ideas in original ways',
    settings: 'studios, media and design work with freedom and variety',
  },
  S: {
    name: 'Social',
    likes: 'helping, teaching, caring for and working closely with people',
    settings: 'education, health and community work built around people',
  },
  E: {
    name: 'Enterprising',
    likes: 'leading, persuading and taking initiative to reach goals',
    settings: 'business, sales and management roles with responsibility and pace',
  },
  C: {
    name: 'Conventional',
    likes: 'organising information and following clear procedures with accuracy',
    settings: 'offices, finance and operations work with structure and clear standards',
  },
};

type TraitGuide = {
  /** Completes "You …" for a high score. */
  high: string;
  /** Describes a low score as a preference, not a weakness. */
  low: string;
  /** A small, concrete way to stretch this side. */
  stretch: string;
};

/** Keyed by lower-case trait name. */
const TRAIT_GUIDES: Record<string, TraitGuide> = {
  realistic: {
    high: 'enjoy practical, hands-on work and like to see concrete results',
    low: 'hands-on, physical or mechanical tasks appeal to you less than other kinds of work',
    stretch: 'a short practical workshop or a repair project at home',
  },
  investigative: {
    high: 'like to understand how things work and enjoy solving problems with evidence',
    low: 'abstract research and analysis appeal to you less than more immediate, practical work',
    stretch: 'a short online course that asks you to analyse a real data set',
  },
  artistic: {
    high: 'value originality and enjoy creating, designing and expressing ideas',
    low: 'open-ended creative work appeals to you less than tasks with clear goals',
    stretch: 'a small creative project with a deadline, such as a poster, a blog post or a short video',
  },
  social: {
    high: 'are motivated by helping, teaching and working closely with people',
    low: 'you prefer work that does not revolve around caring for or teaching others',
    stretch: 'volunteering for an hour a week, or mentoring someone newer than you',
  },
  enterprising: {
    high: 'like to take the lead, persuade others and make things happen',
    low: 'leading, selling and persuading appeal to you less than doing the work itself',
    stretch: 'leading one small piece of a group project, or presenting an idea to a group',
  },
  conventional: {
    high: 'are organised and accurate, and work well with clear procedures and data',
    low: 'routine, detailed record-keeping appeals to you less than variety',
    stretch: 'a simple weekly planning routine, or a spreadsheet that tracks one of your goals',
  },
  extraversion: {
    high: 'draw energy from people, speak up readily and enjoy active, social settings',
    low: 'you recharge with time alone and prefer depth to a crowd',
    stretch: 'speaking up once in each meeting or class, prepared in advance',
  },
  agreeableness: {
    high: 'are considerate and cooperative, and others find you easy to work with',
    low: 'you say what you think and hold your ground, which helps in negotiation but can feel blunt',
    stretch: 'asking one more question to understand the other side before you disagree',
  },
  conscientiousness: {
    high: 'are dependable, plan ahead and follow through on what you start',
    low: 'you are flexible and spontaneous, and structure does not come automatically',
    stretch: 'writing down three priorities at the start of each day and checking them off',
  },
  'emotional stability': {
    high: 'stay calm under pressure and recover quickly from setbacks',
    low: 'you feel stress and worry more sharply than most, which also makes you alert to risks',
    stretch: 'a short daily routine that helps you unwind, such as a walk, exercise or journalling',
  },
  'intellect/imagination': {
    high: 'are curious and imaginative, and enjoy ideas, learning and new experiences',
    low: 'you prefer the concrete and familiar to abstract ideas',
    stretch: 'reading or listening to something each week from a field you know little about',
  },
  openness: {
    high: 'are curious and imaginative, and enjoy ideas, art and new experiences',
    low: 'you prefer the concrete and familiar to abstract ideas',
    stretch: 'trying one unfamiliar activity, book or place each month',
  },
  creative: {
    high: 'come up with original ideas and enjoy finding new ways of doing things',
    low: 'you prefer proven methods to inventing new ones',
    stretch: 'brainstorming three alternative solutions before choosing one',
  },
  analytical: {
    high: 'break problems down logically and base decisions on evidence',
    low: 'you rely more on intuition and experience than on detailed analysis',
    stretch: 'checking one decision a week against the numbers before you make it',
  },
  practical: {
    high: 'focus on what works and like turning plans into real results',
    low: 'you are drawn more to ideas and possibilities than to day-to-day execution',
    stretch: 'turning one idea into a small, finished piece of work',
  },
  leadership: {
    high: 'take responsibility, set direction and bring people along with you',
    low: 'you prefer contributing as a team member to directing others',
    stretch: 'volunteering to coordinate one small task for a group',
  },
  supportive: {
    high: 'notice what others need and enjoy helping them succeed',
    low: 'you focus more on tasks and results than on looking after others',
    stretch: 'checking in with one colleague or classmate a week about how their work is going',
  },
};

function guideFor(trait: string): TraitGuide | undefined {
  return TRAIT_GUIDES[trait.toLowerCase()];
}

/** "a", "a and b", "a, b and c". */
export function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words[0] ?? '';
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

const clip = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
const withPeriod = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/** The Holland code as letters, when it is one (three letters of RIASEC). */
function hollandLetters(code: string | null): Letter[] {
  if (!code) return [];
  return [...code.toUpperCase()].filter((letter): letter is Letter => letter in HOLLAND_TYPES);
}

/**
 * Why a matched occupation fits, from what the match rests on: its fit and correlation with the
 * person's six scores, and which of its interest high-points are in the person's Holland code
 * (named as the bars name them).
 */
function whyItFits(match: AnalysisCareers['matches'][number], scores: AnalysisInput['scores']): string {
  const fit = `${CAREER_FIT_LABELS[match.fit]} (correlation ${match.correlation.toFixed(3)} with your six interest scores)`;
  const mine = hollandLetters(scores.hollandCode);
  const nameOf = (letter: string) =>
    scores.traits.find((trait) => hollandLetterOf(trait.trait) === letter)?.trait ?? letter;
  const shared = [...match.highPointCode].filter((letter) => mine.includes(letter as Letter));
  return shared.length > 0
    ? `${fit}: its interest code ${match.highPointCode} shares ${joinWords(shared.map(nameOf))} with your Holland code ${mine.join('')}.`
    : `${fit}: its interest profile has the same shape as yours, though its high points (${match.highPointCode}) are not in your Holland code.`;
}

/** How many of the matched careers the report suggests (best first). */
export const SUGGESTED_CAREERS = 5;

type Trait = AnalysisInput['scores']['traits'][number];

/** "Creative (50/100, joint 1st)": a trait as the bars name it, with its place when it shares it. */
function traitWithPlace({ trait, rank, joint }: RankedTrait<Trait>): string {
  const place = joint && rank !== null ? `, joint ${ordinal(rank)}` : '';
  return `${trait.trait} (${points(trait.score)}/100${place})`;
}

/** The Holland sentence of the headline (ties said as ties), then what the first type enjoys. */
function describeHolland(input: AnalysisInput): string | null {
  const holland = readHolland(input.scores);
  if (!holland) return null;
  const first = HOLLAND_TYPES[holland.types[0]!.letter];
  return `${headlineText({ kind: 'interest', holland })} Above all you are drawn to ${first.likes}, and you are likely to feel at home in ${first.settings}.`;
}

function buildSummary(input: AnalysisInput, top: RankedTrait<Trait>[]): string {
  const { person, assessment, scores } = input;
  const date = longDate(input.completedAt);
  const parts: string[] = [
    `${person.name}, this report is based on your answers to "${assessment.title}"${date ? `, completed on ${date}` : ''}.`,
  ];
  if (top.length > 0) {
    const listed = top.map(traitWithPlace);
    parts.push(
      top.length === 1
        ? `Your strongest area is ${listed[0]}.`
        : `Your strongest areas are ${joinWords(listed)}.`,
    );
    const guide = guideFor(top[0]!.trait.trait);
    if (guide && !top[0]!.joint) parts.push(`This suggests that you ${guide.high}.`);
  }
  const holland = describeHolland(input);
  if (holland) parts.push(holland);
  const results = scores.categories.filter((category) => category.resultLabel);
  if (results.length > 0) {
    const listed = results.slice(0, 3).map((category) => `"${category.resultLabel}" in ${category.title}`);
    parts.push(`Your results include ${joinWords(listed)}.`);
  }
  if (top.length === 0 && results.length === 0) {
    parts.push(
      'This profiler does not measure traits or give category results, so the report sticks to general guidance.',
    );
  }
  parts.push(
    'Treat what follows as starting points to explore, not verdicts: your results describe preferences, and preferences grow with experience.',
  );
  return parts.join(' ');
}

/**
 * The built-in report. Strengths come from the top traits and the category results, growth areas
 * from the lowest traits (framed as preferences), careers from the matched O*NET occupations (none
 * without a six-score interest profile), next steps from all of that and the person's profile.
 * Ties are kept as ties: traits sharing a score share a place ("joint 1st"), never ranked by
 * accident.
 */
export function analyzeBuiltin(input: AnalysisInput): AiReportContent {
  const { person, scores } = input;
  const traits = scores.traits; // sorted by score, highest first
  const strongest = reportStrengths(scores);
  const strong = strongest.filter(({ trait }) => trait.score >= 50);
  const top = strong.length > 0 ? strong : reportStrengths(scores, 1);
  const topNames = new Set(top.map(({ trait }) => trait.trait));
  const low = [...traits]
    .reverse()
    .filter((trait) => !topNames.has(trait.trait) && trait.score < 50)
    .slice(0, 3);

  const strengths: string[] = [];
  for (const entry of top) {
    const guide = guideFor(entry.trait.trait);
    strengths.push(
      guide
        ? `${traitWithPlace(entry)}: you ${guide.high}.`
        : `${traitWithPlace(entry)} is one of your strongest areas in this profiler.`,
    );
  }
  for (const category of scores.categories) {
    if (!category.resultLabel || strengths.length >= 6) continue;
    strengths.push(
      withPeriod(
        `${category.title}: ${category.resultLabel}${category.resultDescription ? ` — ${category.resultDescription}` : ''}`,
      ),
    );
  }
  if (person.skills.length > 0) {
    strengths.push(`Skills you already bring: ${joinWords(person.skills.slice(0, 5))}.`);
  }
  if (strengths.length === 0) {
    strengths.push('You completed every required question, which gives an honest base to build on.');
  }

  const growthAreas: string[] = low.map((trait) => {
    const guide = guideFor(trait.trait);
    return guide
      ? `${trait.trait} (${points(trait.score)}/100): ${guide.low}. If you want to build this side, try ${guide.stretch}.`
      : `${trait.trait} (${points(trait.score)}/100) is lower than your other areas; notice which tasks draw on it and whether you want more or less of them.`;
  });
  const ranked = rankReportTraits(scores).filter((entry) => entry.rank !== null);
  if (growthAreas.length === 0 && ranked.length > 0) {
    // The lowest place may be shared, or be the only place: a tie is named whole, never one of it.
    const lowestScore = shownScore(ranked.at(-1)!.trait.score);
    const lowest = ranked.filter(({ trait }) => shownScore(trait.score) === lowestScore);
    const names = joinWords(lowest.map(({ trait }) => trait.trait));
    growthAreas.push(
      lowest.length === ranked.length
        ? `Your scores are all the same (${lowestScore}/100): no area stands out above or below the others, so notice which tasks you enjoy most day to day.`
        : lowest.length > 1
          ? `Your scores are fairly even, with none below the midpoint. Your lowest, ${names} (joint, ${lowestScore}/100), are still relative preferences worth keeping in mind when you choose roles.`
          : `Your scores are fairly even, with none below the midpoint. Your lowest, ${names} (${lowestScore}/100), is still a relative preference worth keeping in mind when you choose roles.`,
    );
  }
  if (growthAreas.length === 0) {
    growthAreas.push(
      'Ask for feedback from someone who knows your work or studies: an outside view helps pick the one skill worth developing next.',
    );
  }

  const matched = input.careers.status === 'matched' ? input.careers.matches.slice(0, SUGGESTED_CAREERS) : [];
  const careerSuggestions = matched.map((match) => ({ title: match.title, why: whyItFits(match, scores) }));

  const nextSteps: string[] = [];
  if (matched.length > 0) {
    const shortlist = matched.slice(0, 2).map((match) => match.title);
    nextSteps.push(
      `Talk to someone working in one of your closest matches (${shortlist.join(' or ')}) about what their typical week looks like, and what they wish they had known at your stage.`,
    );
  }
  if (top[0]) {
    const sides = joinWords(top.filter((entry) => entry.rank === 1).map((entry) => entry.trait.trait));
    nextSteps.push(
      `Within the next month, find a project, course or volunteer role that uses your ${sides} side: it is where you are likely to learn fastest.`,
    );
  }
  const stretch = low[0] ? guideFor(low[0].trait) : undefined;
  if (low[0] && stretch) {
    nextSteps.push(`Stretch your ${low[0].trait} side in a low-stakes way: ${stretch.stretch}.`);
  }
  const early =
    person.experienceLevel === null ||
    /student|entry/i.test(person.experienceLevel) ||
    /high.?school/i.test(person.educationLevel ?? '');
  nextSteps.push(
    early
      ? 'Compare the study routes (courses, apprenticeships, degrees) that lead to the roles you shortlist, and note what each needs.'
      : 'Update your CV or professional profile so it leads with the strengths above, and look for one role or project that would use them more.',
  );
  if (person.skills.length === 0 || person.interests.length === 0) {
    nextSteps.push(
      'Fill in your skills and interests in your profile screening so future reports can be matched to you more closely.',
    );
  }
  if (input.careers.status === 'no_interest_profile') {
    nextSteps.push('Take a career-interest profiler as well: it gives concrete occupations to explore.');
  }
  if (input.careers.status === 'flat_profile') {
    nextSteps.push(FLAT_PROFILE_MESSAGE);
  }

  // Admin-written result descriptions and profile entries have no length limit of their own.
  const items = (list: string[]) =>
    list.slice(0, AI_REPORT_LIMITS.listMax).map((text) => clip(text, AI_REPORT_LIMITS.item));
  return {
    summary: clip(buildSummary(input, top), AI_REPORT_LIMITS.summary),
    strengths: items(strengths),
    growthAreas: items(growthAreas),
    careerSuggestions,
    nextSteps: items(nextSteps.slice(0, 5)),
  };
}
