import { COMMON_PASSWORD_CODE, COMMON_PASSWORD_MESSAGE } from '@pathwise/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { insertUser, insertUserWithToken, uniqueEmail } from '../../../test/factories.ts';
import { latestCode } from '../../../test/mailbox.ts';
import { users } from '../../db/schema/index.ts';

let t: TestApp;
const COMMON = ['password', '12345678', 'qwertyuiop', 'Password1', 'iloveyou'];
const STRONG = 'plinth marmalade quasar 71';

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

function expectRefused(res: { statusCode: number; json(): unknown }, field: string) {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({
    statusCode: 400,
    error: 'VALIDATION_FAILED',
    message: `${field}: ${COMMON_PASSWORD_MESSAGE}`,
    details: [{ path: field, message: COMMON_PASSWORD_MESSAGE, code: COMMON_PASSWORD_CODE }],
  });
}

describe('common passwords are refused', () => {
  it('on register, creating no account; a long passphrase is accepted', async () => {
    for (const password of COMMON) {
      const email = uniqueEmail('common');
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { name: 'Asha Rao', email, password },
      });
      expectRefused(res, 'password');
      expect(await t.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    }
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Asha Rao', email: uniqueEmail('strong'), password: STRONG },
    });
    expect(ok.statusCode).toBe(201);
  });

  it('on reset-password, without spending the code', async () => {
    const user = await insertUser(t);
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email } });
    const otpCode = await latestCode(t, user.email);
    const reset = (newPassword: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { email: user.email, otpCode, newPassword },
      });
    expectRefused(await reset('Password1'), 'newPassword');
    expect((await reset(STRONG)).statusCode).toBe(200);
  });

  it('on change-password', async () => {
    const { user, headers } = await insertUserWithToken(t);
    const change = (newPassword: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/user/change-password',
        headers,
        payload: { currentPassword: user.password, newPassword },
      });
    expectRefused(await change('qwertyuiop'), 'newPassword');
    expect((await change(STRONG)).statusCode).toBe(200);
  });
});
