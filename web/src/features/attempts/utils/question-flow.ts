import type { AnswerValue, TakingCategory, TakingQuestion } from '@pathwise/contract';

/** One question in the order it is asked, with the section it belongs to. */
export type FlowStep = {
  question: TakingQuestion;
  category: TakingCategory;
  /** 0-based position among all questions. */
  index: number;
  /** 0-based position of the section, and of the question inside it. */
  categoryIndex: number;
  indexInCategory: number;
};

export type AnswerMap = ReadonlyMap<string, AnswerValue>;

/** The questions as one list, section by section, each in the order the server gives. */
export function flattenQuestions(categories: readonly TakingCategory[]): FlowStep[] {
  const steps: FlowStep[] = [];
  // Sections without questions are not shown, so they do not count in "section n of N".
  categories
    .filter((category) => category.questions.length > 0)
    .forEach((category, categoryIndex) => {
      category.questions.forEach((question, indexInCategory) => {
        steps.push({ question, category, index: steps.length, categoryIndex, indexInCategory });
      });
    });
  return steps;
}

/** TEXT questions may be left blank; every other type must be answered to finish. */
export function isRequired(question: Pick<TakingQuestion, 'type'>): boolean {
  return question.type !== 'TEXT';
}

/** Whether `answer` is a usable answer to `question` (mirrors the server's check). */
export function isAnswered(question: TakingQuestion, answer: AnswerValue | undefined): boolean {
  switch (question.type) {
    case 'MULTIPLE_CHOICE':
      return typeof answer === 'string' && question.options.some((option) => option.value === answer);
    case 'RATING':
      return typeof answer === 'number' && Number.isInteger(answer) && answer >= 1 && answer <= 5;
    case 'YES_NO':
      return typeof answer === 'boolean';
    case 'TEXT':
      return typeof answer === 'string' && answer.trim() !== '';
    default:
      return false;
  }
}

export type FlowProgress = { answered: number; total: number; percentage: number; requiredRemaining: number };

/** Answered/total over every question (TEXT included, as the server counts), and what blocks finishing. */
export function computeProgress(steps: readonly FlowStep[], answers: AnswerMap): FlowProgress {
  let answered = 0;
  let requiredRemaining = 0;
  for (const { question } of steps) {
    const done = isAnswered(question, answers.get(question.id));
    if (done) answered += 1;
    else if (isRequired(question)) requiredRemaining += 1;
  }
  const total = steps.length;
  return {
    answered,
    total,
    percentage: total === 0 ? 0 : Math.floor((answered / total) * 100),
    requiredRemaining,
  };
}

/**
 * Where to start: the first unanswered question (optional ones included, so a person who left the
 * text question for later comes back to it); the last question when everything is answered.
 */
export function findResumeIndex(steps: readonly FlowStep[], answers: AnswerMap): number {
  const first = steps.findIndex(({ question }) => !isAnswered(question, answers.get(question.id)));
  if (first !== -1) return first;
  return Math.max(0, steps.length - 1);
}

/** The first required question without an answer (what blocks completion), or -1. */
export function findFirstUnansweredRequired(steps: readonly FlowStep[], answers: AnswerMap): number {
  return steps.findIndex(
    ({ question }) => isRequired(question) && !isAnswered(question, answers.get(question.id)),
  );
}

/** Whether a person may move on from this question: answered, or optional. */
export function canLeaveForward(question: TakingQuestion, answer: AnswerValue | undefined): boolean {
  return !isRequired(question) || isAnswered(question, answer);
}
