import type { AttemptProgress, SavedAnswer, SubmitAnswerBody } from '@pathwise/contract';
import { api } from '@/lib/api-client';

export type SaveAnswerResponse = { answer: SavedAnswer; progress: AttemptProgress };

/** Saves (or replaces) one answer. Used by the answer queue, which owns retries and local copies. */
export function saveAnswer(
  assessmentId: string,
  attemptId: string,
  body: SubmitAnswerBody,
): Promise<SaveAnswerResponse> {
  return api.post<SaveAnswerResponse>(
    `/assessments/${encodeURIComponent(assessmentId)}/attempts/${encodeURIComponent(attemptId)}/answers`,
    body,
    { silent: true },
  );
}
