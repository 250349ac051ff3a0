import { z } from 'zod';
import { IsoDateSchema, LineSchema, PageQuerySchema, PaginationSchema, TextSchema } from './common.ts';

/**
 * The blog (spec §7 Articles; decision 020). Admin calls keep the spec's paths; everything a guest
 * may read lives under /blog and returns only published articles (published_at reached) and active
 * taxonomy.
 *
 * Admin:  /articles CRUD · PATCH /articles/{id}/publish {isPublished} · PATCH …/feature {isFeatured}
 *   /article-categories, /article-subjects, /article-tags, /article-authors CRUD · PATCH …/{id}/toggle {isActive}
 *   GET /article-tags/suggestions (q, limit) · POST /article-tags/merge {sourceTagId, targetTagId}
 *   GET /article-tags/merge-preview (sourceTagId, targetTagId) · PATCH /article-authors/{id}/verify {isVerified}
 *   POST /blog-media (multipart image) · POST /seo-analysis/analyze {articleId} · GET /seo-analysis/{id}
 *   POST /seo-analysis/bulk {articleIds} · GET /seo-analysis/bulk/{runId} · GET /seo-analysis/insights/overview
 * Public: GET /blog/articles · GET /blog/articles/{slug} · GET /blog/taxonomy · GET /article-tags/popular
 *   (limit) · GET /article-authors/featured (limit) · GET /blog-media/{id} · POST /blog/articles/{slug}/view
 * Pages (HTML, no JavaScript needed): /blog · /blog/{slug} · /sitemap.xml · /rss.xml · /robots.txt
 */

// ---- limits --------------------------------------------------------------------------------------

export const BLOG_LIMITS = {
  title: 200,
  slug: 120,
  excerpt: 500,
  /** Sanitized HTML of the body; a 20,000-word article is about 150 kB. */
  bodyHtml: 400_000,
  metaTitle: 120,
  metaDescription: 320,
  focusKeyword: 100,
  altText: 250,
  url: 2_000,
  taxonomyName: 80,
  taxonomyDescription: 1_000,
  authorBio: 2_000,
  authorLinks: 8,
  tagsPerArticle: 20,
  /** An image upload, before re-encoding. */
  imageBytes: 8 * 1024 * 1024,
} as const;

/** §9: popular and featured lists take a limit; these are their defaults and cap. */
export const POPULAR_TAGS_DEFAULT_LIMIT = 10;
export const FEATURED_AUTHORS_DEFAULT_LIMIT = 4;
export const TAG_SUGGESTIONS_DEFAULT_LIMIT = 8;
export const BLOG_LIST_MAX_LIMIT = 50;

/** Lower-case ASCII letters and digits in hyphen-joined words: what a slug may be. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MESSAGE =
  'Slug may use lower-case letters, digits and single hyphens (like "how-to-choose")';

/**
 * The slug a title suggests: accents folded, everything else that is not a letter or digit becomes a
 * hyphen, trimmed to BLOG_LIMITS.slug at a word boundary. Empty when the title has no letters or digits.
 */
export function slugify(text: string): string {
  const folded = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (folded.length <= BLOG_LIMITS.slug) return folded;
  const cut = folded.slice(0, BLOG_LIMITS.slug);
  const lastHyphen = cut.lastIndexOf('-');
  return (lastHyphen > 20 ? cut.slice(0, lastHyphen) : cut).replace(/-+$/, '');
}

/** Words per minute for the reading time every screen shows (one source). */
export const READING_WORDS_PER_MINUTE = 230;
export function readingMinutes(wordCount: number): number {
  return Math.max(1, Math.round(wordCount / READING_WORDS_PER_MINUTE));
}

// ---- shared field schemas ---------------------------------------------------------------------------

const line = (label: string, max: number) =>
  LineSchema.trim().max(max, `${label} must be at most ${max} characters`);
const requiredLine = (label: string, max: number) => line(label, max).min(1, `${label} is required`);

export const SlugSchema = LineSchema.trim()
  .toLowerCase()
  .min(1, 'Slug is required')
  .max(BLOG_LIMITS.slug, `Slug must be at most ${BLOG_LIMITS.slug} characters`)
  .regex(SLUG_PATTERN, SLUG_MESSAGE);

/** http(s) only: a `javascript:` or `data:` link has no place in a canonical URL or an author link. */
export const WebUrlSchema = LineSchema.trim()
  .max(BLOG_LIMITS.url, `URL must be at most ${BLOG_LIMITS.url} characters`)
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'https:' || url.protocol === 'http:';
    } catch {
      return false;
    }
  }, 'Enter a full web address starting with https://');

