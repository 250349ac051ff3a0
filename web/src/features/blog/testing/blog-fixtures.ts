import type {
  Article,
  ArticleList,
  ArticleSummary,
  Author,
  SeoAnalysisWithHistory,
  SeoInsights,
  Tag,
  TaxonomyItem,
} from '@pathwise/contract';

/** Builders of the blog API's answers for the console's tests (shapes from the contract). */
export const ARTICLE_ID = '5b0d6a4e-2f61-4c1e-9a51-8e0f3c2a7d10';
export const SECOND_ARTICLE_ID = '6c1e7b5f-3a72-4d2f-8b62-9f1a4d3b8e21';
export const CATEGORY_ID = '7d2f8c60-4b83-4e30-9c73-a02b5e4c9f32';
export const TAG_A_ID = '8e3a9d71-5c94-4f41-8d84-b13c6f5da043';
export const TAG_B_ID = '9f4bae82-6da5-4a52-9e95-c24d7a6eb154';
export const AUTHOR_ID = 'a05cbf93-7eb6-4b63-8fa6-d35e8b7fc265';

const STAMP = '2026-11-20T10:00:00.000Z';

export function buildArticleSummary(overrides: Partial<ArticleSummary> = {}): ArticleSummary {
  return {
    id: ARTICLE_ID,
    title: 'How to choose a career',
    slug: 'how-to-choose-a-career',
    excerpt: 'A short guide.',
    coverImageUrl: null,
    coverImageAlt: null,
    author: null,
    category: null,
    subject: null,
    tags: [],
    status: 'draft',
    isPublished: false,
    isFeatured: false,
    publishedAt: null,
    readingMinutes: 3,
    wordCount: 640,
    viewCount: 0,
    seoScore: null,
    createdAt: STAMP,
    updatedAt: STAMP,
    ...overrides,
  };
}

export function buildArticle(overrides: Partial<Article> = {}): Article {
  return {
    ...buildArticleSummary(),
    bodyHtml: '<p>Start with what you enjoy.</p>',
    metaTitle: null,
    metaDescription: null,
    focusKeyword: 'choose a career',
    canonicalUrl: null,
    ctaAssessmentId: null,
    ...overrides,
  };
}

export function listOf(items: ArticleSummary[], page = 1, limit = 20): ArticleList {
  return { items, pagination: { page, limit, total: items.length, hasMore: false } };
}

export function buildCategory(overrides: Partial<TaxonomyItem> = {}): TaxonomyItem {
  return {
    id: CATEGORY_ID,
    name: 'Guides',
    slug: 'guides',
    description: null,
    isActive: true,
    articleCount: 2,
    createdAt: STAMP,
    updatedAt: STAMP,
    ...overrides,
  };
}

export function buildTag(overrides: Partial<Tag> = {}): Tag {
  return {
    id: TAG_A_ID,
    name: 'Careers',
    slug: 'careers',
    isActive: true,
    articleCount: 4,
    createdAt: STAMP,
    updatedAt: STAMP,
    ...overrides,
  };
}

export function buildAuthor(overrides: Partial<Author> = {}): Author {
  return {
    id: AUTHOR_ID,
    name: 'Grace Hopper',
    slug: 'grace-hopper',
    bio: null,
    avatarUrl: null,
    links: [],
    isVerified: false,
    isFeatured: false,
    isActive: true,
    articleCount: 1,
    createdAt: STAMP,
    updatedAt: STAMP,
    ...overrides,
  };
}

export function buildAnalysis(): SeoAnalysisWithHistory {
  return {
    latest: {
      id: 'b16dc0a4-8fc7-4c74-9ab7-e46f9c80a376',
      articleId: ARTICLE_ID,
      score: 62,
      focusKeyword: 'choose a career',
      checks: [
        {
          id: 'keyword_in_title',
          group: 'keyword',
          verdict: 'pass',
          message: 'The focus keyword appears in the title.',
          value: null,
        },
        {
          id: 'meta_description_length',
          group: 'basics',
          verdict: 'problem',
          message: 'No meta description: write one of 120–156 characters.',
          value: 0,
        },
        {
          id: 'passive_voice',
          group: 'readability',
          verdict: 'improve',
          message: '14% of sentences are passive; keep it under 10%.',
          value: 14,
        },
      ],
      figures: {
        wordCount: 640,
        sentenceCount: 40,
        paragraphCount: 12,
        fleschReadingEase: 61,
        keywordCount: 4,
        keywordDensity: 0.6,
        titlePixels: 300,
        metaDescriptionPixels: 0,
      },
      createdAt: STAMP,
    },
    history: [
      { id: 'b16dc0a4-8fc7-4c74-9ab7-e46f9c80a376', score: 62, createdAt: STAMP },
      { id: 'c27ed1b5-90d8-4d85-8bc8-f57a0d91b487', score: 40, createdAt: '2026-11-19T10:00:00.000Z' },
    ],
  };
}

export function buildInsights(overrides: Partial<SeoInsights> = {}): SeoInsights {
  return {
    analysedArticles: 3,
    unanalysedArticles: 1,
    averageScore: 58.3,
    distribution: [
      { band: 'good', count: 1 },
      { band: 'fair', count: 1 },
      { band: 'poor', count: 1 },
    ],
    commonProblems: [
      { id: 'meta_description_length', count: 3 },
      { id: 'internal_links', count: 2 },
    ],
    worthFixing: [
      {
        articleId: ARTICLE_ID,
        title: 'How to choose a career',
        slug: 'how-to-choose-a-career',
        score: 35,
        viewCount: 900,
      },
    ],
    ...overrides,
  };
}
