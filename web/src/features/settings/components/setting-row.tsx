import { zodResolver } from '@hookform/resolvers/zod';
import { type SaveSettingBody, SaveSettingBodySchema } from '@pathwise/contract';
import { ArrowRight, KeyRound, Pencil, Trash2 } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Controller, type SubmitHandler, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClassName } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/errors';
import { useDeleteSetting } from '../api/delete-setting';
import { useSaveSetting } from '../api/save-setting';
import {
  isI18nSwitchOn,
  isSwitchSettingOn,
  SETTING_CHOICES,
  type SettingRow as SettingRowData,
} from '../utils/setting-rows';

export function SettingRow({ row }: { row: SettingRowData }) {
  if (row.key === 'I18N_ENABLED') return <I18nSwitchRow row={row} />;
  if (row.key === 'REFERRALS_ENABLED') return <ReferralsSettingRow row={row} />;
  return <ValueSettingRow row={row} />;
}

function RowHeading({ row, badges }: { row: SettingRowData; badges?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="min-w-0 flex-1">
      <div className="flex flex-wrap items-center gap-2">
        <p className="text-sm font-medium text-slate-900">
          {t(`settings.keys.${row.key}`, { defaultValue: row.label })}
        </p>
        {row.isSecret ? (
          <Badge tone="neutral">
            <KeyRound aria-hidden />
            {t('settings.secret')}
          </Badge>
        ) : null}
        {badges}
      </div>
      <p className="mt-0.5 font-mono text-xs text-slate-400">{row.key}</p>
    </div>
  );
}

function ValueSettingRow({ row }: { row: SettingRowData }) {
  const { t } = useTranslation();
  const switchId = useId();
  const [editing, setEditing] = useState<{ isActive: boolean } | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const save = useSaveSetting();
  const remove = useDeleteSetting();
  const { setting } = row;
  const hasValue = Boolean(setting?.hasValue);
  const isActive = setting?.isActive ?? true;
  const busy = save.isPending || remove.isPending;

  const toggleActive = (next: boolean) => {
    // A secret is never sent back to the browser, so changing its state means entering it again.
    if (row.isSecret || setting?.value == null) {
      setEditing({ isActive: next });
      return;
    }
    save.mutate(
      { key: row.key, value: setting.value, isActive: next },
      {
        onSuccess: () => toast.success(next ? t('settings.activated') : t('settings.deactivated')),
        onError: (error) => toast.error(getErrorMessage(error, t('settings.saveFailed'))),
      },
    );
  };

  return (
    <li className="px-5 py-4 sm:px-6" aria-busy={busy || undefined}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <RowHeading
          row={row}
          badges={
            <>
              <Badge tone={hasValue ? 'success' : 'neutral'} data-testid={`setting-status-${row.key}`}>
                {hasValue ? t('settings.set') : t('settings.notSet')}
              </Badge>
              {hasValue && !isActive ? <Badge tone="warning">{t('settings.inactive')}</Badge> : null}
            </>
          }
        />
        {!row.isSecret && setting?.value ? (
          <p
            className="max-w-full truncate rounded-md bg-slate-50 px-2 py-1 font-mono text-xs text-slate-600 sm:max-w-56"
            title={setting.value}
          >
            {setting.value}
          </p>
        ) : null}
        <div className="flex items-center gap-2 sm:gap-3">
          {hasValue ? (
            <div className="flex items-center gap-2 text-sm text-slate-600">
              {save.isPending && !editing ? <Spinner /> : null}
              <Switch
                id={switchId}
                checked={isActive}
                onCheckedChange={toggleActive}
                disabled={busy || editing !== null}
                aria-label={t('settings.activeFor', { name: row.key })}
              />
              <label htmlFor={switchId} className="min-w-12 whitespace-nowrap">
                {isActive ? t('settings.active') : t('settings.off')}
              </label>
            </div>
          ) : null}
          <Button
            variant="outline"
            size="sm"
            onClick={() => setEditing({ isActive })}
            disabled={busy || editing !== null}
            aria-label={
              hasValue ? t('settings.replaceFor', { name: row.key }) : t('settings.setFor', { name: row.key })
            }
          >
            <Pencil aria-hidden />
            {hasValue ? t('settings.replace') : t('settings.setValue')}
          </Button>
          {hasValue ? (
            <Button
              variant="ghost"
              size="icon-sm"
              className="text-slate-400 hover:bg-rose-50 hover:text-rose-600"
              onClick={() => setConfirmDelete(true)}
              disabled={busy}
              aria-label={t('settings.deleteFor', { name: row.key })}
            >
              {remove.isPending ? <Spinner /> : <Trash2 aria-hidden />}
            </Button>
          ) : null}
        </div>
      </div>
      {editing ? (
        <SettingEditor
          row={row}
          initialActive={editing.isActive}
          activeChanged={editing.isActive !== isActive}
          onDone={() => setEditing(null)}
          save={save}
        />
      ) : null}
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={t('settings.deleteTitle', { name: row.key })}
        description={t('settings.deleteDescription')}
        confirmLabel={t('common.delete')}
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutate(row.key, {
            onSuccess: () => {
              setConfirmDelete(false);
              toast.success(t('settings.deleted', { name: row.key }));
            },
          })
        }
      />
    </li>
  );
}

