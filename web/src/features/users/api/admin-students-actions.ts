import type {
  BulkReminderBody,
  BulkReminderPreview,
  Campaign,
  RemindBody,
  RemindResponse,
} from '@pathwise/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { downloadFile } from '@/lib/api/download-file';
import { api } from '@/lib/api-client';
import { type AdminStudentsFilters, studentFilterParams } from './admin-students-filters';
import { adminStudentKeys } from './admin-students-keys';

/** One reminder to one student (POST /admin/students/{id}/remind); the answer says what was sent. */
export function useRemindStudent() {
  return useMutation({
    mutationFn: ({ studentId, body }: { studentId: string; body: RemindBody }) =>
      api.post<RemindResponse>(`/admin/students/${encodeURIComponent(studentId)}/remind`, body, {
        silent: true,
      }),
  });
}

/** The anonymising deletion of one student (DELETE /admin/students/{id}); the lists reload after. */
export function useDeleteStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ studentId, reason }: { studentId: string; reason: string }) =>
      api.delete<{ message: string }>(
        `/admin/students/${encodeURIComponent(studentId)}`,
        reason.trim() ? { reason: reason.trim() } : {},
        { silent: true },
      ),
    // The students and users lists (and the dashboard's users summary) no longer count them.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminStudentKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'users'] }),
      ]),
  });
}

export type StudentsDownloadFormat = 'csv' | 'xlsx';

/** The streamed file of every student the filters match (GET /admin/students/download). */
export function studentsDownloadRequest(filters: AdminStudentsFilters, format: StudentsDownloadFormat) {
  return {
    path: '/admin/students/download',
    params: { ...studentFilterParams(filters), format },
    fallbackName: `students.${format}`,
  };
}

export function useDownloadStudents() {
  return useMutation({
    mutationFn: ({ filters, format }: { filters: AdminStudentsFilters; format: StudentsDownloadFormat }) =>
      downloadFile(studentsDownloadRequest(filters, format)),
  });
}

/** How many students a bulk reminder would reach, with a sample (POST /admin/students/reminders/preview). */
export function usePreviewBulkReminder() {
  return useMutation({
    mutationFn: (body: BulkReminderBody) =>
      api.post<BulkReminderPreview>('/admin/students/reminders/preview', body, { silent: true }),
  });
}

/** Starts the bulk reminder as a campaign delivered in batches (POST /admin/students/reminders). */
export function useSendBulkReminder() {
  return useMutation({
    mutationFn: (body: BulkReminderBody) =>
      api.post<{ campaign: Campaign }>('/admin/students/reminders', body, { silent: true }),
  });
}

export const CAMPAIGN_POLL_MS = 2000;

export function isCampaignRunning(campaign: Campaign | undefined): boolean {
  return campaign?.status === 'scheduled' || campaign?.status === 'sending';
}

/** A campaign's progress, polled while it is being delivered (GET /admin/broadcasts/{id}). */
export function useCampaignProgress(campaignId: string | null, initial?: Campaign) {
  return useQuery({
    queryKey: adminStudentKeys.campaign(campaignId ?? ''),
    queryFn: ({ signal }) =>
      api
        .get<{ campaign: Campaign }>(`/admin/broadcasts/${encodeURIComponent(campaignId ?? '')}`, {
          signal,
          silent: true,
        })
        .then((body) => body.campaign),
    enabled: campaignId !== null,
    initialData: initial,
    initialDataUpdatedAt: 0,
    refetchInterval: (query) => (isCampaignRunning(query.state.data) ? CAMPAIGN_POLL_MS : false),
  });
}
