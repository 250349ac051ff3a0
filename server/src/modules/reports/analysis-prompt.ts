import {
  AI_REPORT_LIMITS,
  type AiReportContent,
  type AttemptScoresBody,
  DEFAULT_SYSTEM_PROMPT,
  headlineText,
  hollandTieText,
  jobZoneLabel,
  ordinal,
  type PromptPlaceholder,
  readHolland,
  renderPrompt,
  reportHeadline,
  reportStrengths,
} from '@pathwise/contract';
import { PROMPT_TEMPLATES } from '../assessments/prompts/prompts.templates.ts';
import { type AnalysisInput, formatDate, points } from './analysis-input.ts';

/**
 * The chat messages an AI provider gets for one attempt: the profiler's active prompt (or the
 * default template when it has none) with its {{placeholders}} filled from the person and their
 * results, and a system prompt that also fixes the answer's shape.
 */

/** The template a profiler without an active prompt is analysed with (GET /admin/prompts/templates/career-report). */
export const DEFAULT_TEMPLATE = PROMPT_TEMPLATES['career-report'];

/** Long free-text answers and item banks of hundreds of questions must not blow up the request. */
export const MAX_ANSWERS_CHARACTERS = 12_000;
const MAX_ANSWER_CHARACTERS = 500;

export type ActivePrompt = { promptText: string; systemPrompt: string | null };

export type AnalysisPrompt = {
  system: string;
  user: string;
  /** Whether the profiler's own prompt was used or the default template. */
  source: 'active' | 'default';
};

/** Appended to every system prompt: the JSON schema enforces the shape, this says what goes in it. */
export const OUTPUT_INSTRUCTIONS = [
  'Return the report as JSON with these fields, following the structure and tone asked for above:',
  `- summary: the overview, in a few short paragraphs (at most ${AI_REPORT_LIMITS.summary} characters);`,
  '- strengths: what stands out positively, one point per item, each tied to a result;',
  '- growthAreas: lower results framed as preferences or areas to develop, one point per item;',
  '- careerSuggestions: occupations from the "Matched careers" list of the message only, each with its title exactly as listed and why it fits these results; an empty list when the message lists none;',
  '- nextSteps: concrete actions for the coming weeks, one per item.',
  `Use at most ${AI_REPORT_LIMITS.listMax} items per list, each under ${AI_REPORT_LIMITS.item} characters. Plain text, no Markdown.`,
].join('\n');

/**
 * The report's reading rules (issue 13), so the model cannot contradict the bars the person sees:
 * the same trait names, ties kept as ties, Holland words only for a Holland code.
 */
export const READING_RULES = [
  'Name every trait exactly as the results name it; never rename or translate a trait into another model (for example, do not call an "Analytical" trait "Investigative").',
  'Traits with the same score are tied: say "joint", never rank them against each other.',
  'Speak of Holland (RIASEC) types only when a Holland code is given.',
  'Lead the summary with the main result given at the end of the message.',
].join('\n');

/**
 * The careers matched from O*NET® data (the careers module ranked them): the model chooses its
 * suggestions from these only, so it never invents an occupation the data does not support.
 */
export function matchedCareersText(careers: AnalysisInput['careers']): string {
  if (careers.status !== 'matched' || careers.matches.length === 0) {
    const why =
      careers.status === 'flat_profile'
        ? 'the six interest scores are equal, so no occupation fits better than another'
        : careers.status === 'no_interest_profile'
          ? 'this profiler does not measure the six interest areas'
          : 'no occupation at this Job Zone correlates with the interest scores';
    return `Matched careers: none (${why}). Suggest no careers.`;
  }
  const listed = careers.matches.map(
    (match) =>
      `- ${match.title} (${match.code}): ${match.fit} fit, correlation ${match.correlation.toFixed(3)}, interest code ${match.highPointCode}`,
  );
  return [
    `Matched careers (O*NET® occupations at ${jobZoneLabel(careers.jobZone)}, best first; suggest careers from this list only):`,
    ...listed,
  ].join('\n');
}

