import type { CatalogueDetail } from '@pathwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { attemptKeys } from './keys';

/** What the intro page shows: title, long description, question count, time, sections, price. */
export async function getAssessmentIntro(
  assessmentId: string,
  signal?: AbortSignal,
): Promise<CatalogueDetail> {
  const body = await api.get<{ assessment: CatalogueDetail }>(
    `/assessments/${encodeURIComponent(assessmentId)}`,
    {
      signal,
      silent: true,
    },
  );
  return body.assessment;
}

export const getAssessmentIntroQueryOptions = (assessmentId: string) =>
  queryOptions({
    queryKey: attemptKeys.intro(assessmentId),
    queryFn: ({ signal }) => getAssessmentIntro(assessmentId, signal),
  });

export function useAssessmentIntro(assessmentId: string) {
  return useQuery(getAssessmentIntroQueryOptions(assessmentId));
}
