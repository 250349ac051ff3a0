import {
  AdminUserDetailSchema,
  AdminUserListSchema,
  AdminUsersQuerySchema,
  DeletionAuditListSchema,
  DeletionAuditsQuerySchema,
  DeletionStatsQuerySchema,
  DeletionStatsSchema,
  IdParamsSchema,
} from '@pathwise/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { deriveKey } from '../../../platform/crypto.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import { createStudentProfileService } from '../profile/profile.service.ts';
import { deletionStats, listDeletionAudits } from './admin.deletion-audits.ts';
import { adminUserDetail } from './admin.user-detail.ts';
import { createAdminUsersList } from './admin.users-list.ts';

const tags = ['admin-users'];
const security = [{ bearerAuth: [] }];

/** The read side of the admin users console: the list, one person, the deletion audits and their statistics. */
export async function adminUsersQueriesRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const profiles = createStudentProfileService(deps);
  const usersList = createAdminUsersList(deps);
  // The key the anonymising deletion hashes addresses with (app.ts gives the same to the account service).
  const emailHashKey = deriveKey(deps.config.appSecret, 'deleted-email');

  api.get(
    '/admin/users',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        summary:
          'Every account (deleted ones never): search by name or e-mail, role, verified, status, attempts, payments, joined from/to (UTC days); sorted, keyset pages',
        security,
        querystring: AdminUsersQuerySchema,
        response: { 200: AdminUserListSchema },
      },
    },
    async (request) => usersList.list(request.query),
  );

  api.get(
    '/admin/users/:id',
    {
      config: { auth: 'admin', errors: [404] },
      schema: {
        tags,
        summary:
          'One person: figures, profile screening, attempts, payments, the 20 newest notifications and the admin audit trail',
        security,
        params: IdParamsSchema,
        response: { 200: AdminUserDetailSchema },
      },
    },
    async (request) => adminUserDetail(db, profiles, request.params.id),
  );

  api.get(
    '/admin/user-deletion-audits',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        summary:
          'Deleted accounts, newest first: search by an exact e-mail address (through its keyed hash), reason or deleting admin; who deleted',
        security,
        querystring: DeletionAuditsQuerySchema,
        response: { 200: DeletionAuditListSchema },
      },
    },
    async (request) => listDeletionAudits(db, emailHashKey, request.query),
  );

  api.get(
    '/admin/user-deletion-stats',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        summary:
          'Deletions over the last `period` days (UTC, today included): per day, self vs admin, top reasons',
        security,
        querystring: DeletionStatsQuerySchema,
        response: { 200: DeletionStatsSchema },
      },
    },
    async (request) => deletionStats(db, deps.now(), request.query),
  );
}
