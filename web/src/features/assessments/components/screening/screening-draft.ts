import {
  type AssessmentScreening,
  SaveAssessmentScreeningBodySchema,
  type ScreeningFieldType,
} from '@pathwise/contract';
import type { SaveAssessmentScreeningBody } from '../../api/save-assessment-screening';
import { type ChoiceDraft, choicesForType, fromChoiceDrafts, toChoiceDrafts } from './choice-drafts';
import { firstIssueAt } from './form-issues';

export type QuestionDraft = {
  /** Identifies the card while editing; `id` is the stored id that keeps answers attached. */
  key: string;
  id?: string;
  text: string;
  type: ScreeningFieldType;
  options: ChoiceDraft[];
  isRequired: boolean;
};

export type ScreeningDraft = { title: string; description: string; questions: QuestionDraft[] };

export type QuestionErrors = { text?: string; options?: string };
export type ScreeningDraftErrors = {
  title?: string;
  description?: string;
  questions?: string;
  byQuestion: Record<string, QuestionErrors>;
};

let nextKey = 0;
const newKey = () => `question-${++nextKey}`;

export function newQuestion(): QuestionDraft {
  return {
    key: newKey(),
    text: '',
    type: 'SINGLE_CHOICE',
    options: choicesForType('SINGLE_CHOICE', []),
    isRequired: true,
  };
}

/** The saved screening as a draft; before the first save, an empty one with the default title. */
export function screeningToDraft(
  screening: AssessmentScreening | null,
  defaultTitle: string,
): ScreeningDraft {
  if (!screening) return { title: defaultTitle, description: '', questions: [] };
  return {
    title: screening.title,
    description: screening.description,
    questions: screening.questions.map((question) => ({
      key: newKey(),
      id: question.id,
      text: question.text,
      type: question.type,
      options: toChoiceDrafts(question.options),
      isRequired: question.isRequired,
    })),
  };
}

export function withQuestionType(question: QuestionDraft, type: ScreeningFieldType): QuestionDraft {
  return { ...question, type, options: choicesForType(type, question.options) };
}

/** The questions with the one at `index` swapped with its neighbour one `step` away (unchanged at either end). */
export function moveQuestion(
  questions: readonly QuestionDraft[],
  index: number,
  step: -1 | 1,
): QuestionDraft[] {
  const target = index + step;
  const moving = questions[index];
  const neighbour = questions[target];
  if (!moving || !neighbour) return [...questions];
  const next = [...questions];
  next[index] = neighbour;
  next[target] = moving;
  return next;
}

/** The body the draft would send (before the contract's checks): also what "unsaved" compares. */
export function draftToBody(draft: ScreeningDraft): SaveAssessmentScreeningBody {
  return {
    title: draft.title.trim(),
    description: draft.description.trim(),
    questions: draft.questions.map((question) => ({
      ...(question.id ? { id: question.id } : {}),
      text: question.text.trim(),
      type: question.type,
      options: fromChoiceDrafts(question.options),
      isRequired: question.isRequired,
    })),
  };
}

export function isDraftChanged(draft: ScreeningDraft, saved: ScreeningDraft): boolean {
  return JSON.stringify(draftToBody(draft)) !== JSON.stringify(draftToBody(saved));
}

export type ScreeningDraftResult =
  | { ok: true; body: SaveAssessmentScreeningBody }
  | { ok: false; errors: ScreeningDraftErrors };

/** Checks the draft with the contract's schema; errors are filed per question card. */
export function validateScreeningDraft(draft: ScreeningDraft): ScreeningDraftResult {
  const parsed = SaveAssessmentScreeningBodySchema.safeParse(draftToBody(draft));
  if (parsed.success) return { ok: true, body: parsed.data };

  const { issues } = parsed.error;
  const errors: ScreeningDraftErrors = {
    title: firstIssueAt(issues, ['title']),
    description: firstIssueAt(issues, ['description']),
    // Only the list's own rules (at least one question), not those of a question inside it.
    questions: issues.find((issue) => issue.path.length === 1 && issue.path[0] === 'questions')?.message,
    byQuestion: {},
  };
  draft.questions.forEach((question, index) => {
    const text = firstIssueAt(issues, ['questions', index, 'text']);
    const options = firstIssueAt(issues, ['questions', index, 'options']);
    if (text || options) errors.byQuestion[question.key] = { text, options };
  });
  return { ok: false, errors };
}
