import { formatPrice, type ReferralTerms, referralTermsSentences } from '@pathwise/contract';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatCount, formatDiscount } from './referral-format';

/**
 * The terms in the words people read: the contract's sentences, the same the dashboard card and the
 * account section show (English, as people see them).
 */
export function TermsSentences({
  terms,
  className,
  muted = false,
}: {
  terms: ReferralTerms;
  className?: string;
  /** The sentences are out of date (the form has errors): shown dimmed. */
  muted?: boolean;
}) {
  return (
    <ul
      className={cn('space-y-1.5 text-sm leading-relaxed text-slate-700', muted && 'opacity-50', className)}
      data-testid="terms-sentences"
    >
      {referralTermsSentences(terms).map((sentence) => (
        <li key={sentence} className="flex gap-2">
          <span className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-400" aria-hidden />
          <span>{sentence}</span>
        </li>
      ))}
    </ul>
  );
}

/** The numbers of the terms, one line each, in the console's language. */
export function useTermsFacts(terms: ReferralTerms): Array<{ key: string; label: string; value: string }> {
  const { t } = useTranslation();
  const days = (count: number) => t('adminReferrals.terms.days', { count, formatted: formatCount(count) });
  return [
    {
      key: 'reward',
      label: t('adminReferrals.terms.facts.reward'),
      value: formatDiscount(terms.referrerRewardType, terms.referrerRewardValue, terms.currency),
    },
    {
      key: 'welcome',
      label: t('adminReferrals.terms.facts.welcome'),
      value:
        terms.refereeDiscountType && terms.refereeDiscountValue !== null
          ? t('adminReferrals.terms.facts.welcomeValue', {
              discount: formatDiscount(terms.refereeDiscountType, terms.refereeDiscountValue, terms.currency),
              days: days(terms.welcomeValidDays),
            })
          : t('adminReferrals.terms.facts.none'),
    },
    {
      key: 'purchase',
      label: t('adminReferrals.terms.facts.purchase'),
      value:
        terms.minPurchaseAmount > 0
          ? t('adminReferrals.terms.facts.purchaseAtLeast', {
              amount: formatPrice(terms.minPurchaseAmount, terms.currency),
              currency: terms.currency,
            })
          : t('adminReferrals.terms.facts.purchaseAny', { currency: terms.currency }),
    },
    {
      key: 'hold',
      label: t('adminReferrals.terms.facts.hold'),
      value: terms.holdDays > 0 ? days(terms.holdDays) : t('adminReferrals.terms.facts.noHold'),
    },
    {
      key: 'validity',
      label: t('adminReferrals.terms.facts.validity'),
      value: days(terms.rewardValidDays),
    },
    {
      key: 'cap',
      label: t('adminReferrals.terms.facts.cap'),
      value:
        terms.maxRewardsPerReferrer === null
          ? t('adminReferrals.terms.facts.noCap')
          : t('adminReferrals.terms.facts.capValue', {
              count: terms.maxRewardsPerReferrer,
              formatted: formatCount(terms.maxRewardsPerReferrer),
            }),
    },
  ];
}

/** The numbers as a definition list: a label column and a value column. */
export function TermsFacts({ terms, className }: { terms: ReferralTerms; className?: string }) {
  const facts = useTermsFacts(terms);
  return (
    <dl className={cn('grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_minmax(0,1fr)]', className)}>
      {facts.map((fact) => (
        <div key={fact.key} className="contents" data-testid={`terms-fact-${fact.key}`}>
          <dt className="text-slate-500">{fact.label}</dt>
          <dd className="-mt-1.5 font-medium text-slate-900 sm:mt-0">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
