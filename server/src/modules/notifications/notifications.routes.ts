import {
  AdminTestNotificationBodySchema,
  IdParamsSchema,
  MarkReadBodySchema,
  NotificationListSchema,
  NotificationPreferenceSchema,
  NotificationPreferencesSchema,
  NotificationSchema,
  PageQuerySchema,
  UnreadCountSchema,
  UnsubscribeBodySchema,
  UnsubscribeInfoSchema,
  UnsubscribeQuerySchema,
  UnsubscribeResultSchema,
  UpdateNotificationPreferencesBodySchema,
} from '@pathwise/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { acceptSession, pendingClaims, requireUser } from '../../platform/auth-guard.ts';
import type { NotificationService } from './notifications.service.ts';

const tags = ['notifications'];
const security = [{ bearerAuth: [] }];
const AdminTestNotificationResponseSchema = z.object({ notification: NotificationSchema });

/** /notifications/* (spec §7 Notifications) and the spec's user-scoped preference aliases under /user. */
export async function notificationRoutes(app: FastifyInstance, opts: { notifications: NotificationService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { notifications } = opts;

  r.get(
    '/notifications',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        security,
        summary: 'Your notifications, newest first, with the unread count',
        querystring: PageQuerySchema,
        response: { 200: NotificationListSchema },
      },
    },
    async (request) => notifications.list(requireUser(request).id, request.query),
  );

  r.get(
    '/notifications/unread-count',
    {
      config: { auth: 'user', sessionInRead: true },
      schema: {
        tags,
        security,
        summary: 'How many of your notifications are unread',
        response: { 200: UnreadCountSchema },
      },
    },
    async (request) => {
      const { session, unreadCount } = await notifications.unreadCountOfSession(pendingClaims(request));
      acceptSession(request, session);
      return { unreadCount };
    },
  );

  r.post(
    '/notifications/mark-read',
    {
      config: { auth: 'user', errors: [404] },
      schema: {
        tags,
        security,
        summary: 'Mark one notification read (already read: no change)',
        body: MarkReadBodySchema,
        response: { 200: UnreadCountSchema },
      },
    },
    async (request) => notifications.markRead(requireUser(request).id, request.body.notificationId),
  );

  r.post(
    '/notifications/mark-all-read',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        security,
        summary: 'Mark all your notifications read',
        response: { 200: UnreadCountSchema },
      },
    },
    async (request) => notifications.markAllRead(requireUser(request).id),
  );

  r.delete(
    '/notifications/:id',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        security,
        summary: 'Delete one of your notifications',
        params: IdParamsSchema,
        response: { 200: UnreadCountSchema },
      },
    },
    async (request) => notifications.remove(requireUser(request).id, request.params.id),
  );

  r.get(
    '/notifications/preferences',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        security,
        summary: 'Your e-mail and in-app choice for every notification type your role can receive',
        response: { 200: NotificationPreferencesSchema },
      },
    },
    async (request) => ({ preferences: await notifications.preferencesFor(requireUser(request)) }),
  );

  r.put(
    '/notifications/preferences',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        security,
        summary: 'Set the e-mail and in-app choice for one notification type',
        body: NotificationPreferenceSchema,
        response: { 200: NotificationPreferencesSchema },
      },
    },
    async (request) => ({
      preferences: await notifications.updatePreferences(requireUser(request), [request.body]),
    }),
  );

  r.post(
    '/notifications/admin/test',
    {
      config: { auth: 'admin', errors: [404] },
      schema: {
        tags,
        security,
        summary: 'Send a test notification to a user',
        body: AdminTestNotificationBodySchema,
        response: { 201: AdminTestNotificationResponseSchema },
      },
    },
    async (request, reply) => {
      const notification = await notifications.sendTest(requireUser(request), request.body);
      return reply.status(201).send({ notification });
    },
  );

  r.get(
    '/user/notification-preferences',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        security,
        summary:
          'Your notification preferences for the types your role can receive (same as GET /notifications/preferences)',
        response: { 200: NotificationPreferencesSchema },
      },
    },
    async (request) => ({ preferences: await notifications.preferencesFor(requireUser(request)) }),
  );

  r.put(
    '/user/notification-preferences',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        security,
        summary: 'Set several notification preferences at once; types not listed keep their value',
        body: UpdateNotificationPreferencesBodySchema,
        response: { 200: NotificationPreferencesSchema },
      },
    },
    async (request) => ({
      preferences: await notifications.updatePreferences(requireUser(request), request.body.preferences),
    }),
  );

  // E-mail unsubscribe (decision 017): public, the signed token is the authority; rate-limited per IP.
  const unsubscribeLimit = { max: 30, timeWindow: 60_000 };

  r.get(
    '/notifications/unsubscribe',
    {
      config: { auth: 'public', rateLimit: unsubscribeLimit, errors: [429] },
      schema: {
        tags,
        summary: 'What an unsubscribe link would turn off (the type and the masked address); no sign-in',
        querystring: UnsubscribeQuerySchema,
        response: { 200: UnsubscribeInfoSchema },
      },
    },
    async (request) => notifications.unsubscribeInfo(request.query.token),
  );

  r.post(
    '/notifications/unsubscribe',
    {
      config: { auth: 'public', rateLimit: unsubscribeLimit, errors: [429] },
      schema: {
        tags,
        summary: 'Turn off e-mail for the one type the link names; no sign-in',
        body: UnsubscribeBodySchema,
        response: { 200: UnsubscribeResultSchema },
      },
    },
    async (request) => notifications.unsubscribe(request.body.token),
  );

  r.post(
    '/notifications/unsubscribe/one-click',
    {
      config: { auth: 'public', rateLimit: unsubscribeLimit, errors: [429] },
      schema: {
        tags,
        summary: "The mail client's one-click unsubscribe (RFC 8058 List-Unsubscribe-Post); no sign-in",
        querystring: UnsubscribeQuerySchema,
        response: { 200: UnsubscribeResultSchema },
      },
    },
    async (request) => notifications.unsubscribe(request.query.token),
  );
}
