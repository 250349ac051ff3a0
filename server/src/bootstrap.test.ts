import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testPasswordHasher } from '../test/app.ts';
import { seedFirstAdmin } from './bootstrap.ts';

let test: TestDatabase;

beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => {
  await test?.drop();
});

describe('first administrator', () => {
  it('refuses a common SEED_ADMIN_PASSWORD, then seeds with a generated one', async () => {
    const { db } = test.database;
    await expect(seedFirstAdmin(db, testPasswordHasher, { password: 'Password1' })).rejects.toThrow(
      /SEED_ADMIN_PASSWORD: This password is too common/,
    );
    const admin = await seedFirstAdmin(db, testPasswordHasher);
    expect(admin?.password).toHaveLength(16);
  });
});
