import type { Prompt } from '@pathwise/contract';
import { Pencil, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { formatDate } from '@/lib/format';
import { PROMPT_TEXT_PREVIEW, previewText, SYSTEM_PROMPT_PREVIEW } from '../../utils/text-preview';

type PromptVersionItemProps = {
  prompt: Prompt;
  toggling: boolean;
  /** Another action on this prompt is in flight (spec §4: blocked until it ends). */
  busy: boolean;
  onToggle: () => void;
  onEdit: () => void;
  onDelete: () => void;
};

/** One version: previews of its texts (spec §9: 200 and 100 characters), active switch, edit, delete. */
export function PromptVersionItem({
  prompt,
  toggling,
  busy,
  onToggle,
  onEdit,
  onDelete,
}: PromptVersionItemProps) {
  const { t } = useTranslation();
  const switchId = useId();

  return (
    <li className="space-y-3 px-4 py-4" data-testid={`prompt-${prompt.id}`} aria-busy={busy || undefined}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-slate-900">
          {t('prompts.list.version', { version: prompt.version })}
        </span>
        {prompt.isActive ? <Badge tone="success">{t('prompts.list.active')}</Badge> : null}
        <span className="text-xs text-slate-500">
          {t('prompts.list.updated', { date: formatDate(prompt.updatedAt) })}
        </span>
      </div>
      <p className="text-sm break-words whitespace-pre-line text-slate-700" data-testid="prompt-text-preview">
        {previewText(prompt.promptText, PROMPT_TEXT_PREVIEW)}
      </p>
      <p className="rounded-md bg-slate-50 px-3 py-2 text-xs break-words text-slate-600">
        <span className="font-medium text-slate-700">{t('prompts.list.systemPrompt')}: </span>
        <span data-testid="system-prompt-preview">
          {prompt.systemPrompt
            ? previewText(prompt.systemPrompt, SYSTEM_PROMPT_PREVIEW)
            : t('prompts.list.defaultSystemPrompt')}
        </span>
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <div className="mr-auto flex items-center gap-2 text-sm text-slate-600">
          <Switch
            id={switchId}
            checked={prompt.isActive}
            onCheckedChange={onToggle}
            disabled={busy}
            aria-label={t('prompts.list.activeFor', { version: prompt.version })}
          />
          <label htmlFor={switchId}>
            {prompt.isActive ? t('prompts.list.active') : t('prompts.list.inactive')}
          </label>
          {toggling ? <Spinner /> : null}
        </div>
        <Button variant="outline" size="sm" onClick={onEdit} disabled={busy}>
          <Pencil aria-hidden />
          {t('prompts.list.edit')}
        </Button>
        <Button
          variant="danger-outline"
          size="sm"
          onClick={onDelete}
          disabled={busy}
          aria-label={t('prompts.list.deleteFor', { version: prompt.version })}
        >
          <Trash2 aria-hidden />
          {t('common.delete')}
        </Button>
      </div>
    </li>
  );
}