/**
 * The model's career suggestions kept to the matched list (by title, any case), so a suggestion
 * the data does not support never reaches the report even if the model ignores the instruction.
 */
export function onlyMatchedCareers(
  content: AiReportContent,
  careers: AnalysisInput['careers'],
): AiReportContent {
  const titles = new Set(careers.matches.map((match) => match.title.trim().toLowerCase()));
  return {
    ...content,
    careerSuggestions: content.careerSuggestions.filter((career) =>
      titles.has(career.title.trim().toLowerCase()),
    ),
  };
}

function lines(items: string[]): string | null {
  return items.length > 0 ? items.join('\n') : null;
}

/** "IAS (Investigative, Artistic, Social)", the type names as the bars show them, with a tie for third said. */
function hollandText(scores: AttemptScoresBody): string | null {
  const holland = readHolland(scores);
  if (!holland) return scores.hollandCode;
  const names = holland.types.map((type) => type.trait).join(', ');
  const tie = hollandTieText(holland);
  return `${holland.code} (${names})${tie ? `. ${tie}` : ''}`;
}

function answersText(answers: AnalysisInput['answers']): string | null {
  const out: string[] = [];
  let used = 0;
  for (const { question, answer } of answers) {
    const clipped =
      answer.length > MAX_ANSWER_CHARACTERS ? `${answer.slice(0, MAX_ANSWER_CHARACTERS)}…` : answer;
    const line = `- ${question}: ${clipped}`;
    if (used + line.length > MAX_ANSWERS_CHARACTERS) {
      out.push(`- … (${answers.length - out.length} more answers left out for length)`);
      break;
    }
    out.push(line);
    used += line.length + 1;
  }
  return lines(out);
}

/** Every placeholder of PROMPT_PLACEHOLDERS, from the input; null renders as 'not given'. */
export function promptValues(input: AnalysisInput): Record<PromptPlaceholder, string | number | null> {
  const { person, assessment, scores } = input;
  const traits = scores.traits; // highest first
  return {
    name: person.name,
    age: person.age,
    educationLevel: person.educationLevel,
    experienceLevel: person.experienceLevel,
    skills: person.skills.join(', ') || null,
    interests: person.interests.join(', ') || null,
    assessmentTitle: assessment.title,
    assessmentDescription: assessment.description || null,
    categoryResults: lines(
      scores.categories.map((category) =>
        category.resultLabel
          ? `- ${category.title}: ${category.resultLabel}${category.resultDescription ? ` — ${category.resultDescription}` : ''}`
          : `- ${category.title}: no result`,
      ),
    ),
    traitScores: lines(traits.map((trait) => `- ${trait.trait}: ${points(trait.score)}/100`)),
    topTraits: reportStrengths(scores)
      .map(({ trait, rank, joint }) =>
        joint && rank ? `${trait.trait} (joint ${ordinal(rank)})` : trait.trait,
      )
      .join(', '),
    hollandCode: hollandText(scores),
    answers: answersText(input.answers),
    completedAt: formatDate(input.completedAt),
  };
}

/** The profiler's active prompt when it has one (a blank system prompt means the default), else the default template. */
export function buildAnalysisPrompt(input: AnalysisInput, active: ActivePrompt | null): AnalysisPrompt {
  const values = promptValues(input);
  const template = active?.promptText.trim() ? active.promptText : DEFAULT_TEMPLATE.template;
  const system = active
    ? active.systemPrompt?.trim() || DEFAULT_SYSTEM_PROMPT
    : DEFAULT_TEMPLATE.systemPrompt;
  return {
    system: `${renderPrompt(system, values)}\n\n${OUTPUT_INSTRUCTIONS}\n${READING_RULES}`,
    user: `${renderPrompt(template, values)}\n\nMain result: ${headlineText(reportHeadline(input.scores))}\n\n${matchedCareersText(input.careers)}`,
    source: active?.promptText.trim() ? 'active' : 'default',
  };
}
