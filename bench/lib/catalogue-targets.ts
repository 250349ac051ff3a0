import { buildApp } from '../../server/src/app.ts';
import type { Config } from '../../server/src/config.ts';
import type { Database } from '../../server/src/db/client.ts';
import { SEARCH_WORD, type SeededCatalogue } from './seed-catalogue.ts';

export type CatalogueEndpoint = {
  name: string;
  path: string;
  /** Checks the answer is the payload meant (a wrong seed would measure an empty list). */
  check(body: unknown): string | null;
};

type ListBody = { assessments?: unknown[]; pagination?: { total?: number } };
type DetailBody = { assessment?: { categories?: Array<{ questions?: unknown[] }> } };
type StatsBody = { assessmentStats?: { totalAttempts?: number } };

/** The admin console's heaviest reads over the seeded catalogue, and the people's list on the same data. */
export function catalogueEndpoints(seeded: SeededCatalogue): CatalogueEndpoint[] {
  return [
    {
      name: '(1) profiler list, page 1',
      path: '/api/admin/assessments?page=1&limit=20',
      check: (body) => {
        const { assessments = [] } = body as ListBody;
        return assessments.length === 20 ? null : `expected 20 profilers, got ${assessments.length}`;
      },
    },
    {
      name: `(2) search "${SEARCH_WORD}", active`,
      path: `/api/admin/assessments?search=${SEARCH_WORD}&status=active&limit=20`,
      check: (body) => {
        const { assessments = [], pagination } = body as ListBody;
        return assessments.length === 20 && (pagination?.total ?? 0) > 20
          ? null
          : `expected a full page of matches, got ${assessments.length} of ${pagination?.total}`;
      },
    },
    {
      name: '(3) one profiler with questions',
      path: `/api/admin/assessments/${seeded.profilerId}`,
      check: (body) => {
        const categories = (body as DetailBody).assessment?.categories ?? [];
        const questions = categories.reduce((sum, category) => sum + (category.questions?.length ?? 0), 0);
        return categories.length === 10 && questions === 200
          ? null
          : `expected 10 categories and 200 questions, got ${categories.length} and ${questions}`;
      },
    },
    {
      // What a person's dashboard reads: the offered list with the figures for the questions they
      // see, each card's state from their attempts and ownership, and the recommendations (decision 015).
      name: "(5) people's catalogue, page 1, with card states",
      path: '/api/assessments?page=1&limit=12',
      check: (body) => {
        const { assessments = [] } = body as ListBody;
        const withState = assessments.filter((item) => (item as { progress?: unknown }).progress);
        return assessments.length === 12 && withState.length === 12
          ? null
          : `expected 12 cards with their state, got ${assessments.length} (${withState.length} with a state)`;
      },
    },
    {
      name: '(4) assessment statistics',
      path: '/api/notifications/admin/assessment-stats',
      check: (body) => {
        const total = (body as StatsBody).assessmentStats?.totalAttempts ?? 0;
        return total > 0 ? null : 'expected attempts in the statistics, got none';
      },
    },
  ];
}

/** The real app (production config, no logger, no job workers) listening on 127.0.0.1. */
export async function startCatalogueApp(
  database: Database,
  config: Config,
): Promise<{ baseUrl: string; close(): Promise<void> }> {
  const app = await buildApp({ config, database, logger: false, webDist: null, startJobs: false });
  const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  return { baseUrl, close: () => app.close() };
}
