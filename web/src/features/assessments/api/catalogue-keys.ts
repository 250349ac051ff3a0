/**
 * Query keys of the catalogue people browse (GET /assessments…). Kept apart from the admin keys
 * (which start with 'admin'): a saved profile screening invalidates `catalogueKeys.all`, since
 * recommendations and restricted question counts follow it.
 */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  /** One page of the list; page 1 without filters also carries the recommendations. */
  page: (query: Record<string, unknown>) => [...catalogueKeys.all, 'page', query] as const,
  /** Every loaded page of one filtered list ("Load more"). */
  browse: (filters: Record<string, unknown>) => [...catalogueKeys.all, 'browse', filters] as const,
  detail: (id: string) => [...catalogueKeys.all, 'detail', id] as const,
  groups: () => [...catalogueKeys.all, 'groups'] as const,
};