const optionalText = (label: string, max: number) => line(label, max).nullable().optional();

// ---- taxonomy: categories and subjects share one shape -------------------------------------------------

export const TaxonomyKindSchema = z.enum(['category', 'subject']);
export type TaxonomyKind = z.infer<typeof TaxonomyKindSchema>;

export const TaxonomyItemSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  isActive: z.boolean(),
  /** Published articles filed here (admin lists count every article). */
  articleCount: z.number().int(),
  createdAt: IsoDateSchema,
  updatedAt: IsoDateSchema,
});
export type TaxonomyItem = z.infer<typeof TaxonomyItemSchema>;

export const CreateTaxonomyBodySchema = z.object({
  name: requiredLine('Name', BLOG_LIMITS.taxonomyName),
  slug: SlugSchema.optional(),
  description: TextSchema.trim()
    .max(
      BLOG_LIMITS.taxonomyDescription,
      `Description must be at most ${BLOG_LIMITS.taxonomyDescription} characters`,
    )
    .nullable()
    .optional(),
  isActive: z.boolean().optional(),
});
export const UpdateTaxonomyBodySchema = CreateTaxonomyBodySchema.partial();
export const TaxonomyListSchema = z.object({ items: z.array(TaxonomyItemSchema) });
export type TaxonomyList = z.infer<typeof TaxonomyListSchema>;

export const ToggleActiveBodySchema = z.object({
  isActive: z.boolean({ error: 'isActive must be true or false' }),
});

// ---- tags --------------------------------------------------------------------------------------------

export const TagSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  slug: z.string(),
  isActive: z.boolean(),
  articleCount: z.number().int(),
  createdAt: IsoDateSchema,
  updatedAt: IsoDateSchema,
});
export type Tag = z.infer<typeof TagSchema>;
export const CreateTagBodySchema = z.object({
  name: requiredLine('Name', BLOG_LIMITS.taxonomyName),
  slug: SlugSchema.optional(),
  isActive: z.boolean().optional(),
});
export const UpdateTagBodySchema = CreateTagBodySchema.partial();
export const TagListQuerySchema = PageQuerySchema.extend({
  search: line('Search', 100).optional(),
});
export const TagListSchema = z.object({ items: z.array(TagSchema), pagination: PaginationSchema });
export type TagList = z.infer<typeof TagListSchema>;
export const TagsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(BLOG_LIST_MAX_LIMIT).default(POPULAR_TAGS_DEFAULT_LIMIT),
});
export const TagSuggestionsQuerySchema = z.object({
  q: line('Search', 100).default(''),
  limit: z.coerce.number().int().min(1).max(BLOG_LIST_MAX_LIMIT).default(TAG_SUGGESTIONS_DEFAULT_LIMIT),
});
export const TagItemsSchema = z.object({ items: z.array(TagSchema) });
export type TagItems = z.infer<typeof TagItemsSchema>;
export const MergeTagsBodySchema = z
  .object({ sourceTagId: z.uuid('Choose the tag to merge'), targetTagId: z.uuid('Choose the tag to keep') })
  .refine((b) => b.sourceTagId !== b.targetTagId, {
    message: 'Choose two different tags',
    path: ['targetTagId'],
  });
/** What a merge would do / did: articles moving to the target, and those that already had both. */
export const MergeTagsResultSchema = z.object({
  source: TagSchema,
  target: TagSchema,
  articlesMoved: z.number().int(),
  articlesAlreadyTagged: z.number().int(),
});
export type MergeTagsResult = z.infer<typeof MergeTagsResultSchema>;
export const TAG_MERGED_MESSAGE = 'Tags merged';

// ---- authors -----------------------------------------------------------------------------------------

export const AuthorLinkSchema = z.object({
  label: requiredLine('Link label', 40),
  url: WebUrlSchema,
});
/** Where an uploaded blog image is served from (same origin): /api/blog-media/{uuid}. */
export const BLOG_MEDIA_PATH_PATTERN =
  /^\/api\/blog-media\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const IMAGE_URL_MESSAGE = 'Use an uploaded image or a web address starting with https://';
/**
 * An image address an admin may set (an author's avatar): an uploaded image's same-origin path, or an
 * http(s) address. Anything else (`javascript:`, `data:`, a relative path elsewhere) is refused.
 */
export const BlogImageUrlSchema = LineSchema.trim()
  .max(BLOG_LIMITS.url, `Image address must be at most ${BLOG_LIMITS.url} characters`)
  .refine((value) => {
    // Empty: the form's way of saying "no image" (stored as null).
    if (value === '' || BLOG_MEDIA_PATH_PATTERN.test(value)) return true;
    try {
      const url = new URL(value);
      return url.protocol === 'https:' || url.protocol === 'http:';
    } catch {
      return false;
    }
  }, IMAGE_URL_MESSAGE);

