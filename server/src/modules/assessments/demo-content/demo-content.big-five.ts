import { createReadStream } from 'node:fs';
import type { ProfilerDraft } from '../bulk-upload/bulk-upload.catalogue-import.ts';
import { readItemBankCsv } from '../bulk-upload/bulk-upload.item-bank.ts';
import { PROMPT_TEMPLATES } from '../prompts/prompts.templates.ts';

/**
 * Demo profiler: the IPIP 50-item Big-Five Factor Markers (Goldberg, 1992; public domain). The items,
 * their scales and keys are the published ones, kept verbatim in `demo-content.ipip-big5-50.csv`
 * (provenance in `demo-content.ipip-big5-50.SOURCE.md`) and read through the keyed item-bank import
 * an admin's upload uses: RATING questions answered Very Inaccurate … Very Accurate, scored 1–5,
 * `-` items 6 − x, each domain the sum of its 10 items (10–50), shown 0–100 by the scoring engine.
 * The domain descriptions and the introduction are our own words.
 */

const ITEM_BANK = new URL('./demo-content.ipip-big5-50.csv', import.meta.url);

export const BIG_FIVE_SEED_KEY = 'demo-ipip-big-five';

export const GOLDBERG_1992 =
  'Goldberg, L. R. (1992). The development of markers for the Big-Five factor structure. Psychological Assessment, 4, 26–42.';

/** The instruction of the published questionnaire page (ipip.ori.org), word for word. */
export const IPIP_INSTRUCTION =
  'Describe yourself as you generally are now, not as you wish to be in the future. Describe yourself as you honestly see yourself, in relation to other people you know of the same sex as you are, and roughly your same age. So that you can describe yourself in an honest manner, your responses will be kept in absolute confidence.';

/** The five domains in plain words (written for Pathwise), by the scale names of the published key. */
export const BIG_FIVE_DOMAINS: Record<string, string> = {
  Extraversion:
    'How much you seek out company, talk and activity. High scorers gain energy from people and enjoy being noticed; low scorers are more reserved and recharge with time alone.',
  Agreeableness:
    'How much you care about getting along with others. High scorers are warm, trusting and quick to help; low scorers are more sceptical and put their own view first.',
  Conscientiousness:
    'How organised and dependable you are. High scorers plan ahead, keep things in order and finish what they start; low scorers are more spontaneous and flexible about rules and plans.',
  'Emotional Stability':
    'How calm you stay under pressure. High scorers are relaxed and rarely upset; low scorers feel stress, worry and mood changes more strongly.',
  'Intellect/Imagination':
    'How much you enjoy ideas, words and imagination. High scorers are curious, quick to understand and full of ideas; low scorers prefer the concrete and the familiar.',
};

const template = PROMPT_TEMPLATES['personality-report'];

const DESCRIPTION =
  'A well-studied personality questionnaire: 50 short statements that place you on the five broad domains of personality, the Big Five.';

const ASSESSMENT_DESCRIPTION = `Psychologists describe personality with five broad domains, the "Big Five". This profiler uses the 50-item set of IPIP Big-Five Factor Markers, a public-domain questionnaire that researchers have used for decades, and scores it exactly as its authors publish.

You will read 50 short statements such as "Am always prepared" or "Get stressed out easily". For each one, choose how accurately it describes you, from Very Inaccurate to Very Accurate. Some statements are worded the other way round on purpose; answer each as it stands.

Your results show the five domains:
- Extraversion: ${BIG_FIVE_DOMAINS.Extraversion}
- Agreeableness: ${BIG_FIVE_DOMAINS.Agreeableness}
- Conscientiousness: ${BIG_FIVE_DOMAINS.Conscientiousness}
- Emotional Stability: ${BIG_FIVE_DOMAINS['Emotional Stability']}
- Intellect/Imagination: ${BIG_FIVE_DOMAINS['Intellect/Imagination']}

No profile is better than another: each domain has its strengths at both ends.

Credits: items and scoring key from the International Personality Item Pool (ipip.ori.org), in the public domain. ${GOLDBERG_1992}`;

/** The Big Five profiler as the seed imports it, read from the published item bank. */
export async function loadBigFiveProfiler(): Promise<ProfilerDraft> {
  const bank = await readItemBankCsv(createReadStream(ITEM_BANK), {
    title: 'Big Five Personality Profiler (IPIP-50)',
    description: DESCRIPTION,
    responseScale: 'accuracy',
    scoring: 'one-to-five',
    // One list in the published order: the domains stay interleaved as the questionnaire has them.
    grouping: 'single',
    isFree: true,
    price: null,
    currency: 'INR',
  });
  return {
    ...bank,
    seedKey: BIG_FIVE_SEED_KEY,
    assessmentDescription: ASSESSMENT_DESCRIPTION,
    targeting: {
      targetEducationLevels: ['high-school', 'associate', 'bachelor', 'master', 'phd', 'other'],
      targetExperienceLevels: ['student', 'entry', 'mid', 'senior', 'executive'],
      targetSkills: ['Communication', 'Teamwork', 'Leadership'],
      targetInterests: ['Psychology', 'Education', 'Healthcare'],
      minAge: 16,
      priority: 70,
    },
    categories: bank.categories.map((category) => ({
      ...category,
      title: 'Describe yourself',
      description: IPIP_INSTRUCTION,
    })),
    prompt: { promptText: template.template, systemPrompt: template.systemPrompt },
    traitDescriptions: BIG_FIVE_DOMAINS,
  };
}
