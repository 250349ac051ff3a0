import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import type { TakingSession } from '../../hooks/use-taking-session';
import type { FlowStep } from '../../utils/question-flow';
import { MultipleChoiceQuestion } from './multiple-choice-question';
import { QuestionHelp } from './question-help';
import { RatingQuestion } from './rating-question';
import { TextQuestion } from './text-question';
import { YesNoQuestion } from './yes-no-question';

type QuestionStepProps = { step: FlowStep; session: TakingSession; sectionCount: number };

/** The section header, the question with its help, and the answer control for its type. */
export function QuestionStep({ step, session, sectionCount }: QuestionStepProps) {
  const { t } = useTranslation();
  const { question, category } = step;
  const textId = `question-${question.id}`;
  const helpId = `question-help-${question.id}`;
  const value = session.answers.get(question.id);
  const hasHelp = Boolean(question.explanation || question.example);

  return (
    <div>
      <header className="mb-5">
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
          {t('taking.question.section', { current: step.categoryIndex + 1, total: sectionCount })}
        </p>
        <h2 className="mt-1 text-base font-semibold text-slate-900">{category.title}</h2>
        {category.description && step.indexInCategory === 0 ? (
          <p className="mt-0.5 text-sm text-slate-500">{category.description}</p>
        ) : null}
      </header>

      <div className="mb-5">
        <div className="flex flex-wrap items-start gap-x-3 gap-y-2">
          <p
            id={textId}
            className="min-w-0 flex-1 text-lg leading-snug font-semibold text-slate-900 sm:text-xl"
          >
            {question.text}
          </p>
          {question.type === 'TEXT' ? <Badge>{t('taking.question.optional')}</Badge> : null}
        </div>
        <QuestionHelp id={helpId} explanation={question.explanation} example={question.example} />
      </div>

      {question.type === 'MULTIPLE_CHOICE' ? (
        <MultipleChoiceQuestion
          question={question}
          value={value}
          onChoose={session.choose}
          labelledBy={textId}
        />
      ) : question.type === 'RATING' ? (
        <RatingQuestion question={question} value={value} onChoose={session.choose} labelledBy={textId} />
      ) : question.type === 'YES_NO' ? (
        <YesNoQuestion value={value} onChoose={session.choose} labelledBy={textId} />
      ) : (
        <TextQuestion
          id={`answer-${question.id}`}
          value={session.textDraft ?? (typeof value === 'string' ? value : '')}
          onChange={(text) => session.setTextDraft(question.id, text)}
          onCommit={session.commitText}
          onSubmit={() => (session.isLast ? void session.finish() : session.next())}
          labelledBy={textId}
          describedBy={hasHelp ? helpId : undefined}
        />
      )}
    </div>
  );
}
