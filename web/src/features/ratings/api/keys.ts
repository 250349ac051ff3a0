/** Query keys of the ratings domain; every key starts with 'admin' so Refresh Cache clears them. */
export const ratingKeys = {
  all: ['admin', 'ratings'] as const,
  /** Every loaded page of one profiler's ratings (one infinite query). */
  list: (assessmentId: string) => [...ratingKeys.all, 'list', assessmentId] as const,
  stats: (assessmentId: string) => [...ratingKeys.all, 'stats', assessmentId] as const,
  recent: (limit: number) => [...ratingKeys.all, 'recent', limit] as const,
};
