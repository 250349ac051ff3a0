/**
 * The public blog article page on PostgreSQL (bench/README.md, "Blog article page bench"): a throwaway
 * database with BENCH_BLOG_ARTICLES published articles of ~1,500 words (author, categories, tags,
 * related articles), the real app (buildApp, production config, no job workers) listening on
 * 127.0.0.1, then autocannon with 50 connections on GET /blog/{slug} — the server-rendered HTML a
 * search engine reads, asked as browsers and Googlebot ask (Accept-Encoding: gzip, deflate, br), then
 * uncompressed. Target (on the first): ≥ 1,000 req/s and p99 < 50 ms. Also printed: the /blog index under the
 * same load, and what a cache miss costs (each of 100 articles read once, one after another).
 * Run with `npm run bench:blog` from the repository root. Figures only: a miss never fails.
 */
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/src/app.ts';
import type { Database } from '../server/src/db/client.ts';
import { numberFromEnv } from './lib/env.ts';
import { type Measurement, measure } from './lib/load.ts';
import { runOnThrowawayPostgres } from './lib/postgres.ts';
import { fmt, out, percentile } from './lib/report.ts';
import { benchConfig } from './lib/targets.ts';

const ARTICLES = numberFromEnv('BENCH_BLOG_ARTICLES', 2_000);
const CONNECTIONS = numberFromEnv('BENCH_CONNECTIONS', 50);
const DURATION = numberFromEnv('BENCH_DURATION', 10);
const WARMUP = numberFromEnv('BENCH_WARMUP', 2);
/** The bench's own port (its range is 3440-3449); 0 picks any free one. */
const PORT = numberFromEnv('BENCH_PORT', 3440);
const TARGET_RPS = 1_000;
const TARGET_P99_MS = 50;
const COLD_READS = 100;

/** A body of ~1,500 words: headings, paragraphs, a list, a quote, a link and an image, as the editor makes. */
const PARAGRAPH =
  'Choosing a career is less about finding the one right answer and more about learning which kinds of work keep you curious, which environments let you do your best thinking, and which trade-offs you are willing to make. ';
const BODY = Array.from(
  { length: 12 },
  (_, i) =>
    `<h2>Section ${i + 1}: what to ask yourself</h2><p>${PARAGRAPH.repeat(3)}</p><ul><li>What did you enjoy last week?</li><li>What drained you?</li></ul><p>${PARAGRAPH.repeat(2)} <a href="https://www.onetonline.org/">O*NET</a> lists the tasks of each occupation.</p>${
      i % 4 === 0
        ? '<blockquote><p>Interests are stable enough to plan around.</p></blockquote><img src="/api/blog-media/00000000-0000-4000-8000-000000000001" alt="A chart of interests">'
        : ''
    }`,
).join('');

async function seed(database: Database) {
  const { db } = database;
  const started = performance.now();
  await db.execute(sql`
    with a as (
      insert into article_authors (name, slug, bio, is_verified, links)
      values ('Mira Rao', 'mira-rao', 'Career counsellor and writer.', true,
        '[{"label":"Website","url":"https://mira.example"}]'::jsonb)
      returning id
    ), c as (
      insert into article_categories (name, slug, description)
      select 'Category ' || g, 'category-' || g, 'Articles on topic ' || g from generate_series(1, 8) as g
      returning id
    ), s as (
      insert into article_subjects (name, slug) select 'Subject ' || g, 'subject-' || g from generate_series(1, 5) as g
      returning id
    )
    insert into article_tags (name, slug) select 'Tag ' || g, 'tag-' || g from generate_series(1, 40) as g`);
  await db.execute(sql`
    insert into articles (title, slug, excerpt, body_html, cover_image_url, cover_image_alt, author_id,
      category_id, subject_id, is_published, published_at, is_featured, meta_description, word_count,
      reading_minutes, updated_at)
    select 'How to choose a career, part ' || g, 'bench-article-' || g,
      'Five questions to ask before choosing, part ' || g || '.', ${BODY},
      '/api/blog-media/00000000-0000-4000-8000-000000000002', 'A crossroads',
      (select id from article_authors limit 1),
      (select id from article_categories order by slug offset (g % 8) limit 1),
      (select id from article_subjects order by slug offset (g % 5) limit 1),
      true, now() - (g * interval '1 hour'), g % 50 = 0,
      'How to choose a career in five questions (part ' || g || ').', 1500, 7, now() - (g * interval '1 hour')
    from generate_series(1, ${ARTICLES}) as g`);
  // Three tags per article, cycling, so every article has related ones by tag and by category.
  await db.execute(sql`
    with t as (select id, row_number() over (order by slug) - 1 as n from article_tags),
    a as (select id, row_number() over (order by slug) as n from articles)
    insert into article_tag_links (article_id, tag_id, position)
    select a.id, t.id, k from a, generate_series(0, 2) as k join t on true
    where t.n = (a.n + k * 7) % 40`);
  await db.execute(sql`vacuum analyze`);
  out(`  seeded ${fmt(ARTICLES)} articles in ${fmt((performance.now() - started) / 1000, 1)} s`);
}

