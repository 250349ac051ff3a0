import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/button';
import { useStudentProfile } from '../../api/get-student-profile';
import { CompletenessRing } from './completeness-ring';

/**
 * The dashboard's gentle nudge while the profile screening is incomplete; nothing once it is
 * complete (or while it loads, or if it cannot be read: the rest of the dashboard still works).
 */
export function ProfilePromptCard({ href }: { href: string }) {
  const { t } = useTranslation();
  const profile = useStudentProfile();
  if (!profile.data || profile.data.completeness.isComplete) return null;
  const { filled, total, percentage } = profile.data.completeness;
  const started = filled > 0;
  return (
    <section
      aria-labelledby="profile-prompt-title"
      className="flex flex-col gap-4 rounded-(--radius-card) border border-brand-100 bg-gradient-to-br from-brand-50 via-white to-white p-5 shadow-(--shadow-card) sm:flex-row sm:items-center sm:gap-5 sm:p-6"
    >
      <div className="flex min-w-0 flex-1 items-start gap-4 sm:items-center sm:gap-5">
        <CompletenessRing
          percentage={percentage}
          size="sm"
          label={t('profileScreening.prompt.progress', { filled, total })}
        />
        <div className="min-w-0 flex-1">
          <h2 id="profile-prompt-title" className="text-base font-semibold text-slate-900">
            {started ? t('profileScreening.prompt.continueTitle') : t('profileScreening.prompt.startTitle')}
          </h2>
          <p className="mt-1 text-sm leading-relaxed text-slate-600">
            {t('profileScreening.prompt.description')}
          </p>
        </div>
      </div>
      <Link to={href} className={buttonClassName({ className: 'shrink-0 max-sm:w-full' })}>
        {started ? t('profileScreening.prompt.continueCta') : t('profileScreening.prompt.startCta')}
        <ArrowRight aria-hidden />
      </Link>
    </section>
  );
}
