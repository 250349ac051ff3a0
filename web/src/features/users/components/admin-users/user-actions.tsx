import {
  type AdminUserDetail,
  REMINDER_MESSAGE_MAX,
  REMINDER_TITLES,
  REMINDER_TYPES,
  type ReminderType,
} from '@pathwise/contract';
import { Ban, BellRing, MailPlus, RotateCcw, ShieldCheck, ShieldOff, Trash2, UserCheck } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button, type ButtonProps } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useAuth } from '@/lib/auth';
import { getErrorMessage } from '@/lib/errors';
import {
  type AdminUserActionInput,
  type AdminUserActionKind,
  useAdminUserAction,
} from '../../api/admin-user-actions';

/** The dialog kinds: the role change is one kind, shown as promote or demote. */
type Open = AdminUserActionKind | null;

const SUSPEND_REASON_MAX = 500;
const DELETE_REASON_MAX = 500;

type UserActionsProps = {
  detail: AdminUserDetail;
  /** Called once the account is deleted (the drawer closes). */
  onDeleted: () => void;
};

/** What an admin can do to this account; each action asks first and says exactly what happens. */
export function UserActions({ detail, onDeleted }: UserActionsProps) {
  const { t } = useTranslation();
  const { user: me } = useAuth();
  const { user, attempts } = detail;
  const action = useAdminUserAction();
  const [open, setOpen] = useState<Open>(null);
  const [error, setError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [reason, setReason] = useState('');
  const [confirmEmail, setConfirmEmail] = useState('');
  // One entry per profiler the person has attempts at (reset-assessment takes the profiler's id).
  const profilers = [...new Map(attempts.map((a) => [a.assessmentId, a.assessmentTitle])).entries()];
  const [assessmentId, setAssessmentId] = useState(profilers[0]?.[0] ?? '');
  const [remindType, setRemindType] = useState<ReminderType>('assessment_pending');
  const [remindMessage, setRemindMessage] = useState('');

  const isSelf = me?.id === user.id;
  const busyKind = action.isPending ? action.variables?.kind : undefined;
  const name = user.name || user.email;

  const show = (kind: AdminUserActionKind) => {
    setError(null);
    setSubmitted(false);
    setReason('');
    setConfirmEmail('');
    setRemindMessage('');
    setAssessmentId(profilers[0]?.[0] ?? '');
    setOpen(kind);
  };
  const close = () => {
    if (!action.isPending) setOpen(null);
  };

  const run = (input: AdminUserActionInput) => {
    setError(null);
    action.mutate(input, {
      onSuccess: (result) => {
        toast.success(result.message);
        setOpen(null);
        if (input.kind === 'delete') onDeleted();
      },
      onError: (failure) => setError(getErrorMessage(failure, t('adminUsers.actions.failed'))),
    });
  };

  const trigger = (
    kind: AdminUserActionKind,
    label: string,
    icon: ReactNode,
    variant: ButtonProps['variant'] = 'outline',
  ) => (
    <Button
      size="sm"
      variant={variant}
      onClick={() => show(kind)}
      loading={busyKind === kind}
      disabled={action.isPending && busyKind !== kind}
      data-testid={`admin-user-action-${kind}`}
    >
      {busyKind === kind ? null : icon}
      {label}
    </Button>
  );

  const reasonTrimmed = reason.trim();
  const suspendError =
    submitted && reasonTrimmed === ''
      ? t('adminUsers.actions.suspend.reasonRequired')
      : reasonTrimmed.length > SUSPEND_REASON_MAX
        ? t('adminUsers.actions.reasonTooLong', { max: SUSPEND_REASON_MAX })
        : undefined;
  const remindTrimmed = remindMessage.trim();
  const remindError =
    submitted && remindTrimmed === ''
      ? t('adminUsers.actions.remind.messageRequired')
      : remindTrimmed.length > REMINDER_MESSAGE_MAX
        ? t('adminUsers.actions.remind.messageTooLong', { max: REMINDER_MESSAGE_MAX })
        : undefined;
  const emailMatches = confirmEmail.trim().toLowerCase() === user.email.toLowerCase();
  const profilerTitle = profilers.find(([id]) => id === assessmentId)?.[1] ?? '';

  const confirm = (event?: FormEvent) => {
    event?.preventDefault();
    setSubmitted(true);
    switch (open) {
      case 'role':
        run({ kind: 'role', userId: user.id, role: user.role === 'admin' ? 'user' : 'admin' });
        return;
      case 'suspend':
        if (reasonTrimmed === '' || reasonTrimmed.length > SUSPEND_REASON_MAX) return;
        run({ kind: 'suspend', userId: user.id, reason: reasonTrimmed });
        return;
      case 'reinstate':
      case 'resendVerification':
      case 'resetProfile':
      case 'resetPayments':
        run({ kind: open, userId: user.id });
        return;
      case 'resetAssessment':
        if (!assessmentId) return;
        run({ kind: 'resetAssessment', userId: user.id, assessmentId });
        return;
      case 'delete':
        if (!emailMatches || reasonTrimmed.length > DELETE_REASON_MAX) return;
        run({ kind: 'delete', userId: user.id, ...(reasonTrimmed ? { reason: reasonTrimmed } : {}) });
        return;
      case 'remind':
        if (remindTrimmed === '' || remindTrimmed.length > REMINDER_MESSAGE_MAX) return;
        run({ kind: 'remind', userId: user.id, body: { type: remindType, message: remindTrimmed } });
        return;
      default:
        return;
    }
  };

  if (isSelf) {
    return <p className="text-sm text-slate-500">{t('adminUsers.actions.self')}</p>;
  }

  const promote = user.role !== 'admin';
  const texts: Record<AdminUserActionKind, { title: string; description: string; confirm: string }> = {
    role: promote
      ? {
          title: t('adminUsers.actions.promote.title', { name }),
          description: t('adminUsers.actions.promote.description', { name }),
          confirm: t('adminUsers.actions.promote.confirm'),
        }
      : {
          title: t('adminUsers.actions.demote.title', { name }),
          description: t('adminUsers.actions.demote.description', { name }),
          confirm: t('adminUsers.actions.demote.confirm'),
        },
    suspend: {
      title: t('adminUsers.actions.suspend.title', { name }),
      description: t('adminUsers.actions.suspend.description', { name }),
      confirm: t('adminUsers.actions.suspend.confirm'),
    },
    reinstate: {
      title: t('adminUsers.actions.reinstate.title', { name }),
      description: t('adminUsers.actions.reinstate.description', { name }),
      confirm: t('adminUsers.actions.reinstate.confirm'),
    },
    resendVerification: {
      title: t('adminUsers.actions.resendVerification.title'),
      description: t('adminUsers.actions.resendVerification.description', { email: user.email }),
      confirm: t('adminUsers.actions.resendVerification.confirm'),
    },
    resetProfile: {
      title: t('adminUsers.actions.resetProfile.title', { name }),
      description: t('adminUsers.actions.resetProfile.description', { name }),
      confirm: t('adminUsers.actions.resetProfile.confirm'),
    },
    resetAssessment: {
      title: t('adminUsers.actions.resetAssessment.title', { name }),
      description: t('adminUsers.actions.resetAssessment.description', {
        name,
        profiler: profilerTitle,
      }),
      confirm: t('adminUsers.actions.resetAssessment.confirm'),
    },
    resetPayments: {
      title: t('adminUsers.actions.resetPayments.title', { name }),
      description: t('adminUsers.actions.resetPayments.description', { name }),
      confirm: t('adminUsers.actions.resetPayments.confirm'),
    },
    delete: {
      title: t('adminUsers.actions.delete.title', { name }),
      description: t('adminUsers.actions.delete.description', { name }),
      confirm: t('adminUsers.actions.delete.confirm'),
    },
    remind: {
      title: t('adminUsers.actions.remind.title', { name }),
      description: t('adminUsers.actions.remind.description', { name }),
      confirm: t('adminUsers.actions.remind.confirm'),
    },
  };
  const current = open ? texts[open] : null;
  const danger = open === 'delete' || open === 'suspend' || open?.startsWith('reset') === true;

  return (
    <div className="space-y-4" data-testid="admin-user-actions">
      <div className="flex flex-wrap gap-2">
        {promote
          ? trigger('role', t('adminUsers.actions.promote.button'), <ShieldCheck aria-hidden />)
          : trigger('role', t('adminUsers.actions.demote.button'), <ShieldOff aria-hidden />)}
        {user.suspendedAt
          ? trigger('reinstate', t('adminUsers.actions.reinstate.button'), <UserCheck aria-hidden />)
          : trigger('suspend', t('adminUsers.actions.suspend.button'), <Ban aria-hidden />)}
        {/* A suspended account gets no codes (the server refuses: reinstate first). */}
        {user.emailVerified || user.suspendedAt
          ? null
          : trigger(
              'resendVerification',
              t('adminUsers.actions.resendVerification.button'),
              <MailPlus aria-hidden />,
            )}
        {/* Reminders go to students: people with an attempt or a saved screening profile. */}
        {user.role === 'user' && (attempts.length > 0 || detail.profile !== null)
          ? trigger('remind', t('adminUsers.actions.remind.button'), <BellRing aria-hidden />)
          : null}
      </div>
      <div>
        <p className="mb-2 text-xs font-medium tracking-wide text-slate-500 uppercase">
          {t('adminUsers.actions.resets')}
        </p>
        <div className="flex flex-wrap gap-2">
          {trigger('resetProfile', t('adminUsers.actions.resetProfile.button'), <RotateCcw aria-hidden />)}
          {profilers.length > 0
            ? trigger(
                'resetAssessment',
                t('adminUsers.actions.resetAssessment.button'),
                <RotateCcw aria-hidden />,
              )
            : null}
          {trigger('resetPayments', t('adminUsers.actions.resetPayments.button'), <RotateCcw aria-hidden />)}
          {trigger('delete', t('adminUsers.actions.delete.button'), <Trash2 aria-hidden />, 'danger-outline')}
        </div>
      </div>

      <Dialog
        open={open !== null}
        onOpenChange={(next) => !next && close()}
        title={current?.title ?? ''}
        description={current?.description}
      >
        <form className="space-y-4" onSubmit={confirm} noValidate data-testid="admin-user-action-dialog">
          {open === 'suspend' ? (
            <Field
              label={t('adminUsers.actions.suspend.reasonLabel')}
              hint={t('adminUsers.actions.suspend.reasonHint')}
              error={suspendError}
            >
              {(control) => (
                <Textarea
                  {...control}
                  value={reason}
                  maxLength={SUSPEND_REASON_MAX}
                  onChange={(event) => setReason(event.target.value)}
                />
              )}
            </Field>
          ) : null}
          {open === 'resetAssessment' ? (
            <Field label={t('adminUsers.actions.resetAssessment.profilerLabel')}>
              {(control) => (
                <Select
                  {...control}
                  value={assessmentId}
                  onChange={(event) => setAssessmentId(event.target.value)}
                >
                  {profilers.map(([id, title]) => (
                    <option key={id} value={id}>
                      {title}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          ) : null}
          {open === 'delete' ? (
            <>
              <Field
                label={t('adminUsers.actions.delete.emailLabel', { email: user.email })}
                error={submitted && !emailMatches ? t('adminUsers.actions.delete.emailMismatch') : undefined}
              >
                {(control) => (
                  <Input
                    {...control}
                    type="email"
                    autoComplete="off"
                    value={confirmEmail}
                    onChange={(event) => setConfirmEmail(event.target.value)}
                  />
                )}
              </Field>
              <Field
                label={t('adminUsers.actions.delete.reasonLabel')}
                error={
                  reasonTrimmed.length > DELETE_REASON_MAX
                    ? t('adminUsers.actions.reasonTooLong', { max: DELETE_REASON_MAX })
                    : undefined
                }
              >
                {(control) => (
                  <Textarea
                    {...control}
                    minRows={2}
                    value={reason}
                    maxLength={DELETE_REASON_MAX}
                    onChange={(event) => setReason(event.target.value)}
                  />
                )}
              </Field>
            </>
          ) : null}
          {open === 'remind' ? (
            <>
              <Field
                label={t('adminUsers.actions.remind.typeLabel')}
                hint={t('adminUsers.actions.remind.titleHint', { title: REMINDER_TITLES[remindType] })}
              >
                {(control) => (
                  <Select
                    {...control}
                    value={remindType}
                    onChange={(event) => setRemindType(event.target.value as ReminderType)}
                  >
                    {REMINDER_TYPES.map((type) => (
                      <option key={type} value={type}>
                        {t(`adminUsers.actions.remind.types.${type}`)}
                      </option>
                    ))}
                  </Select>
                )}
              </Field>
              <Field
                label={t('adminUsers.actions.remind.messageLabel')}
                hint={t('adminUsers.actions.remind.messageHint')}
                error={remindError}
              >
                {(control) => (
                  <Textarea
                    {...control}
                    value={remindMessage}
                    maxLength={REMINDER_MESSAGE_MAX}
                    onChange={(event) => setRemindMessage(event.target.value)}
                  />
                )}
              </Field>
            </>
          ) : null}
          {error ? (
            <Alert tone="error" title={t('adminUsers.actions.failedTitle')}>
              <span data-testid="admin-user-action-error">{error}</span>
            </Alert>
          ) : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" disabled={action.isPending} onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button
              type="submit"
              variant={danger ? 'danger' : 'primary'}
              loading={action.isPending}
              disabled={open === 'delete' && !emailMatches}
              data-testid="admin-user-confirm"
            >
              {current?.confirm}
            </Button>
          </div>
        </form>
      </Dialog>
    </div>
  );
}
