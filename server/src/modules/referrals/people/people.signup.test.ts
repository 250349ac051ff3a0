import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app.ts';
import { bearer, insertUserWithToken, uniqueEmail } from '../../../../test/factories.ts';
import { latestCode } from '../../../../test/mailbox.ts';
import { insertReferralConfig, setReferralsEnabled } from '../../../../test/referral-factories.ts';
import { referralConfigs, referralEvents, referrals, users } from '../../../db/schema/index.ts';

const PASSWORD = 'violet harbour lantern 42';

let addressCounter = 0;
/** Registration is limited per address: each call from its own. */
function nextAddress(): string {
  addressCounter += 1;
  return `10.9.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

describe('referrals: sign-up attribution (register with a code → invited → verified → joined)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await setReferralsEnabled(t, true);
    await insertReferralConfig(t);
  });

  const post = (url: string, payload: object, headers?: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, payload, headers, remoteAddress: nextAddress() });

  /** A person with a code of their own. */
  async function referrer(name = 'Asha Rao') {
    const { user, headers } = await insertUserWithToken(t, { name });
    const res = await post('/referrals/create', {}, headers);
    expect(res.statusCode).toBe(201);
    return { id: user.id, code: res.json().code as string };
  }

  async function register(email: string, referralCode?: string, name = 'Bina Kapoor') {
    const res = await post('/auth/register', { name, email, password: PASSWORD, referralCode });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    return row!;
  }

  const referralOf = async (refereeId: string) =>
    (await t.database.db.select().from(referrals).where(eq(referrals.refereeId, refereeId)))[0];
  const eventsOf = async (referralId: string) =>
    t.database.db
      .select({ kind: referralEvents.kind, details: referralEvents.details })
      .from(referralEvents)
      .where(eq(referralEvents.referralId, referralId))
      .orderBy(referralEvents.createdAt);

  it('records an invitation at registration and a join when the address is confirmed', async () => {
    const asha = await referrer();
    const email = uniqueEmail('bina');
    const bina = await register(email, ` ${asha.code.toLowerCase()} `);
    const [active] = await t.database.db
      .select()
      .from(referralConfigs)
      .where(eq(referralConfigs.isActive, true));
    const invited = await referralOf(bina.id);
    expect(invited).toMatchObject({
      referrerId: asha.id,
      code: asha.code,
      configId: active!.id,
      status: 'invited',
      source: 'registration',
      joinedAt: null,
    });
    expect(await eventsOf(invited!.id)).toEqual([{ kind: 'signed_up', details: { code: asha.code } }]);

    const verified = await post('/auth/verify-otp', { email, otpCode: await latestCode(t, email) });
    expect(verified.statusCode, verified.body).toBe(200);
    const joined = await referralOf(bina.id);
    expect(joined).toMatchObject({ id: invited!.id, status: 'joined' });
    expect(joined!.joinedAt).toBeInstanceOf(Date);
    expect((await eventsOf(invited!.id)).map((e) => e.kind)).toEqual(['signed_up', 'joined']);

    // Bina, now signed in, sees who referred her; Asha counts her.
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/referrals/stats',
      headers: bearer(verified.json().token),
    });
    expect(mine.json().referredBy).toMatchObject({
      referrerFirstName: 'Asha',
      status: 'joined',
      canActivate: true,
    });
  });

  it('ignores an unknown code: the account is created with no referral', async () => {
    const bina = await register(uniqueEmail('bina'), 'NOSUCH23');
    expect(bina.referralCode).toBe('NOSUCH23');
    expect(await referralOf(bina.id)).toBeUndefined();
  });

  it('ignores a code while the programme is off, or has no active terms', async () => {
    const asha = await referrer();
    await setReferralsEnabled(t, false);
    const off = await register(uniqueEmail('off'), asha.code);
    expect(await referralOf(off.id)).toBeUndefined();

    await setReferralsEnabled(t, true);
    await t.database.db.update(referralConfigs).set({ isActive: false });
    const paused = await register(uniqueEmail('paused'), asha.code);
    expect(await referralOf(paused.id)).toBeUndefined();
  });

  it('ignores the code of a suspended referrer', async () => {
    const asha = await referrer();
    await t.database.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, asha.id));
    const bina = await register(uniqueEmail('bina'), asha.code);
    expect(await referralOf(bina.id)).toBeUndefined();
  });

  it('re-registering the unverified account with another code moves the invitation to it', async () => {
    const asha = await referrer();
    const chen = await referrer('Chen Li');
    const email = uniqueEmail('bina');
    const first = await register(email, asha.code);
    const invitation = await referralOf(first.id);
    expect(invitation).toMatchObject({ referrerId: asha.id });

    // Without a code, or with one that names no one, the invitation stays as it was.
    await register(email);
    await register(email, 'NOSUCH23');
    expect(await referralOf(first.id)).toMatchObject({ id: invitation!.id, referrerId: asha.id });

    await register(email, chen.code);
    const moved = await referralOf(first.id);
    expect(moved).toMatchObject({
      id: invitation!.id,
      referrerId: chen.id,
      code: chen.code,
      status: 'invited',
    });
    expect(await eventsOf(invitation!.id)).toEqual([
      { kind: 'signed_up', details: { code: asha.code } },
      { kind: 'signed_up', details: { code: chen.code, replacedCode: asha.code } },
    ]);
    expect(
      await t.database.db.select().from(referrals).where(eq(referrals.refereeId, first.id)),
    ).toHaveLength(1);
  });
});
