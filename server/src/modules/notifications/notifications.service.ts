import { randomUUID } from 'node:crypto';
import {
  type AdminTestNotificationBodySchema,
  type Notification,
  type NotificationList,
  type NotificationPreference,
  type NotificationType,
  notificationTypesFor,
  type PageQuery,
  type Role,
  UNSUBSCRIBE_INVALID_MESSAGE,
  type UnsubscribeInfo,
} from '@pathwise/contract';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { notificationPreferences, notifications, users } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { MailService } from '../../platform/mail/mail-service.ts';
import { type SessionRow, selectSession } from '../../platform/session-check.ts';
import type { TokenClaims } from '../../platform/tokens.ts';
import { createNotificationMailer } from './notifications.mailer.ts';
import {
  dedupePreferences,
  defaultPreference,
  maskEmail,
  mergePreferences,
  pageOffset,
  paginationOf,
  toNotificationData,
} from './notifications.rules.ts';
import type { UnsubscribeTokens } from './notifications.unsubscribe.ts';

export type NotifyInput = {
  userId: string;
  type: NotificationType;
  title: string;
  message: string;
  /** Stored as a jsonb object; e.g. { testAttemptId, assessmentId } for the web to link to. */
  data?: Record<string, unknown> | null;
};
export type NotifyAdminsInput = Omit<NotifyInput, 'userId'>;
export type AdminTestNotificationBody = z.infer<typeof AdminTestNotificationBodySchema>;
export type UnreadCount = { unreadCount: number };

export type NotificationServiceDeps = {
  db: Db;
  mail: MailService;
  now: () => Date;
  /** The web app's address, linked from notification e-mails when given (config.PUBLIC_URL). */
  publicUrl?: string;
  /** Signs each e-mail's per-type unsubscribe link (decision 017). */
  unsubscribe?: UnsubscribeTokens;
};

const notificationColumns = {
  id: notifications.id,
  type: notifications.type,
  title: notifications.title,
  message: notifications.message,
  data: notifications.data,
  isRead: notifications.isRead,
  createdAt: notifications.createdAt,
};
type NotificationRow = {
  id: string;
  type: string;
  title: string;
  message: string;
  data: unknown;
  isRead: boolean;
  createdAt: Date;
};

function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    type: row.type as NotificationType,
    title: row.title,
    message: row.message,
    data: toNotificationData(row.data),
    isRead: row.isRead,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Literal (not a bound parameter) so the planner can use the partial index `notifications_user_unread_idx`. */
const isUnread = sql`${notifications.isRead} = false`;

/** The preference row for this recipient and type, when the user ever stored one. */
const preferenceFor = (type: NotificationType) =>
  and(eq(notificationPreferences.userId, users.id), eq(notificationPreferences.type, type));

