import {
  AnalyzeArticleBodySchema,
  BulkAnalyzeBodySchema,
  IdParamsSchema,
  SeoAnalysisSchema,
  SeoAnalysisWithHistorySchema,
  SeoBulkRunParamsSchema,
  SeoBulkRunSchema,
  SeoInsightsSchema,
} from '@pathwise/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../../platform/auth-guard.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import { createSeoBulk } from './seo.bulk.ts';
import { getSeoInsights } from './seo.insights.ts';
import { createSeoService } from './seo.service.ts';

const security = [{ bearerAuth: [] }];
const tags = ['blog'];
const admin = { auth: 'admin' } as const;

/**
 * SEO analysis (spec §7 Articles; decision 020). GET /seo-analysis/{id} takes the ARTICLE's id:
 * the editor asks "how is this article doing", never for one stored run, so the id it has is the
 * article's; the answer is the latest analysis with the history of scores.
 */
export async function seoRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const seo = createSeoService(deps);
  const bulk = createSeoBulk(deps);

  api.post(
    '/seo-analysis/analyze',
    {
      config: admin,
      schema: {
        tags,
        summary: "Analyse an article's SEO and readability now; stores the result and the article's score",
        security,
        body: AnalyzeArticleBodySchema,
        response: { 200: SeoAnalysisSchema },
      },
    },
    async (request) => seo.analyze(request.body.articleId, requireUser(request).id),
  );

  api.post(
    '/seo-analysis/bulk',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Analyse many articles in the background; poll the run for progress',
        security,
        body: BulkAnalyzeBodySchema,
        response: { 202: SeoBulkRunSchema },
      },
    },
    async (request, reply) => {
      const run = await bulk.start(request.body.articleIds, requireUser(request).id);
      return reply.status(202).send(run);
    },
  );

  api.get(
    '/seo-analysis/bulk/:runId',
    {
      config: admin,
      schema: {
        tags,
        summary: "A bulk analysis run's progress",
        security,
        params: SeoBulkRunParamsSchema,
        response: { 200: SeoBulkRunSchema },
      },
    },
    async (request) => bulk.get(request.params.runId),
  );

  api.get(
    '/seo-analysis/insights/overview',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Score distribution, the most common problems and the articles most worth fixing',
        security,
        response: { 200: SeoInsightsSchema },
      },
    },
    async () => getSeoInsights(deps.db),
  );

  api.get(
    '/seo-analysis/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: "An article's latest SEO analysis and its score history, newest first (id: the article's)",
        security,
        params: IdParamsSchema,
        response: { 200: SeoAnalysisWithHistorySchema },
      },
    },
    async (request) => seo.getForArticle(request.params.id),
  );
}
