import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { referrals } from '../../../db/schema/index.ts';
import type { SignupReferralHooks } from '../../auth/auth.service.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import { recordReferralEvent } from '../programme/programme.events.ts';
import { isReferralsEnabled } from '../programme/programme.feature.ts';
import { findReferrerByCode, normaliseCode } from '../programme/programme.referrers.ts';
import { findActiveConfig } from '../programme/programme.terms.ts';

/**
 * Sign-up attribution (decision 019), handed to the auth service by app.ts. A code typed at
 * registration makes an `invited` referral only while the programme is on, has active terms and the
 * code names someone who may refer; anything else is ignored, and the account is created all the same.
 * Confirming the address moves the invitation to `joined`.
 */
export function createReferralSignupHooks(
  deps: Pick<ModuleDeps, 'db' | 'settings' | 'now'>,
): SignupReferralHooks {
  const { db, settings, now } = deps;

  return {
    async prepare(referralCode) {
      const code = normaliseCode(referralCode);
      if (!code || !(await isReferralsEnabled(settings))) return null;
      // Read here, on the pool: the registration's transaction may use only its own connection.
      const [config, referrer] = await Promise.all([findActiveConfig(db), findReferrerByCode(db, code)]);
      if (!config || !referrer) return null;

      return async (tx: Tx, refereeId: string) => {
        if (referrer.userId === refereeId) return; // one's own code, checked by account
        const at = now();
        // The account's row is locked by the registration's write, so re-registrations run one at a time.
        const [current] = await tx.select().from(referrals).where(eq(referrals.refereeId, refereeId));
        if (current) {
          // Re-registering the unverified account: whoever confirms the address owns it, so the
          // latest code wins, but only while the referral is still an invitation.
          if (current.status !== 'invited' || current.referrerId === referrer.userId) return;
          await tx
            .update(referrals)
            .set({ referrerId: referrer.userId, code: referrer.code, configId: config.id, updatedAt: at })
            .where(and(eq(referrals.id, current.id), eq(referrals.status, 'invited')));
          await recordReferralEvent(tx, {
            referralId: current.id,
            kind: 'signed_up',
            details: { code: referrer.code, replacedCode: current.code },
            at,
          });
          return;
        }
        const [created] = await tx
          .insert(referrals)
          .values({
            referrerId: referrer.userId,
            refereeId,
            code: referrer.code,
            configId: config.id,
            status: 'invited',
            source: 'registration',
            createdAt: at,
            updatedAt: at,
          })
          .onConflictDoNothing({ target: referrals.refereeId })
          .returning({ id: referrals.id });
        if (created)
          await recordReferralEvent(tx, {
            referralId: created.id,
            kind: 'signed_up',
            details: { code: referrer.code },
            at,
          });
      };
    },

    /** Runs whatever the programme's state: a referral already made keeps its promise (decision 019). */
    async emailConfirmed(tx, refereeId) {
      const at = now();
      const joined = await tx
        .update(referrals)
        .set({ status: 'joined', joinedAt: at, updatedAt: at })
        .where(and(eq(referrals.refereeId, refereeId), eq(referrals.status, 'invited')))
        .returning({ id: referrals.id });
      for (const row of joined) await recordReferralEvent(tx, { referralId: row.id, kind: 'joined', at });
    },
  };
}
