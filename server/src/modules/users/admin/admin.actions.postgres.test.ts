import { LAST_ADMIN_MESSAGE } from '@pathwise/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app.ts';
import { insertUser } from '../../../../test/factories.ts';
import { adminUserActions, users } from '../../../db/schema/index.ts';
import { createAdminUserActions } from './admin.actions.service.ts';

/**
 * The last-admin rule under real concurrency (PostgreSQL, a pool of 5 connections): two admins
 * demoting, suspending or deleting each other at the same moment must leave one active admin. The
 * service is called directly so both transactions run past the guard's role check at once (through
 * HTTP the guard would often turn the later request away first, and the race would not be run).
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const actions = () => createAdminUserActions({ db: t.database.db, config: t.config, now: () => new Date() });

async function twoAdminsOnly() {
  await t.database.db.update(users).set({ role: 'user' }).where(eq(users.role, 'admin'));
  const a = await insertUser(t, { role: 'admin' });
  const b = await insertUser(t, { role: 'admin' });
  return [a, b] as const;
}

async function activeAdmins() {
  return t.database.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.deletedAt), isNull(users.suspendedAt)));
}

const ROUNDS = 10;

describe('the last admin under concurrency', () => {
  const races = {
    demote: (admin: { id: string }, target: string) => actions().changeRole(admin, target, 'user'),
    suspend: (admin: { id: string }, target: string) => actions().suspend(admin, target, 'Race'),
    delete: (admin: { id: string }, target: string) => actions().deleteUser(admin, target, 'Race'),
  };

  for (const [name, act] of Object.entries(races)) {
    it(`two admins trying to ${name} each other at once leave exactly one (${ROUNDS} rounds)`, async () => {
      for (let round = 0; round < ROUNDS; round += 1) {
        const [a, b] = await twoAdminsOnly();
        const outcomes = await Promise.allSettled([act(a, b.id), act(b, a.id)]);
        const won = outcomes.filter((outcome) => outcome.status === 'fulfilled');
        const lost = outcomes.filter((outcome) => outcome.status === 'rejected');
        expect(won, `round ${round}`).toHaveLength(1);
        expect(lost[0]!.reason).toMatchObject({ statusCode: 409, message: LAST_ADMIN_MESSAGE });
        expect(await activeAdmins(), `round ${round}`).toHaveLength(1);
        // One audit row in all: the winner's, on the loser's account.
        const target = outcomes[0]!.status === 'fulfilled' ? b.id : a.id;
        const trail = await t.database.db
          .select()
          .from(adminUserActions)
          .where(eq(adminUserActions.userId, target));
        expect(trail).toHaveLength(1);
      }
    });
  }
});
