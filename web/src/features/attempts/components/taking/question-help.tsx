import { Lightbulb } from 'lucide-react';
import { useTranslation } from 'react-i18next';

type QuestionHelpProps = { explanation: string | null; example: string | null; id?: string };

/** The question's explanation and example, when it has them. */
export function QuestionHelp({ explanation, example, id }: QuestionHelpProps) {
  const { t } = useTranslation();
  if (!explanation && !example) return null;
  return (
    <div
      id={id}
      className="mt-4 flex gap-3 rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-600 ring-1 ring-slate-200/70 ring-inset"
    >
      <Lightbulb className="mt-0.5 size-4 shrink-0 text-amber-500" aria-hidden />
      <div className="space-y-1">
        {explanation ? <p>{explanation}</p> : null}
        {example ? (
          <p className="text-slate-500">
            <span className="font-medium text-slate-600">{t('taking.question.example')}</span> {example}
          </p>
        ) : null}
      </div>
    </div>
  );
}
