import {
  BROADCAST_AUDIENCES,
  BROADCAST_TYPES,
  type BroadcastAudience,
  type BroadcastType,
  CAMPAIGN_MESSAGE_MAX,
  CAMPAIGN_TITLE_MAX,
  CreateBroadcastBodySchema,
} from '@pathwise/contract';
import { ArrowLeft, Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { getErrorMessage } from '@/lib/errors';
import { formatDateTime } from '@/lib/format';
import { useAudienceCount, useCreateBroadcast } from '../../api/admin-broadcasts';
import { NotificationTypeIcon } from '../notification-type-icon';

type BroadcastComposerProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After a broadcast is created (sent or scheduled). */
  onSent?: () => void;
};

/** Write a broadcast (maintenance or product update) to everyone, users or admins, now or later. */
export function BroadcastComposer({ open, onOpenChange, onSent }: BroadcastComposerProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title={t('adminUsers.broadcast.title')}
      description={t('adminUsers.broadcast.description')}
      className="max-w-xl"
    >
      {/* Mounted per opening: a fresh form each time. */}
      {open ? (
        <ComposerForm
          onBusy={setBusy}
          onCancel={() => onOpenChange(false)}
          onDone={() => {
            onOpenChange(false);
            onSent?.();
          }}
        />
      ) : null}
    </Dialog>
  );
}

type Errors = Partial<Record<'title' | 'message' | 'scheduledFor', string>>;

/** `datetime-local` value ("2026-11-25T14:30", the device's time) → ISO with the offset; '' when empty or bad. */
export function localInputToIso(value: string): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
}

const MAX_AHEAD_MS = 365 * 24 * 60 * 60 * 1000;

