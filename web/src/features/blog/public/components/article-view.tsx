import type { PublicArticle } from '@pathwise/contract';
import { ChevronRight, Tag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { blogListHref } from '../api/blog-filters';
import { useBlogTaxonomy } from '../api/get-taxonomy';
import { ArticleBody } from './article-body';
import { ArticleCard } from './article-card';
import { ArticleMeta } from './article-meta';
import { AuthorBox } from './author-box';
import { ProfilerCta } from './profiler-cta';

/**
 * One article as the server renders it for search engines: breadcrumb, category, title, excerpt,
 * meta line, cover, body, tags, author box, the call to action and related articles.
 */
export function ArticleView({ data }: { data: PublicArticle }) {
  const { t } = useTranslation();
  const { article, related } = data;
  // The author's bio and links come with the blog's taxonomy (cached for the list's filters too).
  const taxonomy = useBlogTaxonomy();
  const profile = article.author
    ? taxonomy.data?.authors.find((author) => author.id === article.author?.id)
    : undefined;

  return (
    <>
      <article className="mx-auto w-full max-w-3xl px-4 pt-8 pb-12 sm:px-6 sm:pt-12">
        <nav aria-label={t('publicBlog.article.breadcrumb')} className="mb-6">
          <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-500">
            <li>
              <Link to={paths.blog.getHref()} className="rounded-sm hover:text-slate-900 hover:underline">
                {t('publicBlog.nav.blog')}
              </Link>
            </li>
            {article.category ? (
              <li className="flex items-center gap-1">
                <ChevronRight className="size-4 text-slate-400" aria-hidden />
                <Link
                  to={blogListHref({ category: article.category.slug })}
                  className="rounded-sm hover:text-slate-900 hover:underline"
                >
                  {article.category.name}
                </Link>
              </li>
            ) : null}
            <li className="flex min-w-0 items-center gap-1">
              <ChevronRight className="size-4 shrink-0 text-slate-400" aria-hidden />
              <span aria-current="page" className="max-w-[16rem] truncate text-slate-700 sm:max-w-md">
                {article.title}
              </span>
            </li>
          </ol>
        </nav>

        <header>
          {article.subject ? (
            <Link
              to={blogListHref({ subject: article.subject.slug })}
              className="rounded-sm text-sm font-semibold tracking-wide text-brand-700 uppercase hover:underline"
            >
              {article.subject.name}
            </Link>
          ) : null}
          <h1 className="mt-2 text-3xl leading-tight font-semibold tracking-tight text-balance text-slate-900 sm:text-[2.5rem]">
            {article.title}
          </h1>
          {article.excerpt ? (
            <p className="mt-4 text-lg leading-relaxed text-slate-600 sm:text-xl">{article.excerpt}</p>
          ) : null}
          <ArticleMeta article={article} linkAuthor size="md" className="mt-6" />
        </header>

        {article.coverImageUrl ? (
          <figure className="-mx-4 mt-8 sm:mx-0">
            <img
              src={article.coverImageUrl}
              alt={article.coverImageAlt ?? ''}
              // The cover is the page's largest image, seen at once: fetched early, not lazily.
              fetchPriority="high"
              className="aspect-[16/9] w-full bg-slate-100 object-cover sm:rounded-(--radius-card)"
            />
          </figure>
        ) : null}

        <ArticleBody html={article.bodyHtml} className="mt-10" />

        {article.tags.length > 0 ? (
          <section aria-labelledby="article-tags" className="mt-12 border-t border-slate-200 pt-6">
            <h2 id="article-tags" className="sr-only">
              {t('publicBlog.article.tags')}
            </h2>
            <ul className="flex flex-wrap gap-2">
              {article.tags.map((tag) => (
                <li key={tag.id}>
                  <Link
                    to={blogListHref({ tag: tag.slug })}
                    className="inline-flex items-center gap-1.5 rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-700 ring-1 ring-slate-200 ring-inset hover:bg-brand-50 hover:text-brand-700 hover:ring-brand-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
                  >
                    <Tag className="size-3.5" aria-hidden />
                    {tag.name}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {article.author ? (
          <div className="mt-10">
            <AuthorBox author={article.author} profile={profile} />
          </div>
        ) : null}

        <div className="mt-10">
          <ProfilerCta assessmentId={article.ctaAssessmentId} />
        </div>
      </article>

      {related.length > 0 ? (
        <section aria-labelledby="article-related" className="border-t border-slate-200 bg-white">
          <div className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6">
            <h2 id="article-related" className="mb-6 text-2xl font-semibold tracking-tight text-slate-900">
              {t('publicBlog.article.related')}
            </h2>
            <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {related.map((item) => (
                <ArticleCard key={item.id} article={item} />
              ))}
            </div>
          </div>
        </section>
      ) : null}
    </>
  );
}
