import type { ScreeningFieldType } from '@pathwise/contract';

/**
 * The one rule for a screening answer, shared by the profile screening (/student/profile) and a
 * profiler's own screening (/assessments/{id}/screening): a single choice is one of the options, a
 * multiple choice a list of them (or of free entries where the field takes custom ones), a number
 * a number, text text. Answers the fault in words naming the question, or null when it fits.
 */
export function screeningAnswerFault(
  question: { type: ScreeningFieldType; options: readonly { value: string }[]; label: string },
  value: unknown,
  { allowCustom = false }: { allowCustom?: boolean } = {},
): string | null {
  const choices = question.options.map((option) => option.value);
  const label = `"${question.label}"`;
  switch (question.type) {
    case 'SINGLE_CHOICE':
      return typeof value === 'string' && choices.includes(value)
        ? null
        : `Choose one of the options for ${label}`;
    case 'MULTIPLE_CHOICE': {
      if (!Array.isArray(value)) return `${label} takes a list`;
      const unknown = value.find(
        (item) => typeof item !== 'string' || (!allowCustom && !choices.includes(item)),
      );
      return unknown === undefined ? null : `"${String(unknown)}" is not an option for ${label}`;
    }
    case 'NUMBER':
      return typeof value === 'number' ? null : `${label} takes a number`;
    default:
      return typeof value === 'string' ? null : `${label} takes text`;
  }
}
