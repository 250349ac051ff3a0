import type { StudentProfile } from '@pathwise/contract';
import { ClipboardList } from 'lucide-react';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { getErrorMessage } from '@/lib/errors';
import { type ScreeningOptionField, useScreeningOptions } from '../../api/get-screening-options';
import { useStudentProfile } from '../../api/get-student-profile';
import { useUpdateStudentProfile } from '../../api/update-student-profile';
import { CompletenessPanel } from './completeness-panel';
import { NextStepCard } from './next-step-card';
import { ProfileScreeningSkeleton } from './profile-screening-skeleton';
import {
  buildUpdateBody,
  changedKeys,
  type Draft,
  type DraftValue,
  draftCompleteness,
  type FieldErrors,
  fieldKeyOfPath,
  STUDENT_AGE_MAX,
  STUDENT_AGE_MIN,
  toDraft,
  validateDraft,
} from './screening-draft';
import { ScreeningField, screeningFieldId } from './screening-field';

type ProfileScreeningFormProps = {
  /** Where the next step after completing leads (the recommendations). */
  recommendationsHref: string;
  /** After every successful save (e.g. to refresh what depends on the profile). */
  onSaved?: (profile: StudentProfile) => void;
};

/** The profile screening: loads the form and the saved answers, then lets people edit them. */
export function ProfileScreeningForm(props: ProfileScreeningFormProps) {
  const { t } = useTranslation();
  const options = useScreeningOptions();
  const profile = useStudentProfile();

  if (options.isPending || profile.isPending) return <ProfileScreeningSkeleton />;
  if (options.isError || profile.isError) {
    return (
      <LoadError
        title={t('profileScreening.loadFailed')}
        onRetry={() => {
          if (options.isError) void options.refetch();
          if (profile.isError) void profile.refetch();
        }}
        icon={false}
      >
        {getErrorMessage(options.error ?? profile.error, t('errors.generic'))}
      </LoadError>
    );
  }
  if (options.data.fields.length === 0) {
    return (
      <Card>
        <EmptyState
          icon={ClipboardList}
          title={t('profileScreening.empty.title')}
          description={t('profileScreening.empty.description')}
        />
      </Card>
    );
  }
  return (
    <ScreeningEditor
      {...props}
      fields={options.data.fields}
      customAllowedFor={options.data.customAllowedFor}
      profile={profile.data}
    />
  );
}

type ScreeningEditorProps = ProfileScreeningFormProps & {
  fields: ScreeningOptionField[];
  customAllowedFor: string[];
  profile: StudentProfile;
};

function focusField(key: string) {
  const block = document.getElementById(screeningFieldId(key));
  if (!block) return;
  block.scrollIntoView({ block: 'center', behavior: 'smooth' });
  const target = block.querySelector<HTMLElement>('input:checked, input, button[aria-pressed]');
  target?.focus({ preventScroll: true });
}

