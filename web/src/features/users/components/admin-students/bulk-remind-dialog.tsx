import type { BulkReminderPreview, Campaign } from '@pathwise/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { getErrorMessage } from '@/lib/errors';
import {
  isCampaignRunning,
  useCampaignProgress,
  usePreviewBulkReminder,
  useSendBulkReminder,
} from '../../api/admin-students-actions';
import { type AdminStudentsFilters, studentFilterOf } from '../../api/admin-students-filters';
import { EMPTY_REMINDER, type ReminderDraft, ReminderFields } from './reminder-fields';

type BulkRemindDialogProps = {
  open: boolean;
  onClose: () => void;
  filters: AdminStudentsFilters;
  /** Students the list counts for these filters (the button's figure). */
  total: number;
};

type Step =
  | { kind: 'compose' }
  | { kind: 'preview'; preview: BulkReminderPreview }
  | { kind: 'sent'; campaign: Campaign };

function CampaignStatus({ initial }: { initial: Campaign }) {
  const { t, i18n } = useTranslation();
  const progress = useCampaignProgress(initial.id, initial);
  const campaign = progress.data ?? initial;
  const number = (value: number) => value.toLocaleString(i18n.resolvedLanguage);
  const tone = campaign.status === 'sent' ? 'success' : campaign.status === 'failed' ? 'danger' : 'brand';
  return (
    <div className="space-y-3" data-testid="campaign-status">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-medium text-slate-900">{campaign.title}</p>
        <Badge tone={tone}>{t(`adminStudents.bulk.status.${campaign.status}`)}</Badge>
      </div>
      <p className="text-sm text-slate-600" aria-live="polite">
        {campaign.recipients === null
          ? t('adminStudents.bulk.waiting')
          : t('adminStudents.bulk.progress', {
              processed: number(campaign.processed),
              recipients: number(campaign.recipients),
            })}
      </p>
      {campaign.recipients ? (
        <div
          className="h-2 overflow-hidden rounded-full bg-slate-100"
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={campaign.recipients}
          aria-valuenow={campaign.processed}
          aria-label={t('adminStudents.bulk.progressLabel')}
        >
          <span
            className="block h-full rounded-full bg-brand-500 transition-all"
            style={{ width: `${Math.min(100, (campaign.processed / campaign.recipients) * 100)}%` }}
          />
        </div>
      ) : null}
      <p className="text-xs text-slate-500">
        {t('adminStudents.bulk.delivered', {
          delivered: number(campaign.delivered),
          emailed: number(campaign.emailed),
        })}
      </p>
      {progress.isError && isCampaignRunning(campaign) ? (
        <Alert tone="error">{getErrorMessage(progress.error, t('adminStudents.bulk.progressFailed'))}</Alert>
      ) : null}
    </div>
  );
}

/** Compose a reminder for everyone the filters select, check the count and a sample, then send. */
export function BulkRemindDialog({ open, onClose, filters, total }: BulkRemindDialogProps) {
  const { t, i18n } = useTranslation();
  const preview = usePreviewBulkReminder();
  const send = useSendBulkReminder();
  const [draft, setDraft] = useState<ReminderDraft>(EMPTY_REMINDER);
  const [missing, setMissing] = useState(false);
  const [step, setStep] = useState<Step>({ kind: 'compose' });
  const busy = preview.isPending || send.isPending;
  const number = (value: number) => value.toLocaleString(i18n.resolvedLanguage);

  const close = () => {
    if (busy) return;
    setDraft(EMPTY_REMINDER);
    setMissing(false);
    setStep({ kind: 'compose' });
    preview.reset();
    send.reset();
    onClose();
  };

  const body = () => ({ type: draft.type, message: draft.message.trim(), filter: studentFilterOf(filters) });

  const askPreview = () => {
    if (!draft.message.trim()) {
      setMissing(true);
      return;
    }
    setMissing(false);
    preview.mutate(body(), { onSuccess: (answer) => setStep({ kind: 'preview', preview: answer }) });
  };

  const confirm = () =>
    send.mutate(body(), { onSuccess: (answer) => setStep({ kind: 'sent', campaign: answer.campaign }) });

  let content: React.ReactNode;
  if (step.kind === 'compose') {
    const error = missing
      ? t('adminStudents.remind.messageRequired')
      : preview.isError
        ? getErrorMessage(preview.error, t('adminStudents.bulk.previewFailed'))
        : undefined;
    content = (
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          askPreview();
        }}
      >
        <ReminderFields value={draft} onChange={setDraft} error={error} disabled={busy} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" disabled={busy} onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={preview.isPending}>
            {t('adminStudents.bulk.preview')}
          </Button>
        </div>
      </form>
    );
  } else if (step.kind === 'preview') {
    const { recipients, optedOut, sample, title } = step.preview;
    content = (
      <div className="space-y-4" data-testid="bulk-preview">
        <dl className="grid grid-cols-2 gap-3">
          <div className="rounded-lg bg-slate-50 px-3 py-2.5">
            <dt className="text-xs text-slate-500">{t('adminStudents.bulk.recipients')}</dt>
            <dd className="text-xl font-semibold text-slate-900 tabular-nums">{number(recipients)}</dd>
          </div>
          <div className="rounded-lg bg-slate-50 px-3 py-2.5">
            <dt className="text-xs text-slate-500">{t('adminStudents.bulk.optedOut')}</dt>
            <dd className="text-xl font-semibold text-slate-900 tabular-nums">{number(optedOut)}</dd>
          </div>
        </dl>
        <div>
          <p className="text-xs text-slate-500">{t('adminStudents.bulk.titleSent')}</p>
          <p className="text-sm font-medium text-slate-900">{title}</p>
        </div>
        {sample.length > 0 ? (
          <div>
            <p className="mb-1.5 text-xs text-slate-500">{t('adminStudents.bulk.sample')}</p>
            <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 text-sm">
              {sample.map((person) => (
                <li key={person.id} className="px-3 py-2">
                  <span className="block truncate font-medium text-slate-900">{person.name}</span>
                  <span className="block truncate text-xs text-slate-500">{person.email}</span>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {recipients === 0 ? <Alert tone="info">{t('adminStudents.bulk.noRecipients')}</Alert> : null}
        {send.isError ? (
          <Alert tone="error">{getErrorMessage(send.error, t('adminStudents.bulk.sendFailed'))}</Alert>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button
            type="button"
            variant="outline"
            disabled={busy}
            onClick={() => {
              send.reset();
              setStep({ kind: 'compose' });
            }}
          >
            {t('adminStudents.bulk.back')}
          </Button>
          <Button loading={send.isPending} disabled={recipients === 0} onClick={confirm}>
            {t('adminStudents.bulk.send', { count: recipients, formatted: number(recipients) })}
          </Button>
        </div>
      </div>
    );
  } else {
    content = (
      <div className="space-y-4">
        <CampaignStatus initial={step.campaign} />
        <div className="flex justify-end">
          <Button variant="outline" onClick={close}>
            {t('common.close')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : close())}
      title={t('adminStudents.bulk.title')}
      description={
        step.kind === 'compose'
          ? t('adminStudents.bulk.description', { count: total, formatted: number(total) })
          : step.kind === 'preview'
            ? t('adminStudents.bulk.previewDescription')
            : t('adminStudents.bulk.sentDescription')
      }
    >
      {content}
    </Dialog>
  );
}
