import { randomBytes } from 'node:crypto';
import { NOTIFICATION_TYPES } from '@pathwise/contract';
import type { Config } from '../../server/src/config.ts';
import type { Database } from '../../server/src/db/client.ts';
import { notifications, users } from '../../server/src/db/schema/index.ts';
import { createSession } from '../../server/src/modules/auth/sessions.ts';
import { createTokenService } from '../../server/src/platform/tokens.ts';

export type Seeded = { userId: string; token: string; notifications: number; unread: number };

/**
 * One verified user with a live session (made the way login makes one) and `count` notifications,
 * four in five of them unread.
 */
export async function seed(database: Database, config: Config, count = 50): Promise<Seeded> {
  const { db } = database;
  const [user] = await db
    .insert(users)
    .values({
      name: 'Bench User',
      email: `bench-${randomBytes(4).toString('hex')}@example.test`,
      role: 'user',
      // Never logged in with: the bench signs its token directly.
      passwordHash: 'bench-not-a-password-hash',
      emailVerifiedAt: new Date(),
    })
    .returning({ id: users.id });
  const { token } = await createSession(db, {
    tokens: createTokenService(config.jwtSecret),
    userId: user!.id,
    ttlHours: 24,
    now: new Date(),
    context: {},
  });
  const rows = Array.from({ length: count }, (_, i) => ({
    userId: user!.id,
    type: NOTIFICATION_TYPES[i % NOTIFICATION_TYPES.length]!,
    title: `Bench notification ${i + 1}`,
    message: 'Seeded by bench/run.ts',
    isRead: i % 5 === 0,
    readAt: i % 5 === 0 ? new Date() : null,
  }));
  await db.insert(notifications).values(rows);
  return { userId: user!.id, token, notifications: count, unread: rows.filter((r) => !r.isRead).length };
}
