import type { DbOrTx } from '../../../db/client.ts';
import { referralEvents } from '../../../db/schema/index.ts';

/**
 * A referral's timeline (decision 019, "Auditing"). The people's side writes the first four kinds;
 * qualification, rewards and the admin's actions write the rest.
 */
export type ReferralEventKind =
  | 'signed_up'
  | 'joined'
  | 'code_applied'
  | 'welcome_accepted'
  | 'qualified'
  | 'capped'
  | 'reward_queued'
  | 'rewarded'
  | 'cancelled'
  | 'issued_by_admin';

export async function recordReferralEvent(
  tx: DbOrTx,
  event: {
    referralId: string;
    kind: ReferralEventKind;
    details?: Record<string, unknown> | null;
    actor?: { id: string; name: string } | null;
    at: Date;
  },
): Promise<void> {
  await tx.insert(referralEvents).values({
    referralId: event.referralId,
    kind: event.kind,
    actorId: event.actor?.id ?? null,
    actorName: event.actor?.name ?? null,
    details: event.details ?? null,
    createdAt: event.at,
    updatedAt: event.at,
  });
}