export const AuthorSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  slug: z.string(),
  bio: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  links: z.array(z.object({ label: z.string(), url: z.string() })),
  isVerified: z.boolean(),
  isFeatured: z.boolean(),
  isActive: z.boolean(),
  articleCount: z.number().int(),
  createdAt: IsoDateSchema,
  updatedAt: IsoDateSchema,
});
export type Author = z.infer<typeof AuthorSchema>;
export const CreateAuthorBodySchema = z.object({
  name: requiredLine('Name', BLOG_LIMITS.taxonomyName),
  slug: SlugSchema.optional(),
  bio: TextSchema.trim()
    .max(BLOG_LIMITS.authorBio, `Bio must be at most ${BLOG_LIMITS.authorBio} characters`)
    .nullable()
    .optional(),
  /** An uploaded image (POST /blog-media) or any https address. */
  avatarUrl: BlogImageUrlSchema.nullable().optional(),
  links: z
    .array(AuthorLinkSchema)
    .max(BLOG_LIMITS.authorLinks, `At most ${BLOG_LIMITS.authorLinks} links`)
    .optional(),
  isFeatured: z.boolean().optional(),
  isActive: z.boolean().optional(),
});
export const UpdateAuthorBodySchema = CreateAuthorBodySchema.partial();
export const AuthorListSchema = z.object({ items: z.array(AuthorSchema) });
export type AuthorList = z.infer<typeof AuthorListSchema>;
export const VerifyAuthorBodySchema = z.object({
  isVerified: z.boolean({ error: 'isVerified must be true or false' }),
});
export const FeaturedAuthorsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(BLOG_LIST_MAX_LIMIT).default(FEATURED_AUTHORS_DEFAULT_LIMIT),
});

// ---- articles ----------------------------------------------------------------------------------------

/** Draft (not published), scheduled (published, date ahead), published (date reached). */
export const ArticleStatusSchema = z.enum(['draft', 'scheduled', 'published']);
export type ArticleStatus = z.infer<typeof ArticleStatusSchema>;

const Ref = z.object({ id: z.uuid(), name: z.string(), slug: z.string() });

export const ArticleSummarySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  slug: z.string(),
  excerpt: z.string().nullable(),
  coverImageUrl: z.string().nullable(),
  coverImageAlt: z.string().nullable(),
  author: Ref.extend({ isVerified: z.boolean(), avatarUrl: z.string().nullable() }).nullable(),
  category: Ref.nullable(),
  subject: Ref.nullable(),
  tags: z.array(Ref),
  status: ArticleStatusSchema,
  isPublished: z.boolean(),
  isFeatured: z.boolean(),
  publishedAt: IsoDateSchema.nullable(),
  readingMinutes: z.number().int(),
  wordCount: z.number().int(),
  viewCount: z.number().int(),
  /** The latest SEO analysis's score, null before the first. */
  seoScore: z.number().int().nullable(),
  createdAt: IsoDateSchema,
  updatedAt: IsoDateSchema,
});
export type ArticleSummary = z.infer<typeof ArticleSummarySchema>;

export const ArticleSchema = ArticleSummarySchema.extend({
  bodyHtml: z.string(),
  metaTitle: z.string().nullable(),
  metaDescription: z.string().nullable(),
  focusKeyword: z.string().nullable(),
  canonicalUrl: z.string().nullable(),
  /** A suggested profiler for the call to action on the public page. */
  ctaAssessmentId: z.uuid().nullable(),
});
export type Article = z.infer<typeof ArticleSchema>;

