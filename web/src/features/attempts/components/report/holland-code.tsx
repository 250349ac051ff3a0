import { type AttemptScoresBody, readHolland } from '@pathwise/contract';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { audienceContext, type ReportAudience } from '../../utils/report-audience';
import { hollandTieText, placeText } from '../../utils/report-words';

const LETTER_STYLES = {
  R: 'bg-orange-50 text-orange-700 ring-orange-200',
  I: 'bg-sky-50 text-sky-700 ring-sky-200',
  A: 'bg-fuchsia-50 text-fuchsia-700 ring-fuchsia-200',
  S: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
  E: 'bg-amber-50 text-amber-800 ring-amber-200',
  C: 'bg-indigo-50 text-indigo-700 ring-indigo-200',
} as const;

/**
 * The three-letter Holland (RIASEC) code, each type named as the bars name it, with its nickname
 * and meaning; a tie for third place is said, not hidden (the contract's readHolland).
 */
export function HollandCode({ scores, audience }: { scores: AttemptScoresBody; audience?: ReportAudience }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en-US';
  const holland = readHolland(scores);
  if (!holland) return null;
  const tie = hollandTieText(t, language, holland);
  return (
    <Card className="mb-6">
      <CardHeader>
        <CardTitle>{t('report.holland.title', audienceContext(audience))}</CardTitle>
        <CardDescription>{t('report.holland.description', audienceContext(audience))}</CardDescription>
      </CardHeader>
      <CardContent>
        <p className="mb-4 flex items-baseline gap-3">
          <span
            className="font-mono text-4xl font-bold tracking-[0.2em] text-slate-900"
            data-testid="holland-code"
          >
            {holland.code}
          </span>
          <span className="text-sm text-slate-500">{t('report.holland.codeHint')}</span>
        </p>
        <ol className="grid gap-3 sm:grid-cols-3">
          {holland.types.map(({ letter, trait, rank, joint }) => (
            <li key={letter} className="flex gap-3 rounded-xl border border-slate-200 p-4">
              <span
                aria-hidden
                className={`flex size-10 shrink-0 items-center justify-center rounded-lg text-lg font-bold ring-1 ring-inset ${LETTER_STYLES[letter]}`}
              >
                {letter}
              </span>
              <div className="min-w-0">
                <p className="text-sm font-semibold text-slate-900">
                  <span className="sr-only">{placeText(t, language, rank, joint)}: </span>
                  {trait}
                  <span className="ml-1.5 font-normal text-slate-500">
                    “{t(`report.holland.letters.${letter}.nickname`)}”
                  </span>
                </p>
                <p className="mt-1 text-sm text-slate-600">{t(`report.holland.letters.${letter}.meaning`)}</p>
              </div>
            </li>
          ))}
        </ol>
        {tie ? (
          <p className="mt-3 text-sm text-slate-600" data-testid="holland-tie">
            {tie}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
