import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

const LETTERS = ['R', 'I', 'A', 'S', 'E', 'C'] as const;
type Letter = (typeof LETTERS)[number];

const tones: Record<Letter, string> = {
  R: 'bg-orange-100 text-orange-800',
  I: 'bg-sky-100 text-sky-800',
  A: 'bg-fuchsia-100 text-fuchsia-800',
  S: 'bg-emerald-100 text-emerald-800',
  E: 'bg-amber-100 text-amber-800',
  C: 'bg-indigo-100 text-indigo-800',
};

const isLetter = (value: string): value is Letter => (LETTERS as readonly string[]).includes(value);

/** A Holland code ("RIA") as letter tiles, read out as the three interest types it stands for. */
export function HollandCode({ code, className }: { code: string; className?: string }) {
  const { t } = useTranslation();
  const letters = [...code.toUpperCase()];
  const names = letters.map((letter) => (isLetter(letter) ? t(`attemptHistory.holland.${letter}`) : letter));
  return (
    <span
      role="img"
      aria-label={t('attemptHistory.holland.accessible', {
        code: code.toUpperCase(),
        names: names.join(', '),
      })}
      title={names.join(' · ')}
      className={cn('inline-flex gap-0.5', className)}
    >
      {letters.map((letter, index) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: a code may repeat no letter, but position is its identity.
          key={index}
          aria-hidden
          className={cn(
            'flex size-7 items-center justify-center rounded-md font-mono text-sm font-semibold',
            isLetter(letter) ? tones[letter] : 'bg-slate-100 text-slate-700',
          )}
        >
          {letter}
        </span>
      ))}
    </span>
  );
}
