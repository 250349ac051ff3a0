import type { Coupon, Currency } from '@pathwise/contract';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/dialog';
import { CouponForm } from './coupon-form';

type CouponFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The coupon to edit; a new one is created without it. */
  coupon?: Coupon;
  currencies: readonly Currency[];
  defaultCurrency: string;
};

export function CouponFormDialog({
  open,
  onOpenChange,
  coupon,
  currencies,
  defaultCurrency,
}: CouponFormDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={coupon ? t('coupons.form.editTitle', { code: coupon.code }) : t('coupons.form.createTitle')}
      description={t('coupons.form.description')}
      className="sm:max-w-2xl"
    >
      {/* Mounted per opening, so every opening starts from the coupon as stored. */}
      {open ? (
        <CouponForm
          coupon={coupon}
          currencies={currencies}
          defaultCurrency={defaultCurrency}
          onClose={() => onOpenChange(false)}
        />
      ) : null}
    </Dialog>
  );
}
