import {
  type BulkReminderBody,
  type BulkReminderPreview,
  type Campaign,
  REMINDER_TITLES,
  type RemindBody,
  type RemindResponse,
  type StudentFilter,
} from '@pathwise/contract';
import { and, count, desc, eq, gte, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { adminUserActions, assessments, notificationPreferences, users } from '../../../db/schema/index.ts';
import { qualified } from '../../../db/sql-fragments.ts';
import { AppError } from '../../../platform/errors.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import { defaultPreference } from '../../notifications/notifications.rules.ts';
import { recordAdminAction } from '../admin/admin.audit.ts';
import { studentCondition } from './students.filter.ts';
import { createStudentsService } from './students.service.ts';

/**
 * Reminders to students (spec §3 Reminder {message, type}; contract admin-students.ts): one person
 * at a time through the notification service (their preferences hold), or a filtered selection as
 * a campaign of the notifications module, delivered by pg-boss in batches.
 */

/** A double click sends once: the same admin, person, type and message within this window. */
export const REMINDER_REPEAT_WINDOW_MS = 60_000;

export const EMPTY_SELECTION_MESSAGE =
  'No student matches these filters, so nobody would get this reminder. Change the filters and try again.';

/** The data every reminder notification carries (the web shows it as a reminder). */
const REMINDER_DATA = { reminder: true } as const;

type ReminderAction = { type: string; message: string; inApp: boolean; email: boolean };

/** Campaigns reach only accounts not suspended (the engine's rule): the preview counts the same people. */
const reachableStudents = (filter: StudentFilter, now: Date): SQL =>
  and(studentCondition(filter, now), isNull(users.suspendedAt)) as SQL;

const preferenceJoin = (type: RemindBody['type']) =>
  and(eq(notificationPreferences.userId, users.id), eq(notificationPreferences.type, type));

const ATTEMPT_WORDS: Record<Exclude<StudentFilter['attempts'], 'all'>, string> = {
  in_progress: 'with an attempt in progress',
  completed: 'with a completed attempt',
  none: 'with no attempt',
};
const COMPLETENESS_WORDS: Record<Exclude<StudentFilter['completeness'], 'all'>, string> = {
  complete: 'profile complete',
  incomplete: 'profile incomplete',
  none: 'no profile saved',
};
const ACTIVITY_WORDS: Record<Exclude<StudentFilter['activity'], 'all'>, string> = {
  active_7d: 'active in the last 7 days',
  active_30d: 'active in the last 30 days',
  inactive_30d: 'inactive for 30 days',
};

/** The selection in words for the campaign list ("Students: with an attempt in progress on Big Five, …"). */
export function audienceLabel(filter: StudentFilter, profilerTitle: string | null): string {
  const parts: string[] = [];
  const onProfiler = profilerTitle ? ` on ${profilerTitle}` : '';
  if (filter.attempts !== 'all') parts.push(`${ATTEMPT_WORDS[filter.attempts]}${onProfiler}`);
  else if (profilerTitle) parts.push(`took ${profilerTitle}`);
  if (filter.completeness !== 'all') parts.push(COMPLETENESS_WORDS[filter.completeness]);
  if (filter.activity !== 'all') parts.push(ACTIVITY_WORDS[filter.activity]);
  const search = filter.search?.trim();
  if (search) parts.push(`matching “${search}”`);
  return parts.length === 0 ? 'All students' : `Students: ${parts.join(', ')}`;
}

export function createStudentReminders(deps: ModuleDeps) {
  const { db, now } = deps;
  const students = createStudentsService(deps);

  /** What the person's preference for the type says (their stored choice, or the type's default). */
  async function preferenceOf(tx: DbOrTx, userId: string, type: RemindBody['type']) {
    const defaults = defaultPreference(type);
    const [row] = await tx
      .select({ email: notificationPreferences.email, inApp: notificationPreferences.inApp })
      .from(notificationPreferences)
      .where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.type, type)));
    return { email: row?.email ?? defaults.email, inApp: row?.inApp ?? defaults.inApp };
  }

  async function profilerTitle(assessmentId: string | undefined): Promise<string | null> {
    if (!assessmentId) return null;
    const [row] = await db
      .select({ title: assessments.title })
      .from(assessments)
      .where(eq(assessments.id, assessmentId));
    return row?.title ?? null;
  }

  return {
    /**
     * POST /admin/students/{id}/remind. The person's row is locked first, so of two identical
     * requests (a double click) the second waits, then finds the first one's audit row and sends
     * nothing.
     */
    remind(admin: { id: string }, userId: string, body: RemindBody): Promise<RemindResponse> {
      return db.transaction(async (tx) => {
        const person = await students.requireStudent(tx, userId, { lock: true });
        const at = now();
        const [previous] = await tx
          .select({ details: adminUserActions.details })
          .from(adminUserActions)
          .where(
            and(
              eq(adminUserActions.userId, userId),
              eq(adminUserActions.adminId, admin.id),
              eq(adminUserActions.action, 'reminder_sent'),
              gte(adminUserActions.createdAt, new Date(at.getTime() - REMINDER_REPEAT_WINDOW_MS)),
              sql`${qualified(adminUserActions.details)}->>'type' = ${body.type}`,
              sql`${qualified(adminUserActions.details)}->>'message' = ${body.message}`,
            ),
          )
          .orderBy(desc(adminUserActions.createdAt))
          .limit(1);
        if (previous) {
          const sent = previous.details as ReminderAction | null;
          return {
            message: `This reminder was already sent to ${person.name} a moment ago, so it was not sent again.`,
            inApp: sent?.inApp === true,
            email: sent?.email === true,
          };
        }

        const wants = await preferenceOf(tx, userId, body.type);
        const title = REMINDER_TITLES[body.type];
        const notification = await deps.notifications.notify(
          { userId, type: body.type, title, message: body.message, data: { ...REMINDER_DATA } },
          tx,
        );
        const inApp = notification !== null;
        const email = wants.email;
        const details: ReminderAction = { type: body.type, message: body.message, inApp, email };
        await recordAdminAction(tx, { userId, adminId: admin.id, action: 'reminder_sent', details, now: at });

        const message =
          inApp && email
            ? `Reminder sent to ${person.name} in the app and by e-mail.`
            : inApp
              ? `Reminder sent to ${person.name} in the app (they do not get this kind of reminder by e-mail).`
              : email
                ? `Reminder sent to ${person.name} by e-mail (they turned this kind of reminder off in the app).`
                : `Nothing was sent: ${person.name} turned this kind of reminder off in the app and by e-mail.`;
        return { message, inApp, email };
      });
    },

    /** POST /admin/students/reminders/preview — who the selection reaches now, before sending. */
    async preview(body: BulkReminderBody): Promise<BulkReminderPreview> {
      const at = now();
      const where = reachableStudents(body.filter, at);
      const defaults = defaultPreference(body.type);
      const [[figures], sample] = await Promise.all([
        db
          .select({
            recipients: count(),
            optedOut:
              sql<number>`count(*) filter (where not coalesce(${qualified(notificationPreferences.inApp)}, ${defaults.inApp}::boolean) and not coalesce(${qualified(notificationPreferences.email)}, ${defaults.email}::boolean))`.mapWith(
                Number,
              ),
          })
          .from(users)
          .leftJoin(notificationPreferences, preferenceJoin(body.type))
          .where(where),
        db
          .select({ id: users.id, name: users.name, email: users.email })
          .from(users)
          .where(where)
          .orderBy(desc(users.createdAt), desc(users.id))
          .limit(5),
      ]);
      return {
        recipients: figures?.recipients ?? 0,
        optedOut: figures?.optedOut ?? 0,
        sample,
        title: REMINDER_TITLES[body.type],
      };
    },

    /** POST /admin/students/reminders — a reminder campaign to the selection; 422 when it is empty. */
    async send(admin: { id: string }, body: BulkReminderBody): Promise<Campaign> {
      const [[selected], title] = await Promise.all([
        db.select({ value: count() }).from(users).where(reachableStudents(body.filter, now())),
        profilerTitle(body.filter.assessmentId),
      ]);
      if (!selected || selected.value === 0) throw new AppError('UNPROCESSABLE', EMPTY_SELECTION_MESSAGE);
      return deps.campaigns.create({
        kind: 'reminder',
        type: body.type,
        title: REMINDER_TITLES[body.type],
        message: body.message,
        audience: { kind: 'students', filter: body.filter },
        audienceLabel: audienceLabel(body.filter, title),
        createdBy: admin.id,
        data: { ...REMINDER_DATA },
      });
    },
  };
}
