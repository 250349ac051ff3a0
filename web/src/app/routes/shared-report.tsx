import { ArrowRight, CalendarCheck, Link2Off, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageLoadError } from '@/components/errors/page-load-error';
import { SkipLink } from '@/components/layouts/skip-link';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Logo } from '@/components/ui/logo';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { CategoryResults } from '@/features/attempts/components/report/category-results';
import { HollandCode } from '@/features/attempts/components/report/holland-code';
import { ReportHeadline } from '@/features/attempts/components/report/report-headline';
import { RiasecHexagon } from '@/features/attempts/components/report/riasec-hexagon';
import { StrengthsCard } from '@/features/attempts/components/report/strengths-card';
import { TraitChart } from '@/features/attempts/components/report/trait-chart';
import { useSharedReport } from '@/features/shares/api/get-shared-report';
import { useAuth } from '@/lib/auth';
import { formatDate } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * /shared/:token — the read-only summary behind a share link, for anyone who has the link (signed
 * in or not): the profiler, the completion day and the scores, in the report's own components
 * worded for a guest. Nothing about the person; a revoked link shows why it stopped working.
 */
export function SharedReportRoute() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const report = useSharedReport(token);
  useDocumentTitle(
    report.data
      ? t('shares.page.documentTitle', { title: report.data.assessmentTitle })
      : t('shares.page.badge'),
  );

  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-5xl items-center px-4 sm:px-6">
          <Link to={paths.home.getHref()} className="rounded-lg">
            <Logo />
          </Link>
        </div>
      </header>
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto w-full max-w-4xl flex-1 px-4 py-6 focus:outline-none sm:px-6 sm:py-10"
      >
        {report.isPending ? (
          <SharedReportSkeleton label={t('shares.page.loading')} />
        ) : report.isError ? (
          <PageLoadError
            query={report}
            notFound={{
              icon: Link2Off,
              title: t('shares.page.notFound.title'),
              description: t('shares.page.notFound.description'),
              action: <GetStarted />,
            }}
            loadFailed={t('shares.page.loadFailed')}
          />
        ) : (
          <>
            <PageHeader
              badges={<Badge tone="brand">{t('shares.page.badge')}</Badge>}
              title={report.data.assessmentTitle}
              description={
                <span className="inline-flex items-center gap-1.5">
                  <CalendarCheck className="size-4" aria-hidden />
                  {t('shares.page.completedOn', {
                    date: formatDate(report.data.completedOn, {
                      // completedOn is a calendar day (YYYY-MM-DD): read in UTC so no time zone moves it.
                      timeZone: 'UTC',
                    }),
                  })}
                </span>
              }
            />
            <p className="mb-6 flex items-start gap-2 text-sm text-slate-600">
              <ShieldCheck className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden />
              {t('shares.page.privacy')}
            </p>
            <ReportHeadline scores={report.data.scores} completedOn={null} audience="shared" />
            <HollandCode scores={report.data.scores} audience="shared" />
            {report.data.scores.traits.length > 0 ? (
              <div className="mb-6 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
                <TraitChart
                  traits={report.data.scores.traits}
                  hollandCode={report.data.scores.hollandCode}
                  audience="shared"
                />
                <div className="grid gap-6">
                  <RiasecHexagon scores={report.data.scores} audience="shared" />
                  <StrengthsCard
                    traits={report.data.scores.traits}
                    hollandCode={report.data.scores.hollandCode}
                    audience="shared"
                  />
                </div>
              </div>
            ) : null}
            <CategoryResults categories={report.data.scores.categories} audience="shared" />
            <Card className="bg-brand-50/60">
              <CardContent className="flex flex-col items-start gap-4 p-6 sm:flex-row sm:items-center">
                <div className="flex-1">
                  <h2 className="text-base font-semibold text-slate-900">{t('shares.page.cta.title')}</h2>
                  <p className="mt-1 text-sm text-slate-600">{t('shares.page.cta.description')}</p>
                </div>
                <GetStarted />
              </CardContent>
            </Card>
          </>
        )}
      </main>
    </div>
  );
}

/** Guests go to sign-in (where they can register); signed-in people to their dashboard. */
function GetStarted() {
  const { t } = useTranslation();
  const { isAuthenticated } = useAuth();
  return (
    <Button asChild>
      <Link to={isAuthenticated ? paths.dashboard.getHref() : paths.login.getHref()}>
        {isAuthenticated ? t('shares.page.cta.dashboard') : t('shares.page.cta.action')}
        <ArrowRight aria-hidden />
      </Link>
    </Button>
  );
}

function SharedReportSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label}>
      <Skeleton className="mb-2 h-5 w-28" />
      <Skeleton className="mb-2 h-9 w-2/3" />
      <Skeleton className="mb-8 h-4 w-48" />
      <Card className="space-y-4 p-6">
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-10 w-1/2" />
        <Skeleton className="h-3 w-full" />
        <Skeleton className="h-3 w-5/6" />
      </Card>
    </div>
  );
}
