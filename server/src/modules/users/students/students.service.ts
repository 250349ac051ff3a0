import type {
  AdminStudentList,
  AdminStudentRow,
  AdminStudentsQuery,
  StudentFilter,
} from '@pathwise/contract';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { studentProfiles, users } from '../../../db/schema/index.ts';
import { qualified } from '../../../db/sql-fragments.ts';
import { AppError, notFound } from '../../../platform/errors.ts';
import {
  decodeCursor,
  encodeCursor,
  INVALID_CURSOR_MESSAGE,
  type KeysetPosition,
} from '../../../platform/keyset-cursor.ts';
import { createScreeningFieldsService } from '../../assessments/screening/screening.profile-fields.service.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import { createAdminUserActions } from '../admin/admin.actions.service.ts';
import {
  attemptsCompleted,
  attemptsInProgress,
  isoText,
  lastActiveAt,
} from '../admin/admin.person-figures.ts';
import { profileCompleteness } from '../profile/profile.service.ts';
import { isStudent, studentCondition } from './students.filter.ts';

/**
 * The admin students console (contract admin-students.ts): the list in keyset pages, newest first,
 * and the rows the download streams. A row's figures are correlated subqueries over one page only
 * (admin.person-figures.ts); the selection itself is `studentCondition`.
 */

export const studentRowColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  createdAt: sql<string>`${isoText(qualified(users.createdAt))}`,
  /** The keyset key: PostgreSQL's own text, so microseconds survive the cursor. */
  cursorKey: sql<string>`${qualified(users.createdAt)}::text`,
  profileSaved: sql<boolean>`${qualified(studentProfiles.userId)} is not null`,
  educationLevel: studentProfiles.educationLevel,
  experienceLevel: studentProfiles.experienceLevel,
  skills: studentProfiles.skills,
  interests: studentProfiles.interests,
  age: studentProfiles.age,
  extra: studentProfiles.extra,
  completedAt: studentProfiles.completedAt,
  inProgress: attemptsInProgress(),
  completed: attemptsCompleted(),
  lastActiveAt: lastActiveAt(),
};

export type StudentRecord = {
  id: string;
  name: string;
  email: string;
  createdAt: string;
  cursorKey: string;
  profileSaved: boolean;
  educationLevel: string | null;
  experienceLevel: string | null;
  skills: string[] | null;
  interests: string[] | null;
  age: number | null;
  extra: Record<string, unknown> | null;
  completedAt: Date | null;
  inProgress: number;
  completed: number;
  lastActiveAt: string | null;
};

type Fields = Parameters<typeof profileCompleteness>[0];

/**
 * A row as the console shows it. "Complete" is the stored fact the completeness filter reads (the
 * profile once had every required field); the percentage is against today's active fields.
 */
export function toStudentRow(row: StudentRecord, fields: Fields): AdminStudentRow {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    createdAt: row.createdAt,
    profile: row.profileSaved
      ? {
          percentage: profileCompleteness(fields, {
            educationLevel: row.educationLevel,
            experienceLevel: row.experienceLevel,
            skills: row.skills ?? [],
            interests: row.interests ?? [],
            age: row.age,
            extra: row.extra ?? {},
          }).percentage,
          isComplete: row.completedAt !== null,
          educationLevel: row.educationLevel,
          experienceLevel: row.experienceLevel,
          age: row.age,
        }
      : null,
    attempts: { inProgress: Number(row.inProgress), completed: Number(row.completed) },
    lastActiveAt: row.lastActiveAt,
  };
}

const TIMESTAMP_TEXT = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?(Z|[+-]\d{2}(:?\d{2})?)?$/;

/** A cursor of this list: its key must be a timestamp (another list's key would fail the cast as a 500). */
function decodeStudentCursor(cursor: string): KeysetPosition {
  const position = decodeCursor(cursor);
  if (typeof position.key !== 'string' || !TIMESTAMP_TEXT.test(position.key)) {
    throw new AppError('VALIDATION_FAILED', INVALID_CURSOR_MESSAGE, {
      details: [{ path: 'cursor', message: INVALID_CURSOR_MESSAGE.replace(/^cursor: /, '') }],
    });
  }
  return position;
}

/** Rows after `after` in the list's order (newest first by created_at, then id). */
function afterPosition(after: KeysetPosition | null): SQL | undefined {
  if (!after) return undefined;
  return sql`(${qualified(users.createdAt)}, ${qualified(users.id)}) < (${String(after.key)}::timestamptz, ${after.id}::uuid)`;
}

/** One keyset page of the selection, newest first. */
export function studentPage(
  db: DbOrTx,
  filter: StudentFilter,
  now: Date,
  after: KeysetPosition | null,
  limit: number,
): Promise<StudentRecord[]> {
  return db
    .select(studentRowColumns)
    .from(users)
    .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
    .where(and(studentCondition(filter, now), afterPosition(after)))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit) as Promise<StudentRecord[]>;
}

export function createStudentsService(deps: ModuleDeps) {
  const { db, now } = deps;
  const screeningFields = createScreeningFieldsService(deps);
  const actions = createAdminUserActions(deps);

  async function activeFields(): Promise<Fields> {
    return (await screeningFields.list()).filter((field) => field.isActive);
  }

  return {
    activeFields,

    /** GET /admin/students — one keyset page and the total the filters select. */
    async list(query: AdminStudentsQuery): Promise<AdminStudentList> {
      const after = query.cursor ? decodeStudentCursor(query.cursor) : null;
      const at = now();
      const [rows, [total], fields] = await Promise.all([
        studentPage(db, query, at, after, query.limit + 1),
        db.select({ value: count() }).from(users).where(studentCondition(query, at)),
        activeFields(),
      ]);
      const page = rows.slice(0, query.limit);
      const last = page[page.length - 1];
      return {
        students: page.map((row) => toStudentRow(row, fields)),
        nextCursor:
          rows.length > query.limit && last ? encodeCursor({ key: last.cursorKey, id: last.id }) : null,
        total: total?.value ?? 0,
      };
    },

    /** 404 unless the id is a student now (an admin, a deleted account or an unknown id). */
    async requireStudent(tx: DbOrTx, userId: string, options: { lock?: boolean } = {}) {
      const query = tx
        .select({ id: users.id, name: users.name, email: users.email })
        .from(users)
        .where(and(eq(users.id, userId), isStudent));
      const [row] = options.lock ? await query.for('update') : await query;
      if (!row) throw notFound('Student');
      return row;
    },

    /** DELETE /admin/students/{id} — the admin users console's deletion (anonymising, audited). */
    async remove(admin: { id: string }, userId: string, reason?: string | null): Promise<void> {
      await this.requireStudent(db, userId);
      await actions.deleteUser(admin, userId, reason ?? null);
    },
  };
}

export type StudentsService = ReturnType<typeof createStudentsService>;
