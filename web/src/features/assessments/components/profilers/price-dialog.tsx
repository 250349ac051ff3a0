import type { Assessment, Coupon, Currency, UpdateAssessmentBody } from '@pathwise/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { type PriceDraft, priceDraftError, priceDraftOf, priceDraftToBody } from '../../utils/price-draft';
import { usableCoupons } from '../../utils/usable-coupons';
import { CouponPicker } from './coupon-picker';
import { PriceFields } from './price-fields';

type PriceDialogProps = {
  profiler: Assessment;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  currencies: readonly Currency[];
  /** Every coupon; the dialog offers those usable for this profiler. */
  coupons: readonly Coupon[];
  busy: boolean;
  /** Resolves to whether the save worked (the dialog closes then). */
  onSave: (body: UpdateAssessmentBody) => Promise<boolean>;
};

/** Edit price: free/paid, price, currency and the sale coupon (attached = ON SALE). */
export function PriceDialog({ profiler, open, onOpenChange, ...rest }: PriceDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !rest.busy && onOpenChange(next)}
      title={t('assessments.price.dialogTitle')}
      description={profiler.title}
    >
      {/* Mounted only while open, so each opening starts from the profiler's current price. */}
      <PriceForm
        profiler={profiler}
        onCancel={() => onOpenChange(false)}
        onDone={() => onOpenChange(false)}
        {...rest}
      />
    </Dialog>
  );
}

type PriceFormProps = Omit<PriceDialogProps, 'open' | 'onOpenChange'> & {
  onCancel: () => void;
  onDone: () => void;
};

function PriceForm({ profiler, currencies, coupons, busy, onSave, onCancel, onDone }: PriceFormProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<PriceDraft>(() => priceDraftOf(profiler));
  const [couponId, setCouponId] = useState<string | null>(profiler.selectedCouponId);
  const [showErrors, setShowErrors] = useState(false);
  const error = priceDraftError(draft);

  const usable = usableCoupons(coupons, profiler.id);
  // The attached coupon stays listed even when it stopped being usable, so the field shows it.
  const current = coupons.find((coupon) => coupon.id === profiler.selectedCouponId);
  const offered = current && !usable.includes(current) ? [current, ...usable] : usable;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setShowErrors(true);
    if (error) return;
    const body: UpdateAssessmentBody = {
      ...priceDraftToBody(draft),
      ...(draft.isFree ? {} : { selectedCouponId: couponId }),
    };
    if (await onSave(body)) onDone();
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <PriceFields
        value={draft}
        onChange={setDraft}
        currencies={currencies}
        error={showErrors ? error : null}
        disabled={busy}
      />
      {draft.isFree ? null : (
        <Field
          label={t('assessments.price.coupon')}
          hint={t('assessments.price.couponHint', { count: usable.length })}
        >
          {(control) => (
            <CouponPicker
              id={control.id}
              aria-describedby={control['aria-describedby']}
              coupons={offered}
              value={couponId}
              onChange={setCouponId}
              disabled={busy}
            />
          )}
        </Field>
      )}
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={busy}>
          {t('assessments.price.save')}
        </Button>
      </div>
    </form>
  );
}
