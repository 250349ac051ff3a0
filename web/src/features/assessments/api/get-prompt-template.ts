import type { PROMPT_TEMPLATE_NAMES } from '@pathwise/contract';
import { api } from '@/lib/api-client';

export type PromptTemplateName = (typeof PROMPT_TEMPLATE_NAMES)[number];
export type PromptTemplate = { template: string; systemPrompt?: string };

/** A default prompt to start from; fetched when the admin asks for it, never cached. */
export function getPromptTemplate(name: PromptTemplateName): Promise<PromptTemplate> {
  return api.get<PromptTemplate>(`/admin/prompts/templates/${encodeURIComponent(name)}`, { silent: true });
}
