import type { AdminUserActionResponse, Message, RemindBody, RemindResponse, Role } from '@pathwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminUserKeys } from './admin-users-keys';

/** What an admin can do to an account from the users console (each asks first). */
export type AdminUserActionInput =
  | { kind: 'role'; userId: string; role: Role }
  | { kind: 'suspend'; userId: string; reason: string }
  | { kind: 'reinstate'; userId: string }
  | { kind: 'resendVerification'; userId: string }
  | { kind: 'resetProfile'; userId: string }
  | { kind: 'resetAssessment'; userId: string; assessmentId: string }
  | { kind: 'resetPayments'; userId: string }
  | { kind: 'delete'; userId: string; reason?: string }
  | { kind: 'remind'; userId: string; body: RemindBody };

export type AdminUserActionKind = AdminUserActionInput['kind'];

/** Every answer carries the server's own sentence, which the console shows in its toast. */
type ActionAnswer = AdminUserActionResponse | Message | RemindResponse;

const base = (userId: string) => `/admin/users/${encodeURIComponent(userId)}`;
// The dialogs show the server's message themselves (409 last admin …).
const silent = { silent: true } as const;

export async function runAdminUserAction(input: AdminUserActionInput): Promise<ActionAnswer> {
  switch (input.kind) {
    case 'role':
      return api.patch(`${base(input.userId)}/role`, { role: input.role }, silent);
    case 'suspend':
      return api.post(`${base(input.userId)}/suspend`, { reason: input.reason }, silent);
    case 'reinstate':
      return api.post(`${base(input.userId)}/reinstate`, undefined, silent);
    case 'resendVerification':
      return api.post(`${base(input.userId)}/resend-verification`, undefined, silent);
    case 'resetProfile':
      return api.post(`${base(input.userId)}/reset-profile`, undefined, silent);
    case 'resetAssessment':
      return api.post(
        `${base(input.userId)}/reset-assessment/${encodeURIComponent(input.assessmentId)}`,
        undefined,
        silent,
      );
    case 'resetPayments':
      return api.post(`${base(input.userId)}/reset-payments`, undefined, silent);
    case 'delete':
      return api.delete(base(input.userId), input.reason ? { reason: input.reason } : {}, silent);
    case 'remind':
      return api.post(`/admin/students/${encodeURIComponent(input.userId)}/remind`, input.body, silent);
  }
}

/** Runs one action, then refreshes the list and the person (whatever the answer: a 409 may mean it changed). */
export function useAdminUserAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runAdminUserAction,
    onSettled: (_data, _error, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminUserKeys.lists() }),
        input.kind === 'delete'
          ? queryClient.removeQueries({ queryKey: adminUserKeys.detail(input.userId) })
          : queryClient.invalidateQueries({ queryKey: adminUserKeys.detail(input.userId) }),
        input.kind === 'delete'
          ? queryClient.invalidateQueries({ queryKey: ['admin', 'user-deletion-audits'] })
          : null,
        input.kind === 'delete'
          ? queryClient.invalidateQueries({ queryKey: ['admin', 'user-deletion-stats'] })
          : null,
      ]),
  });
}
