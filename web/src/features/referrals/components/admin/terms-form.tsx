import { COUPON_TYPES, type Currency, REFERRAL_LIMITS, type ReferralConfig } from '@pathwise/contract';
import { Lock } from 'lucide-react';
import { type ReactNode, useId, useRef } from 'react';
import { Controller, type FieldPath, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { cn } from '@/lib/cn';
import { getErrorMessage } from '@/lib/errors';
import { useCreateReferralTerms } from '../../api/admin-create-terms';
import { useUpdateReferralTerms } from '../../api/admin-update-terms';
import { TermsSentences } from './terms-facts';
import {
  emptyTermsFormValues,
  previewTerms,
  type TermsFormOutput,
  type TermsFormValues,
  termsFormResolver,
  termsToFormValues,
} from './terms-form-values';

type TermsFormProps = {
  /** The terms to edit; new terms are created without it. */
  config?: ReferralConfig;
  /** New terms start from these (a copy of earlier terms) instead of the defaults. */
  template?: ReferralConfig;
  /** The terms active now, to say what activating or deactivating changes. */
  activeTerms: ReferralConfig | null | undefined;
  currencies: readonly Currency[];
  defaultCurrency: string;
  onClose: () => void;
  /** Leaves the frozen terms for new terms prefilled from them. */
  onStartFrom?: (config: ReferralConfig) => void;
};

/**
 * New or edited terms, checked with the contract's rules (CreateReferralConfigBodySchema), with the
 * sentences people will read beside the fields. Terms that referrals carry are frozen: only their
 * name and whether they are active can change, and the form says so (the server answers 409 otherwise).
 */
export function TermsForm({
  config,
  template,
  activeTerms,
  currencies,
  defaultCurrency,
  onClose,
  onStartFrom,
}: TermsFormProps) {
  const { t } = useTranslation();
  const create = useCreateReferralTerms();
  const update = useUpdateReferralTerms();
  const busy = create.isPending || update.isPending;
  const frozen = config !== undefined && config.referralCount > 0;
  const form = useForm<TermsFormValues, unknown, TermsFormOutput>({
    resolver: termsFormResolver,
    defaultValues: config
      ? termsToFormValues(config)
      : template
        ? { ...termsToFormValues(template), name: '', isActive: true }
        : emptyTermsFormValues(defaultCurrency),
  });
  const { errors } = form.formState;
  const values = useWatch({ control: form.control }) as TermsFormValues;
  const preview = previewTerms(values);
  // While a field is invalid, the last sentences that could be written stay, dimmed.
  const lastPreview = useRef(preview);
  if (preview) lastPreview.current = preview;
  const shown = preview ?? lastPreview.current;

  // A currency switched off after the terms were made stays selectable for them.
  const currencyCodes = currencies.map((currency) => currency.code);
  if (!currencyCodes.includes(values.currency)) currencyCodes.push(values.currency);

  const locked = busy || frozen;
  // react-hook-form focuses the first field with an error when a submit is refused.
  const error = (name: FieldPath<TermsFormValues>) => form.getFieldState(name, form.formState).error?.message;

  const submit = (body: TermsFormOutput) => {
    form.clearErrors('root.server');
    const onError = (failure: unknown) =>
      form.setError('root.server', {
        message: getErrorMessage(
          failure,
          t(config ? 'adminReferrals.form.updateFailed' : 'adminReferrals.form.createFailed'),
        ),
      });
    if (!config) {
      create.mutate(body, {
        onSuccess: (created) => {
          toast.success(
            t(created.isActive ? 'adminReferrals.form.createdActive' : 'adminReferrals.form.created', {
              name: created.name,
            }),
          );
          onClose();
        },
        onError,
      });
      return;
    }
    update.mutate(
      // Frozen terms: only what may still change is sent.
      { id: config.id, body: frozen ? { name: body.name, isActive: body.isActive } : body },
      {
        onSuccess: (updated) => {
          toast.success(t('adminReferrals.form.updated', { name: updated.name }));
          onClose();
        },
        onError,
      },
    );
  };

  const activeNote = (() => {
    if (!values.isActive) {
      return config?.isActive
        ? t('adminReferrals.form.deactivateNote')
        : t('adminReferrals.form.inactiveNote');
    }
    if (activeTerms && activeTerms.id !== config?.id) {
      return t('adminReferrals.form.replacesNote', { name: activeTerms.name });
    }
    return t('adminReferrals.form.activeHint');
  })();

  const percentSuffix = (type: string) =>
    type === 'PERCENTAGE' ? (
      <span className="pointer-events-none absolute top-2.5 right-3 text-sm text-slate-500" aria-hidden>
        %
      </span>
    ) : (
      <span className="pointer-events-none absolute top-2.5 right-3 text-xs text-slate-500" aria-hidden>
        {values.currency}
      </span>
    );

  return (
    <form
      onSubmit={form.handleSubmit(submit)}
      noValidate
      aria-busy={busy || undefined}
      className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_19rem]"
    >
      <div className="space-y-5">
        {frozen ? (
          <Alert tone="info" title={t('adminReferrals.form.frozenTitle', { count: config.referralCount })}>
            <p>{t('adminReferrals.form.frozenDescription')}</p>
            {onStartFrom ? (
              <button
                type="button"
                className="mt-1 rounded font-medium text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500 disabled:opacity-50"
                onClick={() => onStartFrom(config)}
                disabled={busy}
              >
                {t('adminReferrals.form.startFrom')}
              </button>
            ) : null}
          </Alert>
        ) : null}
        {errors.root?.server?.message ? <Alert tone="error">{errors.root.server.message}</Alert> : null}

        <Field
          label={t('adminReferrals.form.name')}
          hint={t('adminReferrals.form.nameHint')}
          error={error('name')}
        >
          {(control) => (
            <Input
              {...control}
              {...form.register('name')}
              maxLength={120}
              placeholder={t('adminReferrals.form.namePlaceholder')}
              disabled={busy}
              autoComplete="off"
            />
          )}
        </Field>

        <Section title={t('adminReferrals.form.rewardSection')} locked={frozen}>
          <div className="grid grid-cols-2 gap-x-3 gap-y-4 sm:grid-cols-3 sm:gap-x-4">
            <Field
              className="col-span-2 sm:col-span-1"
              label={t('adminReferrals.form.type')}
              error={error('referrerRewardType')}
            >
              {(control) => (
                <Select {...control} {...form.register('referrerRewardType')} disabled={locked}>
                  {COUPON_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {t(`adminReferrals.form.types.${type}`)}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Field
              label={t('adminReferrals.form.value')}
              hint={
                values.referrerRewardType === 'PERCENTAGE'
                  ? t('adminReferrals.form.percentHint')
                  : t('adminReferrals.form.amountHint', { currency: values.currency })
              }
              error={error('referrerRewardValue')}
            >
              {(control) => (
                <div className="relative">
                  <Input
                    {...control}
                    {...form.register('referrerRewardValue')}
                    type="number"
                    inputMode="decimal"
                    min={0}
                    step="any"
                    className="pr-12"
                    disabled={locked}
                  />
                  {percentSuffix(values.referrerRewardType)}
                </div>
              )}
            </Field>
            <Field
              label={t('adminReferrals.form.currency')}
              hint={t('adminReferrals.form.currencyHint')}
              error={error('currency')}
            >
              {(control) => (
                <Select {...control} {...form.register('currency')} disabled={locked}>
                  {currencyCodes.map((code) => (
                    <option key={code} value={code}>
                      {code}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          </div>
        </Section>

        <Section title={t('adminReferrals.form.welcomeSection')} locked={frozen}>
          <SwitchRow
            label={t('adminReferrals.form.hasWelcome')}
            hint={t('adminReferrals.form.hasWelcomeHint')}
          >
            {(ids) => (
              <Controller
                control={form.control}
                name="hasWelcome"
                render={({ field }) => (
                  <Switch
                    {...ids}
                    checked={field.value}
                    onCheckedChange={field.onChange}
                    onBlur={field.onBlur}
                    disabled={locked}
                  />
                )}
              />
            )}
          </SwitchRow>
          {values.hasWelcome ? (
            <div className="mt-4 grid grid-cols-2 gap-x-3 gap-y-4 sm:grid-cols-3 sm:gap-x-4">
              <Field
                className="col-span-2 sm:col-span-1"
                label={t('adminReferrals.form.type')}
                error={error('refereeDiscountType')}
              >
                {(control) => (
                  <Select {...control} {...form.register('refereeDiscountType')} disabled={locked}>
                    {COUPON_TYPES.map((type) => (
                      <option key={type} value={type}>
                        {t(`adminReferrals.form.types.${type}`)}
                      </option>
                    ))}
                  </Select>
                )}
              </Field>
              <Field label={t('adminReferrals.form.value')} error={error('refereeDiscountValue')}>
                {(control) => (
                  <div className="relative">
                    <Input
                      {...control}
                      {...form.register('refereeDiscountValue')}
                      type="number"
                      inputMode="decimal"
                      min={0}
                      step="any"
                      className="pr-12"
                      disabled={locked}
                    />
                    {percentSuffix(values.refereeDiscountType)}
                  </div>
                )}
              </Field>
              <Field
                label={t('adminReferrals.form.welcomeValidDays')}
                hint={t('adminReferrals.form.daysRange', REFERRAL_LIMITS.validDays)}
                error={error('welcomeValidDays')}
              >
                {(control) => (
                  <Input
                    {...control}
                    {...form.register('welcomeValidDays')}
                    type="number"
                    inputMode="numeric"
                    min={REFERRAL_LIMITS.validDays.min}
                    max={REFERRAL_LIMITS.validDays.max}
                    step={1}
                    disabled={locked}
                  />
                )}
              </Field>
            </div>
          ) : null}
        </Section>

        <Section title={t('adminReferrals.form.conditionsSection')} locked={frozen}>
          <div className="grid gap-4 sm:grid-cols-3">
            <Field
              label={t('adminReferrals.form.minPurchase')}
              hint={t('adminReferrals.form.minPurchaseHint')}
              error={error('minPurchaseAmount')}
            >
              {(control) => (
                <div className="relative">
                  <Input
                    {...control}
                    {...form.register('minPurchaseAmount')}
                    type="number"
                    inputMode="decimal"
                    min={0}
                    step="any"
                    className="pr-12"
                    disabled={locked}
                  />
                  {percentSuffix('FIXED_AMOUNT')}
                </div>
              )}
            </Field>
            <Field
              label={t('adminReferrals.form.holdDays')}
              hint={t('adminReferrals.form.holdDaysHint', REFERRAL_LIMITS.holdDays)}
              error={error('holdDays')}
            >
              {(control) => (
                <Input
                  {...control}
                  {...form.register('holdDays')}
                  type="number"
                  inputMode="numeric"
                  min={REFERRAL_LIMITS.holdDays.min}
                  max={REFERRAL_LIMITS.holdDays.max}
                  step={1}
                  disabled={locked}
                />
              )}
            </Field>
            <Field
              label={t('adminReferrals.form.rewardValidDays')}
              hint={t('adminReferrals.form.daysRange', REFERRAL_LIMITS.validDays)}
              error={error('rewardValidDays')}
            >
              {(control) => (
                <Input
                  {...control}
                  {...form.register('rewardValidDays')}
                  type="number"
                  inputMode="numeric"
                  min={REFERRAL_LIMITS.validDays.min}
                  max={REFERRAL_LIMITS.validDays.max}
                  step={1}
                  disabled={locked}
                />
              )}
            </Field>
          </div>
          <div className="mt-4 grid gap-4 sm:grid-cols-3">
            <div className="sm:col-span-2">
              <SwitchRow label={t('adminReferrals.form.hasCap')} hint={t('adminReferrals.form.hasCapHint')}>
                {(ids) => (
                  <Controller
                    control={form.control}
                    name="hasCap"
                    render={({ field }) => (
                      <Switch
                        {...ids}
                        checked={field.value}
                        onCheckedChange={field.onChange}
                        onBlur={field.onBlur}
                        disabled={locked}
                      />
                    )}
                  />
                )}
              </SwitchRow>
            </div>
            {values.hasCap ? (
              <Field label={t('adminReferrals.form.cap')} error={error('maxRewardsPerReferrer')}>
                {(control) => (
                  <Input
                    {...control}
                    {...form.register('maxRewardsPerReferrer')}
                    type="number"
                    inputMode="numeric"
                    min={REFERRAL_LIMITS.maxRewards.min}
                    max={REFERRAL_LIMITS.maxRewards.max}
                    step={1}
                    disabled={locked}
                  />
                )}
              </Field>
            ) : null}
          </div>
        </Section>

        <SwitchRow label={t('adminReferrals.form.active')} hint={activeNote} bordered>
          {(ids) => (
            <Controller
              control={form.control}
              name="isActive"
              render={({ field }) => (
                <Switch
                  {...ids}
                  checked={field.value}
                  onCheckedChange={field.onChange}
                  onBlur={field.onBlur}
                  disabled={busy}
                  data-testid="terms-form-active"
                />
              )}
            />
          )}
        </SwitchRow>
      </div>

      <aside
        className="self-start rounded-xl border border-brand-100 bg-brand-50/50 p-4 lg:sticky lg:top-0"
        aria-labelledby="terms-preview-title"
        data-testid="terms-preview"
      >
        <h3 id="terms-preview-title" className="text-sm font-semibold text-slate-900">
          {t('adminReferrals.form.previewTitle')}
        </h3>
        <p className="mt-0.5 mb-3 text-xs text-slate-500">{t('adminReferrals.form.previewHint')}</p>
        {shown ? <TermsSentences terms={shown} muted={!preview} /> : null}
        {!preview ? (
          <p className="mt-3 text-xs font-medium text-amber-800" role="status">
            {t('adminReferrals.form.previewStale')}
          </p>
        ) : null}
      </aside>

      <div className="flex flex-col-reverse gap-2 border-t border-slate-100 pt-4 sm:flex-row sm:justify-end lg:col-span-2">
        <Button variant="outline" onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={busy}>
          {config ? t('common.saveChanges') : t('adminReferrals.form.create')}
        </Button>
      </div>
    </form>
  );
}

function Section({ title, locked, children }: { title: string; locked: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <fieldset className="space-y-0 rounded-xl border border-slate-200 p-4">
      <legend className="flex items-center gap-1.5 px-1 text-sm font-semibold text-slate-900">
        {title}
        {locked ? (
          <span className="inline-flex items-center gap-1 text-xs font-normal text-slate-500">
            <Lock className="size-3.5" aria-hidden />
            {t('adminReferrals.form.locked')}
          </span>
        ) : null}
      </legend>
      {children}
    </fieldset>
  );
}

function SwitchRow({
  label,
  hint,
  children,
  bordered = false,
}: {
  label: string;
  hint: string;
  children: (control: { id: string; 'aria-describedby': string }) => ReactNode;
  bordered?: boolean;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div
      className={cn(
        'flex items-start justify-between gap-3',
        bordered && 'rounded-xl border border-slate-200 px-4 py-3',
      )}
    >
      <div className="min-w-0">
        <label htmlFor={id} className="text-sm font-medium text-slate-700">
          {label}
        </label>
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      </div>
      <div className="shrink-0 pt-0.5">{children({ id, 'aria-describedby': hintId })}</div>
    </div>
  );
}
