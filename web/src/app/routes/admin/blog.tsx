import { Plus } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AdminPageHeader } from '@/components/layouts/admin-page-header';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import {
  type ArticleFilters,
  articleFiltersFromParams,
  writeArticleFilters,
} from '@/features/blog/api/article-filters';
import { ArticlesSection } from '@/features/blog/components/articles/articles-section';
import { AuthorsSection } from '@/features/blog/components/authors/authors-section';
import { SeoInsightsSection } from '@/features/blog/components/seo/seo-insights-section';
import { TagsSection } from '@/features/blog/components/tags/tags-section';
import { TaxonomySection } from '@/features/blog/components/taxonomy/taxonomy-section';
import { useDocumentTitle } from '@/lib/use-document-title';

/** The tab and the article list's filters and page live in the address. */
const TAB_PARAM = 'tab';
const PAGE_PARAM = 'page';
const TABS = ['articles', 'categories', 'subjects', 'tags', 'authors', 'seo'] as const;
type Tab = (typeof TABS)[number];

/**
 * /admin/blog — the blog console (issue 16, decision 020): articles with their filters and publishing,
 * the taxonomy (categories, subjects, tags with merge), authors, and SEO insights across articles.
 */
export function AdminBlogRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.pages.blog.title'));
  const [searchParams, setSearchParams] = useSearchParams();
  const tabParam = searchParams.get(TAB_PARAM);
  const tab: Tab = (TABS as readonly string[]).includes(tabParam ?? '') ? (tabParam as Tab) : 'articles';
  const filters = useMemo(() => articleFiltersFromParams(searchParams), [searchParams]);
  const pageValue = Number(searchParams.get(PAGE_PARAM));
  const page = Number.isInteger(pageValue) && pageValue > 1 ? pageValue : 1;

  const changeTab = useCallback(
    (next: string) =>
      setSearchParams(
        (params) => {
          if (next === 'articles') params.delete(TAB_PARAM);
          else params.set(TAB_PARAM, next);
          return params;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  // New filters start from their first page.
  const changeFilters = useCallback(
    (next: ArticleFilters) =>
      setSearchParams((params) => {
        const written = writeArticleFilters(params, next);
        written.delete(PAGE_PARAM);
        return written;
      }),
    [setSearchParams],
  );
  const changePage = useCallback(
    (next: number) =>
      setSearchParams((params) => {
        if (next > 1) params.set(PAGE_PARAM, String(next));
        else params.delete(PAGE_PARAM);
        return params;
      }),
    [setSearchParams],
  );

  return (
    <div>
      <AdminPageHeader
        title={t('admin.pages.blog.title')}
        description={t('adminBlog.page.description')}
        actions={
          <Button asChild>
            <Link to={paths.admin.blogArticle.getHref('new')}>
              <Plus aria-hidden />
              {t('adminBlog.articles.new')}
            </Link>
          </Button>
        }
      />
      <Tabs value={tab} onValueChange={changeTab}>
        {/* Two rows of three on a phone: a sideways-scrolling bar hid Tags, Authors and SEO insights. */}
        <div className="mb-6">
          <TabsList className="w-full grid-flow-row grid-cols-3 sm:w-max sm:grid-flow-col sm:grid-cols-none">
            {TABS.map((key) => (
              <TabsTrigger key={key} value={key} className="whitespace-nowrap">
                {t(`adminBlog.tabs.${key}`)}
              </TabsTrigger>
            ))}
          </TabsList>
        </div>
        <TabsContent value="articles">
          <ArticlesSection
            filters={filters}
            onFiltersChange={changeFilters}
            page={page}
            onPageChange={changePage}
          />
        </TabsContent>
        <TabsContent value="categories">
          <TaxonomySection kind="category" />
        </TabsContent>
        <TabsContent value="subjects">
          <TaxonomySection kind="subject" />
        </TabsContent>
        <TabsContent value="tags">
          <TagsSection />
        </TabsContent>
        <TabsContent value="authors">
          <AuthorsSection />
        </TabsContent>
        <TabsContent value="seo">
          <SeoInsightsSection />
        </TabsContent>
      </Tabs>
    </div>
  );
}
