import { LAST_ADMIN_MESSAGE, SELF_ACTION_MESSAGE } from '@pathwise/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app.ts';
import { insertUser } from '../../../../test/factories.ts';
import { adminUserActions, userDeletionAudits, users } from '../../../db/schema/index.ts';
import { createAdminUserActions } from './admin.actions.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const actions = () => createAdminUserActions({ db: t.database.db, config: t.config, now: () => new Date() });

describe('deleteUser (the service H4 and the route share)', () => {
  it('anonymises the account, audits the admin and the reason', async () => {
    const admin = await insertUser(t, { role: 'admin' });
    const person = await insertUser(t);
    await actions().deleteUser(admin, person.id, '  asked by phone  ');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, person.id));
    expect(row!.deletedAt).not.toBeNull();
    expect(row!.email).toBe(`deleted-${person.id}@deleted.invalid`);
    const [audit] = await t.database.db
      .select()
      .from(userDeletionAudits)
      .where(eq(userDeletionAudits.userId, person.id));
    expect(audit).toMatchObject({ deletedBy: 'admin', deletedByAdminId: admin.id, reason: 'asked by phone' });
    const trail = await t.database.db
      .select()
      .from(adminUserActions)
      .where(eq(adminUserActions.userId, person.id));
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({ adminId: admin.id, action: 'deleted' });
    expect(trail[0]!.details).toMatchObject({ reason: 'asked by phone' });
  });

  it('answers 404 for an unknown or already deleted account', async () => {
    const admin = await insertUser(t, { role: 'admin' });
    const person = await insertUser(t);
    await actions().deleteUser(admin, person.id);
    await expect(actions().deleteUser(admin, person.id)).rejects.toMatchObject({ statusCode: 404 });
    await expect(actions().deleteUser(admin, crypto.randomUUID())).rejects.toMatchObject({ statusCode: 404 });
  });

  it('refuses the acting admin and the last active admin', async () => {
    const admin = await insertUser(t, { role: 'admin' });
    await expect(actions().deleteUser(admin, admin.id)).rejects.toMatchObject({
      statusCode: 409,
      message: SELF_ACTION_MESSAGE,
    });
    // Every other admin gone: the acting admin is the last; deleting another admin then works no more.
    await t.database.db.update(users).set({ role: 'user' }).where(eq(users.role, 'admin'));
    const last = await insertUser(t, { role: 'admin' });
    await expect(actions().deleteUser(admin, last.id)).rejects.toMatchObject({
      statusCode: 409,
      message: LAST_ADMIN_MESSAGE,
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, last.id));
    expect(row!.deletedAt).toBeNull();
  });
});
