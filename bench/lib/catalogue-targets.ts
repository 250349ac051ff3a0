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

/** The admin console's heaviest reads over the seeded catalogue. */
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
