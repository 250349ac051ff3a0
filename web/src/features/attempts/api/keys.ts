/** Query keys of taking profilers and reading results (a person's own data: no 'admin' prefix). */
export const attemptKeys = {
  all: ['attempts'] as const,
  intro: (assessmentId: string) => [...attemptKeys.all, 'intro', assessmentId] as const,
  current: (assessmentId: string) => [...attemptKeys.all, 'current', assessmentId] as const,
  questions: (assessmentId: string) => [...attemptKeys.all, 'questions', assessmentId] as const,
  result: (id: string) => [...attemptKeys.all, 'result', id] as const,
  aiAnalysis: (attemptId: string) => [...attemptKeys.all, 'ai-analysis', attemptId] as const,
};
