import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useCatalogueBrowse } from '@/features/assessments/api/get-catalogue';
import { useCatalogueGroups } from '@/features/assessments/api/get-catalogue-groups';
import { CatalogueBrowser } from '@/features/assessments/components/catalogue/catalogue-browser';
import { CatalogueGridSkeleton } from '@/features/assessments/components/catalogue/catalogue-card-skeleton';
import {
  RecommendedProfilers,
  RecommendedSkeleton,
} from '@/features/assessments/components/catalogue/recommended-profilers';
import { useUserHistory } from '@/features/attempts/api/get-user-history';
import { CompletedAttempts } from '@/features/attempts/components/history/completed-attempts';
import { InProgressAttempts } from '@/features/attempts/components/history/in-progress-attempts';
import { ProfilerAccessGate } from '@/features/payments/components/profiler-access-gate';
import {
  ReferAFriendCard,
  useReferAFriendPending,
} from '@/features/referrals/components/people/refer-a-friend-card';
import { useStudentProfile } from '@/features/users/api/get-student-profile';
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
 * unfinished, the profilers picked for them, their results, "Refer a friend" (while the programme
 * is on), and the whole catalogue — each card
 * saying where the person stands with it (Start, Continue, View result, Take again).
 *
 * The sections below the greeting appear together, once every request they read has answered:
 * before that, one placeholder of about their size holds the space. A section that shows up or
 * turns out empty after the others would push the cards around (layout shift, issue 13: CLS < 0.1).
 */
export function DashboardRoute() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const firstName = user?.name.trim().split(/\s+/)[0] ?? '';
  useDocumentTitle(t('nav.dashboard'));

  const referralsPending = useReferAFriendPending();
  const loading =
    [
      useStudentProfile(),
      useUserHistory('in_progress'),
      useUserHistory('completed'),
      useCatalogueBrowse({}),
      useCatalogueGroups(),
    ].some((query) => query.isPending) || referralsPending;

  return (
    <div className="space-y-10">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
          {t(`dashboard.greeting.${greetingKey(new Date().getHours())}`, { name: firstName })}
        </h1>
        <p className="mt-1.5 text-slate-500">{t('catalogue.dashboard.subtitle')}</p>
      </div>

      {loading ? <DashboardSkeleton label={t('catalogue.dashboard.loading')} /> : null}
      {/* Mounted from the start (so every request goes out once, together) but kept out of the layout
          until all have answered. */}
      <div hidden={loading} className="space-y-10">
        <ProfilePromptCard href={paths.profileScreening.getHref()} />
        <InProgressAttempts resumeHref={paths.assessment.getHref} />
        <RecommendedProfilers
          hrefFor={paths.assessment.getHref}
          resultHrefFor={paths.report.getHref}
          profileHref={paths.profileScreening.getHref()}
          accessGate={ProfilerAccessGate}
        />
        <CompletedAttempts reportHref={paths.report.getHref} />
        <ReferAFriendCard detailsHref={`${paths.account.getHref()}#referrals`} />
        <CatalogueBrowser
          hrefFor={paths.assessment.getHref}
          resultHrefFor={paths.report.getHref}
          accessGate={ProfilerAccessGate}
        />
      </div>
    </div>
  );
}

/**
 * The dashboard's sections while they load: at least a screen tall, so nothing below it (the page
 * footer) is in view to move when the real sections replace it.
 */
function DashboardSkeleton({ label }: { label: string }) {
  return (
    <div className="min-h-screen space-y-10" data-testid="dashboard-skeleton">
      <span className="sr-only" role="status">
        {label}
      </span>
      <RecommendedSkeleton />
      <div aria-hidden>
        <Skeleton className="mb-4 h-6 w-40" />
        <Skeleton className="mb-5 h-10 w-full rounded-lg" />
        <CatalogueGridSkeleton count={6} />
      </div>
    </div>
  );
}
