import { JOB_ZONES, type JobZone } from '@pathwise/contract';

/**
 * The careers list's state in the report's address, so a reload or Back keeps the person's choice.
 * Names carry a `career` prefix: the report page has other sections that may keep state there too.
 */
export const CAREER_PARAMS = { jobZone: 'jobZone', search: 'careerSearch', page: 'careerPage' } as const;

export const CAREERS_PAGE_SIZE = 20;

export type CareersUrlState = {
  /** The Job Zone the person chose, or null for the one derived from their screening. */
  jobZone: JobZone | null;
  search: string;
  /** 1-based. */
  page: number;
};

/** Reads what the address holds; anything malformed (a hand-edited link) falls back to the default. */
export function readCareersUrl(params: URLSearchParams): CareersUrlState {
  const zone = Number(params.get(CAREER_PARAMS.jobZone));
  // O*NET merged Job Zones 1 and 2: an old link asking for 1 means the merged zone, 2.
  const jobZone = zone === 1 ? 2 : (JOB_ZONES as readonly number[]).includes(zone) ? (zone as JobZone) : null;
  const page = Number(params.get(CAREER_PARAMS.page));
  return {
    jobZone,
    search: (params.get(CAREER_PARAMS.search) ?? '').trim().slice(0, 100),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/**
 * The address after a change: other parameters are kept, defaults are left out (a clean link), and a
 * new Job Zone or search starts again at the first page.
 */
export function writeCareersUrl(params: URLSearchParams, change: Partial<CareersUrlState>): URLSearchParams {
  const current = readCareersUrl(params);
  const next: CareersUrlState = { ...current, ...change };
  if (
    (change.jobZone !== undefined && change.jobZone !== current.jobZone) ||
    (change.search !== undefined && change.search.trim() !== current.search)
  ) {
    next.page = change.page ?? 1;
  }
  const out = new URLSearchParams(params);
  const set = (key: string, value: string | null) => (value ? out.set(key, value) : out.delete(key));
  set(CAREER_PARAMS.jobZone, next.jobZone === null ? null : String(next.jobZone));
  set(CAREER_PARAMS.search, next.search.trim() || null);
  set(CAREER_PARAMS.page, next.page > 1 ? String(next.page) : null);
  return out;
}

/** "Showing 21–40 of 143": the 1-based positions of a page's first and last rows. */
export function pageRange(offset: number, shown: number, total: number): { from: number; to: number } {
  if (shown === 0 || total === 0) return { from: 0, to: 0 };
  return { from: offset + 1, to: Math.min(total, offset + shown) };
}
