import { useTranslation } from 'react-i18next';
import { Textarea } from '@/components/ui/textarea';

/** The server's limit on a text answer. */
export const TEXT_ANSWER_MAX = 5000;

type Props = {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** Saves the text (blur); Next and Previous save it too. */
  onCommit: () => void;
  /** Ctrl/⌘+Enter: save and go on. */
  onSubmit: () => void;
  labelledBy: string;
  describedBy?: string;
};

/** An auto-growing text box; optional, saved when it loses focus or when moving on. */
export function TextQuestion({ id, value, onChange, onCommit, onSubmit, labelledBy, describedBy }: Props) {
  const { t } = useTranslation();
  const hintId = `${id}-hint`;
  return (
    <div>
      <Textarea
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onCommit}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            onSubmit();
          }
        }}
        maxLength={TEXT_ANSWER_MAX}
        minRows={4}
        maxRows={12}
        placeholder={t('taking.text.placeholder')}
        aria-labelledby={labelledBy}
        aria-describedby={[hintId, describedBy].filter(Boolean).join(' ')}
        className="text-base sm:text-sm"
      />
      <div id={hintId} className="mt-1.5 flex justify-between gap-3 text-xs text-slate-500">
        <span>{t('taking.text.hint')}</span>
        <span aria-hidden className="shrink-0 whitespace-nowrap tabular-nums">
          {value.length.toLocaleString()} / {TEXT_ANSWER_MAX.toLocaleString()}
        </span>
      </div>
    </div>
  );
}
