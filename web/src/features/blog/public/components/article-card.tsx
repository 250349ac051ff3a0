import type { ArticleSummary } from '@pathwise/contract';
import { Newspaper, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cardClassName } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { blogListHref } from '../api/blog-filters';
import { ArticleMeta } from './article-meta';

type ArticleCardProps = {
  article: ArticleSummary;
  /** `featured`: the larger card at the top of the blog; `wide` lays a lone featured card out sideways. */
  variant?: 'regular' | 'featured' | 'wide';
  /** The heading level inside the page's outline (cards sit under an h2). */
  headingLevel?: 'h2' | 'h3';
};

/**
 * One article in a list. The title's link covers the whole card (its ::after stretches over it), so
 * the card is one tab stop and one link for screen readers; the category link sits above it.
 */
export function ArticleCard({
  article,
  variant = 'regular',
  headingLevel: Heading = 'h3',
}: ArticleCardProps) {
  const { t } = useTranslation();
  const large = variant !== 'regular';
  return (
    <article
      className={cn(
        cardClassName,
        'group relative flex flex-col overflow-hidden transition-shadow hover:shadow-md',
        'has-[a[data-card-link]:focus-visible]:ring-2 has-[a[data-card-link]:focus-visible]:ring-brand-500 has-[a[data-card-link]:focus-visible]:ring-offset-2',
        variant === 'wide' && 'md:flex-row',
      )}
      data-testid="article-card"
      data-featured={article.isFeatured || undefined}
    >
      <ArticleCover article={article} className={variant === 'wide' ? 'md:w-3/5 md:shrink-0' : undefined} />
      <div className={cn('flex flex-1 flex-col', large ? 'gap-3 p-6 sm:p-7' : 'gap-2.5 p-5')}>
        <div className="flex flex-wrap items-center gap-2">
          {article.isFeatured && large ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-800 ring-1 ring-amber-200 ring-inset">
              <Star className="size-3.5" aria-hidden />
              {t('publicBlog.card.featured')}
            </span>
          ) : null}
          {article.category ? (
            <Link
              to={blogListHref({ category: article.category.slug })}
              className="relative z-10 rounded-sm text-xs font-semibold tracking-wide text-brand-700 uppercase hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
            >
              {article.category.name}
            </Link>
          ) : null}
        </div>
        <Heading
          className={cn(
            'font-semibold tracking-tight text-slate-900 text-balance',
            large ? 'text-2xl leading-tight sm:text-[1.75rem]' : 'text-lg leading-snug',
          )}
        >
          <Link
            to={paths.blogArticle.getHref(article.slug)}
            data-card-link
            className="after:absolute after:inset-0 focus-visible:outline-none group-hover:text-brand-700"
          >
            {article.title}
          </Link>
        </Heading>
        {article.excerpt ? (
          <p
            className={cn(
              'text-slate-600',
              large ? 'line-clamp-4 text-base leading-relaxed' : 'line-clamp-3 text-sm leading-relaxed',
            )}
          >
            {article.excerpt}
          </p>
        ) : null}
        <ArticleMeta article={article} size={large ? 'md' : 'sm'} className="mt-auto pt-3" />
      </div>
    </article>
  );
}

function ArticleCover({ article, className }: { article: ArticleSummary; className?: string }) {
  return (
    <div className={cn('relative aspect-[16/9] overflow-hidden bg-slate-100', className)}>
      {article.coverImageUrl ? (
        <img
          src={article.coverImageUrl}
          // The editor's alt text; a cover without one is decorative (the title says what the card is).
          alt={article.coverImageAlt ?? ''}
          loading="lazy"
          decoding="async"
          className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.02] motion-reduce:transition-none motion-reduce:group-hover:scale-100"
        />
      ) : (
        <div
          aria-hidden
          className="flex size-full items-center justify-center bg-gradient-to-br from-brand-50 via-white to-sky-100 text-brand-300"
        >
          <Newspaper className="size-10" aria-hidden />
        </div>
      )}
    </div>
  );
}

/** The card's outline while the list loads. */
export function ArticleCardSkeleton({ large = false }: { large?: boolean }) {
  return (
    <div className={cn(cardClassName, 'overflow-hidden')} aria-hidden>
      <Skeleton className="aspect-[16/9] rounded-none" />
      <div className={cn('space-y-3', large ? 'p-6' : 'p-5')}>
        <Skeleton className="h-3 w-20" />
        <Skeleton className={large ? 'h-7 w-4/5' : 'h-5 w-5/6'} />
        <Skeleton className="h-3 w-full" />
        <Skeleton className="h-3 w-2/3" />
        <div className="flex items-center gap-3 pt-2">
          <Skeleton className="size-8 rounded-full" />
          <Skeleton className="h-3 w-32" />
        </div>
      </div>
    </div>
  );
}
