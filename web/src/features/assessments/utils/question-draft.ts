import {
  type CreateQuestionBody,
  NEW_CHOICE_OPTIONS,
  normalizeOptions,
  type Question,
  type QuestionOption,
  type QuestionType,
  type UpdateQuestionBody,
} from '@pathwise/contract';

/** One option row of the editor; `key` only keeps React's list identity while rows come and go. */
export type OptionDraft = { key: string; value: string; label: string; explanation: string; example: string };

/** What the question form edits: every field as a plain string or flag. */
export type QuestionDraft = {
  text: string;
  type: QuestionType;
  options: OptionDraft[];
  explanation: string;
  example: string;
  traitType: string;
  isReverseScored: boolean;
};

let lastKey = 0;
const nextKey = () => `option-${++lastKey}`;

/** An empty option whose value follows the option_1, option_2… default and is not yet taken. */
export function newOption(existing: readonly OptionDraft[]): OptionDraft {
  const taken = new Set(existing.map((option) => option.value));
  let position = existing.length + 1;
  while (taken.has(`option_${position}`)) position += 1;
  return { key: nextKey(), value: `option_${position}`, label: '', explanation: '', example: '' };
}

/** Spec §9: a new multiple-choice question starts with four empty options. */
export function emptyOptions(count = NEW_CHOICE_OPTIONS): OptionDraft[] {
  const options: OptionDraft[] = [];
  while (options.length < count) options.push(newOption(options));
  return options;
}

export function emptyDraft(): QuestionDraft {
  return {
    text: '',
    type: 'MULTIPLE_CHOICE',
    options: emptyOptions(),
    explanation: '',
    example: '',
    traitType: '',
    isReverseScored: false,
  };
}

const toOptionDraft = (option: QuestionOption): OptionDraft => ({
  key: nextKey(),
  value: option.value,
  label: option.label,
  explanation: option.explanation ?? '',
  example: option.example ?? '',
});

export function draftFromQuestion(question: Question): QuestionDraft {
  return {
    text: question.text,
    type: question.type,
    options: question.type === 'MULTIPLE_CHOICE' ? question.options.map(toOptionDraft) : [],
    explanation: question.explanation ?? '',
    example: question.example ?? '',
    traitType: question.traitType ?? '',
    isReverseScored: question.isReverseScored,
  };
}

/** True when an option carries any text the admin typed (changing the type would lose it). */
export function hasOptionText(options: readonly OptionDraft[]): boolean {
  return options.some((option) => [option.label, option.explanation, option.example].some((t) => t.trim()));
}

/** Whether switching to `next` needs the admin's confirmation first (spec §4). */
export function typeChangeNeedsConfirmation(draft: QuestionDraft, next: QuestionType): boolean {
  return draft.type === 'MULTIPLE_CHOICE' && next !== 'MULTIPLE_CHOICE' && hasOptionText(draft.options);
}

/**
 * Spec §4: leaving multiple choice clears the options; arriving at it starts again from four
 * empty ones. Reverse scoring only exists for rating questions.
 */
export function withType(draft: QuestionDraft, next: QuestionType): QuestionDraft {
  if (next === draft.type) return draft;
  return {
    ...draft,
    type: next,
    options: next === 'MULTIPLE_CHOICE' ? emptyOptions() : [],
    isReverseScored: next === 'RATING' ? draft.isReverseScored : false,
  };
}

/** The options to send: only multiple choice has them, and only rows with a non-blank label (spec §5). */
export function optionsToSend(draft: QuestionDraft): QuestionOption[] {
  if (draft.type !== 'MULTIPLE_CHOICE') return [];
  return normalizeOptions(draft.options.map(({ key: _key, ...option }) => option));
}

/** Spec §5: blank explanation and example are left out of a new question. */
export function toCreateBody(draft: QuestionDraft, categoryId: string, order: number): CreateQuestionBody {
  const body: CreateQuestionBody = { text: draft.text.trim(), type: draft.type, categoryId, order };
  if (draft.type === 'MULTIPLE_CHOICE') body.options = optionsToSend(draft);
  if (draft.explanation.trim()) body.explanation = draft.explanation.trim();
  if (draft.example.trim()) body.example = draft.example.trim();
  if (draft.traitType) body.traitType = draft.traitType;
  if (draft.type === 'RATING') body.isReverseScored = draft.isReverseScored;
  return body;
}

/**
 * An edit sends every field; a blank explanation or example is sent as null so it is cleared.
 * Options are sent only for multiple choice: for another type the server keeps (or, on a type
 * change, clears) what is stored.
 */
export function toUpdateBody(draft: QuestionDraft): UpdateQuestionBody {
  const body: UpdateQuestionBody = {
    text: draft.text.trim(),
    type: draft.type,
    explanation: draft.explanation.trim() || null,
    example: draft.example.trim() || null,
    traitType: draft.traitType || null,
  };
  if (draft.type === 'MULTIPLE_CHOICE') body.options = optionsToSend(draft);
  if (draft.type === 'RATING') body.isReverseScored = draft.isReverseScored;
  return body;
}
