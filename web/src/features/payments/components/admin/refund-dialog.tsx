import { type AdminPaymentRow, formatPrice, REFUND_REASON_MAX, RefundBodySchema } from '@pathwise/contract';
import { ArrowLeft, RotateCcw } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { getErrorMessage } from '@/lib/errors';
import { newRefundIdempotencyKey, useRefundPayment } from '../../api/admin-refund-payment';
import { amountInputValue, parseRefundAmount } from './refund-amount';

type RefundDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  payment: AdminPaymentRow;
};

/** Refund part or all of a paid order: amount and reason, then a confirmation step. */
export function RefundDialog({ open, onOpenChange, payment }: RefundDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('adminPayments.refund.title')}
      description={t('adminPayments.refund.description', {
        name: payment.person.name,
        title: payment.assessmentTitle,
      })}
    >
      {/* Mounted per opening: a fresh form and a fresh idempotency key each time. */}
      {open ? <RefundForm payment={payment} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

/** No answer, or the server/provider could not say (5xx, timeout): the refund may exist, so retry with the same key. */
function isUncertain(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status === 0 || error.status === 429 || error.status >= 500;
}

type Problem = { tone: 'error' | 'info'; title: string; message: string };

function RefundForm({ payment, onDone }: { payment: AdminPaymentRow; onDone: () => void }) {
  const { t } = useTranslation();
  const refund = useRefundPayment();
  const { currency } = payment;
  // What remained when the dialog opened: a pending refund from a retried request reserves its own
  // amount on the server, and the retry must still be allowed to send that same amount.
  const [remaining] = useState({ amount: payment.refundableAmount, minor: payment.refundableAmountMinor });
  const [amount, setAmount] = useState(() => amountInputValue(remaining.amount, currency));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  const [step, setStep] = useState<'form' | 'confirm'>('form');
  const [problem, setProblem] = useState<Problem | null>(null);
  // One key per refund the admin means: kept across retries of the same amount (so a double click,
  // the client's own retry or "Try again" cannot refund twice), replaced once the server gave a
  // definite answer or the amount changed.
  const idempotency = useRef<{ key: string; minor: number | null }>({
    key: newRefundIdempotencyKey(),
    minor: null,
  });

  const parsed = parseRefundAmount(amount, currency, remaining.minor, remaining.amount);

  const review = (event: FormEvent) => {
    event.preventDefault();
    const body = RefundBodySchema.safeParse({ amount: parsed.ok ? parsed.amount : 1, reason });
    const reasonError = body.success
      ? undefined
      : body.error.issues.find((i) => i.path[0] === 'reason')?.message;
    const next = { amount: parsed.ok ? undefined : parsed.error, reason: reasonError };
    setErrors(next);
    if (!next.amount && !next.reason) {
      setProblem(null);
      setStep('confirm');
    }
  };

  const send = () => {
    if (!parsed.ok || refund.isPending) return;
    const current = idempotency.current;
    if (current.minor !== null && current.minor !== parsed.minor) {
      idempotency.current = { key: newRefundIdempotencyKey(), minor: null };
    }
    idempotency.current.minor = parsed.minor;
    const price = formatPrice(parsed.amount, currency);
    refund.mutate(
      {
        orderId: payment.orderId,
        body: { amount: parsed.amount, reason: reason.trim() },
        idempotencyKey: idempotency.current.key,
      },
      {
        onSuccess: (result) => {
          if (result.refund.status === 'failed') {
            idempotency.current = { key: newRefundIdempotencyKey(), minor: null };
            setProblem({
              tone: 'error',
              title: t('adminPayments.refund.failedTitle'),
              message: result.refund.failureReason ?? t('adminPayments.refund.failedFallback'),
            });
            return;
          }
          if (result.refund.status === 'pending')
            toast.success(t('adminPayments.refund.toastPending', { amount: price }));
          else toast.success(t('adminPayments.refund.toastProcessed', { amount: price }));
          onDone();
        },
        onError: (error) => {
          if (isUncertain(error)) {
            setProblem({
              tone: 'info',
              title: t('adminPayments.refund.uncertainTitle'),
              message: getErrorMessage(error, t('adminPayments.refund.uncertainFallback')),
            });
            return;
          }
          idempotency.current = { key: newRefundIdempotencyKey(), minor: null };
          setProblem({
            tone: 'error',
            title: t('adminPayments.refund.failedTitle'),
            message: getErrorMessage(error, t('adminPayments.refund.failedFallback')),
          });
        },
      },
    );
  };

  if (step === 'confirm' && parsed.ok) {
    const full =
      parsed.minor === remaining.minor && payment.refundedAmount + payment.pendingRefundAmount === 0;
    return (
      <div className="space-y-4" data-testid="refund-confirm">
        <p className="text-sm leading-relaxed text-slate-700">
          {t(full ? 'adminPayments.refund.confirmFull' : 'adminPayments.refund.confirmPartial', {
            amount: formatPrice(parsed.amount, currency),
            paid: formatPrice(payment.amount, currency),
            name: payment.person.name,
            email: payment.person.email,
          })}
        </p>
        <dl className="rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-sm">
          <dt className="text-xs font-medium text-slate-500">{t('adminPayments.refund.reasonLabel')}</dt>
          <dd className="mt-0.5 break-words text-slate-800">{reason.trim()}</dd>
        </dl>
        <p className="text-xs text-slate-500">{t('adminPayments.refund.irreversible')}</p>
        {problem ? (
          <Alert tone={problem.tone} title={problem.title}>
            <span data-testid="refund-problem">{problem.message}</span>
          </Alert>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" disabled={refund.isPending} onClick={() => setStep('form')}>
            <ArrowLeft aria-hidden />
            {t('adminPayments.refund.back')}
          </Button>
          <Button variant="danger" loading={refund.isPending} onClick={send}>
            {refund.isPending ? null : <RotateCcw aria-hidden />}
            {problem?.tone === 'info'
              ? t('adminPayments.refund.retry', { amount: formatPrice(parsed.amount, currency) })
              : t('adminPayments.refund.confirm', { amount: formatPrice(parsed.amount, currency) })}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form className="space-y-4" onSubmit={review} noValidate>
      <Field
        label={t('adminPayments.refund.amountLabel', { currency })}
        hint={t('adminPayments.refund.amountHint', { remaining: formatPrice(remaining.amount, currency) })}
        error={errors.amount}
      >
        {(control) => (
          <Input
            {...control}
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(event) => {
              setAmount(event.target.value);
              if (errors.amount) setErrors({ ...errors, amount: undefined });
            }}
          />
        )}
      </Field>
      <Field
        label={t('adminPayments.refund.reasonLabel')}
        hint={t('adminPayments.refund.reasonHint', { max: REFUND_REASON_MAX })}
        error={errors.reason}
      >
        {(control) => (
          <Input
            {...control}
            autoComplete="off"
            maxLength={REFUND_REASON_MAX}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              if (errors.reason) setErrors({ ...errors, reason: undefined });
            }}
          />
        )}
      </Field>
      <div className="flex justify-end">
        <Button type="submit">{t('adminPayments.refund.review')}</Button>
      </div>
    </form>
  );
}
