import { type AvailableCoupon, formatPrice } from '@pathwise/contract';
import { CircleAlert, CircleCheck, TicketPercent } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClassName } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useAvailableCoupons } from '../api/get-available-coupons';

/** Spec §9: the coupon dropdown closes 100 ms after blur (so a click on an option still lands). */
export const COUPON_PICKER_CLOSE_DELAY_MS = 100;

/** What the typed code's check says, as the field shows it. */
export type CouponFieldStatus =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'valid'; message: string }
  | { kind: 'refused'; message: string }
  | { kind: 'error'; message: string };

type CouponFieldProps = {
  assessmentId: string;
  value: string;
  onChange: (code: string) => void;
  status: CouponFieldStatus;
  disabled?: boolean;
};

/**
 * The coupon code, checked as the person types, with the coupons usable for this profiler offered
 * under it (a combobox: it opens on focus, arrows move, Enter picks, Escape closes).
 */
export function CouponField({ assessmentId, value, onChange, status, disabled }: CouponFieldProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const listId = useId();
  const statusId = useId();
  const available = useAvailableCoupons(assessmentId);
  const coupons = available.data?.coupons ?? [];
  const currency = available.data?.currency ?? 'INR';
  const [open, setOpen] = useState(false);
  const [highlight, setHighlight] = useState(-1);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const showList = open && (coupons.length > 0 || available.isError || available.isPending);

  const choose = (coupon: AvailableCoupon) => {
    onChange(coupon.code);
    setOpen(false);
    setHighlight(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (coupons.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setHighlight((current) =>
        current < 0 && step < 0 ? coupons.length - 1 : (current + step + coupons.length) % coupons.length,
      );
    } else if (event.key === 'Enter' && open && highlight >= 0) {
      event.preventDefault();
      const coupon = coupons[highlight];
      if (coupon) choose(coupon);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  return (
    <div className="space-y-1.5">
      <label htmlFor={inputId} className="text-sm font-medium text-slate-700">
        {t('payments.coupon.label')}
      </label>
      <div className="relative">
        <TicketPercent
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
          aria-hidden
        />
        <input
          id={inputId}
          role="combobox"
          aria-expanded={showList}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={showList && highlight >= 0 ? `${listId}-${highlight}` : undefined}
          aria-describedby={status.kind === 'idle' ? undefined : statusId}
          aria-invalid={status.kind === 'refused' || undefined}
          autoComplete="off"
          spellCheck={false}
          className={cn(
            inputClassName,
            'pl-9 font-mono uppercase placeholder:font-sans placeholder:normal-case',
          )}
          placeholder={t('payments.coupon.placeholder')}
          value={value}
          maxLength={64}
          disabled={disabled}
          onFocus={() => {
            clearTimeout(closeTimer.current);
            setHighlight(-1);
            setOpen(true);
          }}
          onClick={() => setOpen(true)}
          onBlur={() => {
            closeTimer.current = setTimeout(() => setOpen(false), COUPON_PICKER_CLOSE_DELAY_MS);
          }}
          onChange={(event) => {
            onChange(event.target.value);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
        />
      </div>

      {showList ? (
        <div
          id={listId}
          role="listbox"
          aria-label={t('payments.coupon.available')}
          className="max-h-60 overflow-y-auto rounded-lg border border-slate-200 bg-white p-1 shadow-(--shadow-popover)"
        >
          {available.isPending ? (
            <p className="flex items-center gap-2 px-2.5 py-2 text-sm text-slate-500">
              <Spinner className="size-4" />
              {t('payments.coupon.loadingAvailable')}
            </p>
          ) : available.isError ? (
            <p className="px-2.5 py-2 text-sm text-rose-700">{t('payments.coupon.availableFailed')}</p>
          ) : (
            coupons.map((coupon, index) => (
              <button
                type="button"
                key={coupon.code}
                id={`${listId}-${index}`}
                role="option"
                // Focus stays in the input (aria-activedescendant); the options are reached with the arrows.
                tabIndex={-1}
                aria-selected={index === highlight}
                className={cn(
                  'flex w-full cursor-pointer items-center justify-between gap-3 rounded-md px-2.5 py-2 text-left text-sm',
                  index === highlight ? 'bg-brand-50 text-slate-900' : 'text-slate-700 hover:bg-slate-50',
                )}
                onMouseDown={(event) => event.preventDefault()}
                onMouseEnter={() => setHighlight(index)}
                onClick={() => choose(coupon)}
              >
                <span className="min-w-0">
                  <span className="block font-mono text-sm font-semibold text-slate-900">{coupon.code}</span>
                  <span className="block truncate text-xs text-slate-500">
                    {coupon.name ? `${coupon.name} · ${coupon.label}` : coupon.label}
                  </span>
                </span>
                <span className="shrink-0 text-right text-xs text-slate-500">
                  {t('payments.coupon.youPay', { price: formatPrice(coupon.finalPrice, currency) })}
                </span>
              </button>
            ))
          )}
        </div>
      ) : null}

      <div id={statusId} aria-live="polite" className="min-h-5 text-sm">
        <CouponStatusLine status={status} />
      </div>
    </div>
  );
}

function CouponStatusLine({ status }: { status: CouponFieldStatus }) {
  const { t } = useTranslation();
  switch (status.kind) {
    case 'idle':
      return null;
    case 'checking':
      return (
        <p className="flex items-center gap-1.5 text-slate-500">
          <Spinner className="size-3.5" />
          {t('payments.coupon.checking')}
        </p>
      );
    case 'valid':
      return (
        <p className="flex items-start gap-1.5 text-emerald-700">
          <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
          {status.message}
        </p>
      );
    default:
      return (
        <p className="flex items-start gap-1.5 text-rose-700">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
          {status.message}
        </p>
      );
  }
}
