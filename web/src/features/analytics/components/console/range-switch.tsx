import { ANALYTICS_TIME_RANGES, type AnalyticsTimeRange } from '@pathwise/contract';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/** 7 days / 30 days / 90 days / 12 months: a group of toggle buttons, the chosen one pressed. */
export function RangeSwitch({
  value,
  onChange,
}: {
  value: AnalyticsTimeRange;
  onChange: (range: AnalyticsTimeRange) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="inline-flex rounded-xl bg-slate-100 p-1" data-testid="range-switch">
      <legend className="sr-only">{t('adminAnalytics.range.label')}</legend>
      {ANALYTICS_TIME_RANGES.map((range) => (
        <button
          key={range}
          type="button"
          aria-pressed={value === range}
          onClick={() => onChange(range)}
          className={cn(
            'h-8 rounded-lg px-3 text-sm font-medium whitespace-nowrap text-slate-600 transition-colors hover:text-slate-900',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
            value === range && 'bg-white text-slate-900 shadow-sm',
          )}
        >
          {t(`adminAnalytics.range.options.${range}`)}
        </button>
      ))}
    </fieldset>
  );
}
