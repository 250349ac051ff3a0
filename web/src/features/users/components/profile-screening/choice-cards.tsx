import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';

type ChoiceCardsProps = {
  name: string;
  options: readonly { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
};

/**
 * One answer out of several, as large tappable cards. Native radios underneath, so arrow keys
 * move between the choices and screen readers announce "1 of 6".
 */
export function ChoiceCards({ name, options, value, onChange, invalid }: ChoiceCardsProps) {
  return (
    <div className="grid gap-2 sm:grid-cols-2">
      {options.map((option) => {
        const checked = option.value === value;
        return (
          <label
            key={option.value}
            className={cn(
              'group relative flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border bg-white px-3.5 py-2.5 text-sm transition-colors',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500',
              checked
                ? 'border-brand-500 bg-brand-50/70 text-brand-900 ring-1 ring-brand-500'
                : invalid
                  ? 'border-rose-300 text-slate-700 hover:bg-slate-50'
                  : 'border-slate-200 text-slate-700 hover:border-slate-300 hover:bg-slate-50',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={checked}
              onChange={() => onChange(option.value)}
              aria-invalid={invalid || undefined}
              className="sr-only scroll-my-24"
            />
            <span
              aria-hidden
              className={cn(
                'flex size-5 shrink-0 items-center justify-center rounded-full border transition-colors',
                checked ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-300 bg-white',
              )}
            >
              {checked ? <Check className="size-3.5" strokeWidth={3} /> : null}
            </span>
            <span className={cn('leading-snug', checked && 'font-medium')}>{option.label}</span>
          </label>
        );
      })}
    </div>
  );
}
