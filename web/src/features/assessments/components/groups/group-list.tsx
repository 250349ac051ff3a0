import { FolderTree, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useAssessmentGroups } from '../../api/get-assessment-groups';
import { useFailureToast } from '../../hooks/use-failure-toast';
import { GroupRow } from './group-row';

/** Every grouping category with its loading, error and empty states. */
export function GroupList({ onCreate }: { onCreate: () => void }) {
  const { t } = useTranslation();
  const query = useAssessmentGroups();
  useFailureToast(query.isError, t('assessments.groups.loadFailed'));

  if (query.isPending) {
    return (
      <Card>
        <ul className="divide-y divide-slate-100" role="status" aria-busy aria-label={t('common.loading')}>
          {[0, 1, 2].map((key) => (
            <li key={key} className="flex items-center gap-4 px-5 py-4 sm:px-6">
              <div className="flex-1 space-y-2">
                <Skeleton className="h-4 w-1/3" />
                <Skeleton className="h-3 w-1/2" />
              </div>
              <Skeleton className="h-8 w-40" />
            </li>
          ))}
        </ul>
      </Card>
    );
  }

  if (query.isError) {
    return (
      <LoadError
        title={t('assessments.groups.loadFailed')}
        onRetry={() => query.refetch()}
        retrying={query.isFetching}
      />
    );
  }

  if (query.data.length === 0) {
    return (
      <Card className="border-dashed">
        <EmptyState
          icon={FolderTree}
          title={t('assessments.groups.empty.title')}
          description={t('assessments.groups.empty.description')}
          action={
            <Button onClick={onCreate}>
              <Plus aria-hidden />
              {t('assessments.groups.createFirst')}
            </Button>
          }
        />
      </Card>
    );
  }

  return (
    <Card>
      <ul className="divide-y divide-slate-100">
        {query.data.map((group) => (
          <GroupRow key={group.id} group={group} />
        ))}
      </ul>
    </Card>
  );
}
