import { randomInt } from 'node:crypto';
import { OTP_MAX_ATTEMPTS, OTP_TTL_SECONDS } from '@pathwise/contract';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { otpCodes } from '../../db/schema/index.ts';
import { hmacHex, safeEqualHex } from '../../platform/crypto.ts';

export type OtpPurpose = 'verify_email' | 'reset_password';

/** 6 digits from the CSPRNG (20 bits, ASVS 6.5.4). */
export function generateOtpCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Bound to the account and the purpose (ASVS 6.6.2): a code for one never works for the other. */
export function hashOtp(key: Buffer, userId: string, purpose: OtpPurpose, code: string): string {
  return hmacHex(key, `${userId}|${purpose}|${code}`);
}

/** Creates a code, voiding any earlier one of the same purpose. Returns the plain code for the e-mail. */
export async function createOtp(
  tx: Tx,
  params: { key: Buffer; userId: string; purpose: OtpPurpose; now: Date },
): Promise<{ id: string; code: string }> {
  await tx
    .update(otpCodes)
    .set({ consumedAt: params.now, updatedAt: params.now })
    .where(
      and(
        eq(otpCodes.userId, params.userId),
        eq(otpCodes.purpose, params.purpose),
        isNull(otpCodes.consumedAt),
      ),
    );
  const code = generateOtpCode();
  const [row] = await tx
    .insert(otpCodes)
    .values({
      userId: params.userId,
      purpose: params.purpose,
      codeHash: hashOtp(params.key, params.userId, params.purpose, code),
      expiresAt: new Date(params.now.getTime() + OTP_TTL_SECONDS * 1000),
    })
    .returning({ id: otpCodes.id });
  return { id: row!.id, code };
}

export type OtpCheck =
  | { ok: true }
  | { ok: false; reason: 'missing' | 'expired' | 'wrong' | 'burned'; attemptsLeft?: number };

/**
 * Checks the newest live code and consumes it on success (single use, ASVS 6.5.1). A wrong code
 * counts an attempt; the fifth wrong one burns the code. The caller must commit even on failure
 * so the attempt count sticks.
 */
export async function consumeOtp(
  tx: Tx,
  params: { key: Buffer; userId: string; purpose: OtpPurpose; code: string; now: Date },
): Promise<OtpCheck> {
  const [row] = await tx
    .select()
    .from(otpCodes)
    .where(
      and(
        eq(otpCodes.userId, params.userId),
        eq(otpCodes.purpose, params.purpose),
        isNull(otpCodes.consumedAt),
      ),
    )
    .orderBy(desc(otpCodes.createdAt))
    .limit(1)
    .for('update');
  if (!row) return { ok: false, reason: 'missing' };
  if (row.expiresAt <= params.now) return { ok: false, reason: 'expired' };
  const matches = safeEqualHex(row.codeHash, hashOtp(params.key, params.userId, params.purpose, params.code));
  if (matches) {
    await tx
      .update(otpCodes)
      .set({ consumedAt: params.now, updatedAt: params.now })
      .where(eq(otpCodes.id, row.id));
    return { ok: true };
  }
  const attempts = row.attempts + 1;
  const burned = attempts >= OTP_MAX_ATTEMPTS;
  await tx
    .update(otpCodes)
    .set({ attempts, consumedAt: burned ? params.now : null, updatedAt: params.now })
    .where(eq(otpCodes.id, row.id));
  return burned
    ? { ok: false, reason: 'burned' }
    : { ok: false, reason: 'wrong', attemptsLeft: OTP_MAX_ATTEMPTS - attempts };
}
