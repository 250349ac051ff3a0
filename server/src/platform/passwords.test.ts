import { COMMON_PASSWORD_CODE, COMMON_PASSWORD_MESSAGE } from '@pathwise/contract';
import { describe, expect, it } from 'vitest';
import { AppError } from './errors.ts';
import {
  assertUncommonPassword,
  createPasswordHasher,
  isCommonPassword,
  PRODUCTION_ARGON2,
} from './passwords.ts';

describe('password hashing', () => {
  it('uses argon2id with at least the OWASP minimum in production', async () => {
    const hashed = await createPasswordHasher().hash('correct horse battery');
    expect(hashed.startsWith('$argon2id$')).toBe(true);
    const params = Object.fromEntries(
      hashed
        .split('$')[3]!
        .split(',')
        .map((kv) => kv.split('=') as [string, string]),
    );
    expect(Number(params.m)).toBeGreaterThanOrEqual(19_456);
    expect(Number(params.t)).toBeGreaterThanOrEqual(2);
    expect(Number(params.p)).toBe(PRODUCTION_ARGON2.parallelism);
  });

  it('verifies the right password only, and asks to rehash weaker hashes', async () => {
    const weak = createPasswordHasher({ memoryCost: 1024, timeCost: 1, parallelism: 1 });
    const strong = createPasswordHasher();
    const hashed = await weak.hash('s3cret passphrase');
    expect(await weak.verify(hashed, 's3cret passphrase')).toBe(true);
    expect(await weak.verify(hashed, 'S3cret passphrase')).toBe(false);
    expect(await weak.verify('not a hash', 'x')).toBe(false);
    expect(strong.needsRehash(hashed)).toBe(true);
    expect(weak.needsRehash(hashed)).toBe(false);
  });
});

describe('common passwords', () => {
  it('recognises common passwords whatever their case, and lets a long random passphrase through', async () => {
    for (const common of ['password', '12345678', 'qwertyuiop', 'Password1', 'iloveyou', 'PASSWORD'])
      expect(await isCommonPassword(common), common).toBe(true);
    expect(await isCommonPassword('plinth-marmalade-quasar-71')).toBe(false);
  });

  it('refuses one with a 400 naming the field, shaped like a schema validation failure', async () => {
    const error = await assertUncommonPassword('iloveyou', 'newPassword').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: `newPassword: ${COMMON_PASSWORD_MESSAGE}`,
      details: [{ path: 'newPassword', message: COMMON_PASSWORD_MESSAGE, code: COMMON_PASSWORD_CODE }],
    });
    await expect(assertUncommonPassword('plinth-marmalade-quasar-71', 'password')).resolves.toBeUndefined();
  });
});
