import type { Article } from '@pathwise/contract';
import type { ArticleInput } from '../../api/articles';

export type TagRef = { id: string; name: string; slug: string };

/** What the editor's fields hold: '' for empty, so the inputs stay controlled and drafts compare simply. */
export type ArticleDraft = {
  title: string;
  slug: string;
  excerpt: string;
  bodyHtml: string;
  coverImageUrl: string;
  coverImageAlt: string;
  authorId: string;
  categoryId: string;
  subjectId: string;
  tags: TagRef[];
  metaTitle: string;
  metaDescription: string;
  focusKeyword: string;
  canonicalUrl: string;
  ctaAssessmentId: string;
};

export const EMPTY_DRAFT: ArticleDraft = {
  title: '',
  slug: '',
  excerpt: '',
  bodyHtml: '',
  coverImageUrl: '',
  coverImageAlt: '',
  authorId: '',
  categoryId: '',
  subjectId: '',
  tags: [],
  metaTitle: '',
  metaDescription: '',
  focusKeyword: '',
  canonicalUrl: '',
  ctaAssessmentId: '',
};

export function draftFromArticle(article: Article): ArticleDraft {
  return {
    title: article.title,
    slug: article.slug,
    excerpt: article.excerpt ?? '',
    bodyHtml: article.bodyHtml,
    coverImageUrl: article.coverImageUrl ?? '',
    coverImageAlt: article.coverImageAlt ?? '',
    authorId: article.author?.id ?? '',
    categoryId: article.category?.id ?? '',
    subjectId: article.subject?.id ?? '',
    tags: article.tags.map(({ id, name, slug }) => ({ id, name, slug })),
    metaTitle: article.metaTitle ?? '',
    metaDescription: article.metaDescription ?? '',
    focusKeyword: article.focusKeyword ?? '',
    canonicalUrl: article.canonicalUrl ?? '',
    ctaAssessmentId: article.ctaAssessmentId ?? '',
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The body of POST/PUT /articles: empty fields clear (null); an empty slug is left for the server to make. */
export function bodyFromDraft(draft: ArticleDraft): ArticleInput {
  return {
    title: draft.title.trim(),
    slug: draft.slug.trim() || undefined,
    excerpt: orNull(draft.excerpt),
    bodyHtml: draft.bodyHtml,
    coverImageUrl: orNull(draft.coverImageUrl),
    coverImageAlt: orNull(draft.coverImageAlt),
    authorId: orNull(draft.authorId),
    categoryId: orNull(draft.categoryId),
    subjectId: orNull(draft.subjectId),
    tagIds: draft.tags.map((tag) => tag.id),
    metaTitle: orNull(draft.metaTitle),
    metaDescription: orNull(draft.metaDescription),
    focusKeyword: orNull(draft.focusKeyword),
    canonicalUrl: orNull(draft.canonicalUrl),
    ctaAssessmentId: orNull(draft.ctaAssessmentId),
  };
}

export function sameDraft(a: ArticleDraft, b: ArticleDraft): boolean {
  return JSON.stringify(bodyFromDraft(a)) === JSON.stringify(bodyFromDraft(b));
}

/** The server refuses an article without a title: until there is one, nothing is sent. */
export function canSaveDraft(draft: ArticleDraft): boolean {
  return draft.title.trim() !== '';
}
