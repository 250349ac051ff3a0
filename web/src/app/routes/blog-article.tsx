import { BlogArticle } from '@/features/blog/public/components/blog-article';
import { BlogShell } from '@/features/blog/public/components/blog-shell';

/** /blog/:slug — one published article, public (rendered by BlogRoute, which matches both blog paths). */
export function BlogArticleRoute({ slug }: { slug: string }) {
  return (
    <BlogShell>
      <BlogArticle slug={slug} />
    </BlogShell>
  );
}
