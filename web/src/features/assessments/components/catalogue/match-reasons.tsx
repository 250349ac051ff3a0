import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Chips shown before the rest fold into "+N". */
const VISIBLE_REASONS = 4;

/**
 * Why a profiler was recommended, as small chips. The server names a matched education or
 * experience level by its field, and a matched skill or interest by the entry itself.
 */
export function MatchReasons({ reasons }: { reasons: readonly string[] }) {
  const { t } = useTranslation();
  if (reasons.length === 0) return null;
  const label = (reason: string) => {
    if (reason === 'education') return t('catalogue.reasons.education');
    if (reason === 'experience') return t('catalogue.reasons.experience');
    return reason;
  };
  const shown = reasons.slice(0, VISIBLE_REASONS);
  const folded = reasons.slice(VISIBLE_REASONS);
  const chip =
    'inline-flex items-center rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800 ring-1 ring-brand-100 ring-inset';
  return (
    <div className="flex items-start gap-1.5">
      <Sparkles className="mt-1 size-3.5 shrink-0 text-brand-500" aria-hidden />
      <ul className="flex flex-wrap items-center gap-1.5" aria-label={t('catalogue.reasons.label')}>
        <li aria-hidden className="text-xs font-medium text-slate-500">
          {t('catalogue.reasons.prefix')}
        </li>
        {shown.map((reason) => (
          <li key={reason} className={chip}>
            {label(reason)}
          </li>
        ))}
        {folded.length > 0 ? (
          <li className={chip} title={folded.map(label).join(', ')}>
            <span aria-hidden>+{folded.length}</span>
            <span className="sr-only">{folded.map(label).join(', ')}</span>
          </li>
        ) : null}
      </ul>
    </div>
  );
}
