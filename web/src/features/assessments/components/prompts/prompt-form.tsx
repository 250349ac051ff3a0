import {
  DEFAULT_SYSTEM_PROMPT,
  PROMPT_TEMPLATE_NAMES,
  type Prompt,
  unknownPlaceholders,
} from '@pathwise/contract';
import { FileText } from 'lucide-react';
import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import {
  getPromptTemplate,
  type PromptTemplate,
  type PromptTemplateName,
} from '../../api/get-prompt-template';
import { insertText } from '../../utils/insert-text';
import { toastFailure } from '../../utils/toast-failure';
import { PlaceholderList } from './placeholder-list';

export type PromptFormValues = { promptText: string; systemPrompt: string };
type TextField = keyof PromptFormValues;

type PromptFormProps = {
  /** The version being edited; a new prompt when absent. */
  prompt?: Prompt;
  busy: boolean;
  onSubmit: (values: PromptFormValues) => void;
  onCancel: () => void;
};

const unknownMessage = (text: string) => {
  const unknown = unknownPlaceholders(text);
  return unknown.length > 0 ? unknown.map((name) => `{{${name}}}`).join(', ') : null;
};

/** Prompt text (required), optional system prompt, templates and placeholders (spec §5). */
export function PromptForm({ prompt, busy, onSubmit, onCancel }: PromptFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<PromptFormValues>({
    promptText: prompt?.promptText ?? '',
    systemPrompt: prompt?.systemPrompt ?? '',
  });
  const [templateName, setTemplateName] = useState<PromptTemplateName>(PROMPT_TEMPLATE_NAMES[0]);
  const [loadingTemplate, setLoadingTemplate] = useState(false);
  const [pendingTemplate, setPendingTemplate] = useState<PromptTemplate | null>(null);
  const fields = {
    promptText: useRef<HTMLTextAreaElement>(null),
    systemPrompt: useRef<HTMLTextAreaElement>(null),
  };
  const lastFocused = useRef<TextField>('promptText');

  const unknown = {
    promptText: unknownMessage(values.promptText),
    systemPrompt: unknownMessage(values.systemPrompt),
  };

  const insertPlaceholder = (token: string) => {
    const field = lastFocused.current;
    const element = fields[field].current;
    const next = insertText(
      values[field],
      token,
      element?.selectionStart ?? null,
      element?.selectionEnd ?? null,
    );
    setValues((current) => ({ ...current, [field]: next.value }));
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(next.caret, next.caret);
    });
  };

  const applyTemplate = (template: PromptTemplate) => {
    setValues((current) => ({
      promptText: template.template,
      systemPrompt: template.systemPrompt ?? current.systemPrompt,
    }));
    setPendingTemplate(null);
  };

  const loadTemplate = async () => {
    setLoadingTemplate(true);
    try {
      const template = await getPromptTemplate(templateName);
      // Replacing typed text loses it: ask first.
      if (values.promptText.trim()) setPendingTemplate(template);
      else applyTemplate(template);
    } catch (error) {
      toastFailure(t('prompts.toasts.templateFailed'), error);
    } finally {
      setLoadingTemplate(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!values.promptText.trim()) {
      toast.error(t('prompts.toasts.textRequired'));
      fields.promptText.current?.focus();
      return;
    }
    // Unknown placeholders are flagged beside their field as they are typed; they are never sent.
    if (unknown.promptText || unknown.systemPrompt) return;
    onSubmit(values);
  };

  const fieldProps = (field: TextField) => ({
    ref: fields[field],
    value: values[field],
    onChange: (event: ChangeEvent<HTMLTextAreaElement>) =>
      setValues((current) => ({ ...current, [field]: event.target.value })),
    onFocus: () => {
      lastFocused.current = field;
    },
    spellCheck: false,
    className: 'font-mono text-[13px]',
  });

  const unknownError = (field: TextField) =>
    unknown[field] ? t('prompts.form.unknownPlaceholders', { names: unknown[field] }) : undefined;

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="flex flex-col gap-2 rounded-xl border border-dashed border-slate-300 p-3 sm:flex-row sm:items-end">
        <Field label={t('prompts.form.template')} className="flex-1">
          {(control) => (
            <Select
              {...control}
              value={templateName}
              onChange={(event) => setTemplateName(event.target.value as PromptTemplateName)}
            >
              {PROMPT_TEMPLATE_NAMES.map((name) => (
                <option key={name} value={name}>
                  {t(`prompts.templates.${name}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Button variant="outline" onClick={loadTemplate} loading={loadingTemplate}>
          {loadingTemplate ? null : <FileText aria-hidden />}
          {t('prompts.form.useTemplate')}
        </Button>
      </div>

      <Field
        label={t('prompts.form.promptText')}
        hint={t('prompts.form.promptTextHint')}
        error={unknownError('promptText')}
      >
        {(control) => <Textarea {...control} {...fieldProps('promptText')} minRows={6} maxRows={16} />}
      </Field>

      <PlaceholderList onInsert={insertPlaceholder} />

      <Field
        label={t('prompts.form.systemPrompt')}
        hint={t('prompts.form.systemPromptHint')}
        error={unknownError('systemPrompt')}
      >
        {(control) => <Textarea {...control} {...fieldProps('systemPrompt')} />}
      </Field>
      <details className="text-xs text-slate-500">
        <summary className="cursor-pointer rounded font-medium text-slate-600 focus-visible:outline-2 focus-visible:outline-brand-500">
          {t('prompts.form.showDefault')}
        </summary>
        <p className="mt-1.5 rounded-md bg-slate-50 p-2 font-mono">{DEFAULT_SYSTEM_PROMPT}</p>
      </details>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={busy}>
          {prompt ? t('common.saveChanges') : t('prompts.form.create')}
        </Button>
      </div>

      <ConfirmDialog
        open={pendingTemplate !== null}
        onOpenChange={(open) => !open && setPendingTemplate(null)}
        title={t('prompts.form.replaceTitle')}
        description={t('prompts.form.replaceDescription')}
        confirmLabel={t('prompts.form.replaceConfirm')}
        tone="primary"
        onConfirm={() => pendingTemplate && applyTemplate(pendingTemplate)}
      />
    </form>
  );
}
