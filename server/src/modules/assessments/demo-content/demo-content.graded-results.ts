import { RESULT_OPTION_VALUES } from '@pathwise/contract';
import type { ResultConfigDraft } from '../bulk-upload/bulk-upload.catalogue-import.ts';

/**
 * Result configurations for a category of five-point rating questions. A category's result is the
 * option letter chosen most often, so a–e read as the five points of the scale, lowest to highest.
 */
export type GradedResult = { label: string; description: string };

export function gradedResults(
  levels: readonly [GradedResult, GradedResult, GradedResult, GradedResult, GradedResult],
): ResultConfigDraft[] {
  return levels.map((level, index) => ({
    optionValue: RESULT_OPTION_VALUES[index]!,
    resultLabel: level.label,
    resultDescription: level.description,
  }));
}
