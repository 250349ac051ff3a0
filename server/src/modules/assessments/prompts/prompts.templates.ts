import { DEFAULT_SYSTEM_PROMPT, type PROMPT_TEMPLATE_NAMES } from '@pathwise/contract';

export type PromptTemplateName = (typeof PROMPT_TEMPLATE_NAMES)[number];
export type PromptTemplate = { template: string; systemPrompt: string };

/**
 * The starting points an admin loads into the prompt editor (and the demo profilers reuse). Each
 * uses only the placeholders of PROMPT_PLACEHOLDERS, so it saves without edits.
 */
export const PROMPT_TEMPLATES: Record<PromptTemplateName, PromptTemplate> = {
  'career-report': {
    systemPrompt: `${DEFAULT_SYSTEM_PROMPT} You specialise in career guidance: connect interests and strengths to kinds of work, study routes and first steps that fit the person's stage of life.`,
    template: `Write a career guidance report for {{name}}, who has just completed "{{assessmentTitle}}" ({{assessmentDescription}}) on {{completedAt}}.

About {{name}}:
- Age: {{age}}
- Education: {{educationLevel}}
- Experience: {{experienceLevel}}
- Skills: {{skills}}
- Interests: {{interests}}

Results by category:
{{categoryResults}}

Trait scores (0–100):
{{traitScores}}

Strongest traits: {{topTraits}}
Holland code: {{hollandCode}}

Structure the report with these headings:
1. Your profile at a glance — three or four sentences on what stands out, naming the strongest traits.
2. What energises you at work — the kinds of tasks, settings and people that suit this profile, tied to specific scores.
3. Career directions to explore — five to seven roles or fields that fit both the results and the stated interests and skills; for each, one line on why it fits and one on what the day-to-day involves.
4. Building on your strengths — the skills worth developing next, given the current education and experience level.
5. Next steps — three concrete actions for the coming month (people to talk to, a course or project, something to try).

Keep the tone encouraging and specific. Where a score is low, describe it as a preference, not a weakness. If a detail is 'not given', leave it out rather than guessing. About 600–800 words.`,
  },
  'personality-report': {
    systemPrompt: `${DEFAULT_SYSTEM_PROMPT} You explain personality results the way a good psychologist would to a curious client: traits are tendencies on a spectrum, every one has strengths and costs, and none is a diagnosis.`,
    template: `Write a personality report for {{name}} based on "{{assessmentTitle}}", completed on {{completedAt}}.

Context: age {{age}}, education {{educationLevel}}, experience {{experienceLevel}}.

Trait scores (0–100, highest first):
{{traitScores}}

Results by category:
{{categoryResults}}

Structure the report with these headings:
1. Overview — a short portrait of how {{name}} tends to think, feel and act, drawn from the three strongest traits ({{topTraits}}).
2. Trait by trait — for each trait, what the score suggests in everyday life, one strength it brings and one situation where it can get in the way. Treat scores near 50 as balanced.
3. Working and learning style — how this profile tends to approach teamwork, deadlines, new ideas and feedback.
4. Relationships and communication — what others probably appreciate, and what may help conversations go well.
5. Growth ideas — three small, practical habits that build on the strengths or soften the costs.

Speak directly to {{name}} ("you"). Do not label the person, compare them with others or mention clinical conditions. About 600–800 words.`,
  },
  'quick-snapshot': {
    systemPrompt: DEFAULT_SYSTEM_PROMPT,
    template: `Write a short results snapshot for {{name}}, who completed "{{assessmentTitle}}".

Results by category:
{{categoryResults}}

Strongest traits: {{topTraits}}

In at most 200 words:
- one sentence summing up the result,
- three bullet points on what the strongest traits mean in practice,
- one suggestion of what to explore next, matched to the interests given ({{interests}}).

Plain, friendly language; no headings.`,
  },
};
