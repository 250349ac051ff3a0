import type {
  AiAnalysis,
  AttemptProgress,
  AttemptResult,
  AttemptSummary,
  CatalogueDetail,
  SavedAnswer,
  TakingCategory,
  TakingQuestion,
} from '@pathwise/contract';

/* Builders for the taking and report screens' tests: valid contract objects with overrides. */

const STAMP = '2026-03-01T10:00:00.000Z';

export const ASSESSMENT_ID = '22222222-0000-4000-8000-000000000001';
export const ATTEMPT_ID = '33333333-0000-4000-8000-000000000001';
export const CATEGORY_IDS = ['44444444-0000-4000-8000-000000000001', '44444444-0000-4000-8000-000000000002'];

const question = (n: number, categoryId: string, fields: Partial<TakingQuestion>): TakingQuestion => ({
  id: `55555555-0000-4000-8000-${String(n).padStart(12, '0')}`,
  text: `Question ${n}`,
  type: 'MULTIPLE_CHOICE',
  options: [],
  explanation: null,
  example: null,
  order: n,
  categoryId,
  ...fields,
});

/** Two sections, one question of each type: MC, RATING | YES_NO, TEXT. */
export function buildTakingCategories(): TakingCategory[] {
  const [first, second] = CATEGORY_IDS as [string, string];
  return [
    {
      id: first,
      title: 'What draws you',
      description: 'Everyday choices.',
      order: 0,
      questions: [
        question(1, first, {
          text: 'It is a free Saturday. What do you do?',
          type: 'MULTIPLE_CHOICE',
          options: [
            { value: 'option_1', label: 'Fix something', explanation: 'Hands on' },
            { value: 'option_2', label: 'Read up on a topic', example: 'Astronomy' },
            { value: 'option_3', label: 'Paint' },
          ],
          explanation: 'Pick your first instinct.',
          example: 'Think of last weekend.',
        }),
        question(2, first, { text: 'I enjoy taking charge.', type: 'RATING', options: [] }),
      ],
    },
    {
      id: second,
      title: 'How you like to work',
      description: 'Yes or no, and your own words.',
      order: 1,
      questions: [
        question(3, second, { text: 'Would you enjoy helping people every day?', type: 'YES_NO' }),
        question(4, second, { text: 'Which field are you curious about?', type: 'TEXT' }),
      ],
    },
  ];
}

export function buildIntro(overrides: Partial<CatalogueDetail> = {}): CatalogueDetail {
  return {
    id: ASSESSMENT_ID,
    title: 'Quick Career Snapshot',
    description: 'A free five-minute taster.',
    isFree: true,
    price: null,
    currency: 'INR',
    salePrice: null,
    saleLabel: null,
    category: null,
    hasScreening: false,
    categoryCount: 2,
    questionCount: 4,
    estimatedMinutes: 3,
    priority: 0,
    rating: { average: null, count: 0 },
    matchScore: 0,
    matchReasons: [],
    assessmentDescription: 'Answer a few quick questions.\n\nThere are no right or wrong answers.',
    visibleQuestionCount: 4,
    categories: [
      { id: CATEGORY_IDS[0]!, title: 'What draws you', description: 'Everyday choices.', questionCount: 2 },
      { id: CATEGORY_IDS[1]!, title: 'How you like to work', description: 'Yes or no.', questionCount: 2 },
    ],
    ...overrides,
  };
}

export function buildProgress(overrides: Partial<AttemptProgress> = {}): AttemptProgress {
  return { answered: 0, total: 4, percentage: 0, requiredRemaining: 3, categories: [], ...overrides };
}

export function buildAttemptSummary(overrides: Partial<AttemptSummary> = {}): AttemptSummary {
  return {
    id: ATTEMPT_ID,
    assessmentId: ASSESSMENT_ID,
    status: 'in_progress',
    isCompleted: false,
    startedAt: STAMP,
    completedAt: null,
    progress: buildProgress(),
    ...overrides,
  };
}

export function buildSavedAnswer(q: TakingQuestion, answer: SavedAnswer['answer']): SavedAnswer {
  return { questionId: q.id, categoryId: q.categoryId, answer, answeredAt: STAMP };
}

export function buildAiAnalysis(overrides: Partial<AiAnalysis> = {}): AiAnalysis {
  return {
    status: 'completed',
    content: {
      summary: 'You are a curious, people-minded problem solver.',
      strengths: ['Explaining ideas clearly', 'Staying calm under pressure'],
      growthAreas: ['Saying no to extra work'],
      careerSuggestions: [{ title: 'Science teacher', why: 'Combines curiosity with helping people.' }],
      nextSteps: ['Shadow a teacher for a day', 'Take the Career Interest Profiler'],
    },
    error: null,
    provider: 'builtin',
    model: null,
    requestedAt: STAMP,
    completedAt: STAMP,
    ...overrides,
  };
}

export function buildResult(overrides: Partial<AttemptResult> = {}): AttemptResult {
  return {
    id: ATTEMPT_ID,
    assessmentId: ASSESSMENT_ID,
    assessmentTitle: 'Career Interest Profiler',
    status: 'completed',
    isCompleted: true,
    startedAt: STAMP,
    completedAt: '2026-03-04T12:00:00.000Z',
    scores: {
      answered: 10,
      total: 10,
      categories: [
        {
          categoryId: CATEGORY_IDS[0]!,
          title: 'What draws you',
          answered: 4,
          total: 4,
          dominantOption: 'b',
          resultLabel: 'Curious analyst',
          resultDescription: 'You enjoy understanding how things work.',
        },
        {
          categoryId: CATEGORY_IDS[1]!,
          title: 'In your own words',
          answered: 1,
          total: 1,
          dominantOption: null,
          resultLabel: null,
          resultDescription: null,
        },
      ],
      traits: [
        { trait: 'Realistic', raw: 12, min: 0, max: 40, score: 30, itemsAnswered: 10, itemsTotal: 10 },
        { trait: 'Investigative', raw: 34, min: 0, max: 40, score: 85, itemsAnswered: 10, itemsTotal: 10 },
        { trait: 'Artistic', raw: 30, min: 0, max: 40, score: 75, itemsAnswered: 10, itemsTotal: 10 },
        { trait: 'Social', raw: 32, min: 0, max: 40, score: 80, itemsAnswered: 8, itemsTotal: 10 },
      ],
      hollandCode: 'ISA',
      scoringVersion: 1,
    },
    qualityFlags: [],
    aiAnalysis: null,
    ...overrides,
  };
}
