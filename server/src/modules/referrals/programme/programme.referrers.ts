import { ReferralCodeInputSchema } from '@pathwise/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { referralCodes, users } from '../../../db/schema/index.ts';

export type Referrer = { userId: string; code: string; name: string };

/**
 * A code as stored (trimmed, upper-case: codes compare case-insensitively), or null when it could
 * not be one (empty, too long, control characters). Registration's field is looser than
 * apply-code's, so both go through the contract's rule here.
 */
export function normaliseCode(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const parsed = ReferralCodeInputSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

/**
 * Who may refer with this code: its owner, while their account is neither deleted nor suspended
 * (otherwise the code is answered as unknown, decision 019). `code` is already normalised.
 */
export async function findReferrerByCode(db: DbOrTx, code: string): Promise<Referrer | null> {
  const [row] = await db
    .select({ userId: referralCodes.userId, code: referralCodes.code, name: users.name })
    .from(referralCodes)
    .innerJoin(users, eq(users.id, referralCodes.userId))
    .where(and(eq(referralCodes.code, code), isNull(users.deletedAt), isNull(users.suspendedAt)))
    .limit(1);
  return row ?? null;
}

/** "Asha" from "Asha Rao": people see one another's first name only. */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}