function report(label: string, result: Measurement) {
  out(
    `  ${label.padEnd(34)} ${fmt(result.rps).padStart(6)} req/s  p50 ${fmt(result.p50, 1)} ms  p97.5 ${fmt(result.p97_5, 1)} ms  p99 ${fmt(result.p99, 1)} ms  max ${fmt(result.max, 1)} ms  (${fmt(result.requests)} requests, non-2xx ${fmt(result.non2xx)}, errors ${fmt(result.errors)}, event loop ${fmt(result.eventLoopUtilization * 100)}% busy)`,
  );
}

async function run(database: Database) {
  const app = await buildApp({
    config: benchConfig(),
    database,
    logger: false,
    webDist: null,
    startJobs: false,
  });
  await app.listen({ host: '127.0.0.1', port: PORT === 0 ? 0 : PORT });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : PORT}`;
  try {
    // A cache miss: each article's first read (the database, the related query, the render).
    const cold: number[] = [];
    let bytes = 0;
    for (let i = 1; i <= COLD_READS; i += 1) {
      const started = performance.now();
      const response = await fetch(`${base}/blog/bench-article-${i + 1}`);
      const body = await response.text();
      cold.push(performance.now() - started);
      bytes = body.length;
      if (response.status !== 200) throw new Error(`bench-article-${i + 1} answered ${response.status}`);
    }
    cold.sort((a, b) => a - b);
    out(
      `  first read of ${COLD_READS} articles (cache miss), 1 connection: p50 ${fmt(percentile(cold, 50), 1)} ms  p99 ${fmt(percentile(cold, 99), 1)} ms; page ${fmt(bytes / 1024, 1)} KiB`,
    );

    const url = `${base}/blog/bench-article-1`;
    // What browsers and Googlebot send: the page goes out as its cached brotli copy.
    const page = await measure({
      url,
      connections: CONNECTIONS,
      durationSeconds: DURATION,
      warmupSeconds: WARMUP,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    report(`GET /blog/{slug} (br), ${CONNECTIONS} conn.`, page);
    const identity = await measure({
      url,
      connections: CONNECTIONS,
      durationSeconds: DURATION,
      warmupSeconds: 0,
    });
    report('GET /blog/{slug} (uncompressed)', identity);
    const index = await measure({
      url: `${base}/blog`,
      connections: CONNECTIONS,
      durationSeconds: DURATION,
      warmupSeconds: WARMUP,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    report(`GET /blog (br), ${CONNECTIONS} conn.`, index);

    const pass = page.rps >= TARGET_RPS && page.p99 < TARGET_P99_MS && page.non2xx === 0 && page.errors === 0;
    out(
      `  target ≥ ${fmt(TARGET_RPS)} req/s and p99 < ${TARGET_P99_MS} ms on GET /blog/{slug} → ${pass ? 'PASS' : 'MISS'} (${fmt(page.rps)} req/s, p99 ${fmt(page.p99, 1)} ms)`,
    );
  } finally {
    await app.close();
  }
}

try {
  await runOnThrowawayPostgres({ name: 'blog article page', seed, run });
} catch (error) {
  console.error(error);
  process.exitCode = 1;
}
