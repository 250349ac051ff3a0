import { BLOG_LIMITS } from '@pathwise/contract';
import { Plus, X } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { getErrorMessage } from '@/lib/errors';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { createTag, useTagSuggestions } from '../../api/tags';
import type { TagRef } from './article-draft';

const SUGGEST_DELAY_MS = 200;

/**
 * The article's tags: chips with a remove button, and a combobox that suggests tags while typing
 * (GET /article-tags/suggestions) and offers to create the typed one when it does not exist.
 */
export function TagPicker({ value, onChange }: { value: TagRef[]; onChange: (tags: TagRef[]) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [creating, setCreating] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const query = useDebouncedValue(text, SUGGEST_DELAY_MS);
  const suggestions = useTagSuggestions(query);

  const chosen = new Set(value.map((tag) => tag.id));
  const typed = text.trim();
  const options = (suggestions.data ?? []).filter((tag) => !chosen.has(tag.id));
  const exact = [...options, ...value].some((tag) => tag.name.toLowerCase() === typed.toLowerCase());
  const canCreate = typed !== '' && !exact;
  const full = value.length >= BLOG_LIMITS.tagsPerArticle;
  type Option = { kind: 'tag'; tag: TagRef } | { kind: 'create' };
  const items: Option[] = [
    ...options.map((tag) => ({ kind: 'tag' as const, tag })),
    ...(canCreate ? [{ kind: 'create' as const }] : []),
  ];
  const showList = open && typed !== '' && items.length > 0 && !full;

  const add = (tag: TagRef) => {
    onChange([...value, { id: tag.id, name: tag.name, slug: tag.slug }]);
    setText('');
    setActive(0);
  };
  const choose = async (option: Option) => {
    setError(null);
    if (option.kind === 'tag') return add(option.tag);
    setCreating(true);
    try {
      add(await createTag(typed));
    } catch (failure) {
      setError(getErrorMessage(failure, t('adminBlog.editor.tags.createFailed')));
    } finally {
      setCreating(false);
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && items.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((current) => (current + 1) % items.length);
    } else if (event.key === 'ArrowUp' && items.length > 0) {
      event.preventDefault();
      setActive((current) => (current - 1 + items.length) % items.length);
    } else if (event.key === 'Enter' && showList) {
      event.preventDefault();
      const option = items[Math.min(active, items.length - 1)];
      if (option) void choose(option);
    } else if (event.key === 'Escape') {
      setOpen(false);
    } else if (event.key === 'Backspace' && text === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {t('adminBlog.editor.tags.label')}
      </label>
      {value.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label={t('adminBlog.editor.tags.chosen')}>
          {value.map((tag) => (
            <li
              key={tag.id}
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-0.5 pr-1 pl-2.5 text-sm text-brand-800 ring-1 ring-brand-200"
            >
              {tag.name}
              <button
                type="button"
                className="rounded-full p-0.5 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-500"
                aria-label={t('adminBlog.editor.tags.remove', { name: tag.name })}
                onClick={() => onChange(value.filter((item) => item.id !== tag.id))}
              >
                <X className="size-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="relative">
        <Input
          id={id}
          role="combobox"
          aria-expanded={showList}
          aria-controls={`${id}-list`}
          aria-autocomplete="list"
          aria-activedescendant={showList ? `${id}-option-${Math.min(active, items.length - 1)}` : undefined}
          aria-describedby={`${id}-hint`}
          value={text}
          disabled={full || creating}
          maxLength={BLOG_LIMITS.taxonomyName}
          autoComplete="off"
          placeholder={full ? t('adminBlog.editor.tags.full') : t('adminBlog.editor.tags.placeholder')}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(0);
            setError(null);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        {showList ? (
          <div
            id={`${id}-list`}
            role="listbox"
            aria-label={t('adminBlog.editor.tags.suggestions')}
            className="absolute z-20 mt-1 max-h-60 w-full overflow-y-auto rounded-lg border border-slate-200 bg-white p-1 shadow-(--shadow-popover)"
          >
            {items.map((option, index) => (
              <button
                type="button"
                key={option.kind === 'tag' ? option.tag.id : 'create'}
                id={`${id}-option-${index}`}
                role="option"
                // Focus stays in the input (aria-activedescendant); the options are reached with the arrows.
                tabIndex={-1}
                aria-selected={index === active}
                className={cn(
                  'flex w-full cursor-pointer items-center gap-2 rounded-md px-2.5 py-1.5 text-left text-sm text-slate-700',
                  index === active && 'bg-slate-100 text-slate-900',
                )}
                // Keeps focus in the input so its blur does not close the list before the choice.
                onMouseDown={(event) => event.preventDefault()}
                onMouseEnter={() => setActive(index)}
                onClick={() => void choose(option)}
              >
                {option.kind === 'tag' ? (
                  option.tag.name
                ) : (
                  <>
                    <Plus className="size-4 text-slate-400" aria-hidden />
                    {t('adminBlog.editor.tags.create', { name: typed })}
                  </>
                )}
              </button>
            ))}
          </div>
        ) : null}
      </div>
      {error ? (
        <p role="alert" className="text-sm text-rose-700">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {t('adminBlog.editor.tags.hint', { max: BLOG_LIMITS.tagsPerArticle })}
        </p>
      )}
    </div>
  );
}
