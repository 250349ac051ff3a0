// PLACEHOLDER — replaced by the notifications module author.
import type { NotificationType } from '@pathwise/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import { notifications, users } from '../../db/schema/index.ts';
import { eq } from 'drizzle-orm';
import type { MailService } from '../../platform/mail/mail-service.ts';

export type NotifyInput = { userId: string; type: NotificationType; title: string; message: string; data?: Record<string, unknown> | null };

export function createNotificationService(deps: { db: Db; mail: MailService; now: () => Date }) {
  async function notify(input: NotifyInput, tx: DbOrTx = deps.db): Promise<void> {
    await tx.insert(notifications).values({ ...input, data: input.data ?? null });
  }
  return {
    notify,
    async notifyAdmins(input: Omit<NotifyInput, 'userId'>, tx: DbOrTx = deps.db): Promise<void> {
      const admins = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'admin'));
      for (const admin of admins) await notify({ ...input, userId: admin.id }, tx);
    },
  };
}
export type NotificationService = ReturnType<typeof createNotificationService>;
