import { SEO_CHECK_IDS, type SeoCheck, type SeoCheckGroup, type SeoVerdict } from '@pathwise/contract';
import { CircleAlert, CircleCheck, CircleX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

const GROUPS: SeoCheckGroup[] = ['keyword', 'basics', 'readability'];
const VERDICT_ORDER: Record<SeoVerdict, number> = { problem: 0, improve: 1, pass: 2 };
export const VERDICT_ICONS = {
  pass: { icon: CircleCheck, className: 'text-emerald-600' },
  improve: { icon: CircleAlert, className: 'text-amber-600' },
  problem: { icon: CircleX, className: 'text-rose-600' },
} as const;

/**
 * The checks grouped as Yoast shows them (focus keyword, basics, readability), problems first; each
 * has a verdict icon and the verdict in words (not colour alone), its name and what to do.
 */
export function SeoCheckList({ checks }: { checks: readonly SeoCheck[] }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-5">
      {GROUPS.map((group) => {
        const inGroup = checks
          .filter((check) => check.group === group)
          .sort(
            (a, b) =>
              VERDICT_ORDER[a.verdict] - VERDICT_ORDER[b.verdict] ||
              SEO_CHECK_IDS.indexOf(a.id) - SEO_CHECK_IDS.indexOf(b.id),
          );
        if (inGroup.length === 0) return null;
        const passing = inGroup.filter((check) => check.verdict === 'pass').length;
        return (
          <section key={group} aria-labelledby={`seo-group-${group}`}>
            <h3
              id={`seo-group-${group}`}
              className="mb-2 flex items-baseline justify-between text-sm font-semibold text-slate-900"
            >
              {t(`adminBlog.seo.groups.${group}`)}
              <span className="text-xs font-normal text-slate-500">
                {t('adminBlog.seo.passing', { passing, total: inGroup.length })}
              </span>
            </h3>
            <ul className="space-y-2" data-testid={`seo-group-${group}`}>
              {inGroup.map((check) => {
                const { icon: Icon, className } = VERDICT_ICONS[check.verdict];
                return (
                  <li key={check.id} className="flex gap-2.5 text-sm" data-testid={`seo-check-${check.id}`}>
                    <Icon className={cn('mt-0.5 size-4 shrink-0', className)} aria-hidden />
                    <div className="min-w-0">
                      <p className="font-medium text-slate-800">
                        <span className="sr-only">{t(`adminBlog.seo.verdicts.${check.verdict}`)}: </span>
                        {t(`adminBlog.seo.checks.${check.id}`)}
                      </p>
                      <p className="text-slate-600">{check.message}</p>
                    </div>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
