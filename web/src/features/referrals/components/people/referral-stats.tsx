import type { ReferralStats } from '@pathwise/contract';
import { useTranslation } from 'react-i18next';
import { Stat, StatList } from '@/components/ui/stat';

/** The funnel (three to a row on a phone), then the rewards (two to a row); one row on a wide screen. */
const FIGURES = [
  { key: 'invited', span: 'col-span-2' },
  { key: 'joined', span: 'col-span-2' },
  { key: 'purchased', span: 'col-span-2' },
  { key: 'rewardsEarned', span: 'col-span-3' },
  { key: 'rewardsPending', span: 'col-span-3' },
] as const;

/** Invited → joined → purchased, and the rewards earned and on their way, as one definition list. */
export function ReferralStatsFigures({ stats }: { stats: ReferralStats }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <div>
      <h3 className="text-sm font-semibold text-slate-900">{t('referrals.stats.title')}</h3>
      <StatList className="mt-2 grid-cols-6 gap-3 lg:grid-cols-5">
        {FIGURES.map(({ key, span }) => (
          <Stat
            key={key}
            label={t(`referrals.stats.${key}`)}
            className={`${span} px-3.5 py-3 shadow-none lg:col-span-1`}
            labelClassName="text-xs font-medium text-slate-500"
            valueClassName="mt-1 text-2xl font-semibold tabular-nums text-slate-900"
          >
            {number.format(stats[key])}
          </Stat>
        ))}
      </StatList>
    </div>
  );
}
