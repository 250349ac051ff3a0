import type { ReferralStats } from '@pathwise/contract';
import { useTranslation } from 'react-i18next';
import { Stat, StatList } from '@/components/ui/stat';

const FIGURES = ['invited', 'joined', 'purchased', 'rewardsEarned', 'rewardsPending'] as const;

/** Invited → joined → purchased, and the rewards earned and on their way, as one definition list. */
export function ReferralStatsFigures({ stats }: { stats: ReferralStats }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <div>
      <h3 className="text-sm font-semibold text-slate-900">{t('referrals.stats.title')}</h3>
      <StatList className="mt-2 grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {FIGURES.map((figure) => (
          <Stat
            key={figure}
            label={t(`referrals.stats.${figure}`)}
            className="px-3.5 py-3 shadow-none"
            labelClassName="text-xs font-medium text-slate-500"
            valueClassName="mt-1 text-2xl font-semibold tabular-nums text-slate-900"
          >
            {number.format(stats[figure])}
          </Stat>
        ))}
      </StatList>
    </div>
  );
}
