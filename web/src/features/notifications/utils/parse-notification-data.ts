import type { NotificationType } from '@pathwise/contract';
import { paths } from '@/config/paths';

/**
 * Notification `data` arrives as an object or as a JSON string (spec §3). Strings are parsed;
 * anything that is not (or does not parse to) a plain object is dropped.
 */
export function parseNotificationData(data: unknown): Record<string, unknown> | null {
  let value = data;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  return value as Record<string, unknown>;
}

/** The id a notification's report link points at: the test attempt first, else the assessment. */
export function getReportId(data: Record<string, unknown> | null): string | null {
  if (!data) return null;
  for (const key of ['testAttemptId', 'assessmentId']) {
    const id = data[key];
    if ((typeof id === 'string' && id.trim() !== '') || (typeof id === 'number' && Number.isFinite(id))) {
      return String(id);
    }
  }
  return null;
}

function idIn(data: Record<string, unknown> | null, key: string): string | null {
  const id = data?.[key];
  if (typeof id === 'string' && id.trim() !== '') return id;
  if (typeof id === 'number' && Number.isFinite(id)) return String(id);
  return null;
}

/**
 * Where a notification takes its reader, or null when it is news with nowhere to go (a broadcast,
 * a welcome). Reminders and news about a profiler open the profiler's page (Start or Resume), the
 * dashboard when the reminder names none; results and payments about an attempt open its report.
 */
export function getNotificationHref(
  type: NotificationType,
  data: Record<string, unknown> | null,
): string | null {
  switch (type) {
    case 'data_export_ready':
      return `${paths.account.getHref()}#data-export`;
    case 'referral_reward':
      return `${paths.account.getHref()}#referrals`;
    case 'profile_incomplete':
      return paths.profileScreening.getHref();
    case 'assessment_pending':
    case 'new_assessment': {
      const assessmentId = idIn(data, 'assessmentId');
      return assessmentId ? paths.assessment.getHref(assessmentId) : paths.dashboard.getHref();
    }
    case 'system_maintenance':
    case 'update_available':
    case 'welcome':
      return null;
    default: {
      const reportId = getReportId(data);
      return reportId ? paths.report.getHref(reportId) : null;
    }
  }
}
