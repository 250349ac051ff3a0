import type { ReportSections } from '@pathwise/contract';
import { Compass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useCompleteAssessmentOnboarding } from '@/features/users/api/complete-assessment-onboarding';
import { useAuth } from '@/lib/auth';
import { getErrorMessage } from '@/lib/errors';

/** Every step the guide may explain, in page order; a report gets only those of its sections. */
const STEPS = ['headline', 'holland', 'traits', 'categories', 'careers', 'analysis', 'keep'] as const;
type Step = (typeof STEPS)[number];

/** The steps for a report with these sections (the contract's reportSections): no Holland step without a code. */
export function guideSteps(sections: ReportSections): Step[] {
  const has: Record<Step, boolean> = {
    headline: sections.holland || sections.traits || sections.categories,
    holland: sections.holland,
    traits: sections.traits,
    categories: sections.categories,
    // Careers are matched for profilers that measure the six interest types (the careers module).
    careers: sections.holland,
    analysis: true,
    keep: true,
  };
  return STEPS.filter((step) => has[step]);
}

/**
 * A short "how to read your report" guide above a person's first report, explaining only the
 * sections this report has. "Got it" records it on the account
 * (POST /user/complete-assessment-onboarding), so it does not come back on any device.
 */
export function ReportGuide({ attemptId, sections }: { attemptId: string; sections: ReportSections }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const complete = useCompleteAssessmentOnboarding();
  if (!user || user.assessmentOnboardingCompletedAt !== null) return null;

  const done = () =>
    complete.mutate(attemptId, {
      onError: (error) => toast.error(getErrorMessage(error, t('report.guide.failed'))),
    });

  return (
    <Card className="mb-6 border-brand-200 bg-brand-50/50" aria-labelledby="report-guide-title">
      <CardContent className="p-5 sm:p-6">
        <div className="flex items-start gap-3">
          <span
            aria-hidden
            className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-white text-brand-700 ring-1 ring-brand-200"
          >
            <Compass className="size-5" />
          </span>
          <div className="min-w-0 flex-1">
            <h2 id="report-guide-title" className="text-base font-semibold text-slate-900">
              {t('report.guide.title')}
            </h2>
            <p className="mt-1 text-sm text-slate-600">{t('report.guide.intro')}</p>
            <ol className="mt-3 list-decimal space-y-1.5 pl-5 text-sm leading-relaxed text-slate-700">
              {guideSteps(sections).map((step) => (
                <li key={step}>{t(`report.guide.steps.${step}`)}</li>
              ))}
            </ol>
            <Button className="mt-4" size="sm" onClick={done} loading={complete.isPending}>
              {t('report.guide.done')}
            </Button>
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
