import { Search, X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input, Select } from '@/components/ui/input';
import { useDebouncedFilterText } from '@/lib/use-debounced-filter-text';
import {
  ADMIN_REFERRAL_STATUSES,
  type AdminReferralsFilters,
  type AdminReferralsStatusFilter,
  EMPTY_ADMIN_REFERRALS_FILTERS,
  hasFilters,
} from '../../api/admin-referrals-filters';

export const REFERRER_SEARCH_DEBOUNCE_MS = 300;

type ReferralFiltersProps = {
  filters: AdminReferralsFilters;
  onChange: (filters: AdminReferralsFilters) => void;
};

/** Referrer search (name, e-mail or code), status and the days the referrals were made (UTC, both included). */
export function ReferralFilters({ filters, onChange }: ReferralFiltersProps) {
  const { t } = useTranslation();
  const ids = { referrer: useId(), status: useId(), from: useId(), to: useId() };

  // The box answers each key press; the address (and the request) follow once typing pauses.
  const [referrer, setReferrer] = useDebouncedFilterText(
    filters.referrer,
    (referrer) => onChange({ ...filters, referrer }),
    REFERRER_SEARCH_DEBOUNCE_MS,
  );

  const set = (patch: Partial<AdminReferralsFilters>) => onChange({ ...filters, ...patch });
  const setFrom = (from: string) =>
    set({ from, to: from && filters.to && from > filters.to ? from : filters.to });
  const setTo = (to: string) =>
    set({ to, from: to && filters.from && filters.from > to ? to : filters.from });

  return (
    <div className="space-y-3" data-testid="referral-filters">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1.4fr)]">
        <div className="sm:col-span-2 lg:col-span-1">
          <label htmlFor={ids.referrer} className="mb-1.5 block text-sm font-medium text-slate-700">
            {t('adminReferrals.filters.referrerLabel')}
          </label>
          <div className="relative">
            <Search className="pointer-events-none absolute top-3 left-3 size-4 text-slate-400" aria-hidden />
            <Input
              id={ids.referrer}
              type="search"
              className="pl-9"
              value={referrer}
              maxLength={200}
              autoComplete="off"
              placeholder={t('adminReferrals.filters.referrerPlaceholder')}
              onChange={(event) => setReferrer(event.target.value)}
            />
          </div>
        </div>
        <div>
          <label htmlFor={ids.status} className="mb-1.5 block text-sm font-medium text-slate-700">
            {t('adminReferrals.filters.statusLabel')}
          </label>
          <Select
            id={ids.status}
            value={filters.status}
            onChange={(event) => set({ status: event.target.value as AdminReferralsStatusFilter })}
          >
            {ADMIN_REFERRAL_STATUSES.map((status) => (
              <option key={status} value={status}>
                {status === 'all'
                  ? t('adminReferrals.filters.anyStatus')
                  : t(`adminReferrals.status.${status}`)}
              </option>
            ))}
          </Select>
        </div>
        <div className="grid grid-cols-2 gap-2">
          <div>
            <label htmlFor={ids.from} className="mb-1.5 block text-sm font-medium text-slate-700">
              {t('adminReferrals.filters.fromLabel')}
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
              {t('adminReferrals.filters.toLabel')}
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
        <p className="text-xs text-slate-500">{t('adminReferrals.filters.utcHint')}</p>
        {hasFilters(filters) ? (
          <Button variant="ghost" size="sm" onClick={() => onChange(EMPTY_ADMIN_REFERRALS_FILTERS)}>
            <X aria-hidden />
            {t('adminReferrals.filters.clear')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
