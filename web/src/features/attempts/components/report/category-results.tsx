import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { audienceContext, type ReportAudience } from '../../utils/report-audience';
import { type CategoryScore, categoriesWithResults } from '../../utils/report-scores';

/** Each section's result: its label and what it means. */
export function CategoryResults({
  categories,
  audience,
}: {
  categories: CategoryScore[];
  audience?: ReportAudience;
}) {
  const { t } = useTranslation();
  const withResults = categoriesWithResults(categories);
  if (withResults.length === 0) return null;
  return (
    <Card className="mb-6">
      <CardHeader>
        <CardTitle>{t('report.categories.title', audienceContext(audience))}</CardTitle>
        <CardDescription>{t('report.categories.description', audienceContext(audience))}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className={withResults.length > 1 ? 'grid gap-3 sm:grid-cols-2' : 'grid gap-3'}>
          {withResults.map((category) => (
            <li key={category.categoryId} className="rounded-xl border border-slate-200 bg-slate-50/60 p-4">
              <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">{category.title}</p>
              <p className="mt-1 text-base font-semibold text-slate-900">{category.resultLabel}</p>
              {category.resultDescription ? (
                <p className="mt-1.5 text-sm leading-relaxed text-slate-600">{category.resultDescription}</p>
              ) : null}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
