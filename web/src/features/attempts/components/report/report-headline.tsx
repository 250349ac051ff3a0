import { type AttemptScoresBody, type ReportHeadline as Headline, reportHeadline } from '@pathwise/contract';
import type { TFunction } from 'i18next';
import { Award, CalendarCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent } from '@/components/ui/card';
import { audienceContext, type ReportAudience } from '../../utils/report-audience';
import { hollandTieText, listText } from '../../utils/report-words';

type ReportHeadlineProps = {
  scores: AttemptScoresBody;
  /** The completion date, already formatted with the product's date helper. */
  completedOn: string | null;
  audience?: ReportAudience;
};

/**
 * The report's main result at the top (issue 13): the Holland code and its three types for an
 * interest profiler, the top category result for a category-result profiler, else the strongest
 * traits (joint when tied); one sentence on what it means, and the completion date. The reading
 * is the contract's reportHeadline, so the PDF and the analysis lead with the same result.
 */
export function ReportHeadline({ scores, completedOn, audience }: ReportHeadlineProps) {
  const { t, i18n } = useTranslation();
  const headline = reportHeadline(scores);
  const words = headlineWords(t, i18n.resolvedLanguage ?? 'en-US', headline, audience);
  return (
    <Card
      className="mb-6 border-brand-200 bg-gradient-to-br from-brand-50 to-white"
      aria-labelledby="report-headline"
    >
      <CardContent className="p-5 sm:p-6">
        <div className="flex items-start gap-4">
          <span
            aria-hidden
            className="hidden size-11 shrink-0 items-center justify-center rounded-xl bg-white text-brand-700 ring-1 ring-brand-200 sm:flex"
          >
            <Award className="size-6" />
          </span>
          <div className="min-w-0 flex-1">
            <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{words.kicker}</p>
            <h2
              id="report-headline"
              className="mt-1 text-xl font-bold text-balance text-slate-900 sm:text-2xl"
              data-testid="report-headline"
            >
              {words.main}
            </h2>
            <p className="mt-2 text-sm leading-relaxed text-slate-700 sm:text-[0.9375rem]">{words.meaning}</p>
            {words.note ? <p className="mt-2 text-sm text-slate-600">{words.note}</p> : null}
            {completedOn ? (
              <p className="mt-3 inline-flex items-center gap-1.5 text-sm text-slate-600">
                <CalendarCheck className="size-4" aria-hidden />
                {t('report.completedOn', { date: completedOn })}
              </p>
            ) : null}
          </div>
        </div>
      </CardContent>
    </Card>
  );
}

type HeadlineWords = { kicker: string; main: string; meaning: string; note: string | null };

function headlineWords(
  t: TFunction,
  language: string,
  headline: Headline,
  audience?: ReportAudience,
): HeadlineWords {
  const context = audienceContext(audience);
  const kicker = t('report.headline.kicker', context);
  switch (headline.kind) {
    case 'interest': {
      const { holland } = headline;
      return {
        kicker,
        main: t('report.headline.interest', {
          ...context,
          code: holland.code,
          types: listText(
            language,
            holland.types.map((type) => type.trait),
          ),
        }),
        meaning: t('report.headline.meaning.interest', context),
        note: hollandTieText(t, language, holland),
      };
    }
    case 'category':
      return {
        kicker: t('report.headline.categoryKicker', { ...context, title: headline.title }),
        main: headline.label,
        meaning:
          headline.description ??
          t('report.headline.meaning.category', { ...context, title: headline.title }),
        note:
          headline.moreResults > 0 ? t('report.headline.moreResults', { count: headline.moreResults }) : null,
      };
    case 'none':
      return {
        kicker,
        main: t('report.headline.none', context),
        meaning: t('report.headline.meaning.none', context),
        note: null,
      };
    default: {
      const names = listText(
        language,
        headline.traits.map((trait) => trait.trait),
      );
      const score = headline.traits[0]!.score;
      return headline.joint
        ? {
            kicker,
            main: t('report.headline.traitsJoint', { ...context, traits: names }),
            meaning: t('report.headline.meaning.traitsJoint', { ...context, score }),
            note: null,
          }
        : {
            kicker,
            main: t('report.headline.traitsOne', { ...context, trait: names }),
            meaning: t('report.headline.meaning.traitsOne', { ...context, score }),
            note: null,
          };
    }
  }
}