export function createNotificationService(deps: NotificationServiceDeps) {
  const { db } = deps;

  /** Runs in the caller's transaction when given one, in a new one otherwise: the row and its e-mail go together. */
  function inTransaction<T>(tx: DbOrTx | undefined, work: (tx: DbOrTx) => Promise<T>): Promise<T> {
    return tx ? work(tx) : db.transaction((t) => work(t));
  }

  const queueNotificationEmail = createNotificationMailer(deps);

  async function queueEmail(
    tx: DbOrTx,
    recipient: { id: string; email: string; name: string },
    input: NotifyAdminsInput,
    notificationId: string | null,
  ): Promise<void> {
    await queueNotificationEmail(tx, {
      recipient,
      type: input.type,
      title: input.title,
      message: input.message,
      idempotencyKey: `notification/${notificationId ?? randomUUID()}`,
    });
  }

  async function deliver(
    input: NotifyInput,
    tx: DbOrTx,
    options: { forceInApp?: boolean } = {},
  ): Promise<Notification | null> {
    const [recipient] = await tx
      .select({
        id: users.id,
        email: users.email,
        name: users.name,
        deletedAt: users.deletedAt,
        prefersEmail: notificationPreferences.email,
        prefersInApp: notificationPreferences.inApp,
      })
      .from(users)
      .leftJoin(notificationPreferences, preferenceFor(input.type))
      .where(eq(users.id, input.userId))
      .limit(1);
    // Nobody to tell: never fail the caller's change (a payment, a report) because of its notification.
    if (!recipient || recipient.deletedAt) return null;
    const defaults = defaultPreference(input.type);
    const wantsInApp = options.forceInApp === true || (recipient.prefersInApp ?? defaults.inApp);
    const wantsEmail = recipient.prefersEmail ?? defaults.email;

    let notification: Notification | null = null;
    if (wantsInApp) {
      const now = deps.now();
      const [row] = await tx
        .insert(notifications)
        .values({
          userId: input.userId,
          type: input.type,
          title: input.title,
          message: input.message,
          data: input.data ?? null,
          createdAt: now,
          updatedAt: now,
        })
        .returning(notificationColumns);
      notification = toNotification(row!);
    }
    if (wantsEmail) await queueEmail(tx, recipient, input, notification?.id ?? null);
    return notification;
  }

  // The badge polls this: outside a transaction it runs as a statement prepared once.
  const countUnreadPrepared = db
    .select({ value: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, sql.placeholder('userId')), isUnread))
    .prepare('notifications_count_unread');

  async function unreadCount(userId: string, tx: DbOrTx = db): Promise<number> {
    const [row] =
      tx === db
        ? await countUnreadPrepared.execute({ userId })
        : await tx
            .select({ value: count() })
            .from(notifications)
            .where(and(eq(notifications.userId, userId), isUnread));
    return row?.value ?? 0;
  }

  // The badge's poll, the most frequent signed-in request: the session check and the count in one
  // statement (one round trip, bench/README.md).
  const countUnreadOfSession = selectSession(db, {
    unreadCount: sql<number>`(${db
      .select({ value: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, sql.placeholder('userId')), isUnread))})`.mapWith(Number),
  }).prepare('notifications_count_unread_of_session');

  /** Every type, with the defaults filled in where the user stored nothing. */
  async function getPreferences(userId: string): Promise<NotificationPreference[]> {
    const rows = await db
      .select({
        type: notificationPreferences.type,
        email: notificationPreferences.email,
        inApp: notificationPreferences.inApp,
      })
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, userId));
    return mergePreferences(rows);
  }

  /** The types the person's role can receive (the preferences screen), defaults filled in. */
  async function preferencesFor(user: { id: string; role: Role }): Promise<NotificationPreference[]> {
    const receivable: ReadonlySet<NotificationType> = new Set(notificationTypesFor(user.role));
    return (await getPreferences(user.id)).filter((preference) => receivable.has(preference.type));
  }

  /** The person and type an unsubscribe token names; 400 for anything we did not sign or nobody left to ask. */
  async function unsubscribeSubject(token: string) {
    const subject = deps.unsubscribe?.verify(token) ?? null;
    if (!subject) throw new AppError('BAD_REQUEST', UNSUBSCRIBE_INVALID_MESSAGE);
    const [row] = await db
      .select({ email: users.email, deletedAt: users.deletedAt, prefersEmail: notificationPreferences.email })
      .from(users)
      .leftJoin(notificationPreferences, preferenceFor(subject.type))
      .where(eq(users.id, subject.userId))
      .limit(1);
    if (!row || row.deletedAt) throw new AppError('BAD_REQUEST', UNSUBSCRIBE_INVALID_MESSAGE);
    const info: UnsubscribeInfo = {
      type: subject.type,
      maskedEmail: maskEmail(row.email),
      emailOn: row.prefersEmail ?? defaultPreference(subject.type).email,
    };
    return { subject, info };
  }

  return {
    /**
     * Tells one user about something, honouring their preference for the type: an in-app row and/or
     * an e-mail, both inside `tx` (the transaction of the change being announced) when given.
     * Returns the in-app notification, or null when none was stored (turned off, or no such user).
     */
    notify(input: NotifyInput, tx?: DbOrTx): Promise<Notification | null> {
      return inTransaction(tx, (t) => deliver(input, t));
    },

    /**
     * Tells every administrator (not deleted) with one INSERT … SELECT, then queues the e-mails of
     * the admins who want them. Returns how many in-app notifications were stored.
     */
    notifyAdmins(input: NotifyAdminsInput, tx?: DbOrTx): Promise<number> {
      return inTransaction(tx, async (t) => {
        const defaults = defaultPreference(input.type);
        const now = deps.now().toISOString();
        const admins = and(eq(users.role, 'admin'), isNull(users.deletedAt));
        const inserted = await t
          .insert(notifications)
          .select(
            t
              .select({
                id: sql`gen_random_uuid()`.as('id'),
                userId: users.id,
                type: sql`${input.type}::text`.as('type'),
                title: sql`${input.title}::text`.as('title'),
                message: sql`${input.message}::text`.as('message'),
                data: (input.data ? sql`${JSON.stringify(input.data)}::jsonb` : sql`null::jsonb`).as('data'),
                isRead: sql`false`.as('is_read'),
                readAt: sql`null::timestamptz`.as('read_at'),
                createdAt: sql`${now}::timestamptz`.as('created_at'),
                updatedAt: sql`${now}::timestamptz`.as('updated_at'),
              })
              .from(users)
              .leftJoin(notificationPreferences, preferenceFor(input.type))
              .where(
                and(admins, sql`coalesce(${notificationPreferences.inApp}, ${defaults.inApp}::boolean)`),
              ),
          )
          .returning({ id: notifications.id, userId: notifications.userId });

        const mailTo = await t
          .select({ id: users.id, email: users.email, name: users.name })
          .from(users)
          .leftJoin(notificationPreferences, preferenceFor(input.type))
          .where(and(admins, sql`coalesce(${notificationPreferences.email}, ${defaults.email}::boolean)`));
        if (mailTo.length > 0) {
          const notificationIdOf = new Map(inserted.map((row) => [row.userId, row.id]));
          for (const admin of mailTo)
            await queueEmail(t, admin, input, notificationIdOf.get(admin.id) ?? null);
        }
        return inserted.length;
      });
    },

    /** Newest first, paginated in SQL, with the unread count the badge shows. */
    async list(userId: string, query: PageQuery): Promise<NotificationList> {
      const [rows, totals, unread] = await Promise.all([
        db
          .select(notificationColumns)
          .from(notifications)
          .where(eq(notifications.userId, userId))
          .orderBy(desc(notifications.createdAt), desc(notifications.id))
          .limit(query.limit)
          .offset(pageOffset(query)),
        db.select({ value: count() }).from(notifications).where(eq(notifications.userId, userId)),
        unreadCount(userId),
      ]);
      return {
        notifications: rows.map(toNotification),
        unreadCount: unread,
        pagination: paginationOf(query, totals[0]?.value ?? 0),
      };
    },

    async unreadCount(userId: string): Promise<UnreadCount> {
      return { unreadCount: await unreadCount(userId) };
    },

    /** The token's session row (for `acceptSession`) with that person's unread count. */
    async unreadCountOfSession(
      claims: TokenClaims,
    ): Promise<{ session: SessionRow | undefined } & UnreadCount> {
      const [row] = await countUnreadOfSession.execute(claims);
      if (!row) return { session: undefined, unreadCount: 0 };
      const { unreadCount, ...session } = row;
      return { session, unreadCount };
    },

    /** Marking an already-read notification changes nothing; someone else's id is a 404 like an unknown one. */
    async markRead(userId: string, notificationId: string): Promise<UnreadCount> {
      const now = deps.now();
      const updated = await db
        .update(notifications)
        .set({ isRead: true, readAt: now, updatedAt: now })
        .where(and(eq(notifications.id, notificationId), eq(notifications.userId, userId), isUnread))
        .returning({ id: notifications.id });
      if (updated.length === 0) {
        const [mine] = await db
          .select({ id: notifications.id })
          .from(notifications)
          .where(and(eq(notifications.id, notificationId), eq(notifications.userId, userId)))
          .limit(1);
        if (!mine) throw notFound('Notification');
      }
      return { unreadCount: await unreadCount(userId) };
    },

    async markAllRead(userId: string): Promise<UnreadCount> {
      const now = deps.now();
      await db
        .update(notifications)
        .set({ isRead: true, readAt: now, updatedAt: now })
        .where(and(eq(notifications.userId, userId), isUnread));
      return { unreadCount: await unreadCount(userId) };
    },

    async remove(userId: string, notificationId: string): Promise<UnreadCount> {
      const deleted = await db
        .delete(notifications)
        .where(and(eq(notifications.id, notificationId), eq(notifications.userId, userId)))
        .returning({ id: notifications.id });
      if (deleted.length === 0) throw notFound('Notification');
      return { unreadCount: await unreadCount(userId) };
    },

    /** Every type, with the defaults filled in where the user stored nothing (the data export). */
    getPreferences,

    preferencesFor,

    /** What an unsubscribe link would turn off (public: the signed token is the authority). */
    async unsubscribeInfo(token: string): Promise<UnsubscribeInfo> {
      return (await unsubscribeSubject(token)).info;
    },

    /**
     * Turns off e-mail for the token's one type (in-app keeps its value, or its default); doing it
     * again changes nothing.
     */
    async unsubscribe(token: string): Promise<UnsubscribeInfo & { message: string }> {
      const { subject, info } = await unsubscribeSubject(token);
      const now = deps.now();
      await db
        .insert(notificationPreferences)
        .values({
          userId: subject.userId,
          type: subject.type,
          email: false,
          inApp: defaultPreference(subject.type).inApp,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoUpdate({
          target: [notificationPreferences.userId, notificationPreferences.type],
          set: { email: false, updatedAt: now },
        });
      return {
        ...info,
        emailOn: false,
        message: 'You will no longer get e-mails for this kind of notification.',
      };
    },

    /** Upserts the given types (the last entry wins for a repeated type) and returns the full list. */
    async updatePreferences(
      user: { id: string; role: Role },
      preferences: NotificationPreference[],
    ): Promise<NotificationPreference[]> {
      const userId = user.id;
      const receivable: ReadonlySet<NotificationType> = new Set(notificationTypesFor(user.role));
      const refused = preferences.find((preference) => !receivable.has(preference.type));
      if (refused)
        throw new AppError(
          'VALIDATION_FAILED',
          `You cannot receive ${refused.type} notifications, so there is nothing to set for them.`,
        );
      const unique = dedupePreferences(preferences);
      if (unique.length > 0) {
        const now = deps.now();
        await db
          .insert(notificationPreferences)
          .values(
            unique.map((p) => ({
              userId,
              type: p.type,
              email: p.email,
              inApp: p.inApp,
              createdAt: now,
              updatedAt: now,
            })),
          )
          .onConflictDoUpdate({
            target: [notificationPreferences.userId, notificationPreferences.type],
            set: { email: sql`excluded.email`, inApp: sql`excluded.in_app`, updatedAt: now },
          });
      }
      return preferencesFor(user);
    },

    /**
     * An administrator's test: always stores the in-app notification (that is what is being tested),
     * and e-mails it when the recipient's preference for the type says so.
     */
    async sendTest(admin: { id: string }, body: AdminTestNotificationBody): Promise<Notification> {
      const notification = await inTransaction(undefined, (tx) =>
        deliver(
          {
            userId: body.recipientId,
            type: body.type,
            title: body.title,
            message: body.message,
            data: { test: true, sentBy: admin.id },
          },
          tx,
          { forceInApp: true },
        ),
      );
      if (!notification) throw notFound('Recipient');
      return notification;
    },
  };
}

export type NotificationService = ReturnType<typeof createNotificationService>;
