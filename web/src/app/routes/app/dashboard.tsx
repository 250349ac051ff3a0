import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { CatalogueBrowser } from '@/features/assessments/components/catalogue/catalogue-browser';
import { RecommendedProfilers } from '@/features/assessments/components/catalogue/recommended-profilers';
import { useUserHistory } from '@/features/attempts/api/get-user-history';
import { CompletedAttempts } from '@/features/attempts/components/history/completed-attempts';
import { InProgressAttempts } from '@/features/attempts/components/history/in-progress-attempts';
import { ProfilerAccessGate } from '@/features/payments/components/profiler-access-gate';
import { ProfilePromptCard } from '@/features/users/components/profile-screening/profile-prompt-card';
import { useAuth } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/use-document-title';

function greetingKey(hour: number): 'morning' | 'afternoon' | 'evening' {
  if (hour < 12) return 'morning';
  if (hour < 18) return 'afternoon';
  return 'evening';
}

/**
 * The signed-in person's home: a nudge to finish the profile screening, what they left
 * unfinished, the profilers picked for them, their results, and the whole catalogue.
 */
export function DashboardRoute() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const firstName = user?.name.trim().split(/\s+/)[0] ?? '';
  useDocumentTitle(t('nav.dashboard'));

  // Cards of profilers with an unfinished attempt say "Resume" (the same query as the section above them).
  const inProgress = useUserHistory('in_progress');
  const inProgressIds = useMemo(
    () => new Set(inProgress.data?.pages.flatMap((page) => page.history.map((item) => item.assessmentId))),
    [inProgress.data],
  );

  return (
    <div className="space-y-10">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
          {t(`dashboard.greeting.${greetingKey(new Date().getHours())}`, { name: firstName })}
        </h1>
        <p className="mt-1.5 text-slate-500">{t('catalogue.dashboard.subtitle')}</p>
      </div>

      <ProfilePromptCard href={paths.profileScreening.getHref()} />
      <InProgressAttempts resumeHref={paths.assessment.getHref} />
      <RecommendedProfilers
        hrefFor={paths.assessment.getHref}
        profileHref={paths.profileScreening.getHref()}
        inProgressIds={inProgressIds}
        accessGate={ProfilerAccessGate}
      />
      <CompletedAttempts reportHref={paths.report.getHref} />
      <CatalogueBrowser
        hrefFor={paths.assessment.getHref}
        inProgressIds={inProgressIds}
        accessGate={ProfilerAccessGate}
      />
    </div>
  );
}
