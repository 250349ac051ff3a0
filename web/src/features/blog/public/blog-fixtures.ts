import type {
  Article,
  ArticleList,
  ArticleSummary,
  Author,
  BlogTaxonomy,
  PublicArticle,
  TaxonomyItem,
} from '@pathwise/contract';

/** Test data for the public blog's pages, shaped as the API answers (contract/src/blog.ts). */

let sequence = 0;
const uuid = () => {
  sequence += 1;
  return `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
};

export const AUTHOR_ID = '7a1c2e3d-4b5f-4a6b-8c7d-9e0f1a2b3c4d';

export function buildArticleSummary(overrides: Partial<ArticleSummary> = {}): ArticleSummary {
  const title = overrides.title ?? 'How to choose a career you will enjoy';
  return {
    id: uuid(),
    title,
    slug: title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, ''),
    excerpt: 'Interests, strengths and values: three questions that narrow the field.',
    coverImageUrl: '/api/blog-media/cover.webp',
    coverImageAlt: 'A signpost at a crossroads in a forest',
    author: {
      id: AUTHOR_ID,
      name: 'Grace Hopper',
      slug: 'grace-hopper',
      isVerified: true,
      avatarUrl: null,
    },
    category: { id: uuid(), name: 'Careers', slug: 'careers' },
    subject: { id: uuid(), name: 'Choosing', slug: 'choosing' },
    tags: [{ id: uuid(), name: 'Interests', slug: 'interests' }],
    status: 'published',
    isPublished: true,
    isFeatured: false,
    publishedAt: '2026-03-04T09:00:00.000Z',
    readingMinutes: 6,
    wordCount: 1380,
    viewCount: 0,
    seoScore: null,
    createdAt: '2026-03-01T09:00:00.000Z',
    updatedAt: '2026-03-04T09:00:00.000Z',
    ...overrides,
  };
}

export function buildArticle(overrides: Partial<Article> = {}): Article {
  return {
    ...buildArticleSummary(overrides),
    bodyHtml:
      '<h2>Start with interests</h2><p>What you enjoy lasts longer than what you are told to like.</p>' +
      '<ul><li>Notice what you read</li><li>Notice what you fix</li></ul>' +
      '<blockquote><p>Choose a job you love.</p></blockquote>' +
      '<table><thead><tr><th>Type</th><th>Example</th></tr></thead><tbody><tr><td>Investigative</td><td>Research</td></tr></tbody></table>' +
      '<p>Read <a href="/blog/related-one">the next guide</a>.</p>',
    metaTitle: null,
    metaDescription: 'Three questions that narrow the field of careers to the ones you will enjoy.',
    focusKeyword: 'choose a career',
    canonicalUrl: null,
    ctaAssessmentId: '5d0e7c1a-2b3f-4c5d-9e8f-0a1b2c3d4e5f',
    ...overrides,
  };
}

export function buildPublicArticle(
  article: Partial<Article> = {},
  related: ArticleSummary[] = [buildArticleSummary({ title: 'Related one' })],
): PublicArticle {
  return { article: buildArticle(article), related };
}

export function buildArticleList(
  items: ArticleSummary[],
  pagination: Partial<ArticleList['pagination']> = {},
) {
  return {
    items,
    pagination: { page: 1, limit: 12, total: items.length, hasMore: false, ...pagination },
  } satisfies ArticleList;
}

function taxonomyItem(name: string, slug: string): TaxonomyItem {
  return {
    id: uuid(),
    name,
    slug,
    description: null,
    isActive: true,
    articleCount: 3,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
}

export function buildAuthor(overrides: Partial<Author> = {}): Author {
  return {
    id: AUTHOR_ID,
    name: 'Grace Hopper',
    slug: 'grace-hopper',
    bio: 'Career counsellor for twenty years; writes about choosing well.',
    avatarUrl: null,
    links: [{ label: 'Website', url: 'https://grace.example' }],
    isVerified: true,
    isFeatured: true,
    isActive: true,
    articleCount: 4,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function buildTaxonomy(): BlogTaxonomy {
  return {
    categories: [taxonomyItem('Careers', 'careers'), taxonomyItem('Study', 'study')],
    subjects: [taxonomyItem('Choosing', 'choosing')],
    tags: [
      {
        id: uuid(),
        name: 'Interests',
        slug: 'interests',
        isActive: true,
        articleCount: 2,
        createdAt: '2026-01-01T00:00:00.000Z',
        updatedAt: '2026-01-01T00:00:00.000Z',
      },
    ],
    authors: [buildAuthor()],
  };
}
