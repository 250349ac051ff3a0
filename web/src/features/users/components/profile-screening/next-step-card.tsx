import { ArrowRight, PartyPopper } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/button';

/** Shown once, right after the profile is first complete: what it unlocked and where to go next. */
export function NextStepCard({ href }: { href: string }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);

  // Move focus here so keyboard and screen-reader users meet the next step too.
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, []);

  return (
    <section
      aria-labelledby="profile-next-step-title"
      className="flex flex-col gap-4 rounded-(--radius-card) border border-emerald-200 bg-gradient-to-br from-emerald-50 to-white p-5 sm:flex-row sm:items-center sm:p-6"
    >
      <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-emerald-100 text-emerald-700">
        <PartyPopper className="size-6" aria-hidden />
      </span>
      <div className="min-w-0 flex-1">
        <h2
          id="profile-next-step-title"
          ref={heading}
          tabIndex={-1}
          className="text-base font-semibold text-slate-900 focus:outline-none"
        >
          {t('profileScreening.nextStep.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('profileScreening.nextStep.description')}</p>
      </div>
      <Link to={href} className={buttonClassName({ className: 'shrink-0' })}>
        {t('profileScreening.nextStep.cta')}
        <ArrowRight aria-hidden />
      </Link>
    </section>
  );
}
