import type {
  AttemptScoresBody,
  CareerMatch,
  CareerMatchStatus,
  JobZone,
  QuestionType,
} from '@pathwise/contract';

/**
 * The careers matched from O*NET® data for the attempt (careers module): the analyzers suggest
 * careers from `matches` only, and none when the status is not `matched`.
 */
export type AnalysisCareers = {
  status: CareerMatchStatus;
  /** The Job Zone the matches are for (the person's education level, or the default). */
  jobZone: JobZone;
  /** The best matches at that zone, best first. */
  matches: ReadonlyArray<Pick<CareerMatch, 'code' | 'title' | 'fit' | 'correlation' | 'highPointCode'>>;
};

/**
 * Everything an analyzer reads about one completed attempt, already loaded: the person (from the
 * profile screening, values shown as their labels), the profiler, the scores, the answers and the
 * matched careers. Both the prompt and the built-in analyzer are pure functions of this.
 */
export type AnalysisInput = {
  person: {
    name: string;
    age: number | null;
    educationLevel: string | null;
    experienceLevel: string | null;
    skills: string[];
    interests: string[];
  };
  assessment: { title: string; description: string };
  completedAt: Date | null;
  scores: AttemptScoresBody;
  /** In the order the questions are asked; unanswered questions are left out. */
  answers: Array<{ question: string; answer: string }>;
  careers: AnalysisCareers;
};

/** yyyy-mm-dd in UTC: the same text wherever the server runs. */
export function formatDate(date: Date | null): string | null {
  return date ? date.toISOString().slice(0, 10) : null;
}

/** Scores are stored with one decimal; reports speak in whole points. */
export function points(score: number): number {
  return Math.round(score);
}

type AnsweredQuestion = {
  type: QuestionType;
  options: ReadonlyArray<{ value: string; label: string }>;
};

/** An answer as a reader would say it: the option's label, "4/5 (Agree)", "Yes", or the text. */
export function describeAnswer(question: AnsweredQuestion, answer: unknown): string | null {
  switch (question.type) {
    case 'MULTIPLE_CHOICE': {
      const option = question.options.find((candidate) => candidate.value === answer);
      return option ? option.label : typeof answer === 'string' ? answer : null;
    }
    case 'RATING': {
      if (typeof answer !== 'number') return null;
      const label = question.options[answer - 1]?.label;
      return label ? `${answer}/5 (${label})` : `${answer}/5`;
    }
    case 'YES_NO':
      return typeof answer === 'boolean' ? (answer ? 'Yes' : 'No') : null;
    default:
      return typeof answer === 'string' && answer.trim() ? answer.trim() : null;
  }
}
