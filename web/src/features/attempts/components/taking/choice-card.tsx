import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

type ChoiceCardProps = {
  /** Position among the question's choices (read by the keyboard handler). */
  index: number;
  checked: boolean;
  /** The key that picks it, shown as a hint on larger screens. */
  shortcut?: string;
  onSelect: () => void;
  children: ReactNode;
  className?: string;
  /** Roving focus: only the chosen card (or the first) is in the tab order. */
  tabbable: boolean;
};

/** One large radio card: the whole card is the target, checked state drawn in the brand colour. */
export function ChoiceCard({
  index,
  checked,
  shortcut,
  onSelect,
  children,
  className,
  tabbable,
}: ChoiceCardProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a card-sized radio with rich content; the group handles keys.
    <button
      type="button"
      role="radio"
      aria-checked={checked}
      data-answer-option={index}
      tabIndex={tabbable ? 0 : -1}
      onClick={onSelect}
      className={cn(
        'group relative flex w-full items-start gap-3 rounded-xl border bg-white px-4 py-3.5 text-left transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
        checked
          ? 'border-brand-500 bg-brand-50 ring-1 ring-brand-500'
          : 'border-slate-200 hover:border-brand-300 hover:bg-slate-50',
        className,
      )}
    >
      {shortcut ? (
        <span
          aria-hidden
          className={cn(
            'mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-md border text-xs font-semibold',
            checked ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-300 text-slate-500',
          )}
        >
          {checked ? <Check className="size-3.5" /> : shortcut}
        </span>
      ) : null}
      <span className="min-w-0 flex-1">{children}</span>
    </button>
  );
}
