import { useMutation } from '@tanstack/react-query';
import { downloadFile, type FileRequest } from '@/lib/api/download-file';

export type AdminResultsFile = 'csv' | 'xlsx' | 'allAnswers';

/** The three exports of a profiler's results, and the name used when the server gives none. */
export function profilerFileRequest(assessmentId: string, file: AdminResultsFile): FileRequest {
  const base = `/admin/assessments/${encodeURIComponent(assessmentId)}`;
  switch (file) {
    case 'csv':
      return { path: `${base}/download`, params: { format: 'csv' }, fallbackName: 'results.csv' };
    case 'xlsx':
      return { path: `${base}/download`, params: { format: 'xlsx' }, fallbackName: 'results.xlsx' };
    case 'allAnswers':
      return { path: `${base}/download-all-answers`, fallbackName: 'answers.csv' };
  }
}

export function attemptAnswersRequest(attemptId: string): FileRequest {
  return {
    path: `/admin/test-attempts/${encodeURIComponent(attemptId)}/download-answers`,
    fallbackName: 'answers.csv',
  };
}

/** A download whose `variables` tell which button started it (for its spinner). */
export function useAdminDownload<K extends string>(toRequest: (key: K) => FileRequest) {
  return useMutation({ mutationFn: (key: K) => downloadFile(toRequest(key)) });
}
