import type { ScreeningChoice, ScreeningFieldType } from '@pathwise/contract';

/** A choice being edited; `key` identifies the row while its value is still being typed. */
export type ChoiceDraft = ScreeningChoice & { key: string };

let nextKey = 0;
const newKey = () => `choice-${++nextKey}`;

export const isChoiceType = (type: ScreeningFieldType) =>
  type === 'SINGLE_CHOICE' || type === 'MULTIPLE_CHOICE';

export function emptyChoice(): ChoiceDraft {
  return { key: newKey(), value: '', label: '' };
}

export function toChoiceDrafts(choices: readonly ScreeningChoice[]): ChoiceDraft[] {
  return choices.map((choice) => ({ ...choice, key: newKey() }));
}

export function fromChoiceDrafts(drafts: readonly ChoiceDraft[]): ScreeningChoice[] {
  return drafts.map(({ value, label }) => ({ value: value.trim(), label: label.trim() }));
}

/**
 * The choices after a type change: free-form types have none; a choice type keeps the ones typed
 * so far, or starts with the two it needs at least.
 */
export function choicesForType(type: ScreeningFieldType, current: readonly ChoiceDraft[]): ChoiceDraft[] {
  if (!isChoiceType(type)) return [];
  return current.length > 0 ? [...current] : [emptyChoice(), emptyChoice()];
}

/** A value made from a label ("Part-time work" → "part_time_work"), offered while the value is blank. */
export function valueFromLabel(label: string): string {
  return label
    .trim()
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 100);
}
