import { Search, X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input, Select } from '@/components/ui/input';
import { useDebouncedFilterText } from '@/lib/use-debounced-filter-text';
import {
  ADMIN_PAYMENT_PROVIDERS,
  ADMIN_PAYMENT_STATUSES,
  type AdminPaymentsFilters,
  type AdminPaymentsStatusFilter,
  EMPTY_ADMIN_PAYMENTS_FILTERS,
  hasFilters,
} from '../../api/admin-filters';
import type { PaymentProfilerOption } from '../../api/admin-profiler-options';

export const SEARCH_DEBOUNCE_MS = 300;

/** Quick ranges, in days ending today (UTC); spec §9's analytics ranges. */
const PERIODS = [7, 30, 90, 365] as const;

function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The first day of an N-day range ending today (UTC), and today. */
export function periodRange(days: number, today = new Date()): { from: string; to: string } {
  const start = new Date(
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - (days - 1)),
  );
  return { from: utcDay(start), to: utcDay(today) };
}

function periodOf(filters: AdminPaymentsFilters): string {
  if (!filters.from && !filters.to) return 'all';
  const match = PERIODS.find((days) => {
    const range = periodRange(days);
    return range.from === filters.from && range.to === filters.to;
  });
  return match ? String(match) : 'custom';
}

type PaymentFiltersProps = {
  filters: AdminPaymentsFilters;
  onChange: (filters: AdminPaymentsFilters) => void;
  profilers: readonly PaymentProfilerOption[];
};

/** Search by person, status, provider, profiler and a date range (UTC days, both ends included). */
export function PaymentFilters({ filters, onChange, profilers }: PaymentFiltersProps) {
  const { t } = useTranslation();
  const ids = {
    search: useId(),
    status: useId(),
    provider: useId(),
    profiler: useId(),
    period: useId(),
    from: useId(),
    to: useId(),
  };

  // The box answers each key press; the address (and the request) follow once typing pauses.
  const [search, setSearch] = useDebouncedFilterText(
    filters.search,
    (search) => onChange({ ...filters, search }),
    SEARCH_DEBOUNCE_MS,
  );

  const set = (patch: Partial<AdminPaymentsFilters>) => onChange({ ...filters, ...patch });
  const setFrom = (from: string) =>
    set({ from, to: from && filters.to && from > filters.to ? from : filters.to });
  const setTo = (to: string) =>
    set({ to, from: to && filters.from && filters.from > to ? to : filters.from });
  const setPeriod = (value: string) => {
    if (value === 'all') set({ from: '', to: '' });
    else if (value !== 'custom') set(periodRange(Number(value)));
  };
  const period = periodOf(filters);
  const selectedProfilerMissing =
    filters.assessmentId !== '' && !profilers.some((profiler) => profiler.id === filters.assessmentId);

  return (
    <div className="space-y-3" data-testid="payment-filters">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <div className="sm:col-span-2">
          <label htmlFor={ids.search} className="mb-1.5 block text-sm font-medium text-slate-700">
            {t('adminPayments.filters.searchLabel')}
          </label>
          <div className="relative">
            <Search className="pointer-events-none absolute top-3 left-3 size-4 text-slate-400" aria-hidden />
            <Input
              id={ids.search}
              type="search"
              className="pl-9"
              value={search}
              maxLength={200}
              placeholder={t('adminPayments.filters.searchPlaceholder')}
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
        </div>
        <div>
          <label htmlFor={ids.status} className="mb-1.5 block text-sm font-medium text-slate-700">
            {t('adminPayments.filters.statusLabel')}
          </label>
          <Select
            id={ids.status}
            value={filters.status}
            onChange={(event) => set({ status: event.target.value as AdminPaymentsStatusFilter })}
          >
            {ADMIN_PAYMENT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`adminPayments.filters.statuses.${status}`)}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <label htmlFor={ids.provider} className="mb-1.5 block text-sm font-medium text-slate-700">
            {t('adminPayments.filters.providerLabel')}
          </label>
          <Select
            id={ids.provider}
            value={filters.provider}
            onChange={(event) => set({ provider: event.target.value as AdminPaymentsFilters['provider'] })}
          >
            <option value="">{t('adminPayments.filters.allProviders')}</option>
            {ADMIN_PAYMENT_PROVIDERS.map((provider) => (
              <option key={provider} value={provider}>
                {t(`adminPayments.providers.${provider}`)}
              </option>
            ))}
          </Select>
        </div>
        <div className="sm:col-span-2">
          <label htmlFor={ids.profiler} className="mb-1.5 block text-sm font-medium text-slate-700">
            {t('adminPayments.filters.profilerLabel')}
          </label>
          <Select
            id={ids.profiler}
            value={filters.assessmentId}
            onChange={(event) => set({ assessmentId: event.target.value })}
          >
            <option value="">{t('adminPayments.filters.allProfilers')}</option>
            {selectedProfilerMissing ? (
              <option value={filters.assessmentId}>{t('adminPayments.filters.otherProfiler')}</option>
            ) : null}
            {profilers.map((profiler) => (
              <option key={profiler.id} value={profiler.id}>
                {profiler.title}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <label htmlFor={ids.period} className="mb-1.5 block text-sm font-medium text-slate-700">
            {t('adminPayments.filters.periodLabel')}
          </label>
          <Select id={ids.period} value={period} onChange={(event) => setPeriod(event.target.value)}>
            <option value="all">{t('adminPayments.filters.periods.all')}</option>
            {PERIODS.map((days) => (
              <option key={days} value={String(days)}>
                {t(`adminPayments.filters.periods.d${days}`)}
              </option>
            ))}
            <option value="custom" disabled={period !== 'custom'}>
              {t('adminPayments.filters.periods.custom')}
            </option>
          </Select>
        </div>
        <div className="grid grid-cols-2 gap-2">
          <div>
            <label htmlFor={ids.from} className="mb-1.5 block text-sm font-medium text-slate-700">
              {t('adminPayments.filters.fromLabel')}
            </label>
            <Input
              id={ids.from}
              type="date"
              className="px-2"
              value={filters.from}
              max={filters.to || undefined}
              onChange={(event) => setFrom(event.target.value)}
            />
          </div>
          <div>
            <label htmlFor={ids.to} className="mb-1.5 block text-sm font-medium text-slate-700">
              {t('adminPayments.filters.toLabel')}
            </label>
            <Input
              id={ids.to}
              type="date"
              className="px-2"
              value={filters.to}
              min={filters.from || undefined}
              onChange={(event) => setTo(event.target.value)}
            />
          </div>
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-slate-500">{t('adminPayments.filters.utcHint')}</p>
        {hasFilters(filters) ? (
          <Button variant="ghost" size="sm" onClick={() => onChange(EMPTY_ADMIN_PAYMENTS_FILTERS)}>
            <X aria-hidden />
            {t('adminPayments.filters.clear')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
