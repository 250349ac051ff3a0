import { CAREER_FIT_CUTOFFS, type CareerMatch, type RiasecProfile } from '@pathwise/contract';
import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { SidePanel } from '@/components/ui/side-panel';
import type { AreaNames } from '../hooks/use-area-name';
import { formatDecimal } from '../utils/format-decimal';
import { toJobZone } from '../utils/job-zone';
import { FitBadge } from './fit-badge';
import { InterestComparison } from './interest-comparison';

type CareerDrawerProps = {
  /** The open career, or null when the drawer is closed. */
  career: CareerMatch | null;
  /** The person's six scores (0–100) from the same response. */
  profile: RiasecProfile | null;
  areaNames?: AreaNames;
  onClose: () => void;
};

/** One matched occupation: what it is, how well it fits and why, the preparation it needs, and both interest profiles. */
export function CareerDrawer({ career, profile, areaNames, onClose }: CareerDrawerProps) {
  const { t } = useTranslation();
  return (
    <SidePanel
      size="md"
      open={career !== null}
      onOpenChange={(open) => !open && onClose()}
      title={career?.title ?? ''}
      description={career ? t('careers.detail.code', { code: career.code }) : undefined}
      aside={
        career ? (
          <>
            <FitBadge fit={career.fit} />
            <Badge>{t(`careers.jobZone.label.${toJobZone(career.jobZone)}`)}</Badge>
          </>
        ) : null
      }
    >
      {career ? <CareerDetail career={career} profile={profile} areaNames={areaNames} /> : null}
    </SidePanel>
  );
}

function CareerDetail({
  career,
  profile,
  areaNames,
}: {
  career: CareerMatch;
  profile: RiasecProfile | null;
  areaNames?: AreaNames;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const zone = toJobZone(career.jobZone);
  return (
    <>
      <Section title={t('careers.detail.about')}>
        <p lang="en" className="text-sm leading-relaxed text-slate-700">
          {career.description}
        </p>
        <a
          href={`https://www.onetonline.org/link/summary/${encodeURIComponent(career.code)}`}
          target="_blank"
          rel="noreferrer noopener"
          className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
        >
          {t('careers.detail.moreOnOnet')}
          <ExternalLink className="size-4" aria-hidden />
        </a>
      </Section>
      <Section title={t('careers.detail.fitTitle')}>
        <p className="text-sm text-slate-800">
          <strong className="font-semibold">{t(`careers.fit.${career.fit}`)}.</strong>{' '}
          {t(`careers.fitMeaning.${career.fit}`)}
        </p>
        <p className="text-sm text-slate-600">
          {t('careers.detail.correlation', { r: formatDecimal(career.correlation, language, 2) })}
        </p>
        <p className="text-sm text-slate-600">
          {t('careers.detail.cutoffs', {
            best: formatDecimal(CAREER_FIT_CUTOFFS.best, language, 3),
            great: formatDecimal(CAREER_FIT_CUTOFFS.great, language, 3),
            good: formatDecimal(CAREER_FIT_CUTOFFS.good, language, 0),
          })}
        </p>
      </Section>
      <Section title={t('careers.detail.preparationTitle')}>
        <p className="text-sm font-medium text-slate-800">{t(`careers.jobZone.label.${zone}`)}</p>
        <p className="text-sm text-slate-600">{t(`careers.jobZone.education.${zone}`)}</p>
      </Section>
      <Section title={t('careers.detail.interestsTitle')}>
        <InterestComparison person={profile} occupation={career.interests} areaNames={areaNames} />
      </Section>
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2 border-b border-slate-100 px-5 py-5 last:border-b-0 sm:px-6">
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      {children}
    </section>
  );
}
