import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { catalogueKeys } from '@/features/assessments/api/catalogue-keys';
import { ProfileScreeningForm } from '@/features/users/components/profile-screening/profile-screening-form';
import { useDocumentTitle } from '@/lib/use-document-title';

/** The profile screening (spec §7 Student): answers that pick the profilers shown first. */
export function ProfileScreeningRoute() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  useDocumentTitle(t('profileScreening.title'));

  return (
    <div>
      <PageHeader title={t('profileScreening.title')} description={t('profileScreening.description')} />
      <ProfileScreeningForm
        recommendationsHref={paths.dashboard.getHref()}
        // Recommendations (and which restricted sections a profiler shows) follow the saved answers.
        onSaved={() => void queryClient.invalidateQueries({ queryKey: catalogueKeys.all })}
      />
    </div>
  );
}
