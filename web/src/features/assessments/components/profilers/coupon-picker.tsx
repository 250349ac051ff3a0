import { type Coupon, couponDiscountLabel } from '@pathwise/contract';
import { Check, ChevronsUpDown } from 'lucide-react';
import { type KeyboardEvent as ReactKeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClassName } from '@/components/ui/input';
import { cn } from '@/lib/cn';

/** Spec §9: the coupon dropdown closes 100 ms after blur (so a click on an option still lands). */
export const COUPON_DROPDOWN_CLOSE_DELAY_MS = 100;

type CouponPickerProps = {
  id?: string;
  /** The usable coupons; the current one is added by the caller when it no longer is. */
  coupons: readonly Coupon[];
  value: string | null;
  onChange: (couponId: string | null) => void;
  disabled?: boolean;
  'aria-describedby'?: string;
};

type Choice = { id: string | null; label: string; detail?: string };

/** A searchable list of coupons plus "No coupon"; choosing one puts the profiler ON SALE. */
export function CouponPicker({ id, coupons, value, onChange, disabled, ...aria }: CouponPickerProps) {
  const { t } = useTranslation();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState('');
  const [highlight, setHighlight] = useState(0);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  useEffect(() => {
    if (!open) return;
    // Escape closes the list only. A surrounding Radix dialog listens on the document in the capture
    // phase; the window's capture listener runs first and keeps the key from reaching it.
    const onEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      setOpen(false);
      setFilter('');
    };
    window.addEventListener('keydown', onEscape, true);
    return () => window.removeEventListener('keydown', onEscape, true);
  }, [open]);

  const selected = coupons.find((coupon) => coupon.id === value);
  const needle = filter.trim().toLowerCase();
  const choices: Choice[] = [
    { id: null, label: t('assessments.price.noCoupon') },
    ...coupons
      .filter((coupon) => `${coupon.code} ${coupon.name}`.toLowerCase().includes(needle))
      .map((coupon) => ({
        id: coupon.id,
        label: coupon.code,
        detail: `${coupon.name} · ${couponDiscountLabel(coupon)}`,
      })),
  ];

  const choose = (choice: Choice) => {
    onChange(choice.id);
    setFilter('');
    setOpen(false);
  };

  const onKeyDown = (event: ReactKeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setHighlight((current) => (current + step + choices.length) % choices.length);
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      const choice = choices[highlight];
      if (choice) choose(choice);
    }
  };

  const shown = open
    ? filter
    : selected
      ? `${selected.code} · ${couponDiscountLabel(selected)}`
      : t('assessments.price.noCoupon');

  return (
    <div>
      {/* The list opens in the flow, so a dialog grows (and scrolls) with it instead of clipping it. */}
      <div className="relative">
        <input
          id={id}
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open ? `${listId}-${highlight}` : undefined}
          aria-describedby={aria['aria-describedby']}
          className={cn(inputClassName, 'pr-9')}
          placeholder={t('assessments.price.searchCoupons')}
          value={shown}
          disabled={disabled}
          onFocus={() => {
            clearTimeout(closeTimer.current);
            setHighlight(0);
            setOpen(true);
          }}
          onClick={() => setOpen(true)}
          onBlur={() => {
            closeTimer.current = setTimeout(() => {
              setOpen(false);
              setFilter('');
            }, COUPON_DROPDOWN_CLOSE_DELAY_MS);
          }}
          onChange={(event) => {
            setFilter(event.target.value);
            setHighlight(0);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
        />
        <ChevronsUpDown
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-400"
          aria-hidden
        />
      </div>
      {open ? (
        <div
          id={listId}
          role="listbox"
          aria-label={t('assessments.price.coupon')}
          className="mt-1 max-h-56 w-full overflow-y-auto rounded-lg border border-slate-200 bg-white p-1 shadow-(--shadow-popover)"
        >
          {choices.map((choice, index) => (
            <button
              type="button"
              key={choice.id ?? 'none'}
              id={`${listId}-${index}`}
              role="option"
              // Focus stays in the input (aria-activedescendant); the options are reached with the arrows.
              tabIndex={-1}
              aria-selected={choice.id === value}
              className={cn(
                'flex w-full cursor-pointer items-start gap-2 rounded-md px-2.5 py-2 text-left text-sm',
                index === highlight ? 'bg-slate-100 text-slate-900' : 'text-slate-700',
              )}
              // Keeps focus in the input so the blur timer does not race the choice.
              onMouseDown={(event) => event.preventDefault()}
              onMouseEnter={() => setHighlight(index)}
              onClick={() => choose(choice)}
            >
              <Check
                className={cn('mt-0.5 size-4 shrink-0 text-brand-600', choice.id !== value && 'invisible')}
                aria-hidden
              />
              <span className="min-w-0">
                <span className="block font-medium">{choice.label}</span>
                {choice.detail ? <span className="block text-xs text-slate-500">{choice.detail}</span> : null}
              </span>
            </button>
          ))}
          {choices.length === 1 && coupons.length > 0 ? (
            <p className="px-2.5 py-2 text-sm text-slate-500">{t('assessments.price.noCouponMatch')}</p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
