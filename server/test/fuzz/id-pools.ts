import type { QuestionType } from '@pathwise/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';

/** Tables whose ids (or share tokens) requests point at; `any` is every uuid seen in a response. */
export const POOLS = [
  'assessments',
  'assessment_groups',
  'categories',
  'questions',
  'category_result_configs',
  'trait_types',
  'screening_fields',
  'ai_prompts',
  'test_attempts',
  /** The profiler of each attempt, index for index: `/assessments/{id}/attempts/{attemptId}` pairs. */
  'attempt_assessments',
  'coupons',
  'notifications',
  'ratings',
  'users',
  'report_shares',
  'any',
] as const;
/**
 * The person's own rows from the fixtures (never refreshed), index for index where they go together:
 * `mine_attempt_assessments[i]` is the profiler of `mine_attempts[i]`, and `mine_question_*[i]`
 * describe one question of an open attempt (its attempt, profiler and category).
 */
export const MINE_POOLS = [
  'mine_attempts',
  'mine_attempt_assessments',
  'mine_questions',
  'mine_question_categories',
  'mine_question_attempts',
  'mine_question_assessments',
  'mine_completed_assessments',
  'mine_notifications',
] as const;
export type Pool = (typeof POOLS)[number] | (typeof MINE_POOLS)[number];

/** A question of one of the person's open attempts: what a valid answer to it looks like. */
export type MineQuestion = {
  assessmentId: string;
  attemptId: string;
  questionId: string;
  categoryId: string;
  type: QuestionType;
  /** Option values (MULTIPLE_CHOICE). */
  options: string[];
};

/** What the fixtures made the person (open attempts first). */
export type Mine = {
  attempts: Array<{ attemptId: string; assessmentId: string; completed: boolean }>;
  questions: MineQuestion[];
  completedProfilers: string[];
  notifications: string[];
};

/** Which table a path parameter names, from its name or the path segment before it. */
export function poolForPathParam(path: string, name: string): Pool {
  const byName: Record<string, Pool> = {
    attemptId: 'test_attempts',
    configId: 'category_result_configs',
    promptId: 'ai_prompts',
    assessmentId: 'assessments',
    token: 'report_shares',
  };
  if (byName[name]) return byName[name];
  const before = path.split(`/{${name}}`)[0]!;
  const segment = before.split('/').pop();
  if (before.endsWith('/assessments/categories') || segment === 'assessment-categories')
    return 'assessment_groups';
  const bySegment: Record<string, Pool> = {
    assessments: 'assessments',
    categories: 'categories',
    questions: 'questions',
    'trait-types': 'trait_types',
    'screening-config': 'screening_fields',
    prompts: 'ai_prompts',
    results: 'test_attempts',
    'test-attempts': 'test_attempts',
    admin: 'coupons', // /coupons/admin/{id}
    notifications: 'notifications',
    ratings: 'ratings',
    students: 'users',
    users: 'users', // /admin/users/{id}
  };
  return bySegment[segment ?? ''] ?? 'any';
}

/** Which table a body field holding a uuid (or a list of them) names. */
export function poolForField(key: string): Pool {
  const byKey: Record<string, Pool> = {
    assessmentId: 'assessments',
    assessmentIds: 'assessments',
    applicableAssessments: 'assessments',
    testAttemptId: 'test_attempts',
    testAttemptIds: 'test_attempts',
    categoryId: 'categories',
    questionId: 'questions',
    notificationId: 'notifications',
    recipientId: 'users',
    selectedCouponId: 'coupons',
  };
  return byKey[key] ?? 'any';
}

/**
 * Ids requests may point at, per table: the fixtures first (small indexes pick them), then what the
 * database holds now (refreshed before each test), so later requests reach rows earlier ones created.
 */
export class IdPools {
  private pinned = new Map<Pool, string[]>();
  private current = new Map<Pool, string[]>();
  private merged = new Map<Pool, string[]>();
  private readonly seen = new Set<string>();
  private readonly any: string[] = [];
  private readonly fixed = new Map<Pool, string[]>();
  /** The person's fixture rows; request generators read the shapes (question types, options) from it. */
  mine: Mine = { attempts: [], questions: [], completedProfilers: [], notifications: [] };

  constructor(private readonly db: Db) {}

  setMine(mine: Mine) {
    this.mine = mine;
    const lists: Record<(typeof MINE_POOLS)[number], string[]> = {
      mine_attempts: mine.attempts.map((a) => a.attemptId),
      mine_attempt_assessments: mine.attempts.map((a) => a.assessmentId),
      mine_questions: mine.questions.map((q) => q.questionId),
      mine_question_categories: mine.questions.map((q) => q.categoryId),
      mine_question_attempts: mine.questions.map((q) => q.attemptId),
      mine_question_assessments: mine.questions.map((q) => q.assessmentId),
      mine_completed_assessments: mine.completedProfilers,
      mine_notifications: mine.notifications,
    };
    for (const [pool, list] of Object.entries(lists)) this.fixed.set(pool as Pool, list);
  }

  async refresh() {
    const selects = POOLS.filter((pool) => pool !== 'any').map((pool) => {
      if (pool === 'attempt_assessments') {
        return `(select '${pool}' as pool, assessment_id::text as id from test_attempts order by id limit 200)`;
      }
      const column = pool === 'report_shares' ? 'token' : 'id';
      return `(select '${pool}' as pool, ${column}::text as id from ${pool} order by ${column} limit 200)`;
    });
    const result = (await this.db.execute(sql.raw(selects.join(' union all ')))) as unknown as {
      rows: Array<{ pool: Pool; id: string }>;
    };
    const next = new Map<Pool, string[]>();
    for (const { pool, id } of result.rows) next.set(pool, [...(next.get(pool) ?? []), id]);
    this.current = next;
    this.merge();
  }

  /** The ids present now become the fixtures every later test reaches first. */
  pin() {
    this.pinned = new Map(this.current);
    this.merge();
  }

  /** Not deduplicated: attempt_assessments repeats profilers and must stay aligned with test_attempts. */
  private merge() {
    this.merged = new Map(
      POOLS.map((pool) => [pool, [...(this.pinned.get(pool) ?? []), ...(this.current.get(pool) ?? [])]]),
    );
  }

  at(pool: Pool, index: number): string {
    const fixed = this.fixed.get(pool);
    if (fixed?.length) return fixed[index % fixed.length]!;
    const list = pool === 'any' || !this.merged.get(pool)?.length ? this.any : this.merged.get(pool)!;
    return list[index % Math.max(1, list.length)] ?? '00000000-0000-4000-8000-000000000000';
  }

  harvest(body: string) {
    if (body.length > 2_000_000 || this.any.length >= 2_000) return;
    for (const m of body.matchAll(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi)) {
      if (!this.seen.has(m[0])) {
        this.seen.add(m[0]);
        this.any.push(m[0]);
      }
    }
  }
}
