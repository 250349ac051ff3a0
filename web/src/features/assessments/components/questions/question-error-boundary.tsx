import { TriangleAlert } from 'lucide-react';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Props = { questionId: string; children: ReactNode };

/**
 * Keeps one unreadable question from taking the whole list down: it is replaced by an
 * 'Error loading question' box naming its id (spec §2), the other questions still show.
 */
export class QuestionErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? <QuestionErrorBox questionId={this.props.questionId} /> : this.props.children;
  }
}

function QuestionErrorBox({ questionId }: { questionId: string }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="flex gap-3 rounded-xl border border-rose-200 bg-rose-50 p-4 text-sm text-rose-800"
    >
      <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div className="min-w-0">
        <p className="font-medium">{t('questions.list.questionError')}</p>
        <p className="mt-0.5 font-mono text-xs break-all">
          {t('questions.list.questionId', { id: questionId })}
        </p>
      </div>
    </div>
  );
}
