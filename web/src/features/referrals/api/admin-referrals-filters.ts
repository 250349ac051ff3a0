import { REFERRAL_STATUSES, type ReferralStatus } from '@pathwise/contract';

/**
 * The referrals list's filters as the page keeps them in the address (contract
 * AdminReferralsQuerySchema): empty strings for "any", so equal filters build equal keys and URLs.
 */
export type AdminReferralsStatusFilter = 'all' | ReferralStatus;
export type AdminReferralsFilters = {
  status: AdminReferralsStatusFilter;
  /** Part of the referrer's name, e-mail or code. */
  referrer: string;
  /** YYYY-MM-DD (UTC), both ends included; '' = open. */
  from: string;
  to: string;
};

export const ADMIN_REFERRAL_STATUSES: readonly AdminReferralsStatusFilter[] = ['all', ...REFERRAL_STATUSES];

export const EMPTY_ADMIN_REFERRALS_FILTERS: AdminReferralsFilters = {
  status: 'all',
  referrer: '',
  from: '',
  to: '',
};

/** Page sizes offered under the list; the contract allows 1–100. */
export const ADMIN_REFERRALS_PAGE_SIZES = [10, 20, 50, 100] as const;
export const ADMIN_REFERRALS_DEFAULT_LIMIT = 20;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function isStatus(value: string | null): value is AdminReferralsStatusFilter {
  return (ADMIN_REFERRAL_STATUSES as readonly string[]).includes(value ?? '');
}

function isDay(value: string | null): value is string {
  return value !== null && DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
}

/** Reads the filters from the address; anything unreadable (a hand-edited link) counts as "any". */
export function filtersFromSearchParams(params: URLSearchParams): AdminReferralsFilters {
  const status = params.get('status');
  const from = params.get('from');
  const to = params.get('to');
  return {
    status: isStatus(status) ? status : 'all',
    referrer: (params.get('referrer') ?? '').slice(0, 200),
    from: isDay(from) ? from : '',
    to: isDay(to) ? to : '',
  };
}

/** Writes the filters into the address (only those set), keeping other parameters as they are. */
export function writeFilters(params: URLSearchParams, filters: AdminReferralsFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  const values: Record<keyof AdminReferralsFilters, string> = {
    status: filters.status === 'all' ? '' : filters.status,
    referrer: filters.referrer.trim(),
    from: filters.from,
    to: filters.to,
  };
  for (const [key, value] of Object.entries(values)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

/** The page from the address: a whole number from 1 (1 when missing or unreadable). */
export function pageFromSearchParams(params: URLSearchParams): number {
  const value = Number(params.get('page'));
  return Number.isInteger(value) && value > 1 && value <= 100_000 ? value : 1;
}

/** The page size from the address: one of the sizes offered (20 otherwise). */
export function limitFromSearchParams(params: URLSearchParams): number {
  const value = Number(params.get('limit'));
  return (ADMIN_REFERRALS_PAGE_SIZES as readonly number[]).includes(value)
    ? value
    : ADMIN_REFERRALS_DEFAULT_LIMIT;
}

/** The filters as the API's query parameters (unset ones left out). */
export function filterParams(filters: AdminReferralsFilters): Record<string, string | undefined> {
  return {
    status: filters.status === 'all' ? undefined : filters.status,
    referrer: filters.referrer.trim() || undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
  };
}

export function hasFilters(filters: AdminReferralsFilters): boolean {
  return writeFilters(new URLSearchParams(), filters).toString() !== '';
}
