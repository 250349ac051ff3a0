import { ADMIN_USER_SORTS, type AdminUserSort, type AdminUsersQuery } from '@pathwise/contract';

/** The users console's filters as the page keeps them (the address holds them, '' = not set). */
export type AdminUsersFilters = {
  search: string;
  role: AdminUsersQuery['role'];
  verified: AdminUsersQuery['verified'];
  status: AdminUsersQuery['status'];
  hasAttempts: AdminUsersQuery['hasAttempts'];
  hasPayments: AdminUsersQuery['hasPayments'];
  joinedFrom: string;
  joinedTo: string;
  sort: AdminUserSort;
};

export const EMPTY_ADMIN_USERS_FILTERS: AdminUsersFilters = {
  search: '',
  role: 'all',
  verified: 'all',
  status: 'all',
  hasAttempts: 'all',
  hasPayments: 'all',
  joinedFrom: '',
  joinedTo: '',
  sort: 'joined_desc',
};

export const ROLE_FILTERS = ['all', 'admin', 'user'] as const;
export const YES_NO_FILTERS = ['all', 'yes', 'no'] as const;
export const STATUS_FILTERS = ['all', 'active', 'suspended'] as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function oneOf<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

/** Reads the filters from the address; anything unknown falls back to its default. */
export function filtersFromSearchParams(params: URLSearchParams): AdminUsersFilters {
  const day = (key: string) => {
    const value = params.get(key) ?? '';
    return DAY.test(value) ? value : '';
  };
  return {
    search: (params.get('q') ?? '').slice(0, 200),
    role: oneOf(params.get('role'), ROLE_FILTERS, 'all'),
    verified: oneOf(params.get('verified'), YES_NO_FILTERS, 'all'),
    status: oneOf(params.get('status'), STATUS_FILTERS, 'all'),
    hasAttempts: oneOf(params.get('attempts'), YES_NO_FILTERS, 'all'),
    hasPayments: oneOf(params.get('payments'), YES_NO_FILTERS, 'all'),
    joinedFrom: day('from'),
    joinedTo: day('to'),
    sort: oneOf(params.get('sort'), ADMIN_USER_SORTS, 'joined_desc'),
  };
}

const PARAM_OF: Record<keyof AdminUsersFilters, string> = {
  search: 'q',
  role: 'role',
  verified: 'verified',
  status: 'status',
  hasAttempts: 'attempts',
  hasPayments: 'payments',
  joinedFrom: 'from',
  joinedTo: 'to',
  sort: 'sort',
};

/** Writes the filters into the address, leaving defaults out so a plain link stays plain. */
export function writeFilters(params: URLSearchParams, filters: AdminUsersFilters): URLSearchParams {
  for (const key of Object.keys(PARAM_OF) as (keyof AdminUsersFilters)[]) {
    const value = filters[key].trim();
    if (value === '' || value === EMPTY_ADMIN_USERS_FILTERS[key]) params.delete(PARAM_OF[key]);
    else params.set(PARAM_OF[key], value);
  }
  return params;
}

/** True when any filter other than the sort narrows the list. */
export function hasFilters(filters: AdminUsersFilters): boolean {
  return (Object.keys(EMPTY_ADMIN_USERS_FILTERS) as (keyof AdminUsersFilters)[]).some(
    (key) => key !== 'sort' && filters[key].trim() !== EMPTY_ADMIN_USERS_FILTERS[key],
  );
}

/** The query parameters GET /admin/users takes (defaults left out). */
export function filterParams(filters: AdminUsersFilters): Record<string, string> {
  const params: Record<string, string> = {};
  const search = filters.search.trim();
  if (search) params.search = search;
  if (filters.role !== 'all') params.role = filters.role;
  if (filters.verified !== 'all') params.verified = filters.verified;
  if (filters.status !== 'all') params.status = filters.status;
  if (filters.hasAttempts !== 'all') params.hasAttempts = filters.hasAttempts;
  if (filters.hasPayments !== 'all') params.hasPayments = filters.hasPayments;
  if (filters.joinedFrom) params.joinedFrom = filters.joinedFrom;
  if (filters.joinedTo) params.joinedTo = filters.joinedTo;
  if (filters.sort !== 'joined_desc') params.sort = filters.sort;
  return params;
}
