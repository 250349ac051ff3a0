import type { TargetingProposal } from '@pathwise/contract';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { readTogether } from '../../../db/reads.ts';
import { categories, questions } from '../../../db/schema/index.ts';
import { createOpenAIClient } from '../../../platform/ai/openai-client.ts';
import { ProviderError } from '../../../platform/provider-http.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import { getAssessmentRow } from '../shared.ts';
import { proposeTargetingWithAI } from './targeting.ai.ts';
import { type AutoTargetSource, analyzeTargeting } from './targeting.rules.ts';

/** Where auto-targeting gets its text and its proposal: the AI provider when configured, else the analyzer. */

/** An administrator waits on this click; a slow provider falls back rather than hang the card. */
const AUTO_TARGET_AI_TIMEOUT_MS = 20_000;

export type TargetingSuggestion = {
  proposal: TargetingProposal;
  source: 'ai' | 'builtin';
  message: string;
};

/** A profiler's words: title, descriptions, category titles and question texts, in screen order. */
export async function loadAutoTargetSource(db: DbOrTx, assessmentId: string): Promise<AutoTargetSource> {
  const [row, categoryRows, questionRows] = await readTogether(db, [
    () => getAssessmentRow(db, assessmentId),
    () =>
      db
        .select({ title: categories.title })
        .from(categories)
        .where(eq(categories.assessmentId, assessmentId))
        .orderBy(asc(categories.order), asc(categories.createdAt)),
    () =>
      db
        .select({ text: questions.text })
        .from(questions)
        .where(eq(questions.assessmentId, assessmentId))
        .orderBy(asc(questions.order), asc(questions.createdAt)),
  ]);
  return {
    title: row.title,
    description: row.description,
    assessmentDescription: row.assessmentDescription,
    categoryTitles: categoryRows.map((c) => c.title),
    questionTexts: questionRows.map((q) => q.text),
  };
}

export function createTargetingSuggester(deps: Pick<ModuleDeps, 'settings' | 'config' | 'logger'>) {
  const builtin = (source: AutoTargetSource, message: string): TargetingSuggestion => ({
    proposal: analyzeTargeting(source),
    source: 'builtin',
    message,
  });

  return async function suggestTargeting(source: AutoTargetSource): Promise<TargetingSuggestion> {
    const [apiKey, baseUrl, model] = await Promise.all([
      deps.settings.getEffective('OPENAI_API_KEY'),
      deps.settings.getEffective('OPENAI_BASE_URL'),
      deps.settings.getEffective('OPENAI_MODEL'),
    ]);
    if (!apiKey) {
      return builtin(
        source,
        'Auto-targeting applied using the built-in analyzer (no AI provider is configured).',
      );
    }
    const client = createOpenAIClient({
      apiKey,
      baseUrl: baseUrl ?? deps.config.OPENAI_BASE_URL,
      timeoutMs: AUTO_TARGET_AI_TIMEOUT_MS,
    });
    try {
      const proposal = await proposeTargetingWithAI(client, model ?? deps.config.OPENAI_MODEL, source);
      return { proposal, source: 'ai', message: 'Auto-targeting applied using AI suggestions.' };
    } catch (error) {
      // The click should still help: fall back, say why, and leave a trace for the operator.
      deps.logger.warn({ err: error }, 'AI auto-targeting failed; using the built-in analyzer');
      const reason = error instanceof ProviderError ? error.message : 'an unexpected error';
      return builtin(
        source,
        `The AI provider could not be used (${reason}), so auto-targeting was applied using the built-in analyzer.`,
      );
    }
  };
}
