/**
 * Query keys of the catalogue people browse (GET /assessments…). Kept apart from the admin keys
 * (which start with 'admin'): a saved profile screening invalidates `catalogueKeys.all`, since
 * recommendations and restricted question counts follow it.
 */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  /** Every loaded page of one filtered list ("Load more"); unfiltered, page 1 carries the recommendations. */
  browse: (filters: Record<string, unknown>) => [...catalogueKeys.all, 'browse', filters] as const,
  detail: (id: string) => [...catalogueKeys.all, 'detail', id] as const,
  groups: () => [...catalogueKeys.all, 'groups'] as const,
};
