import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BlogIndex } from '@/features/blog/public/components/blog-index';
import { BlogShell } from '@/features/blog/public/components/blog-shell';
import { useDocumentTitle } from '@/lib/use-document-title';
import { BlogArticleRoute } from './blog-article';

/**
 * /blog and /blog/:slug — public, for guests and signed-in people alike. The server renders the
 * same pages as HTML for search engines (with this app's scripts) and the app takes over once it
 * starts. One route for both keeps the people's entry small: one lazy chunk, one route object.
 */
export function BlogRoute() {
  const { slug } = useParams();
  return slug ? <BlogArticleRoute slug={slug} /> : <BlogListRoute />;
}

function BlogListRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('publicBlog.list.documentTitle'));
  return (
    <BlogShell>
      <BlogIndex />
    </BlogShell>
  );
}
