import type { ArticleSummary } from '@pathwise/contract';
import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';
import { blogListHref } from '../api/blog-filters';
import { AuthorAvatar } from './author-avatar';
import { VerifiedMark } from './verified-mark';

type ArticleMetaProps = {
  article: Pick<ArticleSummary, 'author' | 'publishedAt' | 'readingMinutes'>;
  /** On the article page the author's name links to their other articles; on a card the whole card is a link. */
  linkAuthor?: boolean;
  size?: 'sm' | 'md';
  className?: string;
};

/** Author (with the verified mark), publication date and reading time: one line under a title. */
export function ArticleMeta({ article, linkAuthor = false, size = 'sm', className }: ArticleMetaProps) {
  const { t } = useTranslation();
  const { author, publishedAt, readingMinutes } = article;
  return (
    <div
      className={cn(
        'flex min-w-0 items-center gap-3 text-slate-500',
        size === 'md' ? 'text-sm' : 'text-xs',
        className,
      )}
    >
      {author ? (
        <AuthorAvatar name={author.name} avatarUrl={author.avatarUrl} size={size === 'md' ? 'md' : 'sm'} />
      ) : null}
      <div className="min-w-0">
        {author ? (
          <p className="flex min-w-0 items-center gap-1 font-medium text-slate-800">
            {linkAuthor ? (
              <Link
                to={blogListHref({ author: author.slug })}
                className="relative z-10 truncate rounded-sm hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
              >
                {author.name}
              </Link>
            ) : (
              <span className="truncate">{author.name}</span>
            )}
            {author.isVerified ? <VerifiedMark /> : null}
          </p>
        ) : null}
        <p className="mt-0.5 flex flex-wrap items-center gap-x-1.5">
          {publishedAt ? <time dateTime={publishedAt}>{formatDate(publishedAt)}</time> : null}
          {publishedAt ? <span aria-hidden>·</span> : null}
          <span className="inline-flex items-center gap-1">
            <Clock className="size-3.5" aria-hidden />
            {t('publicBlog.card.readingTime', { count: readingMinutes })}
          </span>
        </p>
      </div>
    </div>
  );
}
