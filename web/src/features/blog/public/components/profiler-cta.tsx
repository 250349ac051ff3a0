import { ArrowRight, Compass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/**
 * The call to action under an article: the profiler the editor chose (its page, where it starts;
 * a guest signs in first and comes back), or the list of profilers on the dashboard when none was.
 */
export function ProfilerCta({ assessmentId }: { assessmentId: string | null }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="article-cta"
      className="relative overflow-hidden rounded-(--radius-card) bg-brand-900 px-6 py-8 text-white sm:px-10 sm:py-10"
    >
      <div
        className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full bg-brand-600/40 blur-3xl"
        aria-hidden
      />
      <div className="relative flex flex-col gap-6 sm:flex-row sm:items-center">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-white/10 ring-1 ring-white/20">
          <Compass className="size-6" aria-hidden />
        </span>
        <div className="flex-1">
          <h2 id="article-cta" className="text-xl font-semibold tracking-tight">
            {t('publicBlog.cta.title')}
          </h2>
          <p className="mt-1.5 max-w-xl text-sm leading-relaxed text-brand-100">
            {t('publicBlog.cta.description')}
          </p>
        </div>
        <Button asChild size="lg" variant="secondary">
          <Link to={assessmentId ? paths.assessment.getHref(assessmentId) : paths.dashboard.getHref()}>
            {assessmentId ? t('publicBlog.cta.takeProfiler') : t('publicBlog.cta.browseProfilers')}
            <ArrowRight aria-hidden />
          </Link>
        </Button>
      </div>
    </section>
  );
}