export const ArticleBodySchema = z.object({
  title: requiredLine('Title', BLOG_LIMITS.title),
  /** Omitted: made from the title. Changing it later answers 301 from the old one. */
  slug: SlugSchema.optional(),
  excerpt: optionalText('Excerpt', BLOG_LIMITS.excerpt),
  /** HTML from the editor; sanitized on the server with an allow-list before it is stored. */
  bodyHtml: TextSchema.max(BLOG_LIMITS.bodyHtml, 'The article is too long').default(''),
  coverImageUrl: optionalText('Cover image', BLOG_LIMITS.url),
  coverImageAlt: optionalText('Cover image alt text', BLOG_LIMITS.altText),
  authorId: z.uuid('Choose an author').nullable().optional(),
  categoryId: z.uuid('Choose a category').nullable().optional(),
  subjectId: z.uuid('Choose a subject').nullable().optional(),
  tagIds: z
    .array(z.uuid())
    .max(BLOG_LIMITS.tagsPerArticle, `At most ${BLOG_LIMITS.tagsPerArticle} tags`)
    .optional(),
  metaTitle: optionalText('Meta title', BLOG_LIMITS.metaTitle),
  metaDescription: optionalText('Meta description', BLOG_LIMITS.metaDescription),
  focusKeyword: optionalText('Focus keyword', BLOG_LIMITS.focusKeyword),
  canonicalUrl: WebUrlSchema.nullable().optional(),
  ctaAssessmentId: z.uuid().nullable().optional(),
  /** With isPublished true: a date ahead schedules the article; omitted means now. */
  publishedAt: z.iso.datetime({ offset: true, error: 'Enter a valid date and time' }).nullable().optional(),
  isPublished: z.boolean().optional(),
  isFeatured: z.boolean().optional(),
});
export const CreateArticleBodySchema = ArticleBodySchema;
/**
 * Partial: a field left out keeps its value. bodyHtml loses its create-time default here, because zod 4
 * applies a default inside .partial() and an autosave without the body would otherwise empty it.
 */
export const UpdateArticleBodySchema = ArticleBodySchema.extend({
  bodyHtml: ArticleBodySchema.shape.bodyHtml.removeDefault(),
}).partial();

export const PublishArticleBodySchema = z.object({
  isPublished: z.boolean({ error: 'isPublished must be true or false' }),
  publishedAt: z.iso.datetime({ offset: true, error: 'Enter a valid date and time' }).nullable().optional(),
});
export const FeatureArticleBodySchema = z.object({
  isFeatured: z.boolean({ error: 'isFeatured must be true or false' }),
});

export const ArticleSortSchema = z.enum(['newest', 'oldest', 'updated', 'title', 'views', 'seo']);
export type ArticleSort = z.infer<typeof ArticleSortSchema>;

const BlogFilters = z.object({
  search: line('Search', 100).optional(),
  category: z.string().max(BLOG_LIMITS.slug).optional(),
  subject: z.string().max(BLOG_LIMITS.slug).optional(),
  tag: z.string().max(BLOG_LIMITS.slug).optional(),
  author: z.string().max(BLOG_LIMITS.slug).optional(),
});

/** The admin list: every article. Filters take ids. */
export const AdminArticlesQuerySchema = PageQuerySchema.extend({
  search: line('Search', 100).optional(),
  status: ArticleStatusSchema.optional(),
  featured: z.enum(['true', 'false']).optional(),
  categoryId: z.uuid().optional(),
  subjectId: z.uuid().optional(),
  tagId: z.uuid().optional(),
  authorId: z.uuid().optional(),
  sort: ArticleSortSchema.default('newest'),
});
export type AdminArticlesQuery = z.infer<typeof AdminArticlesQuerySchema>;

/** The public list: published only, featured first on the first unfiltered page. Filters take slugs. */
export const PublicArticlesQuerySchema = PageQuerySchema.extend(BlogFilters.shape).extend({
  limit: z.coerce.number().int().min(1).max(BLOG_LIST_MAX_LIMIT).default(12),
});
export type PublicArticlesQuery = z.infer<typeof PublicArticlesQuerySchema>;

export const ArticleListSchema = z.object({
  items: z.array(ArticleSummarySchema),
  pagination: PaginationSchema,
});
export type ArticleList = z.infer<typeof ArticleListSchema>;

export const PublicArticleSchema = z.object({
  article: ArticleSchema,
  related: z.array(ArticleSummarySchema),
});
export type PublicArticle = z.infer<typeof PublicArticleSchema>;

export const SlugParamsSchema = z.object({
  slug: z
    .string()
    .min(1)
    .max(BLOG_LIMITS.slug + 40),
});

export const BlogTaxonomySchema = z.object({
  categories: z.array(TaxonomyItemSchema),
  subjects: z.array(TaxonomyItemSchema),
  tags: z.array(TagSchema),
  authors: z.array(AuthorSchema),
});
export type BlogTaxonomy = z.infer<typeof BlogTaxonomySchema>;

export const ARTICLE_NOT_FOUND_MESSAGE = 'Article not found';

// ---- media -------------------------------------------------------------------------------------------

export const BLOG_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const BLOG_IMAGE_TYPE_MESSAGE = 'Upload a JPEG, PNG, WebP or GIF image';
export const BlogMediaSchema = z.object({
  id: z.uuid(),
  /** Where the image is served (same origin): /api/blog-media/{id}. */
  url: z.string(),
  contentType: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  byteSize: z.number().int(),
});
export type BlogMedia = z.infer<typeof BlogMediaSchema>;
