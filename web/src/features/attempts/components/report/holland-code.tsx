import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { audienceContext, type ReportAudience } from '../../utils/report-audience';
import { hollandLetters } from '../../utils/report-scores';

const LETTER_STYLES = {
  R: 'bg-orange-50 text-orange-700 ring-orange-200',
  I: 'bg-sky-50 text-sky-700 ring-sky-200',
  A: 'bg-fuchsia-50 text-fuchsia-700 ring-fuchsia-200',
  S: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
  E: 'bg-amber-50 text-amber-800 ring-amber-200',
  C: 'bg-indigo-50 text-indigo-700 ring-indigo-200',
} as const;

/** The three-letter Holland (RIASEC) code, each letter with its name, nickname and meaning. */
export function HollandCode({ code, audience }: { code: string | null; audience?: ReportAudience }) {
  const { t } = useTranslation();
  const letters = hollandLetters(code);
  if (letters.length === 0) return null;
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
            {letters.join('')}
          </span>
          <span className="text-sm text-slate-500">{t('report.holland.codeHint')}</span>
        </p>
        <ol className="grid gap-3 sm:grid-cols-3">
          {letters.map((letter, index) => (
            <li key={letter} className="flex gap-3 rounded-xl border border-slate-200 p-4">
              <span
                aria-hidden
                className={`flex size-10 shrink-0 items-center justify-center rounded-lg text-lg font-bold ring-1 ring-inset ${LETTER_STYLES[letter]}`}
              >
                {letter}
              </span>
              <div className="min-w-0">
                <p className="text-sm font-semibold text-slate-900">
                  <span className="sr-only">{t('report.holland.rank', { rank: index + 1 })} </span>
                  {t(`report.holland.letters.${letter}.name`)}
                  <span className="ml-1.5 font-normal text-slate-500">
                    “{t(`report.holland.letters.${letter}.nickname`)}”
                  </span>
                </p>
                <p className="mt-1 text-sm text-slate-600">{t(`report.holland.letters.${letter}.meaning`)}</p>
              </div>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
