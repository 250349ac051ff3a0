import { SEO_SCORE_BANDS, type SeoCheckId, type SeoInsights } from '@pathwise/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';

/**
 * The SEO overview (decision 020), computed in SQL over each article's latest analysis (DISTINCT ON
 * over seo_analyses_article_idx): the score bands, the checks that fail most often (problem or
 * improve, read out of the stored jsonb), and the articles most worth fixing.
 *
 * "Worth fixing" ranks by (100 − score) × (views + 1): the points a fix can win times the readers
 * who would see it. A popular article at 70 comes before an unread draft at 20; among unread
 * articles the lowest score comes first. Articles at 100 have nothing to fix.
 */

export const SEO_INSIGHTS_LIST_LIMIT = 10;

const LATEST = sql`
  latest as (
    select distinct on (sa.article_id) sa.article_id, sa.score, sa.checks
    from seo_analyses sa
    order by sa.article_id, sa.created_at desc, sa.id desc
  )`;

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export async function getSeoInsights(db: Db): Promise<SeoInsights> {
  const { good, fair } = SEO_SCORE_BANDS;
  const [summary] = await rows<{
    articles: number;
    analysed: number;
    average: string | number | null;
    good: number;
    fair: number;
    poor: number;
  }>(
    db,
    sql`with ${LATEST}
      select
        (select count(*) from articles)::int as articles,
        count(*)::int as analysed,
        round(avg(l.score)::numeric, 1) as average,
        (count(*) filter (where l.score >= ${good}))::int as good,
        (count(*) filter (where l.score >= ${fair} and l.score < ${good}))::int as fair,
        (count(*) filter (where l.score < ${fair}))::int as poor
      from latest l`,
  );
  const commonProblems = await rows<{ id: SeoCheckId; count: number }>(
    db,
    sql`with ${LATEST}
      select c ->> 'id' as id, count(*)::int as count
      from latest l
      cross join lateral jsonb_array_elements(l.checks) c
      where c ->> 'verdict' in ('problem', 'improve')
      group by c ->> 'id'
      order by count desc, id
      limit ${SEO_INSIGHTS_LIST_LIMIT}`,
  );
  const worthFixing = await rows<{
    articleId: string;
    title: string;
    slug: string;
    score: number;
    viewCount: number;
  }>(
    db,
    sql`with ${LATEST}
      select a.id as "articleId", a.title, a.slug, l.score, a.view_count as "viewCount"
      from latest l
      join articles a on a.id = l.article_id
      where l.score < 100
      order by (100 - l.score)::bigint * (a.view_count + 1) desc, l.score, a.id
      limit ${SEO_INSIGHTS_LIST_LIMIT}`,
  );
  const analysed = summary?.analysed ?? 0;
  return {
    analysedArticles: analysed,
    unanalysedArticles: Math.max(0, (summary?.articles ?? 0) - analysed),
    averageScore: summary?.average == null ? null : Number(summary.average),
    distribution: [
      { band: 'good', count: summary?.good ?? 0 },
      { band: 'fair', count: summary?.fair ?? 0 },
      { band: 'poor', count: summary?.poor ?? 0 },
    ],
    commonProblems,
    worthFixing,
  };
}
