import { Search } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Input, Select } from '@/components/ui/input';
import type { AdminResultsStatus } from '../../api/admin-get-results';

const STATUSES: readonly AdminResultsStatus[] = ['all', 'completed', 'in_progress'];

type ResultsFiltersProps = {
  status: AdminResultsStatus;
  onStatusChange: (status: AdminResultsStatus) => void;
  search: string;
  onSearchChange: (search: string) => void;
};

/** Status select and a search by the person's name or e-mail. */
export function ResultsFilters({ status, onStatusChange, search, onSearchChange }: ResultsFiltersProps) {
  const { t } = useTranslation();
  const searchId = useId();
  const statusId = useId();
  return (
    <div className="flex flex-1 flex-col gap-3 sm:flex-row sm:items-center">
      <div className="relative flex-1 sm:max-w-sm">
        <label htmlFor={searchId} className="sr-only">
          {t('adminResults.filters.searchLabel')}
        </label>
        <Search className="pointer-events-none absolute top-3 left-3 size-4 text-slate-400" aria-hidden />
        <Input
          id={searchId}
          type="search"
          className="pl-9"
          value={search}
          placeholder={t('adminResults.filters.searchPlaceholder')}
          onChange={(event) => onSearchChange(event.target.value)}
        />
      </div>
      <div className="flex items-center gap-2">
        <label htmlFor={statusId} className="text-sm font-medium whitespace-nowrap text-slate-600">
          {t('adminResults.filters.statusLabel')}
        </label>
        <Select
          id={statusId}
          className="w-full sm:w-44"
          value={status}
          onChange={(event) => onStatusChange(event.target.value as AdminResultsStatus)}
        >
          {STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`adminResults.filters.statuses.${value}`)}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}
