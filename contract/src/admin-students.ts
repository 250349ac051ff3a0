import { z } from 'zod';
import { CampaignSchema } from './campaigns.ts';
import { LineSchema, TextSchema } from './common.ts';

/**
 * The admin students console (/admin/students, spec §7 Admin: Students, issue 14). A student is an
 * account with the user role (not deleted) that has started a profiler or saved the profile
 * screening: the people who took profilers.
 *
 * Routes:
 * - GET    /admin/students                 list (AdminStudentsQuery) → AdminStudentList
 * - GET    /admin/students/download        same filters + format=csv|xlsx, streamed in keyset pages
 * - DELETE /admin/students/{id}            {reason?} → Message (the anonymising deletion, audited)
 * - POST   /admin/students/{id}/remind     RemindBody → RemindResponse (spec §3 Reminder {message, type})
 * - POST   /admin/students/reminders/preview  BulkReminderBody → BulkReminderPreview (count before sending)
 * - POST   /admin/students/reminders       BulkReminderBody → 201 { campaign } (pg-boss batches)
 */

export const STUDENT_COMPLETENESS_FILTERS = ['all', 'complete', 'incomplete', 'none'] as const;
export const STUDENT_ACTIVITY_FILTERS = ['all', 'active_7d', 'active_30d', 'inactive_30d'] as const;
export const STUDENT_ATTEMPT_FILTERS = ['all', 'in_progress', 'completed', 'none'] as const;

/** The filters shared by the list, the download and the bulk reminder. */
export const StudentFilterSchema = z.object({
  /** Part of the name or e-mail, case-insensitive. */
  search: LineSchema.trim().max(200).optional(),
  /** Only people with an attempt on this profiler (with `attempts`, an attempt of that status). */
  assessmentId: z.uuid().optional(),
  /** Profile screening: every required field filled, started but not complete, never saved. */
  completeness: z.enum(STUDENT_COMPLETENESS_FILTERS).default('all'),
  /** Latest sign-in or attempt activity within / not within the period. */
  activity: z.enum(STUDENT_ACTIVITY_FILTERS).default('all'),
  /** Has an attempt in progress, a completed attempt, or none (on `assessmentId` when given). */
  attempts: z.enum(STUDENT_ATTEMPT_FILTERS).default('all'),
});
export type StudentFilter = z.infer<typeof StudentFilterSchema>;

export const AdminStudentsQuerySchema = StudentFilterSchema.extend({
  /** Opaque keyset cursor from the previous page; newest students first. */
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminStudentsQuery = z.infer<typeof AdminStudentsQuerySchema>;

export const StudentsDownloadQuerySchema = StudentFilterSchema.extend({
  format: z.enum(['csv', 'xlsx']).default('csv'),
});

export const AdminStudentRowSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  createdAt: z.string(),
  /** Profile screening completeness; null when never saved. */
  profile: z
    .object({
      percentage: z.number().int(),
      isComplete: z.boolean(),
      educationLevel: z.string().nullable(),
      experienceLevel: z.string().nullable(),
      age: z.number().int().nullable(),
    })
    .nullable(),
  attempts: z.object({ inProgress: z.number().int(), completed: z.number().int() }),
  lastActiveAt: z.string().nullable(),
});
export type AdminStudentRow = z.infer<typeof AdminStudentRowSchema>;

export const AdminStudentListSchema = z.object({
  students: z.array(AdminStudentRowSchema),
  nextCursor: z.string().nullable(),
  total: z.number().int(),
});
export type AdminStudentList = z.infer<typeof AdminStudentListSchema>;

/** The reminder kinds (spec §3 Reminder.type): each is sent as the notification type of that name. */
export const REMINDER_TYPES = ['assessment_pending', 'profile_incomplete'] as const;
export const ReminderTypeSchema = z.enum(REMINDER_TYPES);
export type ReminderType = z.infer<typeof ReminderTypeSchema>;

export const REMINDER_MESSAGE_MAX = 2000;

export const RemindBodySchema = z.object({
  message: TextSchema.trim().min(1, 'Write the reminder').max(REMINDER_MESSAGE_MAX),
  type: ReminderTypeSchema,
});
export type RemindBody = z.infer<typeof RemindBodySchema>;

export const RemindResponseSchema = z.object({
  message: z.string(),
  /** In-app notification stored (false when the person turned this type off in-app). */
  inApp: z.boolean(),
  /** E-mail queued (per the person's preference). */
  email: z.boolean(),
});
export type RemindResponse = z.infer<typeof RemindResponseSchema>;

export const BulkReminderBodySchema = RemindBodySchema.extend({ filter: StudentFilterSchema });
export type BulkReminderBody = z.infer<typeof BulkReminderBodySchema>;

export const BulkReminderPreviewSchema = z.object({
  /** Students the filter selects now. */
  recipients: z.number().int(),
  /** Of those, how many will get nothing because they turned this type off in-app and by e-mail. */
  optedOut: z.number().int(),
  /** Up to five of them, to check the filter is right. */
  sample: z.array(z.object({ id: z.uuid(), name: z.string(), email: z.string() })),
  /** The notification title the reminder type sends. */
  title: z.string(),
});
export type BulkReminderPreview = z.infer<typeof BulkReminderPreviewSchema>;

export const BulkReminderResponseSchema = z.object({ campaign: CampaignSchema });

/** The title each reminder type is sent with (one source for the server, the preview and the web). */
export const REMINDER_TITLES: Record<ReminderType, string> = {
  assessment_pending: 'Reminder: finish your profiler',
  profile_incomplete: 'Reminder: complete your profile',
};
