import type { ArticleSummary, Author } from '@pathwise/contract';
import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { blogListHref } from '../api/blog-filters';
import { AuthorAvatar } from './author-avatar';
import { VerifiedMark } from './verified-mark';

type AuthorBoxProps = {
  author: NonNullable<ArticleSummary['author']>;
  /** The author's public profile (bio, links) from the blog's taxonomy; absent while it loads. */
  profile: Pick<Author, 'bio' | 'links'> | undefined;
};

/** "Written by": the author's picture, name (verified mark), bio, links and their other articles. */
export function AuthorBox({ author, profile }: AuthorBoxProps) {
  const { t } = useTranslation();
  const links = profile?.links ?? [];
  return (
    <Card className="p-6 sm:p-7" aria-labelledby="article-author">
      <div className="flex flex-col gap-5 sm:flex-row">
        <AuthorAvatar name={author.name} avatarUrl={author.avatarUrl} size="lg" />
        <div className="min-w-0 flex-1">
          <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {t('publicBlog.author.writtenBy')}
          </p>
          <h2
            id="article-author"
            className="mt-1 flex items-center gap-1.5 text-lg font-semibold text-slate-900"
          >
            {author.name}
            {author.isVerified ? <VerifiedMark /> : null}
          </h2>
          {profile?.bio ? (
            <p className="mt-2 text-sm leading-relaxed whitespace-pre-line text-slate-600">{profile.bio}</p>
          ) : null}
          {links.length > 0 ? (
            <ul
              className="mt-3 flex flex-wrap gap-x-4 gap-y-2"
              aria-label={t('publicBlog.author.links', { name: author.name })}
            >
              {links.map((link) => (
                <li key={link.url}>
                  <a
                    href={link.url}
                    target="_blank"
                    // The author's sites get neither a handle on this page nor the address it came from.
                    rel="noopener noreferrer"
                    className="inline-flex items-center gap-1 rounded-sm text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
                  >
                    {link.label}
                    <ExternalLink className="size-3.5" aria-hidden />
                    <span className="sr-only">{t('publicBlog.author.opensInNewTab')}</span>
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          <Link
            to={blogListHref({ author: author.slug })}
            className="mt-4 inline-block rounded-sm text-sm font-medium text-slate-700 underline decoration-slate-300 underline-offset-2 hover:text-brand-700 hover:decoration-brand-600 focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            {t('publicBlog.author.moreBy', { name: author.name })}
          </Link>
        </div>
      </div>
    </Card>
  );
}
