import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { studentProfiles } from '../../../db/schema/index.ts';

/**
 * The screening values other modules match against (category restrictions, targeting): education
 * and experience, or null when the person has not filled the profile screening.
 */
export async function findScreeningValues(
  db: DbOrTx,
  userId: string,
): Promise<{ educationLevel: string | null; experienceLevel: string | null } | null> {
  const [row] = await db
    .select({
      educationLevel: studentProfiles.educationLevel,
      experienceLevel: studentProfiles.experienceLevel,
    })
    .from(studentProfiles)
    .where(eq(studentProfiles.userId, userId));
  return row ?? null;
}
