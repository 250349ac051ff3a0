import {
  AGE_MAX,
  AGE_MIN,
  EDUCATION_LEVELS,
  EXPERIENCE_LEVELS,
  MAX_TAG_LENGTH,
  normalizeTags,
  PRESET_INTERESTS,
  PRESET_SKILLS,
  type TargetingProposal,
  TargetingProposalSchema,
} from '@pathwise/contract';
import { OPENAI_PROVIDER, type OpenAIClient } from '../../../platform/ai/openai-client.ts';
import { ProviderError } from '../../../platform/provider-http.ts';
import { type AutoTargetSource, MAX_PROPOSED_TAGS } from './targeting.rules.ts';

/** Auto-targeting by the configured AI provider: one strict json_schema chat completion. */

/** Enough for a long profiler's gist; bounds the cost of one click. */
const MAX_SOURCE_CHARACTERS = 12_000;
const MAX_ANSWER_TOKENS = 600;

const ageSchema = { type: ['integer', 'null'], minimum: AGE_MIN, maximum: AGE_MAX } as const;

/** TargetingProposalSchema in OpenAI's strict subset (every property required, no extras). */
const TARGETING_JSON_SCHEMA = {
  type: 'object',
  properties: {
    targetEducationLevels: { type: 'array', items: { type: 'string', enum: [...EDUCATION_LEVELS] } },
    targetExperienceLevels: { type: 'array', items: { type: 'string', enum: [...EXPERIENCE_LEVELS] } },
    targetSkills: { type: 'array', items: { type: 'string' } },
    targetInterests: { type: 'array', items: { type: 'string' } },
    minAge: ageSchema,
    maxAge: ageSchema,
  },
  required: [
    'targetEducationLevels',
    'targetExperienceLevels',
    'targetSkills',
    'targetInterests',
    'minAge',
    'maxAge',
  ],
  additionalProperties: false,
} as const;

const SYSTEM_PROMPT = [
  'You decide which people a career or personality profiler suits, from its own text.',
  `Education levels: ${EDUCATION_LEVELS.join(', ')}. Experience levels: ${EXPERIENCE_LEVELS.join(', ')}.`,
  `Prefer these skills when they fit: ${PRESET_SKILLS.join(', ')}; add others only when the text clearly calls for them.`,
  `Prefer these interests when they fit: ${PRESET_INTERESTS.join(', ')}; add others only when the text clearly calls for them.`,
  `Propose at most ${MAX_PROPOSED_TAGS} skills and ${MAX_PROPOSED_TAGS} interests, each a short name. Leave a list empty rather than guess.`,
  `Give an age range (${AGE_MIN}-${AGE_MAX}) only when the audience implies one, else null for both ages.`,
].join('\n');

/** The profiler's text as the model reads it, cut at MAX_SOURCE_CHARACTERS. */
function describeForPrompt(source: AutoTargetSource): string {
  const lines = [
    `Title: ${source.title}`,
    source.description && `Description: ${source.description}`,
    source.assessmentDescription && `Introduction: ${source.assessmentDescription}`,
    source.categoryTitles.length > 0 && `Sections: ${source.categoryTitles.join('; ')}`,
    source.questionTexts.length > 0 && `Questions:\n${source.questionTexts.map((q) => `- ${q}`).join('\n')}`,
  ].filter((line): line is string => Boolean(line));
  return lines.join('\n').slice(0, MAX_SOURCE_CHARACTERS);
}

export async function proposeTargetingWithAI(
  client: OpenAIClient,
  model: string,
  source: AutoTargetSource,
): Promise<TargetingProposal> {
  const answer = await client.createChatCompletionJson({
    model,
    schemaName: 'profiler_targeting',
    schema: TARGETING_JSON_SCHEMA,
    maxCompletionTokens: MAX_ANSWER_TOKENS,
    messages: [
      { role: 'system', content: SYSTEM_PROMPT },
      { role: 'user', content: describeForPrompt(source) },
    ],
  });
  // Compatible servers do not all enforce the schema: check the answer ourselves.
  const parsed = TargetingProposalSchema.safeParse(answer);
  if (!parsed.success) {
    throw new ProviderError(
      OPENAI_PROVIDER,
      `${OPENAI_PROVIDER} answered with targeting that does not fit the schema.`,
      { kind: 'invalid_response', code: 'schema_mismatch', retryable: false },
    );
  }
  return tidyProposal(parsed.data);
}

/** Held to the same bounds as an administrator's input: short unique tags, min ≤ max. */
function tidyProposal(proposal: TargetingProposal): TargetingProposal {
  const tags = (values: string[]) =>
    normalizeTags(values)
      .filter((tag) => tag.length <= MAX_TAG_LENGTH)
      .slice(0, MAX_PROPOSED_TAGS);
  const { minAge, maxAge } = proposal;
  const swapped = minAge !== null && maxAge !== null && minAge > maxAge;
  return {
    targetEducationLevels: [...new Set(proposal.targetEducationLevels)],
    targetExperienceLevels: [...new Set(proposal.targetExperienceLevels)],
    targetSkills: tags(proposal.targetSkills),
    targetInterests: tags(proposal.targetInterests),
    minAge: swapped ? maxAge : minAge,
    maxAge: swapped ? minAge : maxAge,
  };
}