function ComposerForm({
  onBusy,
  onCancel,
  onDone,
}: {
  onBusy: (busy: boolean) => void;
  onCancel: () => void;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [type, setType] = useState<BroadcastType>('update_available');
  const [title, setTitle] = useState('');
  const [message, setMessage] = useState('');
  const [audience, setAudience] = useState<BroadcastAudience>('everyone');
  const [schedule, setSchedule] = useState(false);
  const [scheduledLocal, setScheduledLocal] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [step, setStep] = useState<'form' | 'confirm'>('form');
  const [problem, setProblem] = useState<string | null>(null);
  const count = useAudienceCount(audience);
  const create = useCreateBroadcast();
  const recipients = count.data?.recipients;
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

  const review = (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {};
    const scheduledFor = schedule ? localInputToIso(scheduledLocal) : '';
    const parsed = CreateBroadcastBodySchema.safeParse({
      type,
      title,
      message,
      audience,
      ...(scheduledFor ? { scheduledFor } : {}),
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'title' || field === 'message') next[field] ??= issue.message;
      }
    }
    if (schedule) {
      const when = scheduledFor ? new Date(scheduledFor).getTime() : Number.NaN;
      if (Number.isNaN(when)) next.scheduledFor = t('adminUsers.broadcast.scheduleRequired');
      else if (when <= Date.now()) next.scheduledFor = t('adminUsers.broadcast.schedulePast');
      else if (when > Date.now() + MAX_AHEAD_MS) next.scheduledFor = t('adminUsers.broadcast.scheduleTooFar');
    }
    setErrors(next);
    if (Object.keys(next).length === 0) {
      setProblem(null);
      setStep('confirm');
    }
  };

  const send = () => {
    const scheduledFor = schedule ? localInputToIso(scheduledLocal) : '';
    onBusy(true);
    create.mutate(
      {
        type,
        title: title.trim(),
        message: message.trim(),
        audience,
        ...(scheduledFor ? { scheduledFor } : {}),
      },
      {
        onSuccess: ({ campaign }) => {
          toast.success(
            campaign.status === 'scheduled'
              ? t('adminUsers.broadcast.toastScheduled', {
                  date: formatDateTime(campaign.scheduledFor ?? scheduledFor),
                })
              : t('adminUsers.broadcast.toastSending'),
          );
          onDone();
        },
        onError: (error) => setProblem(getErrorMessage(error, t('adminUsers.broadcast.failed'))),
        onSettled: () => onBusy(false),
      },
    );
  };

  const preview = (
    <div className="rounded-xl border border-slate-200 bg-slate-50 p-3" data-testid="broadcast-preview">
      <p className="mb-2 text-xs font-medium tracking-wide text-slate-500 uppercase">
        {t('adminUsers.broadcast.preview')}
      </p>
      <div className="flex gap-3 rounded-lg bg-white p-3 shadow-sm">
        <NotificationTypeIcon type={type} />
        <div className="min-w-0">
          <p className="text-sm font-semibold break-words text-slate-900">
            {title.trim() || t('adminUsers.broadcast.previewTitle')}
          </p>
          <p className="mt-0.5 text-sm break-words whitespace-pre-line text-slate-600">
            {message.trim() || t('adminUsers.broadcast.previewMessage')}
          </p>
        </div>
      </div>
    </div>
  );

  if (step === 'confirm') {
    const when = schedule ? formatDateTime(localInputToIso(scheduledLocal)) : null;
    return (
      <div className="space-y-4" data-testid="broadcast-confirm">
        <p className="text-sm leading-relaxed text-slate-700">
          {when
            ? t('adminUsers.broadcast.confirmScheduled', {
                count: recipients ?? 0,
                audience: t(`adminUsers.broadcast.audiences.${audience}`),
                date: when,
              })
            : t('adminUsers.broadcast.confirmNow', {
                count: recipients ?? 0,
                audience: t(`adminUsers.broadcast.audiences.${audience}`),
              })}
        </p>
        {preview}
        <p className="text-xs text-slate-500">{t('adminUsers.broadcast.preferencesNote')}</p>
        {problem ? (
          <Alert tone="error" title={t('adminUsers.broadcast.failed')}>
            <span data-testid="broadcast-problem">{problem}</span>
          </Alert>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" disabled={create.isPending} onClick={() => setStep('form')}>
            <ArrowLeft aria-hidden />
            {t('adminUsers.broadcast.back')}
          </Button>
          <Button loading={create.isPending} onClick={send} data-testid="broadcast-send">
            {create.isPending ? null : <Send aria-hidden />}
            {when
              ? t('adminUsers.broadcast.scheduleFor', { count: recipients ?? 0 })
              : t('adminUsers.broadcast.sendTo', { count: recipients ?? 0 })}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form className="space-y-4" onSubmit={review} noValidate data-testid="broadcast-composer">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('adminUsers.broadcast.typeLabel')}>
          {(control) => (
            <Select
              {...control}
              value={type}
              onChange={(event) => setType(event.target.value as BroadcastType)}
            >
              {BROADCAST_TYPES.map((value) => (
                <option key={value} value={value}>
                  {t(`adminUsers.broadcast.types.${value}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field
          label={t('adminUsers.broadcast.audienceLabel')}
          hint={
            <span data-testid="broadcast-audience-count" aria-live="polite">
              {count.isError
                ? t('adminUsers.broadcast.countFailed')
                : recipients === undefined
                  ? t('adminUsers.broadcast.counting')
                  : t('adminUsers.broadcast.recipients', { count: recipients })}
            </span>
          }
        >
          {(control) => (
            <Select
              {...control}
              value={audience}
              onChange={(event) => setAudience(event.target.value as BroadcastAudience)}
            >
              {BROADCAST_AUDIENCES.map((value) => (
                <option key={value} value={value}>
                  {t(`adminUsers.broadcast.audiences.${value}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <Field label={t('adminUsers.broadcast.titleLabel')} error={errors.title}>
        {(control) => (
          <Input
            {...control}
            value={title}
            maxLength={CAMPAIGN_TITLE_MAX}
            onChange={(event) => setTitle(event.target.value)}
          />
        )}
      </Field>
      <Field
        label={t('adminUsers.broadcast.messageLabel')}
        error={errors.message}
        hint={t('adminUsers.broadcast.messageHint', {
          length: message.length.toLocaleString(i18n.resolvedLanguage),
          max: CAMPAIGN_MESSAGE_MAX.toLocaleString(i18n.resolvedLanguage),
        })}
      >
        {(control) => (
          <Textarea
            {...control}
            value={message}
            maxLength={CAMPAIGN_MESSAGE_MAX}
            onChange={(event) => setMessage(event.target.value)}
          />
        )}
      </Field>
      <div className="space-y-2">
        <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
          <input
            type="checkbox"
            className="size-4 rounded border-slate-300 text-brand-600 focus-visible:outline-2 focus-visible:outline-brand-500"
            checked={schedule}
            onChange={(event) => setSchedule(event.target.checked)}
          />
          {t('adminUsers.broadcast.scheduleToggle')}
        </label>
        {schedule ? (
          <Field
            label={t('adminUsers.broadcast.scheduleLabel')}
            hint={t('adminUsers.broadcast.scheduleHint', { zone })}
            error={errors.scheduledFor}
          >
            {(control) => (
              <Input
                {...control}
                type="datetime-local"
                value={scheduledLocal}
                onChange={(event) => setScheduledLocal(event.target.value)}
              />
            )}
          </Field>
        ) : null}
      </div>
      {preview}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          {/* The dialog's own close button also cancels. */}
          {t('common.cancel')}
        </Button>
        <Button type="submit" data-testid="broadcast-review">
          {t('adminUsers.broadcast.review')}
        </Button>
      </div>
    </form>
  );
}
