import type { ReferralPublicConfig } from '@pathwise/contract';
import { CircleCheck, CirclePause } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * The offer in the words people read (contract referralTermsSentences): what a friend gets, when
 * the terms give one, then what the person earns. The conditions stay on /account.
 */
export function offerSentences(config: ReferralPublicConfig): string[] {
  if (!config.terms) return [];
  const hasWelcome = config.terms.refereeDiscountType !== null && config.terms.refereeDiscountValue !== null;
  return config.sentences.slice(0, hasWelcome ? 2 : 1);
}

/** "The programme is paused": no active terms, so no new referrals (earned rewards stay). */
export function ReferralsPaused({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="flex gap-2.5 rounded-lg border border-amber-200 bg-amber-50 px-3.5 py-3 text-sm text-amber-900">
      <CirclePause className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div>
        <p className="font-medium">{t('referrals.terms.pausedTitle')}</p>
        {compact ? null : <p className="mt-0.5">{t('referrals.terms.paused')}</p>}
      </div>
    </div>
  );
}

/** The active terms in words, as the server writes them (the admin's preview says the same). */
export function ReferralTermsList({ config }: { config: ReferralPublicConfig }) {
  const { t } = useTranslation();
  if (!config.terms) return <ReferralsPaused />;
  return (
    <div>
      <h3 className="text-sm font-semibold text-slate-900">{t('referrals.terms.title')}</h3>
      <ul className="mt-2 space-y-1.5">
        {config.sentences.map((sentence) => (
          <li key={sentence} className="flex gap-2 text-sm text-slate-600">
            <CircleCheck className="mt-0.5 size-4 shrink-0 text-brand-500" aria-hidden />
            <span>{sentence}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
