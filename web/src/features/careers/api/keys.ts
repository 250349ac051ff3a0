/** Query keys of a person's matched careers (their own data: no 'admin' prefix). */
export const careerKeys = {
  all: ['careers'] as const,
  attempt: (attemptId: string) => [...careerKeys.all, attemptId] as const,
  list: (attemptId: string, query: CareersListQuery) => [...careerKeys.attempt(attemptId), query] as const,
};

/** What a careers page asks for; `jobZone` null means "the zone the server derives from the screening". */
export type CareersListQuery = {
  jobZone: number | null;
  search: string;
  limit: number;
  offset: number;
};
