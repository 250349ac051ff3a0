import { paths } from '@/config/paths';

/**
 * `?step=questions` while the test is on screen: a reload goes straight back into it, and the
 * browser's Back returns to the intro.
 */
export const STEP_PARAM = 'step';
export const QUESTIONS_STEP = 'questions';

/** The test itself (resumes the open attempt; the intro shows when there is none). */
export function questionsHref(assessmentId: string): string {
  return `${paths.assessment.getHref(assessmentId)}?${STEP_PARAM}=${QUESTIONS_STEP}`;
}
