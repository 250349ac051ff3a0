import {
  PAYMENT_ORDER_STATUSES,
  PAYMENT_PROVIDERS,
  type PaymentOrderStatus,
  type PaymentProvider,
} from '@pathwise/contract';

/**
 * The console's filters (contract AdminPaymentsFilterSchema) as the page keeps them in the address:
 * empty strings for "any", so equal filters build equal query keys and URLs.
 */
export type AdminPaymentsStatusFilter = 'all' | PaymentOrderStatus;
export type AdminPaymentsFilters = {
  status: AdminPaymentsStatusFilter;
  /** YYYY-MM-DD (UTC), inclusive; '' = open. */
  from: string;
  to: string;
  search: string;
  assessmentId: string;
  provider: '' | PaymentProvider;
};

export const ADMIN_PAYMENT_STATUSES: readonly AdminPaymentsStatusFilter[] = [
  'all',
  ...PAYMENT_ORDER_STATUSES,
];
export const ADMIN_PAYMENT_PROVIDERS: readonly PaymentProvider[] = PAYMENT_PROVIDERS;

export const EMPTY_ADMIN_PAYMENTS_FILTERS: AdminPaymentsFilters = {
  status: 'all',
  from: '',
  to: '',
  search: '',
  assessmentId: '',
  provider: '',
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function isStatus(value: string | null): value is AdminPaymentsStatusFilter {
  return (ADMIN_PAYMENT_STATUSES as readonly string[]).includes(value ?? '');
}

function isProvider(value: string | null): value is PaymentProvider {
  return (ADMIN_PAYMENT_PROVIDERS as readonly string[]).includes(value ?? '');
}

function isDay(value: string | null): value is string {
  return value !== null && DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
}

/** Reads the filters from the address; anything unreadable (a hand-edited link) counts as "any". */
export function filtersFromSearchParams(params: URLSearchParams): AdminPaymentsFilters {
  const status = params.get('status');
  const provider = params.get('provider');
  const from = params.get('from');
  const to = params.get('to');
  const assessmentId = params.get('assessmentId');
  return {
    status: isStatus(status) ? status : 'all',
    from: isDay(from) ? from : '',
    to: isDay(to) ? to : '',
    search: (params.get('search') ?? '').slice(0, 200),
    assessmentId: assessmentId && UUID.test(assessmentId) ? assessmentId : '',
    provider: isProvider(provider) ? provider : '',
  };
}

/** Writes the filters into the address (only those set), keeping other parameters as they are. */
export function writeFilters(params: URLSearchParams, filters: AdminPaymentsFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  const values: Record<keyof AdminPaymentsFilters, string> = {
    ...filters,
    status: filters.status === 'all' ? '' : filters.status,
    search: filters.search.trim(),
  };
  for (const [key, value] of Object.entries(values)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

/** The filters as the API's query parameters (unset ones left out). */
export function filterParams(filters: AdminPaymentsFilters): Record<string, string | undefined> {
  return {
    status: filters.status,
    from: filters.from || undefined,
    to: filters.to || undefined,
    search: filters.search.trim() || undefined,
    assessmentId: filters.assessmentId || undefined,
    provider: filters.provider || undefined,
  };
}

export function hasFilters(filters: AdminPaymentsFilters): boolean {
  return writeFilters(new URLSearchParams(), filters).toString() !== '';
}
