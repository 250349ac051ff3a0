import { useTranslation } from 'react-i18next';
import type { AdminAttemptAnswer } from '../../api/admin-get-attempt-detail';

const score = (value: number | null) =>
  value === null ? '—' : new Intl.NumberFormat(undefined, { maximumFractionDigits: 2 }).format(value);

/** Every answer given: a table on wider screens, a list on phones. */
export function AttemptAnswers({ answers }: { answers: readonly AdminAttemptAnswer[] }) {
  const { t } = useTranslation();
  return (
    <section className="px-5 py-5 sm:px-6" aria-labelledby="attempt-answers-title">
      <h3 id="attempt-answers-title" className="mb-3 text-sm font-semibold text-slate-900">
        {t('adminResults.detail.answersTitle', { count: answers.length })}
      </h3>
      {answers.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-500">
          {t('adminResults.detail.noAnswers')}
        </p>
      ) : (
        <>
          <div className="hidden overflow-hidden rounded-lg border border-slate-200 sm:block">
            <table className="w-full text-left text-sm">
              <thead className="bg-slate-50 text-xs tracking-wide text-slate-500 uppercase">
                <tr>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {t('adminResults.detail.question')}
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {t('adminResults.detail.answer')}
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-medium">
                    {t('adminResults.detail.score')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {answers.map((answer) => (
                  <tr key={answer.questionId} className="align-top">
                    <td className="px-3 py-2.5">
                      <span className="block text-xs text-slate-500">{answer.categoryTitle}</span>
                      <span className="text-slate-900">{answer.questionText}</span>
                    </td>
                    <td className="px-3 py-2.5 break-words text-slate-700">{answer.answerText}</td>
                    <td className="px-3 py-2.5 text-right text-slate-900 tabular-nums">
                      {score(answer.score)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 sm:hidden">
            {answers.map((answer) => (
              <li key={answer.questionId} className="px-3.5 py-3 text-sm">
                <span className="block text-xs text-slate-500">{answer.categoryTitle}</span>
                <span className="block text-slate-900">{answer.questionText}</span>
                <span className="mt-1 flex items-baseline justify-between gap-3">
                  <span className="font-medium break-words text-slate-700">{answer.answerText}</span>
                  <span className="shrink-0 text-xs text-slate-500 tabular-nums">
                    {t('adminResults.detail.scoreShort', { score: score(answer.score) })}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
