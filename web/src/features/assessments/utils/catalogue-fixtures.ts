import type { AssessmentDetail, CategoryWithQuestions, Prompt, Question } from '@pathwise/contract';

/* Builders for the catalogue screens' tests: valid contract objects with readable overrides. */

const STAMP = '2026-03-01T10:00:00.000Z';
export const ASSESSMENT_ID = '0b6f1d2e-3a4b-4c5d-8e9f-101112131415';

let sequence = 0;
/** A fresh, valid UUID per call (deterministic within a test file). */
export function testId(): string {
  sequence += 1;
  return `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
}

export function buildQuestion(overrides: Partial<Question> = {}): Question {
  return {
    id: testId(),
    text: 'I enjoy solving puzzles',
    type: 'MULTIPLE_CHOICE',
    options: [
      { value: 'option_1', label: 'Often' },
      { value: 'option_2', label: 'Sometimes' },
    ],
    explanation: null,
    example: null,
    order: 0,
    categoryId: testId(),
    assessmentId: ASSESSMENT_ID,
    traitType: null,
    isReverseScored: false,
    createdAt: STAMP,
    updatedAt: STAMP,
    ...overrides,
  };
}

export function buildCategory(overrides: Partial<CategoryWithQuestions> = {}): CategoryWithQuestions {
  return {
    id: testId(),
    title: 'Interests',
    description: '',
    order: 0,
    assessmentId: ASSESSMENT_ID,
    showForScreeningAnswers: [],
    questionCount: 0,
    resultConfigCount: 0,
    createdAt: STAMP,
    updatedAt: STAMP,
    questions: [],
    ...overrides,
  };
}

export function buildAssessmentDetail(overrides: Partial<AssessmentDetail> = {}): AssessmentDetail {
  return {
    id: ASSESSMENT_ID,
    title: 'Career Compass',
    description: 'Find the work that fits you',
    assessmentDescription: '',
    isActive: true,
    isFree: true,
    price: null,
    previousPrice: null,
    currency: 'INR',
    selectedCouponId: null,
    categoryId: null,
    category: null,
    targetEducationLevels: [],
    targetExperienceLevels: [],
    targetSkills: [],
    targetInterests: [],
    minAge: null,
    maxAge: null,
    priority: 0,
    hasScreening: false,
    categoryCount: 0,
    questionCount: 0,
    createdAt: STAMP,
    updatedAt: STAMP,
    categories: [],
    ...overrides,
  };
}

export function buildPrompt(overrides: Partial<Prompt> = {}): Prompt {
  return {
    id: testId(),
    assessmentId: ASSESSMENT_ID,
    version: 1,
    promptText: 'Write a report for {{name}}.',
    systemPrompt: null,
    isActive: false,
    createdAt: STAMP,
    updatedAt: STAMP,
    ...overrides,
  };
}
