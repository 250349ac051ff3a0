import { useTranslation } from 'react-i18next';
import { usePromptPlaceholders } from '../../api/get-prompt-placeholders';

/** The {{placeholders}} a prompt may use; clicking one inserts it at the cursor. */
export function PlaceholderList({ onInsert }: { onInsert: (token: string) => void }) {
  const { t } = useTranslation();
  const placeholders = usePromptPlaceholders();

  return (
    <section
      aria-labelledby="placeholders-heading"
      className="rounded-xl border border-slate-200 bg-slate-50/70 p-3"
    >
      <h4 id="placeholders-heading" className="text-sm font-semibold text-slate-900">
        {t('prompts.form.placeholders')}
      </h4>
      <p className="mb-2 text-xs text-slate-500">{t('prompts.form.placeholdersHint')}</p>
      <ul className="grid max-h-56 gap-1 overflow-y-auto sm:grid-cols-2">
        {placeholders.map(({ name, description }) => (
          <li key={name}>
            <button
              type="button"
              onClick={() => onInsert(`{{${name}}}`)}
              className="w-full rounded-md px-2 py-1.5 text-left hover:bg-white focus-visible:outline-2 focus-visible:outline-brand-500"
              aria-label={t('prompts.form.insertPlaceholder', { name })}
            >
              <code className="text-xs font-semibold text-brand-700">{`{{${name}}}`}</code>
              <span className="block text-xs text-slate-500">{description}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
