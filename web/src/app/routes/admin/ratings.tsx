import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AdminPageHeader } from '@/components/layouts/admin-page-header';
import { useAssessments } from '@/features/assessments/api/get-assessments';
import type { ProfilerChoices } from '@/features/ratings/components/profiler-picker';
import { RatingsManager } from '@/features/ratings/components/ratings-manager';
import { getErrorMessage } from '@/lib/errors';
import { useDocumentTitle } from '@/lib/use-document-title';

/** How many profilers the picker offers: the newest, as many as the list route gives at once. */
const PROFILER_PICKER_LIMIT = 100;
/** The chosen profiler lives in the address, so the view survives a reload and can be shared. */
const PROFILER_PARAM = 'profiler';

/** Ratings: each profiler's summary and ratings, the newest ratings everywhere, and deletion. */
export function AdminRatingsRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.pages.ratings.title'));
  const [searchParams, setSearchParams] = useSearchParams();
  const profilers = useAssessments({ limit: PROFILER_PICKER_LIMIT });

  const choices: ProfilerChoices = {
    items: profilers.data?.assessments.map(({ id, title, isActive }) => ({ id, title, isActive })),
    error:
      profilers.isError && !profilers.data
        ? getErrorMessage(profilers.error, t('ratings.picker.loadFailed'))
        : null,
    retry: () => void profilers.refetch(),
    retrying: profilers.isRefetching,
    total: profilers.data?.pagination.total ?? 0,
  };
  const selectedId = searchParams.get(PROFILER_PARAM) ?? choices.items?.[0]?.id ?? null;
  const select = (id: string) =>
    setSearchParams(
      (params) => {
        params.set(PROFILER_PARAM, id);
        return params;
      },
      { replace: true },
    );

  return (
    <div>
      <AdminPageHeader
        title={t('admin.pages.ratings.title')}
        description={t('admin.pages.ratings.description')}
      />
      <RatingsManager profilers={choices} selectedId={selectedId} onSelect={select} />
    </div>
  );
}
