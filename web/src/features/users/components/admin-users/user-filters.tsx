import { ADMIN_USER_SORTS } from '@pathwise/contract';
import { Search, SlidersHorizontal, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input, Select } from '@/components/ui/input';
import { useDebouncedFilterText } from '@/lib/use-debounced-filter-text';
import {
  type AdminUsersFilters,
  EMPTY_ADMIN_USERS_FILTERS,
  hasFilters,
  ROLE_FILTERS,
  STATUS_FILTERS,
  YES_NO_FILTERS,
} from '../../api/admin-users-filters';

export const USER_SEARCH_DEBOUNCE_MS = 300;

type UserFiltersProps = {
  filters: AdminUsersFilters;
  onChange: (filters: AdminUsersFilters) => void;
};

const labelClass = 'mb-1.5 block text-sm font-medium text-slate-700';

/** Search by name or e-mail, role, verified, status, attempts, payments, joined range and sort. */
export function UserFilters({ filters, onChange }: UserFiltersProps) {
  const { t } = useTranslation();
  const ids = {
    search: useId(),
    role: useId(),
    verified: useId(),
    status: useId(),
    attempts: useId(),
    payments: useId(),
    from: useId(),
    to: useId(),
    sort: useId(),
    more: useId(),
  };
  // Phones show the search and a Filters button; the other filters open under it.
  const [expanded, setExpanded] = useState(false);
  const active = (Object.keys(EMPTY_ADMIN_USERS_FILTERS) as (keyof AdminUsersFilters)[]).filter(
    (key) => key !== 'search' && key !== 'sort' && filters[key] !== EMPTY_ADMIN_USERS_FILTERS[key],
  ).length;

  // The box answers each key press; the address (and the request) follow once typing pauses.
  const [search, setSearch] = useDebouncedFilterText(
    filters.search,
    (search) => onChange({ ...filters, search }),
    USER_SEARCH_DEBOUNCE_MS,
  );

  const set = (patch: Partial<AdminUsersFilters>) => onChange({ ...filters, ...patch });
  const setFrom = (joinedFrom: string) =>
    set({
      joinedFrom,
      joinedTo:
        joinedFrom && filters.joinedTo && joinedFrom > filters.joinedTo ? joinedFrom : filters.joinedTo,
    });
  const setTo = (joinedTo: string) =>
    set({
      joinedTo,
      joinedFrom:
        joinedTo && filters.joinedFrom && filters.joinedFrom > joinedTo ? joinedTo : filters.joinedFrom,
    });

  const yesNo = (
    id: string,
    label: string,
    value: AdminUsersFilters['verified'],
    onValue: (value: AdminUsersFilters['verified']) => void,
    names: Record<(typeof YES_NO_FILTERS)[number], string>,
  ) => (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <Select id={id} value={value} onChange={(event) => onValue(event.target.value as typeof value)}>
        {YES_NO_FILTERS.map((option) => (
          <option key={option} value={option}>
            {names[option]}
          </option>
        ))}
      </Select>
    </div>
  );

  return (
    <div className="space-y-3" data-testid="admin-user-filters">
      <div className="flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <label htmlFor={ids.search} className={labelClass}>
            {t('adminUsers.filters.searchLabel')}
          </label>
          <div className="relative">
            <Search className="pointer-events-none absolute top-3 left-3 size-4 text-slate-400" aria-hidden />
            <Input
              id={ids.search}
              type="search"
              className="pl-9"
              value={search}
              maxLength={200}
              data-testid="admin-user-search"
              placeholder={t('adminUsers.filters.searchPlaceholder')}
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
        </div>
        <Button
          variant="outline"
          className="sm:hidden"
          aria-expanded={expanded}
          aria-controls={ids.more}
          onClick={() => setExpanded((open) => !open)}
        >
          <SlidersHorizontal aria-hidden />
          {active > 0 ? t('adminUsers.filters.moreCount', { count: active }) : t('adminUsers.filters.more')}
        </Button>
      </div>
      <div
        id={ids.more}
        className={`${expanded ? 'grid' : 'hidden'} grid-cols-2 gap-3 sm:grid lg:grid-cols-4`}
      >
        <div>
          <label htmlFor={ids.role} className={labelClass}>
            {t('adminUsers.filters.roleLabel')}
          </label>
          <Select
            id={ids.role}
            value={filters.role}
            onChange={(event) => set({ role: event.target.value as AdminUsersFilters['role'] })}
          >
            {ROLE_FILTERS.map((role) => (
              <option key={role} value={role}>
                {t(`adminUsers.filters.roles.${role}`)}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <label htmlFor={ids.status} className={labelClass}>
            {t('adminUsers.filters.statusLabel')}
          </label>
          <Select
            id={ids.status}
            value={filters.status}
            onChange={(event) => set({ status: event.target.value as AdminUsersFilters['status'] })}
          >
            {STATUS_FILTERS.map((status) => (
              <option key={status} value={status}>
                {t(`adminUsers.filters.statuses.${status}`)}
              </option>
            ))}
          </Select>
        </div>
        {yesNo(
          ids.verified,
          t('adminUsers.filters.verifiedLabel'),
          filters.verified,
          (verified) => set({ verified }),
          {
            all: t('adminUsers.filters.verified.all'),
            yes: t('adminUsers.filters.verified.yes'),
            no: t('adminUsers.filters.verified.no'),
          },
        )}
        {yesNo(
          ids.attempts,
          t('adminUsers.filters.attemptsLabel'),
          filters.hasAttempts,
          (hasAttempts) => set({ hasAttempts }),
          {
            all: t('adminUsers.filters.attempts.all'),
            yes: t('adminUsers.filters.attempts.yes'),
            no: t('adminUsers.filters.attempts.no'),
          },
        )}
        {yesNo(
          ids.payments,
          t('adminUsers.filters.paymentsLabel'),
          filters.hasPayments,
          (hasPayments) => set({ hasPayments }),
          {
            all: t('adminUsers.filters.payments.all'),
            yes: t('adminUsers.filters.payments.yes'),
            no: t('adminUsers.filters.payments.no'),
          },
        )}
        <div>
          <label htmlFor={ids.sort} className={labelClass}>
            {t('adminUsers.filters.sortLabel')}
          </label>
          <Select
            id={ids.sort}
            value={filters.sort}
            onChange={(event) => set({ sort: event.target.value as AdminUsersFilters['sort'] })}
          >
            {ADMIN_USER_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`adminUsers.filters.sorts.${sort}`)}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <label htmlFor={ids.from} className={labelClass}>
            {t('adminUsers.filters.joinedFrom')}
          </label>
          <Input
            id={ids.from}
            type="date"
            value={filters.joinedFrom}
            max={filters.joinedTo || undefined}
            onChange={(event) => setFrom(event.target.value)}
          />
        </div>
        <div>
          <label htmlFor={ids.to} className={labelClass}>
            {t('adminUsers.filters.joinedTo')}
          </label>
          <Input
            id={ids.to}
            type="date"
            value={filters.joinedTo}
            min={filters.joinedFrom || undefined}
            onChange={(event) => setTo(event.target.value)}
          />
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-slate-500">{t('adminUsers.filters.utcHint')}</p>
        {hasFilters(filters) ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              setSearch('');
              onChange({ ...EMPTY_ADMIN_USERS_FILTERS, sort: filters.sort });
            }}
          >
            <X aria-hidden />
            {t('adminUsers.filters.clear')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
