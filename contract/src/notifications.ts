import { z } from 'zod';
import { LineSchema, PaginationSchema, TextSchema } from './common.ts';

export const NOTIFICATION_TYPES = [
  'student_joined',
  'test_completed',
  'payment_successful',
  'profile_completed',
  'report_available',
  'new_assessment',
  'welcome',
  'assessment_pending',
  'profile_incomplete',
  'system_maintenance',
  'update_available',
  'payment_received',
  'payment_failed',
  'payment_failed_user',
  'payment_refunded',
  'payment_refunded_user',
  // Beyond the spec's sixteen (decision 018): the self-service data export is ready to download.
  'data_export_ready',
  // Beyond the spec's sixteen (decision 019): a referral reward was issued to the referrer.
  'referral_reward',
] as const;
export const NotificationTypeSchema = z.enum(NOTIFICATION_TYPES);
export type NotificationType = z.infer<typeof NotificationTypeSchema>;

/**
 * Types only administrators receive (news about other people and the money): a person with the
 * user role is never sent these, so their preferences screen does not list them.
 */
export const ADMIN_ONLY_NOTIFICATION_TYPES = [
  'student_joined',
  'test_completed',
  'profile_completed',
  'payment_received',
  'payment_failed',
  'payment_refunded',
] as const satisfies readonly NotificationType[];

/** The types a role can receive, in the contract's order (admins take profilers too: they get all). */
export function notificationTypesFor(role: 'admin' | 'user'): NotificationType[] {
  if (role === 'admin') return [...NOTIFICATION_TYPES];
  const adminOnly: readonly NotificationType[] = ADMIN_ONLY_NOTIFICATION_TYPES;
  return NOTIFICATION_TYPES.filter((type) => !adminOnly.includes(type));
}

export const NotificationSchema = z.object({
  id: z.uuid(),
  type: NotificationTypeSchema,
  title: z.string(),
  message: z.string(),
  data: z.record(z.string(), z.unknown()).nullable(),
  isRead: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationListSchema = z.object({
  notifications: z.array(NotificationSchema),
  unreadCount: z.number().int(),
  pagination: PaginationSchema,
});
export type NotificationList = z.infer<typeof NotificationListSchema>;

export const UnreadCountSchema = z.object({ unreadCount: z.number().int().min(0) });

export const MarkReadBodySchema = z.object({ notificationId: z.uuid() });

export const NotificationPreferenceSchema = z.object({
  type: NotificationTypeSchema,
  email: z.boolean(),
  inApp: z.boolean(),
});
export type NotificationPreference = z.infer<typeof NotificationPreferenceSchema>;

export const NotificationPreferencesSchema = z.object({ preferences: z.array(NotificationPreferenceSchema) });
export const UpdateNotificationPreferencesBodySchema = z.object({
  preferences: z.array(NotificationPreferenceSchema).min(1).max(NOTIFICATION_TYPES.length),
});

export const AdminTestNotificationBodySchema = z.object({
  recipientId: z.uuid(),
  type: NotificationTypeSchema,
  title: LineSchema.trim().min(1, 'Title is required').max(200),
  message: TextSchema.trim().min(1, 'Message is required').max(5000),
});

/**
 * E-mail unsubscribe (issue 14): every notification e-mail links to /unsubscribe?token=… (and sends
 * RFC 8058 List-Unsubscribe headers). The token is signed by the server (HMAC) and names one person
 * and one type; it works without signing in and turns off e-mail for that type only.
 *
 * Routes (public): GET /notifications/unsubscribe?token= → UnsubscribeInfo (what the link would
 * turn off); POST /notifications/unsubscribe {token} → UnsubscribeResult; POST
 * /notifications/unsubscribe/one-click?token= (the mail client's one-click POST) → 200.
 * A token that does not verify: 400 "This unsubscribe link is not valid."
 */
export const UNSUBSCRIBE_INVALID_MESSAGE = 'This unsubscribe link is not valid.';
export const UnsubscribeTokenSchema = z.string().min(10).max(500);
export const UnsubscribeQuerySchema = z.object({ token: UnsubscribeTokenSchema });
export const UnsubscribeBodySchema = z.object({ token: UnsubscribeTokenSchema });
export const UnsubscribeInfoSchema = z.object({
  type: NotificationTypeSchema,
  /** The address with most of the local part hidden (r***@example.com). */
  maskedEmail: z.string(),
  /** Whether e-mail for this type is on now. */
  emailOn: z.boolean(),
});
export type UnsubscribeInfo = z.infer<typeof UnsubscribeInfoSchema>;
export const UnsubscribeResultSchema = UnsubscribeInfoSchema.extend({ message: z.string() });