const EditorSchema = z.object({ value: SaveSettingBodySchema.shape.value, isActive: z.boolean() });
type EditorValues = z.infer<typeof EditorSchema>;

type SettingEditorProps = {
  row: SettingRowData;
  initialActive: boolean;
  activeChanged: boolean;
  onDone: () => void;
  save: ReturnType<typeof useSaveSetting>;
};

function SettingEditor({ row, initialActive, activeChanged, onDone, save }: SettingEditorProps) {
  const { t } = useTranslation();
  const activeId = useId();
  const choices = SETTING_CHOICES[row.key];
  const form = useForm<EditorValues>({
    resolver: zodResolver(EditorSchema),
    // Non-secret values are prefilled so small edits are easy; secrets always start empty.
    defaultValues: {
      value: row.isSecret ? '' : (row.setting?.value ?? choices?.[0] ?? ''),
      isActive: initialActive,
    },
  });
  const { errors } = form.formState;

  const onSubmit: SubmitHandler<EditorValues> = ({ value, isActive }) => {
    const body: SaveSettingBody = { key: row.key, value, isActive };
    save.mutate(body, {
      onSuccess: () => {
        toast.success(t('settings.saved', { name: row.key }));
        onDone();
      },
      onError: (error) =>
        form.setError('root.server', { message: getErrorMessage(error, t('settings.saveFailed')) }),
    });
  };

  return (
    <form
      onSubmit={form.handleSubmit(onSubmit)}
      noValidate
      className="mt-4 space-y-4 rounded-xl border border-slate-200 bg-slate-50/70 p-4 animate-slide-down"
    >
      {activeChanged && row.isSecret ? <Alert tone="info">{t('settings.reenterSecret')}</Alert> : null}
      {errors.root?.server?.message ? <Alert tone="error">{errors.root.server.message}</Alert> : null}
      <Field
        label={row.setting?.hasValue ? t('settings.newValue') : t('settings.value')}
        error={errors.value?.message}
        hint={row.isSecret ? t('settings.secretHint') : undefined}
      >
        {(control) =>
          choices ? (
            <Select {...control} {...form.register('value')}>
              {choices.map((choice) => (
                <option key={choice} value={choice}>
                  {choice}
                </option>
              ))}
            </Select>
          ) : (
            <Input
              {...control}
              {...form.register('value')}
              type={row.isSecret ? 'password' : 'text'}
              autoComplete={row.isSecret ? 'new-password' : 'off'}
              spellCheck={false}
              className="font-mono"
              autoFocus
            />
          )
        }
      </Field>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-2.5">
          <Controller
            control={form.control}
            name="isActive"
            render={({ field }) => (
              <Switch
                id={activeId}
                checked={field.value}
                onCheckedChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          />
          <label htmlFor={activeId} className="text-sm text-slate-700">
            {t('settings.activeLabel')}
          </label>
        </div>
        <div className="flex gap-2">
          <Button variant="ghost" onClick={onDone} disabled={save.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('common.save')}
          </Button>
        </div>
      </div>
    </form>
  );
}

function I18nSwitchRow({ row }: { row: SettingRowData }) {
  const { t } = useTranslation();
  const save = useSaveSetting();
  const checked = isI18nSwitchOn(row.setting);
  return (
    <li className="px-5 py-4 sm:px-6" aria-busy={save.isPending || undefined}>
      <div className="flex items-center gap-3">
        <div className="min-w-0 flex-1">
          <RowHeading row={row} />
          <p className="mt-1 text-sm text-slate-500">{t('settings.i18nHint')}</p>
        </div>
        {save.isPending ? <Spinner /> : null}
        <Switch
          checked={checked}
          disabled={save.isPending}
          onCheckedChange={(next) =>
            save.mutate(
              { key: 'I18N_ENABLED', value: String(next), isActive: true },
              {
                onSuccess: () => toast.success(next ? t('settings.i18nOn') : t('settings.i18nOff')),
                onError: (error) => toast.error(getErrorMessage(error, t('settings.saveFailed'))),
              },
            )
          }
          aria-label={t('settings.keys.I18N_ENABLED')}
          data-testid="i18n-switch"
        />
      </div>
    </li>
  );
}

/**
 * The referral programme's switch is turned in its own console, which asks before turning it off and
 * shows what it needs (active terms): here it reads on or off and leads there.
 */
function ReferralsSettingRow({ row }: { row: SettingRowData }) {
  const { t } = useTranslation();
  const on = isSwitchSettingOn(row.setting);
  return (
    <li className="px-5 py-4 sm:px-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="min-w-0 flex-1">
          <RowHeading
            row={row}
            badges={
              <Badge tone={on ? 'success' : 'neutral'} data-testid="setting-status-REFERRALS_ENABLED">
                {on ? t('settings.referralsOn') : t('settings.referralsOff')}
              </Badge>
            }
          />
          <p className="mt-1 text-sm text-slate-500">{t('settings.referralsHint')}</p>
        </div>
        <Link
          to={paths.admin.referrals.getHref()}
          className={buttonClassName({
            variant: 'outline',
            size: 'sm',
            className: 'self-start sm:self-auto',
          })}
        >
          {t('settings.referralsManage')}
          <ArrowRight aria-hidden />
        </Link>
      </div>
    </li>
  );
}
