import { JOB_ZONES, type JobZone } from '@pathwise/contract';
import { Briefcase, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';

type CareersEmptyProps = {
  search: string;
  zone: JobZone;
  /** The address asks for a page after the last one (an old link). */
  pastLastPage: boolean;
  onClearSearch: () => void;
  onZone: (zone: JobZone) => void;
  onFirstPage: () => void;
};

/** Why the list is empty, each time with the way out: clear the search, go back to page 1, or try another level. */
export function CareersEmpty({
  search,
  zone,
  pastLastPage,
  onClearSearch,
  onZone,
  onFirstPage,
}: CareersEmptyProps) {
  const { t } = useTranslation();
  if (pastLastPage) {
    return (
      <EmptyState
        size="sm"
        icon={Briefcase}
        title={t('careers.empty.pastLastTitle')}
        action={
          <Button variant="outline" onClick={onFirstPage}>
            {t('careers.empty.firstPage')}
          </Button>
        }
      />
    );
  }
  if (search) {
    return (
      <EmptyState
        size="sm"
        icon={SearchX}
        title={t('careers.empty.searchTitle', { search })}
        description={t('careers.empty.searchHint')}
        action={
          <Button variant="outline" onClick={onClearSearch}>
            {t('careers.search.clear')}
          </Button>
        }
      />
    );
  }
  return (
    <EmptyState
      size="sm"
      icon={Briefcase}
      title={t('careers.empty.zoneTitle')}
      description={t('careers.empty.zoneHint')}
      action={
        <div className="flex flex-wrap justify-center gap-2">
          {JOB_ZONES.filter((other) => other !== zone).map((other) => (
            <Button key={other} variant="outline" size="sm" onClick={() => onZone(other)}>
              {t(`careers.jobZone.options.${other}`)}
            </Button>
          ))}
        </div>
      }
    />
  );
}
