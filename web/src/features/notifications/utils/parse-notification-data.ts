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
