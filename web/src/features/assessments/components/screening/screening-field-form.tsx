import { SCREENING_FIELD_TYPES, type ScreeningField, type ScreeningFieldType } from '@pathwise/contract';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { useSaveScreeningField } from '../../api/save-screening-field';
import { toastFailure } from '../../utils/toast-failure';
import { isChoiceType } from './choice-drafts';
import { ChoicesEditor } from './choices-editor';
import {
  emptyFieldDraft,
  type FieldDraft,
  fieldToDraft,
  validateFieldEdit,
  validateNewField,
  withFieldType,
} from './field-draft';
import { ScreeningFieldPreview } from './screening-field-preview';

type ScreeningFieldFormProps = { field?: ScreeningField; onClose: () => void };

/** A profile-screening field: key (on creation only), label, help text, type, choices and switches, with a live preview. */
export function ScreeningFieldForm({ field, onClose }: ScreeningFieldFormProps) {
  const { t } = useTranslation();
  const requiredId = useId();
  const activeId = useId();
  const save = useSaveScreeningField();
  const [draft, setDraft] = useState<FieldDraft>(() => (field ? fieldToDraft(field) : emptyFieldDraft()));
  const [showErrors, setShowErrors] = useState(false);
  const result = field ? validateFieldEdit(draft) : validateNewField(draft);
  const errors = showErrors && !result.ok ? result.errors : {};
  const set = <K extends keyof FieldDraft>(key: K, value: FieldDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setShowErrors(true);
    if (!result.ok) {
      // After the messages render, take the admin to the first field to fix.
      const form = event.currentTarget;
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    const callbacks = {
      onSuccess: () => {
        toast.success(t(field ? 'screening.config.toasts.updated' : 'screening.config.toasts.created'));
        onClose();
      },
      onError: (error: unknown) => toastFailure(t('screening.config.toasts.saveFailed'), error),
    };
    if (field) {
      const edit = validateFieldEdit(draft);
      if (edit.ok) save.mutate({ id: field.id, body: edit.body }, callbacks);
    } else {
      const created = validateNewField(draft);
      if (created.ok) save.mutate({ body: created.body }, callbacks);
    }
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]"
      aria-busy={save.isPending || undefined}
    >
      <fieldset className="space-y-4" disabled={save.isPending}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('screening.config.form.label')} error={errors.label}>
            {(control) => (
              <Input
                {...control}
                value={draft.label}
                maxLength={200}
                onChange={(event) => set('label', event.target.value)}
              />
            )}
          </Field>
          {field ? (
            <div className="space-y-1.5">
              <p className="text-sm font-medium text-slate-700">{t('screening.config.form.key')}</p>
              <p className="flex h-10 items-center rounded-lg bg-slate-50 px-3 font-mono text-sm text-slate-600 ring-1 ring-slate-200">
                {field.key}
              </p>
              <p className="text-xs text-slate-500">{t('screening.config.form.keyFixed')}</p>
            </div>
          ) : (
            <Field
              label={t('screening.config.form.key')}
              hint={t('screening.config.form.keyHint')}
              error={errors.key}
            >
              {(control) => (
                <Input
                  {...control}
                  value={draft.key}
                  maxLength={60}
                  spellCheck={false}
                  className="font-mono"
                  onChange={(event) => set('key', event.target.value)}
                />
              )}
            </Field>
          )}
        </div>
        <Field
          label={t('screening.config.form.helpText')}
          hint={t('screening.config.form.helpTextHint')}
          error={errors.helpText}
        >
          {(control) => (
            <Textarea
              {...control}
              minRows={2}
              maxRows={5}
              value={draft.helpText}
              maxLength={1000}
              onChange={(event) => set('helpText', event.target.value)}
            />
          )}
        </Field>
        <Field
          label={t('screening.config.form.type')}
          hint={field?.isSystem ? t('screening.config.form.typeFixed') : undefined}
          error={errors.type}
        >
          {(control) => (
            <Select
              {...control}
              value={draft.type}
              // Built-in fields feed targeting, which reads their type: the server refuses a change.
              disabled={field?.isSystem}
              onChange={(event) =>
                setDraft((current) => withFieldType(current, event.target.value as ScreeningFieldType))
              }
            >
              {SCREENING_FIELD_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`screening.types.${type}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        {isChoiceType(draft.type) ? (
          <ChoicesEditor
            owner={draft.label || t('screening.preview.untitled')}
            choices={draft.options}
            error={errors.options}
            onChange={(options) => set('options', options)}
          />
        ) : null}
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="flex items-center justify-between gap-3 rounded-lg border border-slate-200 px-3 py-2.5">
            <label htmlFor={requiredId} className="text-sm font-medium text-slate-700">
              {t('screening.config.form.required')}
            </label>
            <Switch
              id={requiredId}
              checked={draft.isRequired}
              onCheckedChange={(checked) => set('isRequired', checked)}
            />
          </div>
          <div className="flex items-center justify-between gap-3 rounded-lg border border-slate-200 px-3 py-2.5">
            <label htmlFor={activeId} className="text-sm font-medium text-slate-700">
              {t('screening.config.form.active')}
              <span className="block text-xs font-normal text-slate-500">
                {t('screening.config.form.activeHint')}
              </span>
            </label>
            <Switch
              id={activeId}
              checked={draft.isActive}
              onCheckedChange={(checked) => set('isActive', checked)}
            />
          </div>
        </div>
      </fieldset>
      <div className="space-y-4 lg:sticky lg:top-0 lg:self-start">
        <ScreeningFieldPreview
          label={draft.label}
          helpText={draft.helpText}
          type={draft.type}
          options={draft.options}
          isRequired={draft.isRequired}
        />
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end lg:col-span-2">
        <Button variant="outline" onClick={onClose} disabled={save.isPending}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={save.isPending}>
          {field ? t('common.saveChanges') : t('screening.config.form.create')}
        </Button>
      </div>
    </form>
  );
}
