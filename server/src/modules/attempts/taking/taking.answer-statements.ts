import type { AnswerValue, AttemptProgress, QuestionOption, QuestionType } from '@pathwise/contract';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.ts';
import {
  type RawSessionColumns,
  SESSION_COLUMNS,
  SESSION_MATCHES,
  type SessionRow,
  sessionRowOf,
} from '../../../platform/session-check.ts';
import type { TokenClaims } from '../../../platform/tokens.ts';
import type { ScoringQuestion } from '../scoring/scoring.ts';

/**
 * Saving one answer in two round trips, the session check included (the taking bench has 200 people answering at once):
 *
 *  1. `findAnswerTarget`: the token's session (the route checks it here, `config.sessionInRead`), the
 *     attempt (scoped to its owner and profiler), the owner's screening values and the question
 *     answered with whether its category is shown to them — one read.
 *  2. `saveAnswerWithProgress`: the answer upserted, the attempt's lastAnsweredAt touched and the
 *     progress counted — one statement (so one commit, which does not wait for the WAL flush:
 *     decision 025), CTEs around an aggregate.
 *
 * Both are prepared once per database (named statements on PostgreSQL: parsed and planned once per
 * connection, and no query building in JS per answer). The rules stay in taking.service.ts; the
 * SQL here is the same as taking.progress.ts (`findOwnAttempt`, `findQuestionForAnswer`,
 * `attemptProgress`, the visibility rule of `isCategoryVisible`), and the routes tests exercise both.
 *
 * The progress of statement 2 reads the snapshot the statement started with, which does not see its
 * own upsert (PostgreSQL: data-modifying CTEs are not visible to the rest of the statement), so the
 * question being answered counts as answered explicitly: the figures are those of a read just after.
 */

/** The screening values that decide which categories a person sees (empty: unrestricted ones only). */
const SCREENING_VALUES = sql.raw(
  `array_remove(array[nullif(sp.education_level, ''), nullif(sp.experience_level, '')], null)`,
);

const FIND_TARGET = sql`
  select ${SESSION_COLUMNS},
         a.id is not null as "attemptFound",
         a.is_completed as "isCompleted",
         ${SCREENING_VALUES} as "screeningValues",
         q.id as "questionId",
         q.category_id as "categoryId",
         q.type as "type",
         q.options as "options",
         q.trait_type as "traitType",
         q.is_reverse_scored as "isReverseScored",
         (cardinality(c.show_for_screening_answers) = 0
           or c.show_for_screening_answers && ${SCREENING_VALUES}) as "isVisible"
    from sessions s
    join users u on u.id = s.user_id
    left join test_attempts a
      on a.id = ${sql.placeholder('attemptId')}
     and a.user_id = ${sql.placeholder('userId')}
     and a.assessment_id = ${sql.placeholder('assessmentId')}
    left join student_profiles sp on sp.user_id = a.user_id
    left join questions q on q.id = ${sql.placeholder('questionId')} and q.assessment_id = a.assessment_id
    left join categories c on c.id = q.category_id
   where ${SESSION_MATCHES}`;

const SAVE_WITH_PROGRESS = sql`
  with relaxed_commit as (
    -- This statement is its own transaction: its commit does not wait for the WAL flush
    -- (decision 025). A crash of PostgreSQL itself may lose the last fraction of a second of
    -- answer saves; the app's own crash loses nothing, and the completion commits in full.
    select set_config('synchronous_commit', 'off', true) as setting
  ), open_attempt as (
    -- Waits for a completion in flight (it holds the row FOR UPDATE), then sees it completed:
    -- nothing is saved after the answers were scored. The lock is the one the update below needs
    -- anyway (FOR SHARE would deadlock two saves that both go on to update the row).
    select id from test_attempts, relaxed_commit
     where id = ${sql.placeholder('attemptId')} and not is_completed and relaxed_commit.setting = 'off'
       for no key update of test_attempts
  ), saved as (
    insert into test_answers (attempt_id, question_id, category_id, answer, score, created_at, updated_at)
    select open_attempt.id, ${sql.placeholder('questionId')}::uuid, ${sql.placeholder('categoryId')}::uuid,
           ${sql.placeholder('answer')}::jsonb, ${sql.placeholder('score')}::real,
           ${sql.placeholder('at')}::timestamptz, ${sql.placeholder('at')}::timestamptz
      from open_attempt
    on conflict (attempt_id, question_id)
    do update set answer = excluded.answer, score = excluded.score, updated_at = excluded.updated_at
    returning question_id, category_id, answer
  ), touched as (
    update test_attempts set last_answered_at = ${sql.placeholder('at')}, updated_at = ${sql.placeholder('at')}
     where id = (select id from open_attempt)
  )
  select saved.question_id as "savedQuestionId",
         saved.category_id as "savedCategoryId",
         saved.answer as "savedAnswer",
         p."categoryId", p.total, p.answered, p."requiredRemaining"
    from saved
    left join (
      select c.id as "categoryId",
             c."order" as "order",
             c.created_at as "createdAt",
             count(q.id)::int as total,
             (count(q.id) filter (where ta.id is not null or q.id = ${sql.placeholder('questionId')}))::int as answered,
             (count(q.id) filter (where q.type <> 'TEXT' and ta.id is null and q.id <> ${sql.placeholder('questionId')}))::int as "requiredRemaining"
        from categories c
        left join questions q on q.category_id = c.id
        left join test_answers ta on ta.attempt_id = ${sql.placeholder('attemptId')} and ta.question_id = q.id
       where c.assessment_id = ${sql.placeholder('assessmentId')}
         and (cardinality(c.show_for_screening_answers) = 0
              or c.show_for_screening_answers && ${sql.placeholder('screeningValues')}::text[])
       group by c.id, c."order", c.created_at
    ) p on true
   order by p."order", p."createdAt", p."categoryId"`;

