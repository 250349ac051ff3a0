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
] as const;
export const NotificationTypeSchema = z.enum(NOTIFICATION_TYPES);
export type NotificationType = z.infer<typeof NotificationTypeSchema>;

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
