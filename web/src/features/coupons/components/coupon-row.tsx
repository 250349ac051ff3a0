import type { Coupon } from '@pathwise/contract';
import { History, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { applicabilityText, usageText, validityText } from '../utils/coupon-facts';
import { discountLabel } from '../utils/discount-label';
import { CouponStatusBadge } from './coupon-status-badge';

type CouponRowProps = {
  coupon: Coupon;
  onEdit: () => void;
  onDelete: () => void;
  onShowUsage: () => void;
};

/** One coupon: name, code and status, its four facts, and its actions. */
export function CouponRow({ coupon, onEdit, onDelete, onShowUsage }: CouponRowProps) {
  const { t } = useTranslation();
  const facts = [
    { label: t('coupons.columns.discount'), value: discountLabel(coupon) },
    { label: t('coupons.columns.usage'), value: usageText(coupon, t) },
    { label: t('coupons.columns.validity'), value: validityText(coupon, t) },
    { label: t('coupons.columns.appliesTo'), value: applicabilityText(coupon, t) },
  ];
  return (
    <li
      className="flex flex-col gap-4 px-5 py-4 sm:px-6 xl:flex-row xl:items-center"
      data-testid={`coupon-${coupon.code}`}
    >
      <div className="min-w-0 xl:w-56 xl:shrink-0">
        <div className="flex flex-wrap items-center gap-2">
          <code className="rounded-md bg-slate-100 px-2 py-0.5 font-mono text-sm font-semibold tracking-wide text-slate-900">
            {coupon.code}
          </code>
          <CouponStatusBadge coupon={coupon} />
        </div>
        <p className="mt-1 text-sm break-words text-slate-600">{coupon.name}</p>
      </div>
      <dl className="grid flex-1 grid-cols-2 gap-x-4 gap-y-3 text-sm md:grid-cols-4">
        {facts.map((fact) => (
          <div key={fact.label} className="min-w-0">
            <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{fact.label}</dt>
            <dd className="mt-0.5 break-words text-slate-900">{fact.value}</dd>
          </div>
        ))}
      </dl>
      <div className="grid grid-cols-[minmax(0,1fr)_auto_auto] gap-2 sm:flex sm:flex-wrap xl:justify-end">
        <Button
          variant="outline"
          size="sm"
          onClick={onShowUsage}
          aria-label={t('coupons.actions.usageHistoryFor', { code: coupon.code })}
        >
          <History aria-hidden />
          {t('coupons.actions.usageHistory')}
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={onEdit}
          aria-label={t('coupons.actions.editFor', { code: coupon.code })}
        >
          <Pencil aria-hidden />
          {t('coupons.actions.edit')}
        </Button>
        <Button
          variant="danger-outline"
          size="sm"
          onClick={onDelete}
          aria-label={t('coupons.actions.deleteFor', { code: coupon.code })}
        >
          <Trash2 aria-hidden />
          <span className="hidden sm:inline">{t('common.delete')}</span>
        </Button>
      </div>
    </li>
  );
}
