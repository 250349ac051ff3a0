import { type AttemptSummary, type CatalogueDetail, formatPrice } from '@pathwise/contract';
import { ArrowRight, CircleCheck, CircleHelp, Clock, Layers, Play, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { BackToDashboardButton } from '@/components/ui/back-to-dashboard-button';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

type AssessmentIntroProps = {
  assessment: CatalogueDetail;
  /** The open attempt to resume, if any. */
  openAttempt: AttemptSummary | null;
  onStart: () => void;
  starting: boolean;
  /** Why starting failed. */
  startError: { message: string } | null;
  /** A paid profiler the person owns: "Owned" beside its price. */
  owned?: boolean;
  /** Buying it, its pending payment, or the purchase just made (given by the page). */
  purchase?: ReactNode;
  /** False while the person may not take it yet (a paid profiler not owned): no Start. */
  canStart?: boolean;
};

/** What the profiler is about, how long it takes, its sections, and Start or Resume. */
export function AssessmentIntro({
  assessment,
  openAttempt,
  onStart,
  starting,
  startError,
  owned = false,
  purchase,
  canStart = true,
}: AssessmentIntroProps) {
  const { t } = useTranslation();
  const paragraphs = assessment.assessmentDescription
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  const sections = assessment.categories.filter((category) => category.questionCount > 0);
  const price = assessment.isFree
    ? null
    : formatPrice(assessment.salePrice ?? assessment.price ?? 0, assessment.currency);
  const resume = openAttempt?.progress;

  return (
    <div className="mx-auto max-w-3xl">
      <BackToDashboardButton variant="ghost" size="sm" className="mb-4 -ml-2" />

      <Card>
        <div className="px-5 pt-6 pb-6 sm:px-8 sm:pt-8">
          <div className="mb-3 flex flex-wrap gap-2">
            {assessment.isFree ? (
              <Badge tone="success">{t('taking.intro.free')}</Badge>
            ) : (
              <Badge tone="brand">{price}</Badge>
            )}
            {owned ? (
              <Badge tone="success">
                <CircleCheck aria-hidden />
                {t('taking.intro.owned')}
              </Badge>
            ) : null}
            {assessment.category ? <Badge>{assessment.category.title}</Badge> : null}
          </div>
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
            {assessment.title}
          </h1>
          {assessment.description ? (
            <p className="mt-2 text-base text-slate-600">{assessment.description}</p>
          ) : null}

          <dl className="mt-6 grid grid-cols-3 gap-3">
            <Fact icon={CircleHelp} label={t('taking.intro.questionsLabel')}>
              {assessment.visibleQuestionCount}
            </Fact>
            <Fact icon={Clock} label={t('taking.intro.timeLabel')}>
              {t('time.aboutMinutes', { count: assessment.estimatedMinutes })}
            </Fact>
            <Fact icon={Layers} label={t('taking.intro.sectionsLabel')}>
              {sections.length}
            </Fact>
          </dl>

          {paragraphs.length > 0 ? (
            <div className="mt-6 space-y-3 text-[0.9375rem] leading-relaxed text-slate-700">
              {paragraphs.map((paragraph) => (
                <p key={paragraph} className="whitespace-pre-line">
                  {paragraph}
                </p>
              ))}
            </div>
          ) : null}

          {sections.length > 0 ? (
            <section className="mt-8" aria-labelledby="intro-sections">
              <h2 id="intro-sections" className="text-sm font-semibold text-slate-900">
                {t('taking.intro.whatYouAnswer')}
              </h2>
              <ol className="mt-3 divide-y divide-slate-100 rounded-xl border border-slate-200">
                {sections.map((section, index) => (
                  <li key={section.id} className="flex gap-3 px-4 py-3">
                    <span
                      aria-hidden
                      className="flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-50 text-xs font-semibold text-brand-700"
                    >
                      {index + 1}
                    </span>
                    <div className="min-w-0 flex-1">
                      <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm font-medium text-slate-900">
                        {section.title}
                        <span className="text-xs font-normal text-slate-500">
                          {t('taking.intro.questions', { count: section.questionCount })}
                        </span>
                      </p>
                      {section.description ? (
                        <p className="mt-0.5 text-sm text-slate-500">{section.description}</p>
                      ) : null}
                    </div>
                  </li>
                ))}
              </ol>
            </section>
          ) : null}

          {purchase ? <div className="mt-8">{purchase}</div> : null}

          {startError ? <Alert tone="error" className="mt-6" title={startError.message} /> : null}
        </div>

        <div className="flex flex-col-reverse items-stretch gap-3 rounded-b-(--radius-card) border-t border-slate-100 bg-slate-50/60 px-5 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-8">
          <p className="flex min-w-0 flex-1 items-center gap-2 text-xs text-slate-500">
            <ShieldCheck className="size-4 shrink-0 text-emerald-600" aria-hidden />
            {t('taking.intro.autosave')}
          </p>
          {canStart ? (
            <div className="flex flex-col items-stretch gap-1.5 sm:items-end">
              <Button size="lg" onClick={onStart} loading={starting} className="sm:min-w-44">
                {starting ? null : resume ? <ArrowRight aria-hidden /> : <Play aria-hidden />}
                {resume ? t('taking.intro.resume') : t('taking.intro.start')}
              </Button>
              {resume ? (
                <p className="text-center text-xs text-slate-500 sm:text-right">
                  {t('taking.intro.resumeProgress', { answered: resume.answered, total: resume.total })}
                </p>
              ) : null}
            </div>
          ) : null}
        </div>
      </Card>
    </div>
  );
}

function Fact({
  icon: Icon,
  label,
  children,
}: {
  icon: typeof Clock;
  label: string;
  children: React.ReactNode;
}) {
  return (
    <div className="rounded-xl bg-slate-50 px-3 py-3 ring-1 ring-slate-200/70 ring-inset sm:px-4">
      <dt className="flex items-center gap-1.5 text-xs text-slate-500">
        <Icon className="size-3.5 shrink-0" aria-hidden />
        {label}
      </dt>
      <dd className="mt-1 text-sm font-semibold text-slate-900 sm:text-base">{children}</dd>
    </div>
  );
}
