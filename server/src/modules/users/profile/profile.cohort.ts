import { eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { studentProfiles } from '../../../db/schema/index.ts';

/**
 * What the norms (careers/norms, decision 014) group people by: the education level and age of
 * their profile screening. One expression for the education level, so the job's cohorts and a
 * person's own cohort are read the same way (a blank level is no level).
 */
const educationLevel = sql<string | null>`nullif(btrim(${studentProfiles.educationLevel}), '')`;

/**
 * Every person's cohort values as a SQL source `(user_id, education_level, age)` for an aggregate
 * that joins it (the norms job groups completed attempts by it in one statement).
 */
export function studentCohortSource(): SQL {
  return sql`(select ${studentProfiles.userId} as user_id, ${educationLevel} as education_level, ${studentProfiles.age} as age from ${studentProfiles})`;
}

/** One person's cohort values; null when they have not filled the profile screening. */
export async function findCohortValues(
  db: DbOrTx,
  userId: string,
): Promise<{ educationLevel: string | null; age: number | null } | null> {
  const [row] = await db
    .select({ educationLevel, age: studentProfiles.age })
    .from(studentProfiles)
    .where(eq(studentProfiles.userId, userId));
  return row ?? null;
}