function ScreeningEditor({
  fields,
  customAllowedFor,
  profile,
  recommendationsHref,
  onSaved,
}: ScreeningEditorProps) {
  const { t } = useTranslation();
  const mutation = useUpdateStudentProfile();
  const [saved, setSaved] = useState<Draft>(() => toDraft(fields, profile));
  const [draft, setDraft] = useState<Draft>(saved);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [justCompleted, setJustCompleted] = useState(false);
  const changed = useMemo(() => changedKeys(fields, saved, draft), [fields, saved, draft]);
  const isDirty = changed.length > 0;
  const completeness = useMemo(() => draftCompleteness(fields, draft), [fields, draft]);

  // Fresh data from the server (another tab, a refetch) replaces the answers unless some are being edited.
  const dirtyRef = useRef(isDirty);
  dirtyRef.current = isDirty;
  useEffect(() => {
    if (dirtyRef.current) return;
    const next = toDraft(fields, profile);
    setSaved(next);
    setDraft(next);
  }, [fields, profile]);

  // Leaving with unsaved answers asks first: inside the app through the router, outside through the browser.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty && !mutation.isPending && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);

  const setValue = (key: string, value: DraftValue) => {
    setDraft((current) => ({ ...current, [key]: value }));
    if (errors[key]) {
      setErrors(({ [key]: _cleared, ...rest }) => rest);
    }
  };

  const clientMessage = (code: string) =>
    code === 'age'
      ? t('profileScreening.errors.age', { min: STUDENT_AGE_MIN, max: STUDENT_AGE_MAX })
      : t('profileScreening.errors.number');

  const showErrors = (next: FieldErrors) => {
    setErrors(next);
    const first = fields.find((field) => next[field.key]);
    if (first) requestAnimationFrame(() => focusField(first.key));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const invalid = validateDraft(fields, draft);
    if (Object.keys(invalid).length > 0) {
      showErrors(
        Object.fromEntries(Object.entries(invalid).map(([key, code]) => [key, clientMessage(code)])),
      );
      return;
    }
    if (!isDirty) return;
    const wasCompleted = profile.completedAt !== null;
    mutation.mutate(buildUpdateBody(fields, saved, draft), {
      onSuccess: (next) => {
        const nextDraft = toDraft(fields, next);
        setSaved(nextDraft);
        setDraft(nextDraft);
        setErrors({});
        toast.success(t('profileScreening.saved'));
        if (!wasCompleted && next.completedAt !== null) setJustCompleted(true);
        onSaved?.(next);
      },
      onError: (error) => {
        const byField: FieldErrors = {};
        if (error instanceof ApiError && Array.isArray(error.details)) {
          for (const detail of error.details as { path?: unknown; message?: unknown }[]) {
            const key = typeof detail.path === 'string' ? fieldKeyOfPath(detail.path, fields) : null;
            if (key && !byField[key] && typeof detail.message === 'string') byField[key] = detail.message;
          }
        }
        if (Object.keys(byField).length > 0) showErrors(byField);
        else setFormError(getErrorMessage(error, t('profileScreening.saveFailed')));
      },
    });
  };

  const discard = () => {
    setDraft(saved);
    setErrors({});
    setFormError(null);
  };

  const errorCount = Object.keys(errors).length;

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_17rem] lg:items-start">
      <aside className="lg:sticky lg:top-24 lg:order-2" aria-label={t('profileScreening.progress.label')}>
        <CompletenessPanel
          completeness={completeness}
          savedComplete={profile.completeness.isComplete && !justCompleted}
          recommendationsHref={recommendationsHref}
          onJumpTo={focusField}
        />
      </aside>

      <div className="min-w-0 space-y-4 lg:order-1">
        {justCompleted ? <NextStepCard href={recommendationsHref} /> : null}
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        {errorCount > 0 ? (
          <Alert tone="error">{t('profileScreening.errors.summary', { count: errorCount })}</Alert>
        ) : null}

        <form onSubmit={onSubmit} noValidate aria-labelledby="profile-screening-form-title">
          <h2 id="profile-screening-form-title" className="sr-only">
            {t('profileScreening.formTitle')}
          </h2>
          <fieldset disabled={mutation.isPending} className="min-w-0">
            <Card className="divide-y divide-slate-100">
              <p className="px-5 py-3 text-xs text-slate-500 sm:px-6">
                <span aria-hidden className="text-rose-600">
                  *
                </span>{' '}
                {t('profileScreening.requiredNote')}
              </p>
              {fields.map((field) => (
                <div key={field.key} className="px-5 py-6 sm:px-6">
                  <ScreeningField
                    field={field}
                    value={draft[field.key] ?? (field.type === 'MULTIPLE_CHOICE' ? [] : '')}
                    error={errors[field.key]}
                    allowCustom={customAllowedFor.includes(field.key)}
                    onChange={(value) => setValue(field.key, value)}
                  />
                </div>
              ))}
            </Card>
          </fieldset>

          {/* Follows the reader down the form while there is something to save. */}
          <div
            className={cn(
              'mt-4 px-4 py-3 sm:rounded-xl sm:border',
              isDirty || mutation.isPending
                ? 'sticky bottom-0 z-10 -mx-4 border-t border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80 sm:mx-0 sm:shadow-(--shadow-popover)'
                : 'border-transparent max-sm:px-0',
            )}
          >
            <div className="flex items-center justify-between gap-3">
              <p className="min-w-0 text-sm text-slate-600" aria-live="polite">
                {mutation.isPending
                  ? t('profileScreening.saving')
                  : isDirty
                    ? t('profileScreening.unsaved', { count: changed.length })
                    : t('profileScreening.allSaved')}
              </p>
              <div className="flex shrink-0 gap-2">
                {isDirty ? (
                  <Button variant="ghost" onClick={discard} disabled={mutation.isPending}>
                    {t('profileScreening.discard')}
                  </Button>
                ) : null}
                <Button type="submit" loading={mutation.isPending} disabled={!isDirty}>
                  {t('common.save')}
                </Button>
              </div>
            </div>
          </div>
        </form>
      </div>

      <ConfirmDialog
        open={blocker.state === 'blocked'}
        onOpenChange={(open) => {
          if (!open && blocker.state === 'blocked') blocker.reset();
        }}
        title={t('profileScreening.leave.title')}
        description={t('profileScreening.leave.description')}
        confirmLabel={t('profileScreening.leave.confirm')}
        onConfirm={() => blocker.proceed?.()}
      />
    </div>
  );
}
