import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { assessments } from './assessments.ts';
import { id, timestamps, tstz } from './columns.ts';
import { users } from './users.ts';

/** The blog (decision 020). Slugs are unique per table; a renamed article keeps its old slugs as redirects. */

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const articleAuthors = pgTable(
  'article_authors',
  {
    id: id(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    bio: text('bio'),
    avatarUrl: text('avatar_url'),
    links: jsonb('links').$type<{ label: string; url: string }[]>().notNull().default([]),
    isVerified: boolean('is_verified').notNull().default(false),
    isFeatured: boolean('is_featured').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [uniqueIndex('article_authors_slug_key').on(t.slug)],
);

/** Categories and subjects: two lists of the same shape (a subject cuts across categories). */
const taxonomyColumns = () => ({
  id: id(),
  name: text('name').notNull(),
  slug: text('slug').notNull(),
  description: text('description'),
  isActive: boolean('is_active').notNull().default(true),
  ...timestamps(),
});

export const articleCategories = pgTable('article_categories', taxonomyColumns(), (t) => [
  uniqueIndex('article_categories_slug_key').on(t.slug),
]);

export const articleSubjects = pgTable('article_subjects', taxonomyColumns(), (t) => [
  uniqueIndex('article_subjects_slug_key').on(t.slug),
]);

export const articleTags = pgTable(
  'article_tags',
  {
    id: id(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('article_tags_slug_key').on(t.slug),
    index('article_tags_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
  ],
);

export const articles = pgTable(
  'articles',
  {
    id: id(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    excerpt: text('excerpt'),
    /** Sanitized on the server before it is stored (and again before it is served). */
    bodyHtml: text('body_html').notNull().default(''),
    coverImageUrl: text('cover_image_url'),
    coverImageAlt: text('cover_image_alt'),
    authorId: uuid('author_id').references(() => articleAuthors.id, { onDelete: 'set null' }),
    categoryId: uuid('category_id').references(() => articleCategories.id, { onDelete: 'set null' }),
    subjectId: uuid('subject_id').references(() => articleSubjects.id, { onDelete: 'set null' }),
    /** Published and `published_at` reached: public. Published with a date ahead: scheduled. */
    isPublished: boolean('is_published').notNull().default(false),
    publishedAt: tstz('published_at'),
    isFeatured: boolean('is_featured').notNull().default(false),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
    focusKeyword: text('focus_keyword'),
    canonicalUrl: text('canonical_url'),
    ctaAssessmentId: uuid('cta_assessment_id').references(() => assessments.id, { onDelete: 'set null' }),
    wordCount: integer('word_count').notNull().default(0),
    readingMinutes: integer('reading_minutes').notNull().default(1),
    /** Counted on the server per view; no person, address or cookie is stored with it. */
    viewCount: integer('view_count').notNull().default(0),
    /** The latest analysis's score, kept here so the list sorts and filters on it. */
    seoScore: integer('seo_score'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('articles_slug_key').on(t.slug),
    index('articles_public_idx').on(t.publishedAt.desc(), t.id).where(sql`${t.isPublished}`),
    index('articles_created_idx').on(t.createdAt.desc(), t.id),
    index('articles_category_idx').on(t.categoryId),
    index('articles_subject_idx').on(t.subjectId),
    index('articles_author_idx').on(t.authorId),
    index('articles_title_trgm_idx').using('gin', sql`lower(${t.title}) gin_trgm_ops`),
    check('articles_counts', sql`${t.viewCount} >= 0 and ${t.wordCount} >= 0`),
  ],
);

export const articleTagLinks = pgTable(
  'article_tag_links',
  {
    articleId: uuid('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    tagId: uuid('tag_id')
      .notNull()
      .references(() => articleTags.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    ...timestamps(),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.tagId] }), index('article_tag_links_tag_idx').on(t.tagId)],
);

/** An article's earlier slugs: /blog/{old} answers 301 to the current one. */
export const articleSlugRedirects = pgTable(
  'article_slug_redirects',
  {
    slug: text('slug').primaryKey(),
    articleId: uuid('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    ...timestamps(),
  },
  (t) => [index('article_slug_redirects_article_idx').on(t.articleId)],
);

/**
 * Uploaded images, re-encoded and stripped of metadata, kept in the database so every server
 * instance serves the same files (behind the MediaStore interface; object storage can replace it).
 */
export const blogMedia = pgTable('blog_media', {
  id: id(),
  contentType: text('content_type').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  byteSize: integer('byte_size').notNull(),
  /** Hex SHA-256 of the stored bytes: the ETag. */
  sha256: text('sha256').notNull(),
  bytes: bytea('bytes').notNull(),
  uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  ...timestamps(),
});

export const seoAnalyses = pgTable(
  'seo_analyses',
  {
    id: id(),
    articleId: uuid('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    score: integer('score').notNull(),
    focusKeyword: text('focus_keyword'),
    checks: jsonb('checks').notNull(),
    figures: jsonb('figures').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [index('seo_analyses_article_idx').on(t.articleId, t.createdAt.desc())],
);

export const seoBulkRuns = pgTable('seo_bulk_runs', {
  id: id(),
  articleIds: uuid('article_ids').array().notNull(),
  status: text('status').$type<'queued' | 'running' | 'done'>().notNull().default('queued'),
  done: integer('done').notNull().default(0),
  failed: integer('failed').notNull().default(0),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  finishedAt: tstz('finished_at'),
  ...timestamps(),
});
