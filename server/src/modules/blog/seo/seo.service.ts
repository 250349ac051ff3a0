import type { SeoAnalysis, SeoAnalysisWithHistory, SeoCheck, SeoFigures } from '@pathwise/contract';
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { articles, seoAnalyses } from '../../../db/schema/index.ts';
import { AppError, notFound } from '../../../platform/errors.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import { analyzeSeo } from './seo.analyzer.ts';

/**
 * Stored analyses (decision 020): each run of the analyzer on an article is kept, so the editor
 * sees the score move as they fix things; the article's `seo_score` holds the latest one for the
 * admin list to sort and filter on. Articles are read straight from their table: the analyzer
 * needs only the fields the editor saved, whatever state the article is in.
 */

/** How many past runs GET /seo-analysis/{articleId} lists (newest first); older ones stay stored. */
export const SEO_HISTORY_LIMIT = 100;

export const NO_ANALYSIS_MESSAGE = 'This article has not been analysed yet';

type AnalysisRow = typeof seoAnalyses.$inferSelect;

export function toSeoAnalysis(row: AnalysisRow): SeoAnalysis {
  return {
    id: row.id,
    articleId: row.articleId,
    score: row.score,
    focusKeyword: row.focusKeyword,
    checks: row.checks as SeoCheck[],
    figures: row.figures as SeoFigures,
    createdAt: row.createdAt.toISOString(),
  };
}

export type SeoServiceDeps = Pick<ModuleDeps, 'db' | 'config'>;

export function createSeoService(deps: SeoServiceDeps) {
  const { db } = deps;
  // Links to our own host are internal; PUBLIC_URL is what readers and search engines see.
  const publicOrigin = new URL(deps.config.PUBLIC_URL).origin;

  /**
   * Analyses the article and stores the result with the article's new score, in the caller's
   * transaction. Null when there is no such article.
   */
  async function analyzeIn(
    tx: DbOrTx,
    articleId: string,
    actorId: string | null,
  ): Promise<SeoAnalysis | null> {
    const [article] = await tx
      .select({
        title: articles.title,
        metaTitle: articles.metaTitle,
        metaDescription: articles.metaDescription,
        slug: articles.slug,
        focusKeyword: articles.focusKeyword,
        bodyHtml: articles.bodyHtml,
      })
      .from(articles)
      .where(eq(articles.id, articleId))
      .for('update');
    if (!article) return null;
    const result = analyzeSeo({ ...article, publicOrigin });
    const [row] = await tx
      .insert(seoAnalyses)
      .values({
        articleId,
        score: result.score,
        focusKeyword: article.focusKeyword?.trim() || null,
        checks: result.checks,
        figures: result.figures,
        createdBy: actorId,
      })
      .returning();
    // Not updatedAt: a score is not an edit (the sitemap's last-modified and the list's order use it).
    await tx.update(articles).set({ seoScore: result.score }).where(eq(articles.id, articleId));
    return toSeoAnalysis(row!);
  }

  return {
    analyzeIn,

    async analyze(articleId: string, actorId: string | null): Promise<SeoAnalysis> {
      const analysis = await db.transaction((tx) => analyzeIn(tx, articleId, actorId));
      if (!analysis) throw notFound('Article');
      return analysis;
    },

    /** The article's latest analysis and its history, newest first; 404 when it has none. */
    async getForArticle(articleId: string): Promise<SeoAnalysisWithHistory> {
      const newestFirst = [desc(seoAnalyses.createdAt), desc(seoAnalyses.id)];
      const [latest] = await db
        .select()
        .from(seoAnalyses)
        .where(eq(seoAnalyses.articleId, articleId))
        .orderBy(...newestFirst)
        .limit(1);
      if (!latest) throw new AppError('NOT_FOUND', NO_ANALYSIS_MESSAGE);
      // The history needs only the scores: the checks of a hundred runs stay in the table.
      const history = await db
        .select({ id: seoAnalyses.id, score: seoAnalyses.score, createdAt: seoAnalyses.createdAt })
        .from(seoAnalyses)
        .where(eq(seoAnalyses.articleId, articleId))
        .orderBy(...newestFirst)
        .limit(SEO_HISTORY_LIMIT);
      return {
        latest: toSeoAnalysis(latest),
        history: history.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
      };
    },
  };
}
export type SeoService = ReturnType<typeof createSeoService>;