export type AnswerTarget = {
  isCompleted: boolean;
  /** The owner's education and experience levels that are set (what category restrictions match). */
  screeningValues: string[];
  /** Null when the question is not part of this attempt's profiler. */
  question: (ScoringQuestion & { isVisible: boolean }) | null;
};

export type SavedAnswerWithProgress = {
  answer: { questionId: string; categoryId: string; answer: AnswerValue };
  progress: AttemptProgress;
};

type TargetRow = RawSessionColumns & {
  attemptFound: boolean;
  isCompleted: boolean;
  screeningValues: string[] | null;
  questionId: string | null;
  categoryId: string;
  type: string;
  options: QuestionOption[];
  traitType: string | null;
  isReverseScored: boolean;
  isVisible: boolean;
};

type SaveRow = {
  savedQuestionId: string;
  savedCategoryId: string;
  savedAnswer: AnswerValue;
  categoryId: string | null;
  total: number;
  answered: number;
  requiredRemaining: number;
};

function answerTargetOf(row: TargetRow): AnswerTarget {
  return {
    isCompleted: row.isCompleted,
    screeningValues: row.screeningValues ?? [],
    question:
      row.questionId === null
        ? null
        : {
            id: row.questionId,
            categoryId: row.categoryId,
            type: row.type as QuestionType,
            options: row.options,
            traitType: row.traitType,
            isReverseScored: row.isReverseScored,
            isVisible: row.isVisible,
          },
  };
}

const dialect = new PgDialect();

function prepareRaw<Row>(db: Db, statement: SQL, name: string) {
  const prepared = db._.session.prepareQuery(dialect.sqlToQuery(statement), undefined, name, false);
  return async (values: Record<string, unknown>): Promise<Row[]> => {
    // Without selected fields both drivers answer their raw result: { rows: [...] } in object mode.
    const result = (await prepared.execute(values)) as { rows: Row[] };
    return result.rows;
  };
}

function createAnswerStatements(db: Db) {
  const findTarget = prepareRaw<TargetRow>(db, FIND_TARGET, 'attempts_answer_target');
  const save = prepareRaw<SaveRow>(db, SAVE_WITH_PROGRESS, 'attempts_save_answer');
  return {
    /**
     * The token's session (for the guard's decision) and the attempt if it is this person's on this
     * profiler (else null), with the question answered.
     */
    async findAnswerTarget(
      claims: TokenClaims,
      assessmentId: string,
      attemptId: string,
      questionId: string,
    ): Promise<{ session: SessionRow | undefined; target: AnswerTarget | null }> {
      const [row] = await findTarget({ ...claims, assessmentId, attemptId, questionId });
      if (!row) return { session: undefined, target: null };
      return { session: sessionRowOf(row), target: row.attemptFound ? answerTargetOf(row) : null };
    },

    /**
     * Upserts the answer (one row per question), touches the attempt and counts the progress; null
     * when the attempt was completed meanwhile (nothing saved).
     */
    async saveAnswerWithProgress(input: {
      assessmentId: string;
      attemptId: string;
      question: ScoringQuestion;
      answer: AnswerValue;
      score: number | null;
      at: Date;
      screeningValues: string[];
    }): Promise<SavedAnswerWithProgress | null> {
      const rows = await save({
        attemptId: input.attemptId,
        assessmentId: input.assessmentId,
        questionId: input.question.id,
        categoryId: input.question.categoryId,
        answer: JSON.stringify(input.answer),
        score: input.score,
        at: input.at.toISOString(),
        screeningValues: input.screeningValues,
      });
      const first = rows[0];
      if (!first) return null;
      let total = 0;
      let answered = 0;
      let requiredRemaining = 0;
      const categories: AttemptProgress['categories'] = [];
      for (const row of rows) {
        if (row.categoryId === null) continue;
        total += row.total;
        answered += row.answered;
        requiredRemaining += row.requiredRemaining;
        categories.push({ categoryId: row.categoryId, answered: row.answered, total: row.total });
      }
      return {
        answer: {
          questionId: first.savedQuestionId,
          categoryId: first.savedCategoryId,
          answer: first.savedAnswer,
        },
        progress: {
          answered,
          total,
          percentage: total === 0 ? 100 : Math.floor((answered / total) * 100),
          requiredRemaining,
          categories,
        },
      };
    },
  };
}

export type AnswerStatements = ReturnType<typeof createAnswerStatements>;

const perDatabase = new WeakMap<Db, AnswerStatements>();

/** The statements for this database, prepared on first use. */
export function answerStatements(db: Db): AnswerStatements {
  let statements = perDatabase.get(db);
  if (!statements) {
    statements = createAnswerStatements(db);
    perDatabase.set(db, statements);
  }
  return statements;
}
