import { COUPON_TYPES, type Coupon, type CouponType, type Currency } from '@pathwise/contract';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { useCreateCoupon } from '../api/create-coupon';
import { useUpdateCoupon } from '../api/update-coupon';
import {
  type CouponDraft,
  couponToDraft,
  emptyCouponDraft,
  validateCouponDraft,
} from '../utils/coupon-draft';
import { couponFailureMessage } from '../utils/failure-message';
import { ProfilerMultiSelect } from './profiler-multi-select';

type CouponFormProps = {
  coupon?: Coupon;
  currencies: readonly Currency[];
  defaultCurrency: string;
  onClose: () => void;
};

/** Every coupon field, checked with the contract's rules before anything is sent. */
export function CouponForm({ coupon, currencies, defaultCurrency, onClose }: CouponFormProps) {
  const { t } = useTranslation();
  const activeId = useId();
  const create = useCreateCoupon();
  const update = useUpdateCoupon();
  const [draft, setDraft] = useState<CouponDraft>(() =>
    coupon ? couponToDraft(coupon) : emptyCouponDraft(defaultCurrency),
  );
  const [showErrors, setShowErrors] = useState(false);
  const busy = create.isPending || update.isPending;
  const result = validateCouponDraft(draft, { valueRequired: t('coupons.form.valueRequired') });
  const errors = showErrors && !result.ok ? result.errors : {};
  const set = <K extends keyof CouponDraft>(key: K, value: CouponDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  // A coupon keeps a currency that was switched off after it was priced in it.
  const currencyCodes = currencies.map((currency) => currency.code);
  if (!currencyCodes.includes(draft.currency)) currencyCodes.push(draft.currency);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setShowErrors(true);
    if (!result.ok) {
      // After the messages render, take the admin to the first field to fix.
      const form = event.currentTarget;
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    const { body } = result;
    const code = String(body.code).toUpperCase();
    const onError = (error: unknown) =>
      toast.error(
        couponFailureMessage(
          error,
          t(coupon ? 'coupons.toasts.updateFailed' : 'coupons.toasts.createFailed'),
        ),
      );
    const onSuccess = () => {
      toast.success(t(coupon ? 'coupons.toasts.updated' : 'coupons.toasts.created', { code }));
      onClose();
    };
    if (coupon) update.mutate({ id: coupon.id, body }, { onSuccess, onError });
    else create.mutate(body, { onSuccess, onError });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-busy={busy || undefined}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('coupons.form.name')} error={errors.name}>
          {(control) => (
            <Input
              {...control}
              value={draft.name}
              maxLength={120}
              placeholder={t('coupons.form.namePlaceholder')}
              disabled={busy}
              onChange={(event) => set('name', event.target.value)}
            />
          )}
        </Field>
        <Field label={t('coupons.form.code')} hint={t('coupons.form.codeHint')} error={errors.code}>
          {(control) => (
            <Input
              {...control}
              value={draft.code}
              maxLength={32}
              autoCapitalize="characters"
              spellCheck={false}
              className="font-mono tracking-wide"
              disabled={busy}
              onChange={(event) => set('code', event.target.value.toUpperCase())}
            />
          )}
        </Field>
        <div className="grid gap-4 sm:col-span-2 sm:grid-cols-3">
          <Field label={t('coupons.form.type')} error={errors.type}>
            {(control) => (
              <Select
                {...control}
                value={draft.type}
                disabled={busy}
                onChange={(event) => set('type', event.target.value as CouponType)}
              >
                {COUPON_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`coupons.form.types.${type}`)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field
            className={draft.type === 'PERCENTAGE' ? 'sm:col-span-2' : undefined}
            label={t('coupons.form.value')}
            hint={
              draft.type === 'PERCENTAGE'
                ? t('coupons.form.percentHint')
                : t('coupons.form.amountHint', { currency: draft.currency })
            }
            error={errors.value}
          >
            {(control) => (
              <div className="relative">
                <Input
                  {...control}
                  type="number"
                  inputMode="decimal"
                  min={0}
                  max={draft.type === 'PERCENTAGE' ? 100 : undefined}
                  step={draft.type === 'PERCENTAGE' ? 1 : 'any'}
                  value={draft.value}
                  disabled={busy}
                  className={draft.type === 'PERCENTAGE' ? 'pr-8' : undefined}
                  onChange={(event) => set('value', event.target.value)}
                />
                {draft.type === 'PERCENTAGE' ? (
                  <span
                    className="pointer-events-none absolute top-2.5 right-3 text-sm text-slate-500"
                    aria-hidden
                  >
                    %
                  </span>
                ) : null}
              </div>
            )}
          </Field>
          {draft.type === 'FIXED_AMOUNT' ? (
            <Field label={t('coupons.form.currency')} error={errors.currency}>
              {(control) => (
                <Select
                  {...control}
                  value={draft.currency}
                  disabled={busy}
                  onChange={(event) => set('currency', event.target.value)}
                >
                  {currencyCodes.map((code) => (
                    <option key={code} value={code}>
                      {code}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          ) : null}
        </div>
        <Field
          label={t('coupons.form.validFrom')}
          hint={t('coupons.form.windowHint')}
          error={errors.validFrom}
        >
          {(control) => (
            <Input
              {...control}
              type="datetime-local"
              value={draft.validFrom}
              disabled={busy}
              onChange={(event) => set('validFrom', event.target.value)}
            />
          )}
        </Field>
        <Field label={t('coupons.form.validUntil')} error={errors.validUntil}>
          {(control) => (
            <Input
              {...control}
              type="datetime-local"
              value={draft.validUntil}
              min={draft.validFrom || undefined}
              disabled={busy}
              onChange={(event) => set('validUntil', event.target.value)}
            />
          )}
        </Field>
        <Field
          label={t('coupons.form.usageLimit')}
          hint={t('coupons.form.usageLimitHint')}
          error={errors.usageLimit}
        >
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              value={draft.usageLimit}
              placeholder={t('coupons.unlimitedLabel')}
              disabled={busy}
              onChange={(event) => set('usageLimit', event.target.value)}
            />
          )}
        </Field>
        <div className="flex items-center justify-between gap-3 self-start rounded-lg border border-slate-200 px-3 py-2.5 sm:mt-6">
          <label htmlFor={activeId} className="text-sm font-medium text-slate-700">
            {t('coupons.form.active')}
            <span className="block text-xs font-normal text-slate-500">{t('coupons.form.activeHint')}</span>
          </label>
          <Switch
            id={activeId}
            checked={draft.isActive}
            disabled={busy}
            onCheckedChange={(checked) => set('isActive', checked)}
          />
        </div>
      </div>
      <ProfilerMultiSelect
        value={draft.applicableAssessments}
        disabled={busy}
        onChange={(ids) => set('applicableAssessments', ids)}
      />
      {errors.applicableAssessments ? (
        <p className="text-sm text-rose-600">{errors.applicableAssessments}</p>
      ) : null}
      {showErrors && !result.ok ? <Alert tone="error">{t('coupons.form.fixErrors')}</Alert> : null}
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={busy}>
          {coupon ? t('common.saveChanges') : t('coupons.form.create')}
        </Button>
      </div>
    </form>
  );
}
