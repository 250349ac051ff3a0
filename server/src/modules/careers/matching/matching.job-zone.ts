import type { EDUCATION_LEVELS, JobZone, JobZoneSource } from '@pathwise/contract';

/**
 * Which Job Zone a person's careers are shown for (decision 013). O*NET describes each zone by the
 * education most of its occupations need (job_zone_reference.csv, "education"):
 * - Zone 1: "may require a high school diploma"; Zone 2: "usually require a high school diploma"
 *   — merged as "Job Zone 1-2" (2), as O*NET does since 30.2;
 * - Zone 3: "training in vocational schools, related on-the-job experience, or an associate's degree";
 * - Zone 4: "Most of these occupations require a four-year bachelor's degree";
 * - Zone 5: "Most of these occupations require graduate school … a master's degree, and some
 *   require a Ph.D., M.D., or J.D.".
 * Each education value of the profile screening maps to the zone whose description names it. A
 * person without one (or with "other", which names no level) gets the middle zone, 3, one step from
 * every other zone, and changes it on the report.
 */

type EducationLevel = (typeof EDUCATION_LEVELS)[number];

export const EDUCATION_JOB_ZONES: Record<EducationLevel, JobZone | null> = {
  'high-school': 2,
  associate: 3,
  bachelor: 4,
  master: 5,
  phd: 5,
  other: null,
};

export const DEFAULT_JOB_ZONE: JobZone = 3;

/** The zone asked for on the report, else the one the screening's education level maps to, else the default. */
export function resolveJobZone(
  requested: JobZone | undefined,
  educationLevel: string | null | undefined,
): { jobZone: JobZone; source: JobZoneSource } {
  if (requested !== undefined) return { jobZone: requested, source: 'query' };
  const key = educationLevel?.trim().toLowerCase() as EducationLevel | undefined;
  const fromEducation = key && Object.hasOwn(EDUCATION_JOB_ZONES, key) ? EDUCATION_JOB_ZONES[key] : null;
  return fromEducation
    ? { jobZone: fromEducation, source: 'screening' }
    : { jobZone: DEFAULT_JOB_ZONE, source: 'default' };
}
